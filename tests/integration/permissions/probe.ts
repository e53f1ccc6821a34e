import { apiRoutesOf } from '../../../server/http/access.ts'
import { createApp, grantRunningApp } from '../compose/fixtures.ts'
import type { TestServer } from '../harness.ts'
import { appOfPage, createBoundPage, seedPumps } from '../runtime/fixtures.ts'

/** The roles of the permission matrix, in the order of its columns. */
export const ROLES = ['admin', 'userManager', 'operator', 'viewer', 'none'] as const
export type Role = (typeof ROLES)[number]

/** What a cell expects: the call got past the authorisation ('ok': any other answer), or 401 / 403. */
export type Cell = 'ok' | 401 | 403

/** Ids the matrix's probes address: a page and application granted to the operator and viewer, and not. */
export interface Plant {
  grantedPage: string
  grantedApp: number
  otherPage: string
  otherApp: number
}

/**
 * One user per role: the administrator; a user manager (users and roles screens); an operator and a viewer
 * who both hold one running application, the operator also the operate right; a user holding nothing.
 */
export async function setUpRoles(
  server: TestServer,
): Promise<{ tickets: Record<Role, string>; plant: Plant }> {
  const admin = await seedPumps(server, 'Mx_P1')
  const manager = await server.createUser('mx_manager', { resources: ['user-itemlist', 'role-itemlist'] })
  const operator = await server.createUser('mx_operator', { resources: ['runtime-operate'] })
  const viewer = await server.createUser('mx_viewer')
  const none = await server.createUser('mx_none')
  const grantedPage = await createBoundPage(server, admin, 'Matrix', [
    { text: { objName: 'Mx_P1', propName: 'label' } },
  ])
  const grantedApp = await appOfPage(server, grantedPage)
  const otherApp = await createApp(server, admin, 'Matrix other')
  const other = await server.call('POST', '/api/compose/manage/pages', {
    ticket: admin,
    body: { appId: otherApp, name: 'Not granted' },
  })
  await grantRunningApp(server, grantedApp, operator.userId, viewer.userId)
  return {
    tickets: {
      admin,
      userManager: manager.ticket,
      operator: operator.ticket,
      viewer: viewer.ticket,
      none: none.ticket,
    },
    plant: { grantedPage, grantedApp, otherPage: other.body.id, otherApp },
  }
}

/** "METHOD /api/path" of every registered route but the automatic HEAD ones. */
export function routeKeys(server: TestServer): string[] {
  return apiRoutesOf(server.app)
    .filter((route) => route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url}`)
}

/** A probe of a route: its path with every parameter filled, and a body when it needs one to be judged. */
export interface Probe {
  path: string
  body?: unknown
}

/** Parameters the probes fill in when no sample says otherwise: nothing of that name exists. */
export function defaultProbe(key: string): Probe {
  const path = key.slice(key.indexOf(' ') + 1).replace(/:[A-Za-z_]+|\*/g, '999999')
  return { path }
}

/** Classifies an answer as the matrix records it. */
export function cellOf(status: number): Cell {
  return status === 401 || status === 403 ? status : 'ok'
}
