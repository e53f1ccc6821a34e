import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, textDefault, withId } from './columns.ts'

/** Users, sessions, roles, resources, data groups, devices, dashboards, configuration records and logs. */
export function authMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('users'), engine, 'user_id')
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('real_name', 'text', textDefault(''))
        .addColumn('email', 'text', textDefault(''))
        .addColumn('phone', 'text', textDefault(''))
        .addColumn('timezone', 'text', textDefault(''))
        .addColumn('avatar', 'text', textDefault(''))
        .addColumn('enabled', 'integer', intDefault(1))
        .addColumn('password_hash', 'text', notNull)
        .addColumn('password_changed_at', 'text', notNull)
        .addColumn('must_change_password', 'integer', intDefault(0))
        .addColumn('failed_attempts', 'integer', intDefault(0))
        .addColumn('locked_until', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema.createIndex('users_phone').on('users').column('phone').execute()

      await withId(db.schema.createTable('password_history'), engine, 'id')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('password_hash', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute()
      await db.schema.createIndex('password_history_user').on('password_history').column('user_id').execute()

      await db.schema
        .createTable('sessions')
        .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('method', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('last_seen_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .execute()
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute()

      await db.schema
        .createTable('sms_codes')
        .addColumn('phone', 'text', (c) => c.primaryKey())
        .addColumn('code_hash', 'text', notNull)
        .addColumn('sent_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('attempts', 'integer', intDefault(0))
        .execute()

      await withId(db.schema.createTable('roles'), engine, 'role_id')
        .addColumn('role_name', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', textDefault(''))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.role_id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
        .execute()

      await withId(db.schema.createTable('resources'), engine, 'resource_id')
        .addColumn('resource_code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', notNull)
        .addColumn('resource_type', 'text', notNull)
        .addColumn('resource_function_type', 'text', notNull)
        .addColumn('parent_id', 'integer', (c) => c.references('resources.resource_id').onDelete('cascade'))
        .addColumn('resource', 'text', textDefault('{}'))
        .addColumn('sort_order', 'integer', intDefault(0))
        .execute()

      for (const owner of ['role', 'user'] as const) {
        await db.schema
          .createTable(`${owner}_resources`)
          .addColumn(`${owner}_id`, 'integer', (c) =>
            c.notNull().references(`${owner}s.${owner}_id`).onDelete('cascade'),
          )
          .addColumn('resource_id', 'integer', (c) =>
            c.notNull().references('resources.resource_id').onDelete('cascade'),
          )
          .addPrimaryKeyConstraint(`${owner}_resources_pk`, [`${owner}_id`, 'resource_id'])
          .execute()
      }

      await withId(db.schema.createTable('data_groups'), engine, 'group_id')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', textDefault(''))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createTable('data_group_users')
        .addColumn('group_id', 'integer', (c) =>
          c.notNull().references('data_groups.group_id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addPrimaryKeyConstraint('data_group_users_pk', ['group_id', 'user_id'])
        .execute()
      await withId(db.schema.createTable('data_group_items'), engine, 'id')
        .addColumn('group_id', 'integer', (c) =>
          c.notNull().references('data_groups.group_id').onDelete('cascade'),
        )
        .addColumn('data_type', 'text', notNull)
        .addColumn('data_name', 'text', notNull)
        .addColumn('mask', 'text', textDefault(''))
        .execute()
      await db.schema
        .createIndex('data_group_items_group')
        .on('data_group_items')
        .column('group_id')
        .execute()

      await withId(db.schema.createTable('devices'), engine, 'device_id')
        .addColumn('device_uuid', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', textDefault(''))
        .addColumn('registration_status', 'text', notNull)
        .addColumn('status', 'text', textDefault('offline'))
        .addColumn('device_reg_info', 'text', textDefault('{}'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createTable('device_users')
        .addColumn('device_id', 'integer', (c) =>
          c.notNull().references('devices.device_id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addPrimaryKeyConstraint('device_users_pk', ['device_id', 'user_id'])
        .execute()

      await db.schema
        .createTable('dashboard_configs')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('mkey', 'text', notNull)
        .addColumn('config_info', 'text', notNull)
        .addColumn('fields', 'text', textDefault('[]'))
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .addPrimaryKeyConstraint('dashboard_configs_pk', ['user_id', 'mkey'])
        .execute()

      await db.schema
        .createTable('config_records')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('config_value', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()

      // Log rows outlive the users they name: no foreign key, the username is copied in.
      await withId(db.schema.createTable('operation_log'), engine, 'id')
        .addColumn('user_id', 'integer')
        .addColumn('username', 'text', textDefault(''))
        .addColumn('method', 'text', notNull)
        .addColumn('path', 'text', notNull)
        .addColumn('action', 'text', notNull)
        .addColumn('target', 'text', textDefault(''))
        .addColumn('status', 'integer', notNull)
        .addColumn('ip', 'text', textDefault(''))
        .addColumn('at', 'text', notNull)
        .execute()
      await db.schema.createIndex('operation_log_at').on('operation_log').column('at').execute()

      await withId(db.schema.createTable('access_log'), engine, 'id')
        .addColumn('user_id', 'integer')
        .addColumn('username', 'text', textDefault(''))
        .addColumn('event', 'text', notNull)
        .addColumn('ip', 'text', textDefault(''))
        .addColumn('user_agent', 'text', textDefault(''))
        .addColumn('at', 'text', notNull)
        .execute()
      await db.schema.createIndex('access_log_at').on('access_log').column('at').execute()
    },
  }
}
