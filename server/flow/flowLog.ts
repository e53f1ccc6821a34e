import type { Db, LogEntry } from './hostTypes.ts'
import './tables.ts'

/** Appends to an instance's log (the instance's history screen and the operation trail). */
export async function appendLog(db: Db, instanceId: number, entry: LogEntry): Promise<void> {
  await db
    .insertInto('flowLogs')
    .values({
      instanceId,
      taskId: entry.taskId ?? null,
      elementId: entry.elementId ?? '',
      elementName: entry.elementName ?? '',
      action: entry.action,
      userId: entry.user?.userId ?? null,
      userName: entry.user?.username ?? '',
      forUserId: entry.forUser?.userId ?? null,
      forUserName: entry.forUser?.username ?? '',
      audit: entry.audit ?? '',
      branch: entry.branch ?? '',
      createdAt: new Date().toISOString(),
    })
    .execute()
}
