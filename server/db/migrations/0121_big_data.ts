import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, withId } from './columns.ts'

/**
 * Industrial big data (issue 27, /design/industry-big-data): samples cut from history, experiments that
 * analyse a sample with their runs (parameters and results kept), and releases that publish a run's model
 * as a soft sensor, one row per published version so a release can be rolled back.
 */
export function bigDataMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('bigdata_samples'), engine, 'sample_id')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        // JSON text: the column names, `objName.propName`.
        .addColumn('columns', 'text', notNull)
        .addColumn('start_at', 'text', notNull)
        .addColumn('end_at', 'text', notNull)
        .addColumn('interval_seconds', 'integer', notNull)
        .addColumn('aggregation', 'text', notNull)
        .addColumn('row_count', 'integer', notNull)
        // JSON text: { times, columns: { name: values } }, as cut when the sample was made.
        .addColumn('data', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()

      await withId(db.schema.createTable('bigdata_experiments'), engine, 'experiment_id')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('sample_id', 'integer', (c) =>
          c.notNull().references('bigdata_samples.sample_id').onDelete('cascade'),
        )
        // JSON text: the analysis and its parameters.
        .addColumn('spec', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()

      await withId(db.schema.createTable('bigdata_experiment_runs'), engine, 'run_id')
        .addColumn('experiment_id', 'integer', (c) =>
          c.notNull().references('bigdata_experiments.experiment_id').onDelete('cascade'),
        )
        // 'manual' | 'schedule'
        .addColumn('trigger', 'text', notNull)
        // JSON text: the spec as it was when the run started.
        .addColumn('spec', 'text', notNull)
        // 'succeeded' | 'failed'
        .addColumn('status', 'text', notNull)
        .addColumn('result', 'text')
        .addColumn('error', 'text')
        .addColumn('rows', 'integer', notNull)
        .addColumn('started_at', 'text', notNull)
        .addColumn('ended_at', 'text', notNull)
        .execute()
      await db.schema
        .createIndex('bigdata_experiment_runs_experiment')
        .on('bigdata_experiment_runs')
        .columns(['experiment_id', 'run_id'])
        .execute()

      await withId(db.schema.createTable('bigdata_releases'), engine, 'release_id')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('target_obj', 'text', notNull)
        .addColumn('target_prop', 'text', notNull)
        // The published version the soft sensor evaluates; a rollback points it at an older one.
        .addColumn('active_version', 'integer', notNull)
        .addColumn('enabled', 'integer', intDefault(1))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createIndex('bigdata_releases_target')
        .on('bigdata_releases')
        .columns(['target_obj', 'target_prop'])
        .unique()
        .execute()

      await db.schema
        .createTable('bigdata_release_versions')
        .addColumn('release_id', 'integer', (c) =>
          c.notNull().references('bigdata_releases.release_id').onDelete('cascade'),
        )
        .addColumn('version_no', 'integer', notNull)
        // The run it came from (the run may be deleted later; the model is copied here).
        .addColumn('run_id', 'integer')
        // JSON text: the regression model.
        .addColumn('model', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addPrimaryKeyConstraint('bigdata_release_versions_pk', ['release_id', 'version_no'])
        .execute()
    },
  }
}
