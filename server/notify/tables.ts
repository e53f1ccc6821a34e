import type { Generated } from 'kysely'

/** Tables of migration 0080 (the notification centre), joined to `Database` by module augmentation. */
export interface NotificationTypesTable {
  typeId: Generated<number>
  name: string
  event: string
  enabled: Generated<number>
  /** JSON of `TypeConfig` (types.ts). */
  config: string
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface NotificationOutboxTable {
  outboxId: Generated<number>
  typeId: number | null
  typeName: Generated<string>
  event: string
  eventKey: string
  channel: string
  userId: number | null
  receiverKey: string
  receiver: Generated<string>
  address: Generated<string>
  language: Generated<string>
  title: Generated<string>
  content: Generated<string>
  link: Generated<string>
  target: Generated<string>
  status: string
  attempts: Generated<number>
  nextAttemptAt: string
  leaseUntil: string | null
  lastError: Generated<string>
  digestId: number | null
  createdAt: string
  sentAt: string | null
}

export interface NotificationAttemptsTable {
  attemptId: Generated<number>
  outboxId: number
  startedAt: string
  finishedAt: string | null
  result: Generated<string>
  error: Generated<string>
}

export interface NotificationMessagesTable {
  messageId: Generated<number>
  userId: number
  outboxId: number | null
  typeId: number | null
  typeName: Generated<string>
  title: string
  content: Generated<string>
  link: Generated<string>
  isRead: Generated<number>
  createdAt: string
  readAt: string | null
}

export interface NotificationUserSettingsTable {
  userId: number
  typeId: number
  muted: Generated<number>
  channels: Generated<string>
  updatedAt: string
}

export interface NotificationUserPrefsTable {
  userId: number
  language: Generated<string>
  updatedAt: string
}

export interface NotificationEscalationsTable {
  escalationId: Generated<number>
  typeId: number
  alarmId: number
  dueAt: string
  status: Generated<string>
  data: Generated<string>
  createdAt: string
}

declare module '../db/schema.ts' {
  interface Database {
    notificationTypes: NotificationTypesTable
    notificationOutbox: NotificationOutboxTable
    notificationAttempts: NotificationAttemptsTable
    notificationMessages: NotificationMessagesTable
    notificationUserSettings: NotificationUserSettingsTable
    notificationUserPrefs: NotificationUserPrefsTable
    notificationEscalations: NotificationEscalationsTable
  }
}
