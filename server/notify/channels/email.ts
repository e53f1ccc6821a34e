import type { Kysely } from 'kysely'
import nodemailer from 'nodemailer'
import type { Database } from '../../db/schema.ts'
import { MAIL_SERVER_DEFAULT, type MailServer } from '../../routes/config/records/mailServer.ts'
import type { MailAttachment } from '../types.ts'

/** One email: the receiver's address and the rendered title and content (plain text, UTF-8). */
export interface Mail {
  to: string
  subject: string
  text: string
  /** A file sent with it; a file gone from the disk fails the send with nodemailer's reason. */
  attachment?: MailAttachment
}

/** The mail server of the global settings (config record `emailServer`), or null while unset. */
export async function mailServerOf(db: Kysely<Database>): Promise<MailServer | null> {
  const row = await db
    .selectFrom('configRecords')
    .select('configValue')
    .where('key', '=', 'emailServer')
    .executeTakeFirst()
  if (!row) return null
  try {
    const value = { ...MAIL_SERVER_DEFAULT, ...(JSON.parse(row.configValue) as Partial<MailServer>) }
    return value.smtp_server ? value : null
  } catch {
    return null
  }
}

/**
 * Sends one mail through the configured server with nodemailer. SSL login "1" is implicit TLS (port 465
 * style); "0" still upgrades with STARTTLS when the server offers it. Throws with the server's answer.
 */
export async function sendMail(server: MailServer, mail: Mail, timeoutMs = 15_000): Promise<void> {
  const transport = nodemailer.createTransport({
    host: server.smtp_server,
    port: Number(server.smtp_server_port),
    secure: server.ssl === '1',
    auth: server.smtp_account_password
      ? { user: server.smtp_account_user, pass: server.smtp_account_password }
      : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // Plant networks often run their own mail relay with an internal certificate.
    tls: { rejectUnauthorized: false },
  })
  try {
    await transport.sendMail({
      from: { name: server.display_name || server.smtp_account_user, address: server.smtp_account_user },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      textEncoding: 'base64',
      ...(mail.attachment
        ? { attachments: [{ filename: mail.attachment.name, path: mail.attachment.path }] }
        : {}),
    })
  } finally {
    transport.close()
  }
}
