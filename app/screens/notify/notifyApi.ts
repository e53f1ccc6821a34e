import { call, fetchJson, type Page, type Paging } from '../admin/common/request'

/** The notification centre's calls (server/routes/notification). */

export type Channel = 'site' | 'email' | 'im'
export type WebhookKind = 'wecom' | 'dingtalk' | 'feishu' | 'generic'
export const EVENTS = [
  'alarm.raised',
  'alarm.cleared',
  'todo.assigned',
  'todo.overdue',
  'todo.delegated',
  'backup.finished',
  'backup.failed',
  'transfer.finished',
  'password.expiring',
  'report.generated',
] as const
export type NotifyEvent = (typeof EVENTS)[number] | 'alarm.unacknowledged'

export interface Receivers {
  userIds: number[]
  roleIds: number[]
  orgIds: number[]
}

export interface Template {
  title: string
  content: string
}

export interface TypeConfig {
  channels: Channel[]
  receivers: Receivers
  priorities: number[]
  objNames: string[]
  /** Areas of the plant (a network node and everything below it) whose alarms notify. */
  areas: { network: string; objName: string }[]
  templates: Partial<Record<Channel, Partial<Record<'en-us' | 'zh-cn', Template>>>>
  quietHours: { start: string; end: string } | null
  escalation: { afterMinutes: number; receivers: Receivers } | null
  digestPerMinute: number | null
  webhook: { kind: WebhookKind; url: string; secret: string } | null
  personal: boolean
}

export interface NotificationType {
  typeId: number
  name: string
  event: NotifyEvent
  enabled: boolean
  config: TypeConfig
  version: number
  updatedAt: string
}

export interface TypeInput {
  name: string
  event: NotifyEvent
  enabled: boolean
  config: TypeConfig
  version?: number
}

export interface ReceiverOptions {
  users: { userId: number; username: string; realName: string; email: string }[]
  roles: { roleId: number; roleName: string }[]
  organisations: { orgId: number; name: string; parentId: number | null }[]
}

export type SendStatus = 'held' | 'pending' | 'sending' | 'success' | 'failed' | 'digested'

export interface LogEntry {
  outboxId: number
  typeId: number | null
  typeName: string
  event: string
  channel: Channel
  userId: number | null
  receiver: string
  address: string
  language: string
  title: string
  content: string
  link: string
  status: SendStatus
  attempts: number
  nextAttemptAt: string
  lastError: string
  createdAt: string
  sentAt: string | null
}

export interface Attempt {
  attemptId: number
  startedAt: string
  finishedAt: string | null
  result: string
  error: string
}

export interface Letter {
  messageId: number
  typeName: string
  title: string
  content: string
  link: string
  isRead: boolean
  createdAt: string
}

export interface PersonalSetting {
  typeId: number
  name: string
  event: string
  personal: boolean
  offered: Channel[]
  muted: boolean
  channels: Channel[] | null
}

export const EMPTY_RECEIVERS: Receivers = { userIds: [], roleIds: [], orgIds: [] }

export const listTypes = (query: Paging & { keyword?: string }) =>
  fetchJson<Page<NotificationType>>('/api/notification/types', query)
export const getType = (typeId: number) => fetchJson<NotificationType>(`/api/notification/types/${typeId}`)
export const createType = (body: TypeInput) =>
  call<NotificationType>('POST', '/api/notification/types', body, { failure: 'screen' })
export const updateType = (typeId: number, body: TypeInput) =>
  call<NotificationType>('PUT', `/api/notification/types/${typeId}`, body, { failure: 'screen' })
export const deleteType = (typeId: number) => call<void>('DELETE', `/api/notification/types/${typeId}`)
export const receiverOptions = () => fetchJson<ReceiverOptions>('/api/notification/receivers')

export interface LogQuery extends Paging {
  keyword: string
  channel: Channel | ''
  status: SendStatus | ''
}
export const listLogs = (query: LogQuery) => fetchJson<Page<LogEntry>>('/api/notification/logs', query)
export const attemptsOf = (outboxId: number) =>
  fetchJson<{ list: Attempt[] }>(`/api/notification/logs/${outboxId}/attempts`)
export const resend = (ids: number[]) =>
  call<{ resent: number[] }>('POST', '/api/notification/logs/resend', { ids })

export const listLetters = (query: Paging & { isRead?: boolean | ''; keyword: string }) =>
  fetchJson<Page<Letter>>('/api/notification/messages', query)
export const unreadLetters = () =>
  call<{ count: number; latest: Letter[] }>('GET', '/api/notification/messages/unread', undefined, {
    failure: 'screen',
  })
export const markRead = (ids: number[]) =>
  call<{ unread: number }>('PUT', '/api/notification/messages/read', { ids })
export const markAllRead = () => call<{ unread: number }>('PUT', '/api/notification/messages/readAll')
export const deleteLetters = (ids: number[]) => call<void>('DELETE', '/api/notification/messages', { ids })

export const mySettings = () =>
  fetchJson<{ list: PersonalSetting[]; language: 'en-us' | 'zh-cn' }>('/api/notification/settings')
export const saveMySetting = (body: { typeId: number; muted: boolean; channels: Channel[] | null }) =>
  call<unknown>('PUT', '/api/notification/settings', body)
export const saveMyLanguage = (language: 'en-us' | 'zh-cn') =>
  call<unknown>('PUT', '/api/notification/settings/language', { language })
