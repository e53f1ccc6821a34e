import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { notNull, withId } from './columns.ts'

/**
 * Property value history, stored on change. Deliberately unlike the other tables, because this is the
 * ingest hot path and the trend queries bucket by time arithmetically:
 * - a row names its property by `key_id` (history_keys), not by the repeated `objName.propName` text;
 * - `t` is epoch MILLISECONDS (bigint), not ISO text, so `(t - start) / bucket` groups rows on both engines;
 * - `num` holds numbers and booleans (0/1), `txt` the JSON of anything else; `quality` 0 good, 1 uncertain,
 *   2 bad, so `max(quality)` is the worst quality of a bucket;
 * - no foreign key and one index (key_id, t): every extra check or index is paid on each of many inserts.
 */
export function historyMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('history_keys'), engine, 'key_id')
        .addColumn('key', 'text', notNull)
        // The property type when first recorded: how `num` / `txt` read back.
        .addColumn('type', 'text', notNull)
        .execute()
      await db.schema.createIndex('history_keys_key').on('history_keys').column('key').unique().execute()
      await db.schema
        .createTable('history_values')
        .addColumn('key_id', 'integer', notNull)
        .addColumn('t', 'bigint', notNull)
        .addColumn('num', 'double precision')
        .addColumn('txt', 'text')
        .addColumn('quality', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .createIndex('history_values_key_t')
        .on('history_values')
        .columns(['key_id', 't'])
        .execute()
    },
  }
}
