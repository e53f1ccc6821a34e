import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, textDefault, withId } from './columns.ts'

/**
 * Workflow (issue 24, spec S1 §3–§4, §7 "Workflow"): diagrams (the editable draft), immutable published
 * versions, running instances with the runner's saved state, their tasks, who may act on each task,
 * delegations, the per-instance log and templates. An instance's state and its task rows are written in
 * one transaction per step, so a crash never loses a completed step.
 */
export function workflowMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('flow_diagrams'), engine, 'id')
        .addColumn('app_id', 'integer', notNull)
        .addColumn('diagram_name', 'text', notNull)
        .addColumn('type', 'text', textDefault('process'))
        .addColumn('description', 'text', textDefault(''))
        .addColumn('xml', 'text', textDefault(''))
        // The newest published version number (0: never published) and the one new instances start on.
        .addColumn('current_version', 'integer', intDefault(0))
        .addColumn('default_version_id', 'integer')
        .addColumn('created_by', 'text', textDefault(''))
        .addColumn('updated_by', 'text', textDefault(''))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .addUniqueConstraint('flow_diagrams_app_name', ['app_id', 'diagram_name'])
        .execute()

      await withId(db.schema.createTable('flow_versions'), engine, 'id')
        .addColumn('diagram_id', 'integer', notNull)
        .addColumn('app_id', 'integer', notNull)
        .addColumn('diagram_name', 'text', notNull)
        .addColumn('version_no', 'integer', notNull)
        .addColumn('xml', 'text', notNull)
        // The compiled model (engine/workflow/model.ts) the runner executes.
        .addColumn('model', 'text', notNull)
        // Comma-separated signal names of its signal start events, for signal lookups.
        .addColumn('start_signals', 'text', textDefault(''))
        .addColumn('created_by', 'text', textDefault(''))
        .addColumn('created_at', 'text', notNull)
        .addUniqueConstraint('flow_versions_number', ['diagram_id', 'version_no'])
        .execute()

      await withId(db.schema.createTable('flow_instances'), engine, 'id')
        .addColumn('diagram_id', 'integer', notNull)
        .addColumn('version_id', 'integer', notNull)
        .addColumn('version_no', 'integer', notNull)
        .addColumn('app_id', 'integer', notNull)
        .addColumn('diagram_name', 'text', notNull)
        .addColumn('starter_id', 'integer')
        .addColumn('starter_name', 'text', textDefault(''))
        // 'running' | 'suspended' | 'completed' | 'terminated'
        .addColumn('status', 'text', textDefault('running'))
        .addColumn('state', 'text', notNull)
        .addColumn('next_timer_at', 'text')
        // A called process: the calling instance and the token that waits for it.
        .addColumn('parent_id', 'integer')
        .addColumn('parent_token', 'text')
        // The alarm that started it (alarm → to-do loop), null otherwise.
        .addColumn('alarm_id', 'integer')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('ended_at', 'text')
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createIndex('flow_instances_status')
        .on('flow_instances')
        .columns(['status', 'id'])
        .execute()
      await db.schema
        .createIndex('flow_instances_starter')
        .on('flow_instances')
        .columns(['starter_id', 'id'])
        .execute()
      await db.schema
        .createIndex('flow_instances_timer')
        .on('flow_instances')
        .column('next_timer_at')
        .execute()

      await withId(db.schema.createTable('flow_tasks'), engine, 'id')
        .addColumn('instance_id', 'integer', notNull)
        .addColumn('token', 'text', notNull)
        .addColumn('element_id', 'text', notNull)
        .addColumn('name', 'text', textDefault(''))
        // 'todo' | 'done' | 'cancelled'
        .addColumn('status', 'text', textDefault('todo'))
        .addColumn('form_key', 'text', textDefault(''))
        .addColumn('data', 'text', textDefault('{}'))
        .addColumn('temp_data', 'text')
        .addColumn('audit', 'text', textDefault(''))
        .addColumn('branch', 'text', textDefault(''))
        .addColumn('due_at', 'text')
        .addColumn('overdue_notified', 'integer', intDefault(0))
        // Who acts now when delegated (else the candidates in flow_task_users).
        .addColumn('delegate_id', 'integer')
        .addColumn('created_at', 'text', notNull)
        .addColumn('done_at', 'text')
        .addColumn('done_by_id', 'integer')
        .addColumn('done_by_name', 'text', textDefault(''))
        // A delegate acts in this user's name.
        .addColumn('done_for_id', 'integer')
        .addColumn('done_for_name', 'text', textDefault(''))
        // Recall: the instance state before the submit and the step it reached.
        .addColumn('state_before', 'text')
        .addColumn('step_after', 'integer')
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createIndex('flow_tasks_instance')
        .on('flow_tasks')
        .columns(['instance_id', 'status'])
        .execute()
      await db.schema
        .createIndex('flow_tasks_delegate')
        .on('flow_tasks')
        .columns(['delegate_id', 'status'])
        .execute()
      await db.schema
        .createIndex('flow_tasks_done_by')
        .on('flow_tasks')
        .columns(['done_by_id', 'id'])
        .execute()

      await db.schema
        .createTable('flow_task_users')
        .addColumn('task_id', 'integer', notNull)
        // 'user' | 'role'
        .addColumn('kind', 'text', notNull)
        .addColumn('ref_id', 'integer', notNull)
        .addPrimaryKeyConstraint('flow_task_users_pk', ['task_id', 'kind', 'ref_id'])
        .execute()
      await db.schema
        .createIndex('flow_task_users_ref')
        .on('flow_task_users')
        .columns(['kind', 'ref_id', 'task_id'])
        .execute()

      await withId(db.schema.createTable('flow_delegations'), engine, 'id')
        .addColumn('task_id', 'integer', notNull)
        .addColumn('user_from', 'integer', notNull)
        .addColumn('user_from_name', 'text', textDefault(''))
        .addColumn('user_to', 'integer', notNull)
        .addColumn('user_to_name', 'text', textDefault(''))
        .addColumn('reason', 'text', textDefault(''))
        // 'active' | 'done' | 'cancelled'
        .addColumn('status', 'text', textDefault('active'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('ended_at', 'text')
        .execute()
      await db.schema
        .createIndex('flow_delegations_from')
        .on('flow_delegations')
        .columns(['user_from', 'status'])
        .execute()
      await db.schema
        .createIndex('flow_delegations_task')
        .on('flow_delegations')
        .columns(['task_id', 'status'])
        .execute()

      await withId(db.schema.createTable('flow_logs'), engine, 'id')
        .addColumn('instance_id', 'integer', notNull)
        .addColumn('task_id', 'integer')
        .addColumn('element_id', 'text', textDefault(''))
        .addColumn('element_name', 'text', textDefault(''))
        .addColumn('action', 'text', notNull)
        .addColumn('user_id', 'integer')
        .addColumn('user_name', 'text', textDefault(''))
        .addColumn('for_user_id', 'integer')
        .addColumn('for_user_name', 'text', textDefault(''))
        .addColumn('audit', 'text', textDefault(''))
        .addColumn('branch', 'text', textDefault(''))
        .addColumn('created_at', 'text', notNull)
        .execute()
      await db.schema
        .createIndex('flow_logs_instance')
        .on('flow_logs')
        .columns(['instance_id', 'id'])
        .execute()

      await withId(db.schema.createTable('flow_templates'), engine, 'id')
        .addColumn('name', 'text', notNull)
        .addColumn('app_id', 'integer', notNull)
        .addColumn('type', 'integer', intDefault(1))
        .addColumn('xml', 'text', textDefault(''))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute()
    },
  }
}
