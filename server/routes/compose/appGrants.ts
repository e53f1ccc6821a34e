import type { FastifyInstance, FastifyRequest } from 'fastify'
import { holdsResource, sessionOf } from '../../http/access.ts'
import { forbidden } from '../../http/httpError.ts'
import { HTTP_MESSAGES } from '../../http/messages.ts'
import { heldResourceIds } from '../auth/resources/tree.ts'
import { DESIGN_RESOURCE } from './access.ts'

/**
 * What of the applications a caller may read (issue 17: page and application grants are enforced on reads,
 * not only in the menu). Designers (the application manager resource; the administrator) read everything.
 * Anyone else reads what the published resources granted to them reach: a grant of an application or a
 * page folder covers everything below it. A stopped application is not published, so only designers read it.
 */
export type AppReadScope = 'all' | { appIds: ReadonlySet<number>; pageIds: ReadonlySet<string> }

const APP_CODE = /^App_(\d+)$/

export async function appReadScope(app: FastifyInstance, request: FastifyRequest): Promise<AppReadScope> {
  if (await holdsResource(app, request, DESIGN_RESOURCE)) return 'all'
  const held = await heldResourceIds(app.db, sessionOf(request).userId)
  const rows = await app.db
    .selectFrom('resources')
    .select(['resourceId', 'resourceCode', 'parentId'])
    .where('resourceType', '=', 'app')
    .execute()
  const byId = new Map(rows.map((row) => [row.resourceId, row]))
  const children = new Map<number, number[]>()
  for (const row of rows) {
    if (row.parentId === null) continue
    const list = children.get(row.parentId) ?? []
    list.push(row.resourceId)
    children.set(row.parentId, list)
  }
  // Everything held, with what lies below it.
  const reached = rows.filter((row) => held.has(row.resourceId)).map((row) => row.resourceId)
  const seen = new Set(reached)
  for (let i = 0; i < reached.length; i++) {
    for (const child of children.get(reached[i] as number) ?? []) {
      if (!seen.has(child)) {
        seen.add(child)
        reached.push(child)
      }
    }
  }
  const appIds = new Set<number>()
  const pageIds = new Set<string>()
  for (const id of seen) {
    let row = byId.get(id)
    if (row?.resourceCode.startsWith('Page_')) pageIds.add(row.resourceCode)
    // The application a resource belongs to is its `App_<appId>` ancestor.
    while (row && !APP_CODE.test(row.resourceCode))
      row = row.parentId === null ? undefined : byId.get(row.parentId)
    const appId = row ? Number(APP_CODE.exec(row.resourceCode)?.[1]) : Number.NaN
    if (Number.isInteger(appId)) appIds.add(appId)
  }
  return { appIds, pageIds }
}

/** 403 unless the caller may read application `appId` (any of its granted pages is enough). */
export async function requireAppRead(
  app: FastifyInstance,
  request: FastifyRequest,
  appId: number,
): Promise<void> {
  const scope = await appReadScope(app, request)
  if (scope !== 'all' && !scope.appIds.has(appId)) throw forbidden(HTTP_MESSAGES.noPermission)
}

/** 403 unless the caller may read page `pageId` (granted itself or through its folder or application). */
export async function requirePageRead(
  app: FastifyInstance,
  request: FastifyRequest,
  pageId: string,
): Promise<void> {
  const scope = await appReadScope(app, request)
  if (scope !== 'all' && !scope.pageIds.has(pageId)) throw forbidden(HTTP_MESSAGES.noPermission)
}
