import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { type PackagedManifest, unpackManifest } from '../../../engine/plugins/packagedManifest.ts'
import { conflict, HttpError, notFound } from '../../http/httpError.ts'
import { created, deleted, modified } from '../../http/replies.ts'
import { now } from '../../http/session.ts'
import { pluginManifests } from '../compose/documents/pluginManifests.ts'
import { SYSTEM_RESOURCE } from '../config/access.ts'
import { PLUGIN_MESSAGES } from './messages.ts'
import {
  type EnableBody,
  enableBody,
  type InstallBody,
  installBody,
  moduleQuery,
  type PluginParams,
  pluginParams,
} from './schema.ts'
import './tables.ts'

/** An installed plugin as the administrator's list shows it. */
export interface InstalledPluginView {
  id: string
  version: number
  category: string
  render: string
  title: PackagedManifest['title']
  enabled: boolean
  checksum: string
  size: number
  installedBy: string
  installedAt: string
  updatedAt: string
}

/** What a browser needs to register an enabled plugin: its manifest and its module's address. */
export interface EnabledPluginView {
  id: string
  version: number
  checksum: string
  manifest: PackagedManifest
  module: string
}

const columns = [
  'pluginId',
  'version',
  'manifest',
  'checksum',
  'size',
  'enabled',
  'installedBy',
  'installedAt',
  'updatedAt',
] as const

type Row = {
  pluginId: string
  version: number
  manifest: string
  checksum: string
  size: number
  enabled: number
  installedBy: string
  installedAt: string
  updatedAt: string
}

function view(row: Row): InstalledPluginView {
  const manifest = JSON.parse(row.manifest) as PackagedManifest
  return {
    id: row.pluginId,
    version: row.version,
    category: manifest.category,
    render: manifest.render,
    title: manifest.title,
    enabled: Boolean(row.enabled),
    checksum: row.checksum,
    size: row.size,
    installedBy: row.installedBy,
    installedAt: row.installedAt,
    updatedAt: row.updatedAt,
  }
}

const moduleAddress = (id: string, checksum: string) => `/api/plugins/${id}/module.js?v=${checksum}`

/**
 * Third-party plugins (issue 28): an administrator (system information resource: the code runs in every
 * user's browser) uploads a plugin built with the kit, lists, enables, disables and removes it; every
 * signed-in browser asks which are enabled and imports their modules at start-up. The server checks the
 * JSON manifest and never runs the module.
 */
