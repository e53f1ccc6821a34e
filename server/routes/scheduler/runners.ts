import type { FastifyInstance } from 'fastify'
import { formatMessage } from '../../../engine/messages.ts'
import { backupsDirOf } from '../../backup/backupFiles.ts'
import type { AnyDb } from '../../backup/catalog.ts'
import { installationKey } from '../../backup/signing.ts'
import { createBackup } from '../../backup/writer.ts'
import '../../history/plugin.ts'
import { runExperiment } from '../../bigdata/experimentRuns.ts'
import { purgeHistory } from '../../history/purge.ts'
import { PRODUCT } from '../config/product.ts'
import { computeTask } from '../dispatchor/statistics/compute.ts'
import { imagesDirOf } from '../files/images/store.ts'
import type { ExperimentConfig, ReportTaskConfig, StatisticsConfig, SystemConfig } from './config.ts'
import { runReportTask } from './reportTask.ts'

/** What a run did: the rows it deleted, backed up or wrote, and the file it kept (report tasks). */
export interface RunOutcome {
  rows: number
  file?: string
}

/** Runs one task of a runnable kind now; throws with a readable message when it fails. */
export async function runTask(
  app: FastifyInstance,
  task: { taskId: number; kind: string; config: unknown },
  now = Date.now(),
): Promise<RunOutcome> {
  if (task.kind === 'reportStatistics-task')
    return runReportTask(app, { taskId: task.taskId, config: task.config as ReportTaskConfig }, now)
  if (task.kind === 'system-task') return runSystem(app, task.config as SystemConfig, now)
  // A real-time task run by hand computes its window once from history (its mission keeps it live).
  if (task.kind === 'statistics-task' || task.kind === 'realtime-data')
    return runStatistics(app, task.config as StatisticsConfig, now)
  if (task.kind === 'experiment-task') return runExperimentTask(app, task.config as ExperimentConfig)
  throw new Error(`Tasks of kind ${task.kind} cannot be run`)
}

async function runSystem(app: FastifyInstance, config: SystemConfig, now: number): Promise<RunOutcome> {
  if (config.action === 'purgeHistory') {
    await app.history.flush()
    return { rows: await purgeHistory(app.db, config.olderThanDays, now) }
  }
  const backup = await createBackup({
    db: app.db.withoutPlugins() as unknown as AnyDb,
    engine: app.engine,
    imagesDir: imagesDirOf(app.config.dataDir),
    backupsDir: backupsDirOf(app.config.dataDir),
    app: { name: PRODUCT.name, version: PRODUCT.version },
    signingKey: await installationKey(app.db, app.config.backup.signingKey),
  })
  return { rows: Object.values(backup.manifest.tables).reduce((sum, table) => sum + table.rows, 0) }
}

/** The aggregate of the source over the window that ends now, written to the target property. */
async function runStatistics(
  app: FastifyInstance,
  config: StatisticsConfig,
  now: number,
): Promise<RunOutcome> {
  const [result] = await computeTask(
    app.history,
    { taskId: 0, sources: [config.source], aggregates: [config.aggregate] },
    { start: now - config.windowSeconds * 1000, end: now },
  )
  if (!result || result.value === null) throw new Error('No recorded values of the source in the window')
  const written = app.live.store.write(config.target.objName, config.target.propName, result.value, {
    timestamp: now,
    origin: { kind: 'model' },
  })
  if (!written.ok) throw new Error(formatMessage(written.reason))
  return { rows: 1 }
}

/** Runs the experiment (the run is kept with the experiment); a failed analysis fails the task's run. */
async function runExperimentTask(app: FastifyInstance, config: ExperimentConfig): Promise<RunOutcome> {
  const run = await runExperiment(app, config.experimentId, 'schedule')
  if (run.status === 'failed') throw new Error(run.error ?? 'The experiment failed')
  return { rows: run.rows }
}
