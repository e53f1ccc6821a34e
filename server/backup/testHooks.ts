/**
 * Test-only seams of a restore: integration tests pause it (to watch the 425 answers and the status) or
 * make it fail at its last step (to prove the previous data survives). Keyed by the app's database
 * object (`app.db`, the harness's `server.db.kysely`), so servers running side by side stay apart.
 * Production never registers any.
 */
export interface RestoreHooks {
  /** Runs inside the database transaction after every write and the image swap; throwing fails the restore. */
  beforeCommit?: () => void | Promise<void>
}

const registry = new WeakMap<object, RestoreHooks>()

export function setRestoreHooks(database: object, hooks: RestoreHooks | undefined): void {
  if (hooks) registry.set(database, hooks)
  else registry.delete(database)
}

export function restoreHooksFor(database: object): RestoreHooks {
  return registry.get(database) ?? {}
}
