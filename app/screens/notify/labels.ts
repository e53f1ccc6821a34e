import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Channel, NotifyEvent, SendStatus, WebhookKind } from './notifyApi'

export const EVENT_LABELS: Record<NotifyEvent, MessageDescriptor> = {
  'alarm.raised': msg`Alarm raised`,
  'alarm.cleared': msg`Alarm cleared`,
  'alarm.unacknowledged': msg`Alarm not acknowledged`,
  'todo.assigned': msg`To-do assigned`,
  'todo.overdue': msg`To-do overdue`,
  'todo.delegated': msg`To-do delegated`,
  'backup.finished': msg`Backup finished`,
  'backup.failed': msg`Backup failed`,
  'transfer.finished': msg`Import/export finished`,
  'password.expiring': msg`Password about to expire`,
  'report.generated': msg`Scheduled report generated`,
}

export const CHANNEL_LABELS: Record<Channel, MessageDescriptor> = {
  site: msg`In-site letter`,
  email: msg`Email`,
  im: msg`Instant messaging`,
}

export const WEBHOOK_LABELS: Record<WebhookKind, MessageDescriptor> = {
  wecom: msg`WeCom robot`,
  dingtalk: msg`DingTalk robot`,
  feishu: msg`Feishu robot`,
  generic: msg`Generic JSON webhook`,
}

export const STATUS_LABELS: Record<SendStatus, MessageDescriptor> = {
  held: msg`Held for digest`,
  pending: msg`Sent (queued)`,
  sending: msg`Sending`,
  success: msg`Success`,
  failed: msg`Failed`,
  digested: msg`In a digest`,
}

export const STATUS_TONES: Record<SendStatus, 'success' | 'danger' | 'info' | 'warning' | 'neutral'> = {
  held: 'neutral',
  pending: 'info',
  sending: 'info',
  success: 'success',
  failed: 'danger',
  digested: 'neutral',
}
