import type { Kysely, Migration } from 'kysely'
import { intDefault, notNull } from './columns.ts'

/**
 * Issue 17: failed logins counted per account and client address (a lock no longer shuts everyone out),
 * login attempt windows shared by every server process, one-use download tokens, and the
 * installation's secrets (the key that signs backups).
 */
export const loginGuardMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('login_failures')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
      .addColumn('source', 'text', notNull)
      .addColumn('failed_attempts', 'integer', intDefault(0))
      .addColumn('locked_until', 'text')
      .addColumn('updated_at', 'text', notNull)
      .addPrimaryKeyConstraint('login_failures_pk', ['user_id', 'source'])
      .execute()

    await db.schema
      .createTable('login_attempts')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('attempts', 'integer', intDefault(0))
      .addColumn('window_ends_at', 'text', notNull)
      .execute()

    await db.schema
      .createTable('download_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('ticket_hash', 'text', (c) =>
        c.notNull().references('sessions.ticket_hash').onDelete('cascade'),
      )
      .addColumn('path', 'text', notNull)
      .addColumn('expires_at', 'text', notNull)
      .execute()

    await db.schema
      .createTable('installation_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('secret', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()
  },
}
