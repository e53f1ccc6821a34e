import type { Generated, Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/* The alarm journal (migration 0072): the comment trail of what was done about an alarm. */

export interface AlarmJournalTable {
  id: Generated<number>
  alarmId: number
  /** 'started' (a workflow instance) | 'acknowledged' | 'comment' | 'closed' | 'failed' */
  kind: string
  text: Generated<string>
  userId: number | null
  userName: Generated<string>
  instanceId: number | null
  taskId: number | null
  createdAt: string
}

declare module '../db/schema.ts' {
  interface Database {
    alarmJournal: AlarmJournalTable
  }
}

export type JournalKind = 'started' | 'acknowledged' | 'comment' | 'closed' | 'failed'

export interface JournalEntry {
  kind: JournalKind
  text?: string
  user?: { userId: number; username: string } | null
  instanceId?: number | null
  taskId?: number | null
}

/** Adds an entry to an alarm's journal (inside the caller's transaction when it passes one). */
export async function addJournal(
  db: Kysely<Database> | Transaction<Database>,
  alarmId: number,
  entry: JournalEntry,
): Promise<void> {
  await db
    .insertInto('alarmJournal')
    .values({
      alarmId,
      kind: entry.kind,
      text: (entry.text ?? '').slice(0, 2000),
      userId: entry.user?.userId ?? null,
      userName: entry.user?.username ?? '',
      instanceId: entry.instanceId ?? null,
      taskId: entry.taskId ?? null,
      createdAt: new Date().toISOString(),
    })
    .execute()
}

/** An alarm's journal, oldest first. */
export function journalOf(db: Kysely<Database>, alarmId: number) {
  return db
    .selectFrom('alarmJournal')
    .select(['id', 'alarmId', 'kind', 'text', 'userName', 'instanceId', 'taskId', 'createdAt'])
    .where('alarmId', '=', alarmId)
    .orderBy('id')
    .execute()
}
