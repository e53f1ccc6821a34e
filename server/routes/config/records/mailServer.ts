import type { MessageDescriptor } from '../../../../engine/messages.ts'
import { checkValue } from '../../../../engine/rules/valueCheckers.ts'

/**
 * The mail server record `emailServer` (spec S1 §3 global settings). The spec's state names five fields;
 * its validation rule also requires a display name and a protocol ("Mail server: SMTP server, port,
 * sender address, password, display name and protocol required"), and the mail settings screen has an
 * SSL login switch, so those three are stored beside them.
 */
export interface MailServer {
  smtp_server: string
  smtp_server_port: number | string
  /** The sending protocol (e.g. SMTP); the spec does not list the values, so any non-blank text is kept. */
  smtp: string
  /** The sender address. */
  smtp_account_user: string
  smtp_account_password: string
  display_name: string
  /** SSL login: "1" or "0". */
  ssl: string
}

export const MAIL_SERVER_DEFAULT: MailServer = {
  smtp_server: '',
  smtp_server_port: 25,
  smtp: 'SMTP',
  smtp_account_user: '',
  smtp_account_password: '',
  display_name: '',
  ssl: '0',
}

/** What a read shows instead of a saved password; sending it back keeps the saved one. */
export const PASSWORD_MASK = '******'

const MESSAGES = {
  notObject: { id: 'config.mail.notObject', message: 'The mail server settings must be a JSON object' },
  server: { id: 'config.mail.server', message: 'The SMTP server is required' },
  port: { id: 'config.mail.port', message: 'The SMTP port must be a whole number from 1 to 65535' },
  sender: { id: 'config.mail.sender', message: 'The sender address must be a valid email address' },
  password: { id: 'config.mail.password', message: 'The mail account password is required' },
  displayName: { id: 'config.mail.displayName', message: 'The display name is required' },
  protocol: { id: 'config.mail.protocol', message: 'The protocol is required' },
  ssl: { id: 'config.mail.ssl', message: 'SSL login must be "1" or "0"' },
} satisfies Record<string, MessageDescriptor>

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export function checkMailServer(value: unknown): MessageDescriptor[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [MESSAGES.notObject]
  const mail = value as Partial<Record<keyof MailServer, unknown>>
  const problems: MessageDescriptor[] = []
  if (text(mail.smtp_server) === '') problems.push(MESSAGES.server)
  const port =
    typeof mail.smtp_server_port === 'string' ? Number(mail.smtp_server_port) : mail.smtp_server_port
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535)
    problems.push(MESSAGES.port)
  const sender = typeof mail.smtp_account_user === 'string' ? mail.smtp_account_user : ''
  if (checkValue(sender, { kind: 'email', required: true }) !== null) problems.push(MESSAGES.sender)
  if (text(mail.smtp_account_password) === '') problems.push(MESSAGES.password)
  if (text(mail.display_name) === '') problems.push(MESSAGES.displayName)
  if (text(mail.smtp) === '') problems.push(MESSAGES.protocol)
  if (mail.ssl !== undefined && mail.ssl !== '0' && mail.ssl !== '1') problems.push(MESSAGES.ssl)
  return problems
}

/** A read never shows the password: a saved one appears as the mask. */
export function maskMailServer(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const mail = value as Record<string, unknown>
  return mail.smtp_account_password ? { ...mail, smtp_account_password: PASSWORD_MASK } : value
}

/** A save that sends the mask back means "keep the saved password". */
export function unmaskMailServer(incoming: unknown, stored: unknown): unknown {
  if (typeof incoming !== 'object' || incoming === null) return incoming
  const mail = incoming as Record<string, unknown>
  if (mail.smtp_account_password !== PASSWORD_MASK) return incoming
  const saved = (stored as Record<string, unknown> | undefined)?.smtp_account_password
  return { ...mail, smtp_account_password: typeof saved === 'string' ? saved : '' }
}
