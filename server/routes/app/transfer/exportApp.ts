import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { formatMessage, withValues } from '../../../../engine/messages.ts'
import { MESSAGES } from '../../../../engine/rules/responses.ts'
import { withReadSnapshot } from '../../../db/readSnapshot.ts'
import type { Database } from '../../../db/schema.ts'
import { notFound } from '../../../http/httpError.ts'
import { now } from '../../../http/session.ts'
import { exported, type ItemResult, pageEntryOf } from '../../compose/packages/pageEntries.ts'
import { getPage } from '../../compose/pages/queries.ts'
import { getTemplate } from '../../compose/templates/queries.ts'
import { type JobOutcome, setProgress } from '../jobs/jobs.ts'
import { getApp } from '../manager/queries.ts'
import { APP_MESSAGES } from '../messages.ts'
import { AppResourceStore } from '../resources/store.ts'
import { APP_FILE, type AppFile, downloadName, type ResourceEntry } from './fileFormats.ts'
import { pluginsNotCarried, pluginsUsed } from './plugins.ts'

/** Where an application's latest export file is kept until the next export replaces it. */
export function exportFilePath(dataDir: string, appId: number): string {
  return join(resolve(dataDir, 'app-exports'), `${appId}.${APP_FILE.extension}`)
}

/**
 * Everything of an application, documents exactly as stored, and its resource files. The records are
 * read from one snapshot of the database, so a page saved meanwhile is exported wholly old or wholly new
 * (page and blocks alike), never mixed. Resource files live outside the database and are read after.
 */
export async function buildAppFile(
  app: FastifyInstance,
  appId: number,
  onProgress: (share: number) => Promise<void> = async () => {},
): Promise<AppFile> {
  const records = await withReadSnapshot(app.db, app.engine, (db) => readRecords(db, appId, onProgress))
  const store = new AppResourceStore(app.config.dataDir, appId)
  const resources: ResourceEntry[] = []
  for (const item of await store.walk()) {
    if (item.type === 'folder') resources.push({ path: item.path, type: 'folder' })
    else
      resources.push({
        path: item.path,
        type: 'file',
        data: (await store.read(item.path.split('/'))).toString('base64'),
      })
  }
  const contexts = [...records.pages, ...records.templates].flatMap((entry) =>
    entry.layouts.map((block) => block.context),
  )
  return {
    format: APP_FILE.format,
    formatVersion: APP_FILE.formatVersion,
    exportedAt: now(),
    ...records,
    resources,
    plugins: await pluginsUsed(app, contexts),
  }
}

async function readRecords(
  db: Kysely<Database>,
  appId: number,
  onProgress: (share: number) => Promise<void>,
) {
  const record = await getApp(db, appId)
  if (!record) throw notFound(withValues(APP_MESSAGES.appMissing, { appId }))
  const folders = await db
    .selectFrom('composeFolders')
    .select(['folderId as id', 'parentId', 'name', 'type', 'kind', 'sortOrder'])
    .where('appId', '=', appId)
    .orderBy('folderId')
    .execute()
  const pageIds = await db
    .selectFrom('composePages')
    .select('pageId')
    .where('appId', '=', appId)
    .orderBy('createdAt')
    .orderBy('pageId')
    .execute()
  const pages = []
  for (const [index, { pageId }] of pageIds.entries()) {
    const page = await getPage(db, pageId)
    if (page) pages.push(pageEntryOf(page))
    if (index % 20 === 0) await onProgress((0.6 * index) / pageIds.length)
  }
  const templateIds = await db
    .selectFrom('composeTemplates')
    .select('templateId')
    .where('appId', '=', appId)
    .orderBy('templateId')
    .execute()
  const templates = []
  for (const { templateId } of templateIds) {
    const template = await getTemplate(db, templateId)
    if (!template) continue
    const { id, parentId, name, type, layout, layouts, url, sortOrder } = template
    templates.push({ id, parentId, name, type, layout, layouts, url: url ?? null, sortOrder })
  }
  await onProgress(0.7)
  const symbols = await db
    .selectFrom('composeSymbols')
    .select(['symbolId as id', 'parentId', 'name', 'templateName', 'content', 'sortOrder'])
    .where('appId', '=', appId)
    .orderBy('symbolId')
    .execute()
  return {
    app: {
      id: record.appId,
      name: record.name,
      description: record.description,
      appVersion: record.appVersion,
      icon: record.icon,
      homePageId: record.homePageId,
    },
    folders,
    pages,
    templates,
    symbols,
  }
}

/** The export job: writes the file and reports what it holds. */
export async function runExport(app: FastifyInstance, appId: number, jobId: number): Promise<JobOutcome> {
  const file = await buildAppFile(app, appId, (share) => setProgress(app.db, jobId, share * 90))
  const path = exportFilePath(app.config.dataDir, appId)
  await mkdir(resolve(path, '..'), { recursive: true })
  await rm(path, { force: true })
  await writeFile(path, JSON.stringify(file))
  const notCarried = pluginsNotCarried(file.plugins ?? [])
  const items: ItemResult[] = [
    ...file.folders.map((folder) =>
      exported(folder.kind === 'category' ? 'category' : 'folder', folder.name),
    ),
    ...file.pages.map((page) => exported('page', page.name)),
    ...file.templates.map((template) => exported('template', template.name)),
    ...file.symbols.map((symbol) => exported('symbol', symbol.name)),
    ...file.resources.map((resource) => exported('resource', resource.path)),
  ]
  return {
    status: 'succeeded',
    message: [MESSAGES.exportSucceeded, ...notCarried].map(formatMessage).join('; '),
    details: [MESSAGES.exportSucceeded, ...notCarried],
    items,
    fileName: downloadName(file.app.name, APP_FILE),
  }
}
