import type { MessageDescriptor } from '../../engine/messages.ts'
import { withValues } from '../../engine/messages.ts'
import { CHANNELS, type Channel, EVENTS, type NotifyEvent, type TypeConfig, WEBHOOK_KINDS } from './types.ts'

export const EMPTY_RECEIVERS = { userIds: [], roleIds: [], orgIds: [] }

/** A type as stored: defaults for anything an older save lacks. */
export function parseTypeConfig(text: string): TypeConfig {
  let raw: Partial<TypeConfig> = {}
  try {
    raw = JSON.parse(text) as Partial<TypeConfig>
  } catch {
    raw = {}
  }
  return {
    channels: raw.channels ?? ['site'],
    receivers: { ...EMPTY_RECEIVERS, ...raw.receivers },
    priorities: raw.priorities ?? [],
    objNames: raw.objNames ?? [],
    areas: raw.areas ?? [],
    templates: raw.templates ?? {},
    quietHours: raw.quietHours ?? null,
    escalation: raw.escalation
      ? {
          afterMinutes: raw.escalation.afterMinutes,
          receivers: { ...EMPTY_RECEIVERS, ...raw.escalation.receivers },
        }
      : null,
    digestPerMinute: raw.digestPerMinute ?? null,
    webhook: raw.webhook ?? null,
    personal: raw.personal ?? true,
  }
}

export const NOTIFY_MESSAGES = {
  typeMissing: /*i18n*/ {
    id: 'server.notify.typeMissing',
    message: 'The notification type {id} does not exist',
  },
  typeStale: /*i18n*/ {
    id: 'server.notify.typeStale',
    message:
      'The notification type {name} was changed by someone else since you loaded it; reload and try again',
  },
  nameTaken: /*i18n*/ { id: 'server.notify.nameTaken', message: 'The name {name} is already in use' },
  nameBlank: /*i18n*/ { id: 'server.notify.nameBlank', message: 'The name is required' },
  noChannel: /*i18n*/ { id: 'server.notify.noChannel', message: 'Choose at least one channel' },
  noReceivers: /*i18n*/ {
    id: 'server.notify.noReceivers',
    message: 'Choose receivers: users, roles or organisations',
  },
  webhookNeeded: /*i18n*/ {
    id: 'server.notify.webhookNeeded',
    message: 'The instant-messaging channel needs a webhook address (http or https)',
  },
  quietHours: /*i18n*/ {
    id: 'server.notify.quietHours',
    message: 'Quiet hours need a start and an end as HH:MM',
  },
  escalationAlarmOnly: /*i18n*/ {
    id: 'server.notify.escalationAlarmOnly',
    message: 'Escalation applies to "alarm raised" types only',
  },
  escalationReceivers: /*i18n*/ {
    id: 'server.notify.escalationReceivers',
    message: 'Escalation needs receivers',
  },
  unknownUsers: /*i18n*/ { id: 'server.notify.unknownUsers', message: 'Unknown users: {ids}' },
  unknownRoles: /*i18n*/ { id: 'server.notify.unknownRoles', message: 'Unknown roles: {ids}' },
  unknownOrgs: /*i18n*/ { id: 'server.notify.unknownOrgs', message: 'Unknown organisations: {ids}' },
  orgsUnavailable: /*i18n*/ {
    id: 'server.notify.orgsUnavailable',
    message: 'Organisations are not available in this version',
  },
  channelNotOffered: /*i18n*/ {
    id: 'server.notify.channelNotOffered',
    message: 'The type does not send through {channels}',
  },
  notPersonal: /*i18n*/ {
    id: 'server.notify.notPersonal',
    message: 'The type {name} cannot be changed by its receivers',
  },
  messageMissing: /*i18n*/ { id: 'server.notify.messageMissing', message: 'Messages not found: {ids}' },
  logMissing: /*i18n*/ { id: 'server.notify.logMissing', message: 'Send log entries not found: {ids}' },
  unknownAreas: /*i18n*/ {
    id: 'server.notify.unknownAreas',
    message: 'Unknown areas of the plant: {areas}',
  },
  notFailed: /*i18n*/ {
    id: 'server.notify.notFailed',
    message: 'Only failed sends can be sent again: {ids}',
  },
} satisfies Record<string, MessageDescriptor>

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** Rule checks of a type beyond its JSON schema (which has the shapes); answers every problem. */
export function checkType(name: string, event: NotifyEvent, config: TypeConfig): MessageDescriptor[] {
  const problems: MessageDescriptor[] = []
  if (name.trim() === '') problems.push(NOTIFY_MESSAGES.nameBlank)
  if (!EVENTS.includes(event)) problems.push(NOTIFY_MESSAGES.typeMissing)
  if (config.channels.length === 0) problems.push(NOTIFY_MESSAGES.noChannel)
  const { userIds, roleIds, orgIds } = config.receivers
  // To-do types reach their assignee, password and import/export types the user concerned, scheduled
  // reports the task's receivers, without receivers of their own.
  if (
    !event.startsWith('todo.') &&
    !event.startsWith('password.') &&
    !event.startsWith('transfer.') &&
    !event.startsWith('report.') &&
    userIds.length + roleIds.length + orgIds.length === 0
  )
    problems.push(NOTIFY_MESSAGES.noReceivers)
  if (config.channels.includes('im') && !(config.webhook && /^https?:\/\/\S+$/i.test(config.webhook.url)))
    problems.push(NOTIFY_MESSAGES.webhookNeeded)
  if (config.quietHours && !(TIME.test(config.quietHours.start) && TIME.test(config.quietHours.end)))
    problems.push(NOTIFY_MESSAGES.quietHours)
  if (config.escalation) {
    if (event !== 'alarm.raised') problems.push(NOTIFY_MESSAGES.escalationAlarmOnly)
    const r = config.escalation.receivers
    if (r.userIds.length + r.roleIds.length + r.orgIds.length === 0)
      problems.push(NOTIFY_MESSAGES.escalationReceivers)
  }
  return problems
}

export function channelsNotOffered(config: TypeConfig, chosen: readonly Channel[]): MessageDescriptor | null {
  const missing = chosen.filter((c) => !config.channels.includes(c))
  return missing.length > 0
    ? withValues(NOTIFY_MESSAGES.channelNotOffered, { channels: missing.join(', ') })
    : null
}

export { CHANNELS, WEBHOOK_KINDS }