export async function pluginRoutes(app: FastifyInstance): Promise<void> {
  const admin = { access: { resource: SYSTEM_RESOURCE } }

  async function rowOr404(id: string): Promise<Row> {
    const row = await app.db
      .selectFrom('thirdPartyPlugins')
      .select(columns)
      .where('pluginId', '=', id)
      .executeTakeFirst()
    if (!row) throw notFound(withValues(PLUGIN_MESSAGES.pluginMissing, { id }))
    return row
  }

  app.get('/plugins', { config: admin }, async () => {
    const rows = await app.db.selectFrom('thirdPartyPlugins').select(columns).orderBy('pluginId').execute()
    return { list: rows.map(view) }
  })

  app.get('/plugins/enabled', { config: { access: 'session' } }, async () => {
    const rows = await app.db
      .selectFrom('thirdPartyPlugins')
      .select(['pluginId', 'version', 'checksum', 'manifest'])
      .where('enabled', '=', 1)
      .orderBy('pluginId')
      .execute()
    const list: EnabledPluginView[] = rows.map((row) => ({
      id: row.pluginId,
      version: row.version,
      checksum: row.checksum,
      manifest: JSON.parse(row.manifest) as PackagedManifest,
      module: moduleAddress(row.pluginId, row.checksum),
    }))
    return { list }
  })

  app.post<{ Body: InstallBody }>(
    '/plugins',
    { schema: { body: installBody }, config: admin },
    async (request, reply) => {
      const unpacked = unpackManifest(request.body.manifest)
      if (!unpacked.ok) {
        const message = withValues(PLUGIN_MESSAGES.manifestInvalid, {
          problems: unpacked.problems.join('; '),
        })
        throw new HttpError(422, message, 422, [message])
      }
      const { id, version } = unpacked.manifest
      if (pluginManifests.has(id)) throw conflict(withValues(PLUGIN_MESSAGES.builtInId, { id }))
      const module = request.body.module
      // Only blanks is no module (the JSON body check already refuses text with NUL characters).
      if (module.trim() === '') {
        throw new HttpError(422, PLUGIN_MESSAGES.moduleEmpty)
      }
      const checksum = createHash('sha256').update(module).digest('hex')
      const size = Buffer.byteLength(module)
      const at = now()
      const by = request.session?.username ?? ''
      const manifestText = JSON.stringify(unpacked.packaged)
      const upgraded = await app.db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('thirdPartyPlugins')
          .select(['version'])
          .where('pluginId', '=', id)
          .executeTakeFirst()
        if (existing && existing.version >= version) {
          throw conflict(withValues(PLUGIN_MESSAGES.notNewer, { id, installed: String(existing.version) }))
        }
        if (existing) {
          // Only a strictly newer version replaces: two admins uploading at once cannot both win.
          const result = await trx
            .updateTable('thirdPartyPlugins')
            .set({ version, manifest: manifestText, module, checksum, size, installedBy: by, updatedAt: at })
            .where('pluginId', '=', id)
            .where('version', '=', existing.version)
            .executeTakeFirst()
          if (Number(result.numUpdatedRows) === 0) {
            throw conflict(withValues(PLUGIN_MESSAGES.notNewer, { id, installed: String(existing.version) }))
          }
          return true
        }
        await trx
          .insertInto('thirdPartyPlugins')
          .values({
            pluginId: id,
            version,
            manifest: manifestText,
            module,
            checksum,
            size,
            installedBy: by,
            installedAt: at,
            updatedAt: at,
          })
          .execute()
        return false
      })
      await app.installedPlugins.reload()
      request.operation = {
        action: upgraded ? 'plugins.upgrade' : 'plugins.install',
        target: `${id}@${version}`,
      }
      return created(reply, `/api/plugins/${id}`, view(await rowOr404(id)))
    },
  )

  app.put<{ Params: PluginParams; Body: EnableBody }>(
    '/plugins/:id',
    { schema: { params: pluginParams, body: enableBody }, config: admin },
    async (request, reply) => {
      const { id } = request.params
      await rowOr404(id)
      await app.db
        .updateTable('thirdPartyPlugins')
        .set({ enabled: request.body.enabled ? 1 : 0, updatedAt: now() })
        .where('pluginId', '=', id)
        .execute()
      await app.installedPlugins.reload()
      request.operation = { action: request.body.enabled ? 'plugins.enable' : 'plugins.disable', target: id }
      return modified(reply, view(await rowOr404(id)))
    },
  )

  app.delete<{ Params: PluginParams }>(
    '/plugins/:id',
    { schema: { params: pluginParams }, config: admin },
    async (request, reply) => {
      const { id } = request.params
      const gone = await app.db.deleteFrom('thirdPartyPlugins').where('pluginId', '=', id).executeTakeFirst()
      if (Number(gone.numDeletedRows) === 0) throw notFound(withValues(PLUGIN_MESSAGES.pluginMissing, { id }))
      await app.installedPlugins.reload()
      request.operation = { action: 'plugins.remove', target: id }
      return deleted(reply)
    },
  )

  // Public because a browser's `import()` sends no ticket: the address holds the module's SHA-256, which
  // only the signed-in list above gives out, so the module answers to nobody who was not told it.
  app.get<{ Params: PluginParams; Querystring: { v?: string } }>(
    '/plugins/:id/module.js',
    { schema: { params: pluginParams, querystring: moduleQuery }, config: { access: 'public' } },
    async (request, reply) => {
      const row = await app.db
        .selectFrom('thirdPartyPlugins')
        .select(['module', 'checksum'])
        .where('pluginId', '=', request.params.id)
        .where('enabled', '=', 1)
        .executeTakeFirst()
      if (!row || row.checksum !== request.query.v) {
        throw notFound(withValues(PLUGIN_MESSAGES.pluginMissing, { id: request.params.id }))
      }
      return reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(row.module)
    },
  )
}
