import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { formatMessage, withValues } from '../../../../engine/messages.ts'
import { MESSAGES } from '../../../../engine/rules/responses.ts'
import { HttpError } from '../../../http/httpError.ts'
import { now } from '../../../http/session.ts'
import {
  type IdMap,
  remapPageLayout,
  remapPageReferences,
  remapSymbolFields,
} from '../../compose/documents/remap.ts'
import { checkSymbolDocument } from '../../compose/documents/validate.ts'
import { FOLDER_TYPES } from '../../compose/folders/schema.ts'
import {
  errorReason,
  failed,
  type ItemResult,
  importedPage,
  isPageEntry,
  newPageIds,
  type PluginsAtImport,
  reasonOf,
  succeeded,
} from '../../compose/packages/pageEntries.ts'
import { checkPageDocuments, insertPage } from '../../compose/pages/save.ts'
import { JOB_MESSAGES } from '../jobMessages.ts'
import { type JobOutcome, outcomeStatus, setProgress } from '../jobs/jobs.ts'
import { APP_MESSAGES } from '../messages.ts'
import { pathSegments } from '../resources/paths.ts'
import { AppResourceStore } from '../resources/store.ts'
import type { AppFile, FolderEntry, SymbolEntry, TemplateEntry } from './fileFormats.ts'
import { importPluginReport, type PluginReport } from './plugins.ts'

/*
 * Importing an application export into a new application: every folder, page, block, template, symbol
 * and resource file comes back with the documents as they were exported, under new ids, with the
 * references between them (parent folders, blocks shown by a page layout, pages opened by actions,
 * inner links, the home page) renamed. Each item succeeds or fails on its own.
 */

const isText = (value: unknown): value is string => typeof value === 'string'
const isParent = (value: unknown) => value === null || value === undefined || Number.isInteger(value)

/** 422 unless the file has the parts of an application export. */
export function checkAppFile(file: AppFile): void {
  const app = file.app as AppFile['app'] | undefined
  const lists = [file.folders, file.pages, file.templates, file.symbols, file.resources]
  if (!app || !isText(app.name) || lists.some((list) => list !== undefined && !Array.isArray(list))) {
    throw new HttpError(422, APP_MESSAGES.notAnExport)
  }
}

