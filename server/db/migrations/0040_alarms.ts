import { type Kysely, type Migration, sql } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, textDefault, withId } from './columns.ts'

/**
 * Alarms (spec S1 §3 "Alarm", §4: current → acknowledged, not removed → removed). One row per trip of one
 * alarm limit of one property; the row stays as history after the value returns (`is_remove = 1`).
 *
 * At most one ACTIVE row per (object, property, limit): a partial unique index. Several server processes
 * evaluate the same values, so each may try to raise the same alarm; the index makes the second insert a
 * no-op (`on conflict do nothing`) instead of a duplicate.
 */
export function alarmsMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('alarms'), engine, 'alarm_id')
        .addColumn('obj_name', 'text', notNull)
        .addColumn('prop_name', 'text', notNull)
        .addColumn('limit_name', 'text', notNull)
        .addColumn('show_name', 'text', textDefault(''))
        // 'gt' | 'ge' | 'lt' | 'le'
        .addColumn('alert_type', 'text', notNull)
        .addColumn('limit_value', 'double precision', notNull)
        // The value that tripped the limit (numbers; booleans as 0/1).
        .addColumn('value', 'double precision')
        .addColumn('priority', 'integer', intDefault(1))
        .addColumn('color', 'text', textDefault(''))
        .addColumn('alarm_time', 'text', notNull)
        .addColumn('is_confirm', 'integer', intDefault(0))
        // No foreign key: the alarm history keeps who acknowledged even after the user is deleted.
        .addColumn('confirm_user_id', 'integer')
        .addColumn('confirm_person', 'text', textDefault(''))
        .addColumn('confirm_time', 'text')
        .addColumn('is_remove', 'integer', intDefault(0))
        .addColumn('remove_time', 'text')
        .addColumn('remove_value', 'double precision')
        .execute()
      await db.schema
        .createIndex('alarms_active')
        .on('alarms')
        .columns(['obj_name', 'prop_name', 'limit_name'])
        .unique()
        .where(sql.ref('is_remove'), '=', 0)
        .execute()
      await db.schema.createIndex('alarms_time').on('alarms').column('alarm_time').execute()
      await db.schema.createIndex('alarms_object').on('alarms').columns(['obj_name', 'alarm_time']).execute()
    },
  }
}
