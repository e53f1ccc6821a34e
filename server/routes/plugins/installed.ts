/**
 * The installed third-party plugins' manifests, kept in memory so that saving a page checks its widgets
 * without a query: read when the server starts and again after each install, upgrade or removal (only
 * these calls change the table, and the spec's server is one process).
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { WidgetManifest } from '../../../engine/plugins/contract.ts'
import { unpackManifest } from '../../../engine/plugins/packagedManifest.ts'
import type { Database } from '../../db/schema.ts'
import './tables.ts'

/** Manifests by plugin id: every installed plugin (a disabled one too: its widgets stay valid). */
export class InstalledPlugins {
  private byId: ReadonlyMap<string, WidgetManifest> = new Map()
  private enabledIds: ReadonlySet<string> = new Set()

  constructor(private readonly db: Kysely<Database>) {}

  /** Every installed plugin's manifest, by id. */
  get manifests(): ReadonlyMap<string, WidgetManifest> {
    return this.byId
  }

  /** The enabled plugins' manifests (what browsers register and the widget calls describe). */
  enabled(): WidgetManifest[] {
    return [...this.byId.values()].filter((manifest) => this.enabledIds.has(manifest.id))
  }

  /** Reads the table again. */
  async reload(): Promise<void> {
    const rows = await this.db.selectFrom('thirdPartyPlugins').select(['manifest', 'enabled']).execute()
    const byId = new Map<string, WidgetManifest>()
    const enabledIds = new Set<string>()
    for (const row of rows) {
      // Stored manifests passed this check when installed; one that no longer does is skipped, not fatal.
      const unpacked = unpackManifest(JSON.parse(row.manifest))
      if (!unpacked.ok) continue
      byId.set(unpacked.manifest.id, unpacked.manifest)
      if (row.enabled) enabledIds.add(unpacked.manifest.id)
    }
    this.byId = byId
    this.enabledIds = enabledIds
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    installedPlugins: InstalledPlugins
  }
}

/** Decorates the app with its installed plugins, read now. */
export async function registerInstalledPlugins(app: FastifyInstance): Promise<void> {
  const installed = new InstalledPlugins(app.db)
  await installed.reload()
  app.decorate('installedPlugins', installed)
}
