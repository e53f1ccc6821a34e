import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { parseLinkUrl } from '../../../../engine/codec/pageDocCodec.ts'
import { RUNTIME_MENU_PREFIX } from '../../../../engine/rules/menus.ts'
import type { Database, Resource } from '../../../db/schema.ts'
import { forgetCachedAccess } from '../../../http/access.ts'
import '../../compose/tables.ts'

/*
 * Publishing applications into the runtime menu (spec S0 §2: "Dynamic application and report menus are
 * built from the user's permission tree"). Every running application is a folder resource `App_<appId>`
 * under the root `application`, holding its page folders (`App_<appId>_Folder_<folderId>`) and pages
 * (code = the page id `Page_…`, so the shell's runtime path is application-runtime/<pageId>) in the
 * designer's tree order. `publishApp` reconciles one application inside the caller's transaction after
 * every write that changes its pages, folders, name or status:
 * - resources that stay are updated in place, so role and user grants of them survive;
 * - resources that go take their grants with them;
 * - a name or place changed in the application menu settings (menuTreeModify) is kept until the page,
 *   folder or application itself is renamed or moved: each resource remembers what was last published
 *   (`published` in its JSON) and only a change of that source is written over the menu's own edits.
 */

/** The root of the application group (migration 0002). */
export const APPLICATION_ROOT_CODE = 'application'
export const appFolderCode = (appId: number) => `App_${appId}`
export const pageFolderCode = (appId: number, folderId: number) => `App_${appId}_Folder_${folderId}`

/** What was last published into a resource, kept in its JSON to tell menu edits from source changes. */
interface PublishedMark {
  appId: number
  name: string
  parentId: number
  sortOrder: number
}

/** A resource the application should have. `parentCode` null: directly under the application folder. */
interface Wanted {
  code: string
  name: string
  kind: 'folder' | 'page'
  parentCode: string | null
  sortOrder: number
  url: string
  link?: { resourceType: string; resourceCode: string }
}

type Row = Pick<
  Resource,
  'resourceId' | 'resourceCode' | 'name' | 'resourceFunctionType' | 'parentId' | 'sortOrder' | 'resource'
>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseResource(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text)
    return isRecord(value) ? value : {}
  } catch {
    return {}
  }
}

function markOf(json: Record<string, unknown>): PublishedMark | null {
  const mark = json.published
  if (!isRecord(mark) || typeof mark.appId !== 'number') return null
  return {
    appId: mark.appId,
    name: typeof mark.name === 'string' ? mark.name : '',
    parentId: typeof mark.parentId === 'number' ? mark.parentId : -1,
    sortOrder: typeof mark.sortOrder === 'number' ? mark.sortOrder : -1,
  }
}

/** Running, or being upgraded from running (an upgrade must not cost the menu and its grants). */
function isPublished(app: { status: string; statusBeforeUpgrade: string }): boolean {
  return app.status === 'running' || (app.status === 'upgrading' && app.statusBeforeUpgrade === 'running')
}

interface TreeItem {
  kind: 'folder' | 'page'
  sortOrder: number
  name: string
  wanted: Omit<Wanted, 'parentCode' | 'sortOrder'>
  folderId?: number
}

/** The designer's order (app/screens/appManager/treeModel.ts): sort order, folders first, then name. */
function compare(a: TreeItem, b: TreeItem): number {
  if (a.sortOrder !== b.sortOrder) return a.sortOrder - b.sortOrder
  if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0
}

