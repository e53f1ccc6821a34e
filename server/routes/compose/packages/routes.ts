import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { HttpError, notFound } from '../../../http/httpError.ts'
import { created } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { JOB_MESSAGES } from '../../app/jobMessages.ts'
import { appOr404 } from '../../app/manager/appWrites.ts'
import { publishApp } from '../../app/publish/appMenu.ts'
import { PAGES_FILE, type PageEntry, type PagesFile, readFormatFile } from '../../app/transfer/fileFormats.ts'
import { readUpload } from '../../app/uploads.ts'
import { writeAccess } from '../access.ts'
import { assertParentFolder } from '../folders/parents.ts'
import { parentOf } from '../folders/queries.ts'
import { COMPOSE_MESSAGES } from '../messages.ts'
import { getPage } from '../pages/queries.ts'
import { insertPage } from '../pages/save.ts'
import {
  errorReason,
  exported,
  failed,
  type ItemResult,
  importedPage,
  isPageEntry,
  newPageIds,
  type PluginsAtImport,
  pageEntryOf,
  reasonOf,
  reportLine,
  succeeded,
} from './pageEntries.ts'
import { type ImportQuery, importQuery, type PackageBody, packageBody } from './schema.ts'

/** A page package file at most. */
const PACKAGE_MAX_BYTES = 100 * 1024 * 1024

/**
 * Page packages: a set of pages with their blocks written to one file, and read back into any
 * application (spec S0 §7 POST /pages/package, POST /pages/import). Each page succeeds or fails on its
 * own, and the answer reports every one.
 */
export async function packageRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: PackageBody }>(
    '/pages/package',
    { schema: { body: packageBody }, config: { access: writeAccess } },
    async (request) => {
      const pages: PageEntry[] = []
      const items: ItemResult[] = []
      for (const id of request.body.pageIds) {
        const page = await getPage(app.db, id)
        if (page) {
          pages.push(pageEntryOf(page))
          items.push(exported('page', page.name, { id }))
        } else {
          items.push(reportLine('page', id, false, withValues(COMPOSE_MESSAGES.pageMissing, { id }), { id }))
        }
      }
      if (pages.length === 0) throw notFound(COMPOSE_MESSAGES.noPagesExported)
      const file: PagesFile = {
        format: PAGES_FILE.format,
        formatVersion: PAGES_FILE.formatVersion,
        exportedAt: now(),
        pages,
      }
      request.operation = { action: 'compose.pages.package', target: request.body.pageIds.join(', ') }
      const stamp = file.exportedAt.slice(0, 10)
      return { fileName: `pages-${stamp}.${PAGES_FILE.extension}`, content: JSON.stringify(file), items }
    },
  )

  app.post<{ Querystring: ImportQuery }>(
    '/pages/import',
    { schema: { querystring: importQuery }, config: { access: writeAccess } },
    async (request, reply) => {
      const { appId } = request.query
      await appOr404(app, appId)
      const parentId = parentOf(request.query.parentId)
      await assertParentFolder(app.db, appId, parentId, 'page', 422)
      const file = readFormatFile<PagesFile>(await readUpload(request, PACKAGE_MAX_BYTES), PAGES_FILE)
      const entries: unknown[] = Array.isArray(file.pages) ? file.pages : []
      const pageIds = newPageIds(entries)
      const items: ItemResult[] = []
      const plugins: PluginsAtImport = { installed: app.installedPlugins.manifests, missing: new Set() }
      for (const [index, entry] of entries.entries()) {
        if (!isPageEntry(entry)) {
          items.push(failed('page', `#${index + 1}`, reasonOf(JOB_MESSAGES.notPageEntry)))
          continue
        }
        try {
          const page = importedPage(entry, { appId, parentId }, pageIds, plugins)
          await app.db.transaction().execute(async (trx) => {
            await insertPage(trx, page)
            await publishApp(trx, appId)
          })
          items.push(succeeded('page', entry.name, { id: entry.id, newId: page.pageId }))
        } catch (error) {
          if (!(error instanceof HttpError)) throw error
          items.push(failed('page', entry.name, errorReason(error), { id: entry.id }))
        }
      }
      const ok = items.filter((item) => item.ok).length
      const first = items[0]
      if (!first) throw new HttpError(422, COMPOSE_MESSAGES.noPagesImported)
      if (ok === 0) throw new HttpError(422, first.message, 422, first.details)
      request.operation = { action: 'compose.pages.import', target: `${appId}: ${ok}/${items.length}` }
      const location = `/api/compose/manage/pages?appId=${appId}&parentId=${parentId ?? 0}`
      // Widgets of plugins this server lacks were kept; the answer names those plugins (ids only: a page
      // package does not record versions).
      const missingPlugins = [...plugins.missing].sort()
      return created(reply, location, { items, succeeded: ok, failed: items.length - ok, missingPlugins })
    },
  )
}
