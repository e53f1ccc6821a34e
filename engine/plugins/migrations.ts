/**
 * Bringing a stored widget's props up to the installed plugin version. Failures are reported, never
 * thrown: one widget with odd props must not stop a page from opening, and the caller keeps it verbatim.
 */
import type { PropsMigration, WidgetManifest } from './contract.ts'
import type { PropsSchema } from './propsSchema.ts'

/** Why a widget's props could not be brought up to date. */
export type MigrationFailure = 'newerThanPlugin' | 'migrationFailed'

/** The migrated props and their version, or why not (with an English message for logs). */
export type MigrationResult =
  | { ok: true; props: Record<string, unknown>; version: number }
  | { ok: false; reason: MigrationFailure; message: string }

/**
 * Runs the plugin's migrations after `fromVersion`, in order, on a copy: the input is never mutated. When
 * the props are already current they are returned as they are. A widget stored by a newer plugin than the
 * installed one, or a migration that throws or returns no object, is reported.
 */
export function migrateWidgetProps(
  plugin: WidgetManifest<PropsSchema>,
  props: Record<string, unknown>,
  fromVersion: number,
): MigrationResult {
  if (!Number.isInteger(fromVersion) || fromVersion < 1) {
    return failed('migrationFailed', `${plugin.id}: stored version ${fromVersion} is not a version`)
  }
  if (fromVersion > plugin.version) {
    return failed(
      'newerThanPlugin',
      `${plugin.id}: stored by version ${fromVersion}, but version ${plugin.version} is installed`,
    )
  }
  if (fromVersion === plugin.version) return { ok: true, props, version: fromVersion }
  const steps = pendingMigrations(plugin, fromVersion)
  if (!steps)
    return failed(
      'migrationFailed',
      `${plugin.id}: no migration path from ${fromVersion} to ${plugin.version}`,
    )
  let copy: Record<string, unknown>
  try {
    copy = structuredClone(props)
  } catch {
    return failed('migrationFailed', `${plugin.id}: props hold values that cannot be copied`)
  }
  return runSteps(plugin, copy, steps)
}

function pendingMigrations(
  plugin: WidgetManifest<PropsSchema>,
  fromVersion: number,
): PropsMigration[] | undefined {
  const steps = (plugin.migrations ?? [])
    .filter((migration) => migration.toVersion > fromVersion)
    .sort((a, b) => a.toVersion - b.toVersion)
  const contiguous = steps.every((migration, index) => migration.toVersion === fromVersion + index + 1)
  return contiguous && steps.length === plugin.version - fromVersion ? steps : undefined
}

function runSteps(
  plugin: WidgetManifest<PropsSchema>,
  initial: Record<string, unknown>,
  steps: PropsMigration[],
): MigrationResult {
  let props = initial
  for (const migration of steps) {
    const where = `${plugin.id}: migration '${migration.id}' to version ${migration.toVersion}`
    try {
      const next = migration.up(props)
      if (typeof next !== 'object' || next === null || Array.isArray(next)) {
        return failed('migrationFailed', `${where} returned no props object`)
      }
      props = next
    } catch (error) {
      return failed(
        'migrationFailed',
        `${where} threw: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }
  return { ok: true, props, version: plugin.version }
}

function failed(reason: MigrationFailure, message: string): MigrationResult {
  return { ok: false, reason, message }
}
