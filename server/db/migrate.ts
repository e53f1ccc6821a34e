import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import type { Db, Engine } from './database.ts'
import { authMigration } from './migrations/0001_auth.ts'
import { designMenuMigration } from './migrations/0002_design_menu.ts'
import { operateResourceMigration } from './migrations/0005_operate_resource.ts'
import { loginGuardMigration } from './migrations/0008_login_guard.ts'
import { metadataMigration } from './migrations/0020_metadata.ts'
import { alarmDeadbandMigration } from './migrations/0021_alarm_deadband.ts'
import { organizationsMigration } from './migrations/0025_organizations.ts'
import { composeMigration } from './migrations/0030_compose.ts'
import { jobLeasesMigration } from './migrations/0031_job_leases.ts'
import { jobDetailsMigration } from './migrations/0032_job_details.ts'
import { alarmsMigration } from './migrations/0040_alarms.ts'
import { historyMigration } from './migrations/0041_history.ts'
import { statisticsMigration } from './migrations/0042_statistics.ts'
import { pageViewsMigration } from './migrations/0050_page_views.ts'
import { formRecordsMigration } from './migrations/0060_form_records.ts'
import { workflowMigration } from './migrations/0070_workflow.ts'
import { flowStartTimersMigration } from './migrations/0071_flow_start_timers.ts'
import { alarmFlowMigration } from './migrations/0072_alarm_flow.ts'
import { flowTaskDueMigration } from './migrations/0073_flow_task_due.ts'
import { notificationsMigration } from './migrations/0080_notifications.ts'
import { collectorsMigration } from './migrations/0090_collectors.ts'
import { connectorLeasesMigration } from './migrations/0091_connector_leases.ts'
import { sqlDatasourcesMigration } from './migrations/0100_sql_datasources.ts'
import { reportTableSourceMigration } from './migrations/0101_report_table_source.ts'
import { scheduledTasksMigration } from './migrations/0110_scheduled_tasks.ts'
import { taskRunFilesMigration } from './migrations/0111_task_run_files.ts'
import { reportsMigration } from './migrations/0120_reports.ts'
import { bigDataMigration } from './migrations/0121_big_data.ts'
import { objectsNameOrderMigration } from './migrations/0122_objects_name_order.ts'
import { machineVisionMigration } from './migrations/0123_machine_vision.ts'
import { validationRulesMigration } from './migrations/0140_validation_rules.ts'
import { thirdPartyPluginsMigration } from './migrations/0141_third_party_plugins.ts'
import { formFilesMigration } from './migrations/0161_form_files.ts'

/**
 * Every migration, in order. Names sort as they apply; never rename or edit one that has shipped:
 * add the next number instead. Each must run unchanged on SQLite and PostgreSQL, and sees the plain
 * snake_case database (no CamelCasePlugin), so it reads like the SQL it produces.
 */
function migrations(engine: Engine): Record<string, Migration> {
  return {
    '0001_auth': authMigration(engine),
    '0002_design_menu': designMenuMigration,
    '0005_operate_resource': operateResourceMigration,
    '0008_login_guard': loginGuardMigration,
    '0020_metadata': metadataMigration(engine),
    '0021_alarm_deadband': alarmDeadbandMigration,
    '0025_organizations': organizationsMigration(engine),
    '0030_compose': composeMigration(engine),
    '0031_job_leases': jobLeasesMigration,
    '0032_job_details': jobDetailsMigration,
    '0040_alarms': alarmsMigration(engine),
    '0041_history': historyMigration(engine),
    '0042_statistics': statisticsMigration(engine),
    '0050_page_views': pageViewsMigration(engine),
    '0060_form_records': formRecordsMigration(engine),
    '0080_notifications': notificationsMigration(engine),
    '0070_workflow': workflowMigration(engine),
    '0071_flow_start_timers': flowStartTimersMigration(engine),
    '0072_alarm_flow': alarmFlowMigration(engine),
    '0073_flow_task_due': flowTaskDueMigration,
    '0090_collectors': collectorsMigration(engine),
    '0091_connector_leases': connectorLeasesMigration,
    '0100_sql_datasources': sqlDatasourcesMigration(engine),
    '0101_report_table_source': reportTableSourceMigration(),
    '0110_scheduled_tasks': scheduledTasksMigration(engine),
    '0111_task_run_files': taskRunFilesMigration(),
    '0120_reports': reportsMigration(engine),
    '0121_big_data': bigDataMigration(engine),
    '0122_objects_name_order': objectsNameOrderMigration(),
    '0123_machine_vision': machineVisionMigration(engine),
    '0140_validation_rules': validationRulesMigration(engine),
    '0141_third_party_plugins': thirdPartyPluginsMigration(engine),
    '0161_form_files': formFilesMigration(engine),
  }
}

/** Brings the database to the latest migration; throws (and leaves the failed step rolled back) on error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(db.engine) }
  // Areas are built in parallel and number their migrations in their own ranges (auth 0001…, compose 0030…),
  // so a lower number may land after a higher one has run somewhere; each area's own order still holds.
  // PostgreSQL: unless told the schema, Kysely finds its bookkeeping tables in ANY schema of the database,
  // so another schema there (parallel test runs) would make it skip creating its own and fail.
  const migrationTableSchema = db.engine === 'postgres' ? await currentSchema(db) : undefined
  const migrator = new Migrator({
    db: db.kysely.withoutPlugins(),
    provider,
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)
  return rows[0]?.schema ?? 'public'
}