/** The exported name, or "name (2)", "name (3)", … when an application already has it. */
export async function freeAppName(app: FastifyInstance, name: string): Promise<string> {
  const base = [...name.trim()].slice(0, 44).join('') || 'Imported application'
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base} (${n})`
    const taken = await app.db
      .selectFrom('applications')
      .select('appId')
      .where(sql`lower(name)`, '=', candidate.toLowerCase())
      .executeTakeFirst()
    if (!taken) return candidate
  }
}

/** Folders parents first; a folder whose parent is missing from the file (or in a cycle) fails. */
async function importFolders(
  app: FastifyInstance,
  appId: number,
  entries: FolderEntry[],
  items: ItemResult[],
): Promise<Map<number, number>> {
  const ids = new Map<number, number>()
  let pending = entries.filter((entry) => {
    const valid =
      Number.isInteger(entry?.id) &&
      isText(entry.name) &&
      (FOLDER_TYPES as readonly string[]).includes(entry.type) &&
      isParent(entry.parentId)
    if (!valid) {
      const name = isText(entry?.name) ? entry.name : '?'
      items.push(failed('folder', name, reasonOf(JOB_MESSAGES.notFolderEntry)))
    }
    return valid
  })
  while (pending.length > 0) {
    const ready = pending.filter((entry) => entry.parentId == null || ids.has(entry.parentId))
    if (ready.length === 0) break
    for (const entry of ready) {
      const at = now()
      const row = await app.db
        .insertInto('composeFolders')
        .values({
          appId,
          parentId: entry.parentId == null ? null : (ids.get(entry.parentId) as number),
          name: entry.name,
          type: entry.type,
          kind: entry.kind === 'category' ? 'category' : 'folder',
          sortOrder: Number.isInteger(entry.sortOrder) ? entry.sortOrder : 0,
          createdAt: at,
          updatedAt: at,
        })
        .returning('folderId')
        .executeTakeFirstOrThrow()
      ids.set(entry.id, row.folderId)
      items.push(
        succeeded(entry.kind === 'category' ? 'category' : 'folder', entry.name, {
          id: entry.id,
          newId: row.folderId,
        }),
      )
    }
    pending = pending.filter((entry) => !ready.includes(entry))
  }
  for (const entry of pending)
    items.push(failed('folder', entry.name, reasonOf(JOB_MESSAGES.parentNotInFile)))
  return ids
}

/** The new parent of an item; 422 when its folder did not come along. */
function parentIn(folders: Map<number, number>, parentId: number | null | undefined): number | null {
  if (parentId === null || parentId === undefined) return null
  const id = folders.get(parentId)
  if (id === undefined)
    throw new HttpError(422, withValues(JOB_MESSAGES.folderNotImported, { folderId: parentId }))
  return id
}

async function importTemplate(
  app: FastifyInstance,
  appId: number,
  entry: TemplateEntry,
  parentId: number | null,
  pageIds: IdMap,
  plugins: PluginsAtImport,
): Promise<number> {
  const layouts = entry.layouts.map((block) => ({
    id: block.id,
    name: block.name ?? '',
    context: remapPageReferences(block.context, pageIds),
  }))
  const documents = {
    type: entry.type,
    layout: remapPageLayout(entry.layout, new Map(), pageIds),
    layouts,
    url: entry.url ?? null,
  }
  checkPageDocuments(documents, plugins.installed, plugins.missing)
  const at = now()
  const row = await app.db
    .insertInto('composeTemplates')
    .values({
      appId,
      parentId,
      name: entry.name,
      type: entry.type,
      layout: documents.layout,
      layouts: JSON.stringify(layouts),
      url: documents.url,
      sortOrder: entry.sortOrder ?? 0,
      createdAt: at,
      updatedAt: at,
    })
    .returning('templateId')
    .executeTakeFirstOrThrow()
  return row.templateId
}

async function importSymbol(
  app: FastifyInstance,
  appId: number,
  entry: SymbolEntry,
  parentId: number | null,
  oldAppId: number,
): Promise<number> {
  checkSymbolDocument(entry.content)
  const at = now()
  return app.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('composeSymbols')
      .values({
        appId,
        parentId,
        name: entry.name,
        templateName: isText(entry.templateName) ? entry.templateName : '',
        content: entry.content,
        sortOrder: entry.sortOrder ?? 0,
        createdAt: at,
        updatedAt: at,
      })
      .returning('symbolId')
      .executeTakeFirstOrThrow()
    // A symbol document names its own record, application and folder; they name the new ones.
    const content = remapSymbolFields(entry.content, {
      id: [String(entry.id), String(row.symbolId)],
      appId: [String(oldAppId), String(appId)],
      parentId: [String(entry.parentId ?? ''), String(parentId ?? '')],
    })
    if (content !== entry.content) {
      await trx.updateTable('composeSymbols').set({ content }).where('symbolId', '=', row.symbolId).execute()
    }
    return row.symbolId
  })
}

/** The import job: fills the new application `appId` from the file. */
export async function runImport(
  app: FastifyInstance,
  appId: number,
  file: AppFile,
  jobId: number,
  /** The imported application's name (the file's, or another when that one is taken). */
  name: string,
): Promise<JobOutcome> {
  const items: ItemResult[] = []
  // Widgets of plugins this server lacks are kept; the report names the plugins (transfer/plugins.ts).
  const plugins: PluginsAtImport = { installed: app.installedPlugins.manifests, missing: new Set() }
  const folders = await importFolders(app, appId, file.folders ?? [], items)
  await setProgress(app.db, jobId, 10)

  const pages: unknown[] = file.pages ?? []
  const pageIds = newPageIds(pages)
  const imported = new Set<string>()
  for (const [index, entry] of pages.entries()) {
    if (!isPageEntry(entry)) {
      items.push(failed('page', `#${index + 1}`, reasonOf(JOB_MESSAGES.notPageEntry)))
      continue
    }
    try {
      const parentId = parentIn(folders, entry.parentId)
      const page = importedPage(entry, { appId, parentId, sortOrder: entry.sortOrder ?? 0 }, pageIds, plugins)
      await app.db.transaction().execute((trx) => insertPage(trx, page))
      imported.add(entry.id)
      items.push(succeeded('page', entry.name, { id: entry.id, newId: page.pageId }))
    } catch (error) {
      items.push(failed('page', entry.name, errorReason(error), { id: entry.id }))
    }
    if (index % 10 === 0) await setProgress(app.db, jobId, 10 + (60 * index) / pages.length)
  }
  const home = file.app.homePageId
  if (home && imported.has(home)) {
    await app.db
      .updateTable('applications')
      .set({ homePageId: pageIds.get(home) ?? null })
      .where('appId', '=', appId)
      .execute()
  }

  for (const entry of file.templates ?? []) {
    const name = isText(entry?.name) ? entry.name : '?'
    try {
      if (!isText(entry.layout) || !Array.isArray(entry.layouts) || ![1, 2, 3].includes(entry.type)) {
        throw new HttpError(422, JOB_MESSAGES.notTemplateEntry)
      }
      const parentId = parentIn(folders, entry.parentId)
      const id = await importTemplate(app, appId, entry, parentId, pageIds, plugins)
      items.push(succeeded('template', name, { id: entry.id, newId: id }))
    } catch (error) {
      items.push(failed('template', name, errorReason(error), { id: entry?.id }))
    }
  }
  await setProgress(app.db, jobId, 80)

  for (const entry of file.symbols ?? []) {
    const name = isText(entry?.name) ? entry.name : '?'
    try {
      if (!isText(entry.content)) throw new HttpError(422, JOB_MESSAGES.notSymbolEntry)
      const parentId = parentIn(folders, entry.parentId)
      const id = await importSymbol(app, appId, entry, parentId, file.app.id)
      items.push(succeeded('symbol', name, { id: entry.id, newId: id }))
    } catch (error) {
      items.push(failed('symbol', name, errorReason(error), { id: entry?.id }))
    }
  }
  await setProgress(app.db, jobId, 90)

  const store = new AppResourceStore(app.config.dataDir, appId)
  for (const entry of file.resources ?? []) {
    const name = isText(entry?.path) ? entry.path : '?'
    try {
      const segments = pathSegments(entry.path, 422)
      if (segments.length === 0) throw new HttpError(422, JOB_MESSAGES.notResourcePath)
      if (entry.type === 'folder') await store.createFolder(segments)
      else if (entry.type === 'file' && isText(entry.data))
        await store.write(segments, Buffer.from(entry.data, 'base64'))
      else throw new HttpError(422, JOB_MESSAGES.notResourceEntry)
      items.push(succeeded('resource', name))
    } catch (error) {
      items.push(failed('resource', name, errorReason(error)))
    }
  }

  return importOutcome(name, items, importPluginReport(app, plugins.missing, file.plugins))
}

/**
 * "{name} import succeeded; 2 of 9 items failed" or "{name} import failed", then the plugin lines: a
 * missing plugin is a warning, not a failed item (its widgets were imported).
 */
function importOutcome(name: string, items: ItemResult[], plugins: PluginReport): JobOutcome {
  const status = items.length === 0 ? 'succeeded' : outcomeStatus(items)
  const all = [...items, ...plugins.items]
  if (status === 'failed') {
    const failure = withValues(MESSAGES.namedImportFailed, { name })
    const details = [failure, ...plugins.details]
    return { status, message: details.map(formatMessage).join('; '), details, items: all }
  }
  const details = [withValues(MESSAGES.namedImportSucceeded, { name })]
  const failures = items.filter((item) => !item.ok).length
  if (failures > 0) details.push(withValues(JOB_MESSAGES.importFailures, { failures, total: items.length }))
  details.push(...plugins.details)
  return { status, message: details.map(formatMessage).join('; '), details, items: all }
}