/** The application's page folders and pages as resources, parents before children. */
async function wantedResources(db: Kysely<Database>, appId: number): Promise<Wanted[]> {
  const folders = await db
    .selectFrom('composeFolders')
    .select(['folderId', 'parentId', 'name', 'sortOrder'])
    .where('appId', '=', appId)
    .where('type', '=', 'page')
    .execute()
  const pages = await db
    .selectFrom('composePages')
    .select(['pageId', 'parentId', 'name', 'type', 'url', 'sortOrder'])
    .where('appId', '=', appId)
    .execute()
  const folderIds = new Set(folders.map((folder) => folder.folderId))
  const children = new Map<number | null, TreeItem[]>()
  const add = (parentId: number | null, item: TreeItem) => {
    // As in the designer, an item whose folder is missing shows at the top level.
    const parent = parentId !== null && folderIds.has(parentId) ? parentId : null
    children.set(parent, [...(children.get(parent) ?? []), item])
  }
  for (const folder of folders) {
    add(folder.parentId === folder.folderId ? null : folder.parentId, {
      kind: 'folder',
      sortOrder: folder.sortOrder,
      name: folder.name,
      folderId: folder.folderId,
      wanted: { code: pageFolderCode(appId, folder.folderId), name: folder.name, kind: 'folder', url: '' },
    })
  }
  for (const page of pages) {
    let url = `${RUNTIME_MENU_PREFIX}${page.pageId}`
    let link: Wanted['link']
    if (page.type !== 1) {
      // Link pages are published when their target reads; an inner link opens the page it names.
      const target = parseLinkUrl(page.url ?? undefined)
      if (!target) continue
      link = { resourceType: target.resourceType, resourceCode: target.resourceCode }
      if (target.resourceType === 'app') url = `${RUNTIME_MENU_PREFIX}${target.resourceCode}`
    }
    add(page.parentId, {
      kind: 'page',
      sortOrder: page.sortOrder,
      name: page.name,
      wanted: { code: page.pageId, name: page.name, kind: 'page', url, ...(link ? { link } : {}) },
    })
  }
  const result: Wanted[] = []
  const visited = new Set<number>()
  const visit = (parentId: number | null, parentCode: string | null) => {
    const items = [...(children.get(parentId) ?? [])].sort(compare)
    for (const [index, item] of items.entries()) {
      result.push({ ...item.wanted, parentCode, sortOrder: index })
      // Folders in a cycle never reach the top level and stay unpublished; the guard is for safety.
      if (item.folderId !== undefined && !visited.has(item.folderId)) {
        visited.add(item.folderId)
        visit(item.folderId, item.wanted.code)
      }
    }
  }
  visit(null, null)
  return result
}

/**
 * Deletes published resources with their role and user grants. Resources under them that are not being
 * deleted (moved there in the menu settings) move up to the application root instead of being cascaded.
 */
async function removeResources(db: Kysely<Database>, ids: number[], rootId: number | null): Promise<void> {
  if (ids.length === 0) return
  if (rootId !== null) {
    await db
      .updateTable('resources')
      .set({ parentId: rootId })
      .where('parentId', 'in', ids)
      .where('resourceId', 'not in', ids)
      .execute()
  }
  await db.deleteFrom('roleResources').where('resourceId', 'in', ids).execute()
  await db.deleteFrom('userResources').where('resourceId', 'in', ids).execute()
  await db.deleteFrom('resources').where('resourceId', 'in', ids).execute()
}

/**
 * Brings the runtime menu resources of one application in line with its status, name, folders and pages.
 * Call it inside the transaction of the write (pass the transaction), after the write itself; a missing
 * (deleted) application loses its resources.
 */
