import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, textDefault, withId } from './columns.ts'

/**
 * The notification centre (issue 25; spec S1 §1, §3 "Notification"): notification types, the persistent
 * outbox (which is also the send log), each delivery attempt, the in-site letters, personal settings and
 * pending escalations.
 */
export function notificationsMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('notification_types'), engine, 'type_id')
        .addColumn('name', 'text', notNull)
        // What triggers it: 'alarm.raised', 'todo.assigned', … (server/notify/events.ts)
        .addColumn('event', 'text', notNull)
        .addColumn('enabled', 'integer', intDefault(1))
        // JSON: channels, receivers, filter, templates, quiet hours, escalation, digest, webhook, personal.
        .addColumn('config', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createIndex('notification_types_name')
        .on('notification_types')
        .column('name')
        .unique()
        .execute()

      await withId(db.schema.createTable('notification_outbox'), engine, 'outbox_id')
        // No foreign keys: the log outlives a deleted type or user.
        .addColumn('type_id', 'integer')
        .addColumn('type_name', 'text', textDefault(''))
        .addColumn('event', 'text', notNull)
        // One occurrence of the event ('alarm:12:raised'); with channel and receiver it makes a send unique.
        .addColumn('event_key', 'text', notNull)
        // 'site' | 'email' | 'im'
        .addColumn('channel', 'text', notNull)
        .addColumn('user_id', 'integer')
        // 'u<userId>' or 'im' (the robot of the type): one send per occurrence, channel and receiver.
        .addColumn('receiver_key', 'text', notNull)
        .addColumn('receiver', 'text', textDefault(''))
        .addColumn('address', 'text', textDefault(''))
        .addColumn('language', 'text', textDefault('en-us'))
        .addColumn('title', 'text', textDefault(''))
        .addColumn('content', 'text', textDefault(''))
        .addColumn('link', 'text', textDefault(''))
        // JSON of the channel's settings at enqueue time (the webhook's kind, url and secret).
        .addColumn('target', 'text', textDefault('{}'))
        // 'held' (waits for a digest) | 'pending' | 'sending' | 'success' | 'failed' | 'digested'
        .addColumn('status', 'text', notNull)
        .addColumn('attempts', 'integer', intDefault(0))
        .addColumn('next_attempt_at', 'text', notNull)
        .addColumn('lease_until', 'text')
        .addColumn('last_error', 'text', textDefault(''))
        .addColumn('digest_id', 'integer')
        .addColumn('created_at', 'text', notNull)
        .addColumn('sent_at', 'text')
        .execute()
      await db.schema
        .createIndex('notification_outbox_once')
        .on('notification_outbox')
        .columns(['event_key', 'channel', 'receiver_key'])
        .unique()
        .execute()
      await db.schema
        .createIndex('notification_outbox_due')
        .on('notification_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute()
      await db.schema
        .createIndex('notification_outbox_time')
        .on('notification_outbox')
        .column('created_at')
        .execute()

      await withId(db.schema.createTable('notification_attempts'), engine, 'attempt_id')
        .addColumn('outbox_id', 'integer', (c) =>
          c.notNull().references('notification_outbox.outbox_id').onDelete('cascade'),
        )
        .addColumn('started_at', 'text', notNull)
        .addColumn('finished_at', 'text')
        // 'success' | 'failed' | 'interrupted'
        .addColumn('result', 'text', textDefault(''))
        .addColumn('error', 'text', textDefault(''))
        .execute()
      await db.schema
        .createIndex('notification_attempts_outbox')
        .on('notification_attempts')
        .column('outbox_id')
        .execute()

      await withId(db.schema.createTable('notification_messages'), engine, 'message_id')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('outbox_id', 'integer', (c) => c.unique())
        .addColumn('type_id', 'integer')
        .addColumn('type_name', 'text', textDefault(''))
        .addColumn('title', 'text', notNull)
        .addColumn('content', 'text', textDefault(''))
        .addColumn('link', 'text', textDefault(''))
        .addColumn('is_read', 'integer', intDefault(0))
        .addColumn('created_at', 'text', notNull)
        .addColumn('read_at', 'text')
        .execute()
      await db.schema
        .createIndex('notification_messages_user')
        .on('notification_messages')
        .columns(['user_id', 'is_read', 'created_at'])
        .execute()

      await db.schema
        .createTable('notification_user_settings')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('type_id', 'integer', (c) =>
          c.notNull().references('notification_types.type_id').onDelete('cascade'),
        )
        .addColumn('muted', 'integer', intDefault(0))
        // JSON list of channels the user chose, or '' for the type's own.
        .addColumn('channels', 'text', textDefault(''))
        .addColumn('updated_at', 'text', notNull)
        .addPrimaryKeyConstraint('notification_user_settings_pk', ['user_id', 'type_id'])
        .execute()

      await db.schema
        .createTable('notification_user_prefs')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.user_id').onDelete('cascade'),
        )
        // The language of the user's notifications: the one the app last signed in with, or chosen.
        .addColumn('language', 'text', textDefault('en-us'))
        .addColumn('updated_at', 'text', notNull)
        .execute()

      await withId(db.schema.createTable('notification_escalations'), engine, 'escalation_id')
        .addColumn('type_id', 'integer', (c) =>
          c.notNull().references('notification_types.type_id').onDelete('cascade'),
        )
        .addColumn('alarm_id', 'integer', notNull)
        .addColumn('due_at', 'text', notNull)
        // 'waiting' | 'sent' | 'cancelled'
        .addColumn('status', 'text', textDefault('waiting'))
        .addColumn('data', 'text', textDefault('{}'))
        .addColumn('created_at', 'text', notNull)
        .execute()
      await db.schema
        .createIndex('notification_escalations_once')
        .on('notification_escalations')
        .columns(['type_id', 'alarm_id'])
        .unique()
        .execute()
      await db.schema
        .createIndex('notification_escalations_due')
        .on('notification_escalations')
        .columns(['status', 'due_at'])
        .execute()
    },
  }
}
