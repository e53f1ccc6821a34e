import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { checkTextLength } from '../../../../engine/rules/names'
import { toInteger } from '../../../../engine/rules/numbers'
import { checkValue } from '../../../../engine/rules/valueCheckers'

/**
 * The mail server record `emailServer` (spec S1 §3 global settings state; §5 "Mail server: SMTP server,
 * port, sender address, password, display name and protocol required"). Field names are the stored ones.
 */
export interface MailServer {
  smtp_server: string
  smtp_server_port: number | string
  /** The sending protocol. */
  smtp: string
  /** The sender address. */
  smtp_account_user: string
  smtp_account_password: string
  display_name: string
  /** SSL login: '1' or '0'. */
  ssl: string
}

/** The form's values: the port as typed. */
export interface MailServerDraft {
  smtpServer: string
  port: string
  protocol: string
  sender: string
  password: string
  displayName: string
  ssl: 'on' | 'off'
}

export type MailServerField = keyof MailServerDraft

/** What the server shows instead of a saved password; sending it back keeps the saved one. */
export const PASSWORD_MASK = '******'

/** The protocols offered (the spec names none); a stored value outside the list is kept as an option. */
export const MAIL_PROTOCOLS = ['SMTP', 'ESMTP', 'SMTPS'] as const

export const MAIL_MESSAGES = {
  port: msg`Enter a port from 1 to 65535`,
}

export function draftOfMailServer(value: Partial<MailServer>): MailServerDraft {
  return {
    smtpServer: String(value.smtp_server ?? ''),
    port: value.smtp_server_port === undefined ? '' : String(value.smtp_server_port),
    protocol: String(value.smtp ?? 'SMTP'),
    sender: String(value.smtp_account_user ?? ''),
    password: String(value.smtp_account_password ?? ''),
    displayName: String(value.display_name ?? ''),
    ssl: value.ssl === '1' ? 'on' : 'off',
  }
}

export function mailServerOf(draft: MailServerDraft): MailServer {
  return {
    smtp_server: draft.smtpServer.trim(),
    smtp_server_port: toInteger(draft.port) ?? draft.port,
    smtp: draft.protocol.trim(),
    smtp_account_user: draft.sender.trim(),
    smtp_account_password: draft.password,
    display_name: draft.displayName.trim(),
    ssl: draft.ssl === 'on' ? '1' : '0',
  }
}

/** The first problem of each field; every field is required. */
export function mailServerProblems(
  draft: MailServerDraft,
): Partial<Record<MailServerField, MessageDescriptor>> {
  const problems: Partial<Record<MailServerField, MessageDescriptor>> = {}
  const set = (field: MailServerField, problem: MessageDescriptor | null) => {
    if (problem && !problems[field]) problems[field] = problem
  }
  const required = (value: string) => checkValue(value, { kind: 'none', required: true })
  set('smtpServer', required(draft.smtpServer))
  set('smtpServer', checkTextLength(draft.smtpServer, 200))
  set('port', checkValue(draft.port, { kind: 'number', required: true }))
  const port = toInteger(draft.port)
  if (port === null || port < 1 || port > 65535) set('port', MAIL_MESSAGES.port)
  set('protocol', required(draft.protocol))
  set('sender', checkValue(draft.sender, { kind: 'email', required: true }))
  set('sender', checkTextLength(draft.sender, 200))
  set('password', required(draft.password))
  set('displayName', required(draft.displayName))
  set('displayName', checkTextLength(draft.displayName, 50))
  return problems
}