export async function publishApp(db: Kysely<Database>, appId: number): Promise<void> {
  // A no-op update locks the application's row, so two writes of one application publish one after the
  // other (PostgreSQL; SQLite has a single writer anyway) and the second sees what the first wrote.
  await db
    .updateTable('applications')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('appId', '=', appId)
    .execute()
  const record = await db
    .selectFrom('applications')
    .select(['name', 'status', 'statusBeforeUpgrade'])
    .where('appId', '=', appId)
    .executeTakeFirst()
  const rows: Row[] = await db
    .selectFrom('resources')
    .select([
      'resourceId',
      'resourceCode',
      'name',
      'resourceFunctionType',
      'parentId',
      'sortOrder',
      'resource',
    ])
    .where('resourceType', '=', 'app')
    .execute()
  const root = rows.find((row) => row.resourceCode === APPLICATION_ROOT_CODE) ?? null
  const byCode = new Map(rows.map((row) => [row.resourceCode, row]))
  const json = new Map(rows.map((row) => [row.resourceId, parseResource(row.resource)]))
  const owned = rows.filter((row) => markOf(json.get(row.resourceId) ?? {})?.appId === appId)

  if (!record || !isPublished(record) || !root) {
    await removeResources(
      db,
      owned.map((row) => row.resourceId),
      root?.resourceId ?? null,
    )
    return
  }

  const wanted: Wanted[] = [
    {
      code: appFolderCode(appId),
      name: record.name,
      kind: 'folder',
      parentCode: APPLICATION_ROOT_CODE,
      sortOrder: appId,
      url: '',
    },
    ...(await wantedResources(db, appId)).map((item) => ({
      ...item,
      parentCode: item.parentCode ?? appFolderCode(appId),
    })),
  ]
  const wantedCodes = new Set(wanted.map((item) => item.code))
  const stale = new Set(
    owned.filter((row) => !wantedCodes.has(row.resourceCode)).map((row) => row.resourceId),
  )
  const ids = new Map<string, number>([[APPLICATION_ROOT_CODE, root.resourceId]])

  for (const item of wanted) {
    const parentId = ids.get(item.parentCode ?? '')
    if (parentId === undefined) continue
    const existing = byCode.get(item.code)
    const mark: PublishedMark = { appId, name: item.name, parentId, sortOrder: item.sortOrder }
    if (!existing) {
      const row = await db
        .insertInto('resources')
        .values({
          resourceCode: item.code,
          name: item.name,
          resourceType: 'app',
          resourceFunctionType: item.kind,
          parentId,
          sortOrder: item.sortOrder,
          resource: JSON.stringify({
            config: { menuDisplay: true },
            url: item.url,
            ...(item.link ? { link: item.link } : {}),
            published: mark,
          }),
        })
        .returning('resourceId')
        .executeTakeFirstOrThrow()
      ids.set(item.code, row.resourceId)
      continue
    }
    ids.set(item.code, existing.resourceId)
    const current = json.get(existing.resourceId) ?? {}
    const before = markOf(current)
    const mine = before?.appId === appId
    // The menu's own edits stay while their source is unchanged; a parent being removed never keeps.
    const keepName = mine && before.name === item.name
    const keepPlace =
      mine &&
      before.parentId === parentId &&
      before.sortOrder === item.sortOrder &&
      existing.parentId !== null &&
      !stale.has(existing.parentId)
    const { link: _link, ...rest } = current
    const resource = JSON.stringify({
      ...rest,
      config: isRecord(current.config) ? current.config : { menuDisplay: true },
      url: item.url,
      ...(item.link ? { link: item.link } : {}),
      published: mark,
    })
    const next = {
      name: keepName ? existing.name : item.name,
      parentId: keepPlace ? existing.parentId : parentId,
      sortOrder: keepPlace ? existing.sortOrder : item.sortOrder,
      resourceFunctionType: item.kind,
      resource,
    }
    const changed =
      next.name !== existing.name ||
      next.parentId !== existing.parentId ||
      next.sortOrder !== existing.sortOrder ||
      next.resourceFunctionType !== existing.resourceFunctionType ||
      next.resource !== existing.resource
    if (changed) {
      await db
        .updateTable('resources')
        .set({ ...next, resourceType: 'app' })
        .where('resourceId', '=', existing.resourceId)
        .execute()
    }
  }
  await removeResources(db, [...stale], root.resourceId)
}

/**
 * `publishApp` in a transaction of its own, for writes outside a request (import jobs, the demo seed):
 * the request hooks that forget cached access after a write do not run there.
 */
export async function publishAppNow(app: FastifyInstance, appId: number): Promise<void> {
  await app.db.transaction().execute((trx) => publishApp(trx, appId))
  forgetCachedAccess(app)
}

/**
 * Reconciles every application at start-up: databases from before publishing existed (or changed by
 * hand) get their running applications published and leftovers of vanished ones removed. Idempotent.
 */
export async function publishAllApps(app: FastifyInstance): Promise<void> {
  const apps = await app.db.selectFrom('applications').select('appId').execute()
  const ids = new Set(apps.map((row) => row.appId))
  const resources = await app.db
    .selectFrom('resources')
    .select('resource')
    .where('resourceType', '=', 'app')
    .execute()
  for (const row of resources) {
    const mark = markOf(parseResource(row.resource))
    if (mark) ids.add(mark.appId)
  }
  for (const appId of [...ids].sort((a, b) => a - b)) {
    await app.db.transaction().execute((trx) => publishApp(trx, appId))
  }
  forgetCachedAccess(app)
}
