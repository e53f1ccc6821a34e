import type { FastifyInstance } from 'fastify'
import type { MailAttachment, NotifyEvent } from './types.ts'

/**
 * For other areas (the workflow's to-dos, backups, transfers): notify `userIds` of an occurrence of
 * `event` through every enabled type of that event (its channels, templates, quiet hours; the users'
 * own settings apply; `attachment` goes with its emails). `key` identifies the occurrence ('todo:42:assigned'), so calling twice sends once.
 * Written to the persistent outbox before it resolves; delivery happens in the background.
 */
export async function notifyUsers(
  app: FastifyInstance,
  event: NotifyEvent,
  key: string,
  userIds: readonly number[],
  data: Record<string, string | number | null>,
  attachment?: MailAttachment,
): Promise<number> {
  return app.notify.enqueueNow([
    { event, key, userIds: [...userIds], data, ...(attachment ? { attachment } : {}) },
  ])
}
