import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type MessageDescriptor, withValues } from '../../../engine/messages.ts'
import type { ReportDefinition } from '../../../engine/reports/definition.ts'
import { REPORT_MESSAGES } from '../../../engine/reports/messages.ts'
import { pagesInRange } from '../../../engine/reports/pages.ts'
import { bindParams } from '../../../engine/reports/params.ts'
import { notifyUsers } from '../../notify/notifyUsers.ts'
import { ENGLISH_LABELS } from '../../reports/export/labels.ts'
import { exportReport } from '../../reports/pages.ts'
import type { ReportTaskConfig } from './config.ts'
import { SCHEDULER_MESSAGES } from './messages.ts'

/** Where report tasks keep their files, under the data folder: one folder per task. */
export const REPORT_FILES_DIR = 'scheduled-reports'

async function savedReport(app: FastifyInstance, reportId: number) {
  const row = await app.db
    .selectFrom('reports')
    .selectAll()
    .where('reportId', '=', reportId)
    .executeTakeFirst()
  return row ? { ...row, definition: JSON.parse(row.definition) as ReportDefinition } : undefined
}

/** What a report task's settings refer to: the report, its parameter values, the page range, the users. */
export async function reportTaskProblems(
  app: FastifyInstance,
  config: ReportTaskConfig,
): Promise<MessageDescriptor[]> {
  const report = await savedReport(app, config.reportId)
  if (!report) return [withValues(REPORT_MESSAGES.missing, { id: config.reportId })]
  const problems: MessageDescriptor[] = []
  const bound = bindParams(report.definition.params, config.params)
  if (!bound.ok) problems.push(...bound.problems)
  // The page count is known only when it runs: here only the range's form is checked.
  const range = pagesInRange(config.pageRange, 1)
  if (!range.ok && range.message.id === REPORT_MESSAGES.pageRangeBad.id) problems.push(range.message)
  if (config.userIds.length > 0) {
    const found = await app.db
      .selectFrom('users')
      .select('userId')
      .where('userId', 'in', config.userIds)
      .execute()
    const known = new Set(found.map((row) => row.userId))
    const unknown = config.userIds.filter((id) => !known.has(id))
    if (unknown.length > 0)
      problems.push(withValues(SCHEDULER_MESSAGES.unknownUsers, { ids: unknown.join(', ') }))
  }
  return problems
}

const stamp = (now: number) => new Date(now).toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')
/** A report's name may hold any character: the file on disk gets a safe one, the download the real one. */
const safe = (name: string) => name.replace(/[^\p{L}\p{N}_-]+/gu, '_').slice(0, 60) || 'report'

/**
 * Generates the report into a file kept under the data folder, prunes the task's older files beyond
 * `keep`, and with email delivery notifies the users (the file attached to the email). Throws with the
 * report's own message when it cannot run.
 */
export async function runReportTask(
  app: FastifyInstance,
  task: { taskId: number; config: ReportTaskConfig },
  now: number,
): Promise<{ rows: number; file: string }> {
  const config = task.config
  const report = await savedReport(app, config.reportId)
  if (!report) throw new Error(`The report ${config.reportId} does not exist`)
  const exported = await exportReport(app, report, {
    format: config.format,
    params: config.params,
    pageRange: config.pageRange,
    labels: ENGLISH_LABELS,
  })
  const folder = join(app.config.dataDir, REPORT_FILES_DIR, `task-${task.taskId}`)
  mkdirSync(folder, { recursive: true })
  const fileName = `${stamp(now)}-${safe(report.name)}.${config.format}`
  const path = join(folder, fileName)
  await writeFile(path, exported.file)
  await pruneFiles(app, folder, config.keep)
  const rows = exported.rows
  if (config.delivery === 'email')
    await notifyUsers(
      app,
      'report.generated',
      `report:task${task.taskId}:${now}`,
      config.userIds,
      { report: report.name, format: config.format, rows, time: new Date(now).toISOString() },
      { path, name: `${report.name}.${config.format}` },
    )
  return { rows, file: relative(app.config.dataDir, path) }
}

/** Keeps the newest `keep` files of a task folder (names start with the run time, so they sort by it). */
async function pruneFiles(app: FastifyInstance, folder: string, keep: number): Promise<void> {
  const files = readdirSync(folder).sort()
  const old = files.slice(0, Math.max(0, files.length - keep))
  for (const name of old) {
    rmSync(join(folder, name), { force: true })
    await app.db
      .updateTable('scheduledTaskRuns')
      .set({ file: null })
      .where('file', '=', relative(app.config.dataDir, join(folder, name)))
      .execute()
  }
}
