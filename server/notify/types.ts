import type { Language } from '../http/language.ts'

/** The channels of the spec (S1 §3 "Notification": in-site letter, email, instant messaging). */
export const CHANNELS = ['site', 'email', 'im'] as const
export type Channel = (typeof CHANNELS)[number]

/** What can trigger a notification. Alarm events come from the alarm engine, the others from their areas. */
export const EVENTS = [
  'alarm.raised',
  'alarm.cleared',
  'alarm.unacknowledged',
  'todo.assigned',
  'todo.overdue',
  'todo.delegated',
  'backup.finished',
  'backup.failed',
  'transfer.finished',
  'password.expiring',
  'report.generated',
] as const
export type NotifyEvent = (typeof EVENTS)[number]

/** Ready formats of the instant-messaging webhook (channels/webhook.ts). */
export const WEBHOOK_KINDS = ['wecom', 'dingtalk', 'feishu', 'generic'] as const
export type WebhookKind = (typeof WEBHOOK_KINDS)[number]

/** An area of the plant: a node of a network (factory structure) and everything below it. */
export interface AreaRef {
  network: string
  objName: string
}

/** Who receives: users, roles (their members) and organisations (their members, sub-organisations too). */
export interface Receivers {
  userIds: number[]
  roleIds: number[]
  orgIds: number[]
}

export interface Template {
  title: string
  content: string
}

/** Templates per channel, then per language; a missing one falls back to en-us, then the built-in. */
export type Templates = Partial<Record<Channel, Partial<Record<Language, Template>>>>

/** The configuration of one notification type (stored as JSON in `notification_types.config`). */
export interface TypeConfig {
  channels: Channel[]
  receivers: Receivers
  /** Alarm types only: the priorities that notify (empty: all) and the objects (empty: all). */
  priorities: number[]
  objNames: string[]
  /**
   * Alarm types only: areas of the plant (a network node and everything below it, read at each alarm, so
   * objects added to an area later are in it). Objects of `objNames` and of the areas notify; both empty: all.
   */
  areas: AreaRef[]
  templates: Templates
  /** Local time of day "HH:MM" (server time zone or `timezone`): email and IM wait until it ends. */
  quietHours: { start: string; end: string } | null
  /** Alarm raised only: not acknowledged after this many minutes → these receivers too. */
  escalation: { afterMinutes: number; receivers: Receivers } | null
  /** Flood setting: beyond this many sends per receiver and channel in one minute, a digest per minute. */
  digestPerMinute: number | null
  webhook: { kind: WebhookKind; url: string; secret: string } | null
  /** Whether users may mute the type or choose their channels. */
  personal: boolean
}

/** What raises a notification: the event, its occurrence key and the placeholders' values. */
export interface NotifyRequest {
  event: NotifyEvent
  /** Identifies the occurrence, so enqueuing the same one twice sends once ('alarm:12:raised'). */
  key: string
  /** Placeholder values: object, property, value, limit, priority, time, link, … */
  data: Record<string, string | number | null>
  /** Receivers named by the caller (to-do assignee) beside the type's own. */
  userIds?: number[]
  /** A type to use regardless of the event's types (escalation). */
  typeId?: number
  /** Escalation: send to the type's escalation receivers instead of its receivers. */
  escalated?: boolean
  /** Alarm filters. */
  priority?: number
  objName?: string
  /** The alarm, for escalations. */
  alarmId?: number
  /** A file sent with the email of this occurrence (a scheduled report); other channels carry the link. */
  attachment?: MailAttachment
}

/** A file attached to an email: its absolute path on this server and the name the receiver sees. */
export interface MailAttachment {
  path: string
  name: string
}
