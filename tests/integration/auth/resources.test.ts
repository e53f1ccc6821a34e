import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

interface Node {
  resourceId: number
  resourceCode: string
  name: string
  resourceFunctionType: string
  resource: string
  granted?: boolean
  sortOrder: number
  childResources: Node[]
}

const codes = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.resourceCode, ...codes(n.childResources)])
const grants = (nodes: Node[]): [string, boolean | undefined][] =>
  nodes.flatMap((n) => [
    [n.resourceCode, n.granted] as [string, boolean | undefined],
    ...grants(n.childResources),
  ])
/** The value, or a failed test when it is missing. */
function must<T>(value: T | undefined | null, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`missing ${what}`)
  return value
}

const find = (nodes: Node[], code: string): Node | undefined => {
  for (const node of nodes) {
    if (node.resourceCode === code) return node
    const inner = find(node.childResources, code)
    if (inner) return inner
  }
  return undefined
}

forEachEngine('auth resource trees and menu', (server) => {
  it('seeds the design menu of S0 §2 and shows the admin all of it', async () => {
    const ticket = await server.adminTicket()
    const tree = await server.call<Node[]>('GET', '/api/auth/userResourceTree?resourceType=system', {
      ticket,
    })
    expect(tree.status).toBe(200)
    expect(tree.body.map((n) => n.resourceCode)).toEqual(['design'])
    const all = codes(tree.body)
    for (const code of [
      'user-itemlist',
      'role-itemlist',
      'data-auth',
      'operation-log',
      'user-access-log',
      'auth-itemlist',
      'app-menu-setting',
      'sql-datasource',
      'collector-manage',
    ]) {
      expect(all).toContain(code)
    }
    // The spec: system information shows only when system-info is the first child of system-info-manage.
    expect(find(tree.body, 'system-info-manage')?.childResources[0]?.resourceCode).toBe('system-info')
    const page = find(tree.body, 'user-itemlist')
    expect(page?.resourceFunctionType).toBe('page')
    expect(JSON.parse(page?.resource ?? '')).toEqual({
      config: { menuDisplay: true },
      url: 'design/user-manage/user-itemlist',
    })
    expect(grants(tree.body).every(([, granted]) => granted)).toBe(true)
    const everything = await server.call<Node[]>('GET', '/api/auth/userResourceTree', { ticket })
    expect(everything.body.map((n) => n.resourceCode)).toEqual(['design', 'report', 'application'])
  })

  it('grants resources per user and shows users only their tree with its folders', async () => {
    const ticket = await server.adminTicket()
    const user = await server.createUser('mia')
    const empty = await server.call<Node[]>('GET', '/api/auth/userResourceTree?resourceType=system', {
      ticket: user.ticket,
    })
    expect(empty.body).toEqual([])
    const all = await server.call<Node[]>('GET', '/api/auth/getAllResourceTree?resourceType=system', {
      ticket,
    })
    const logPage = must(find(all.body, 'operation-log'))
    const grant = await server.call('PUT', '/api/auth/resourcesTreeByUserId', {
      ticket,
      body: { userId: user.userId, resourceType: 'system', resourceIds: [logPage.resourceId] },
    })
    expect(grant.status).toBe(201)
    const mine = await server.call<Node[]>('GET', '/api/auth/userResourceTree?resourceType=system', {
      ticket: user.ticket,
    })
    expect(codes(mine.body)).toEqual(['design', 'user-manage', 'operation-log'])
    // The folders come only to reach the page: the user holds the page, not them (as the server checks).
    expect(grants(mine.body)).toEqual([
      ['design', false],
      ['user-manage', false],
      ['operation-log', true],
    ])
    expect((await server.call('GET', '/api/auth/logs/access', { ticket: user.ticket })).status).toBe(403)
    const ids = await server.call(
      'GET',
      `/api/auth/resourceIdsAndResourcesTree/userId/${user.userId}/resourceType/system`,
      { ticket },
    )
    expect(ids.status).toBe(200)
    expect(ids.body.resourceIds).toEqual([logPage.resourceId])
    expect(ids.body.resourcesTree[0].resourceCode).toBe('design')
    // The grant opens the operation log to the user.
    expect((await server.call('GET', '/api/auth/logs/operation', { ticket: user.ticket })).status).toBe(200)
  })

  it('refuses grants of unknown or foreign resources and to unknown users, changing nothing', async () => {
    const ticket = await server.adminTicket()
    const user = await server.createUser('noah')
    const report = await server.db.kysely
      .selectFrom('resources')
      .select('resourceId')
      .where('resourceCode', '=', 'report')
      .executeTakeFirstOrThrow()
    const foreign = await server.call('PUT', '/api/auth/resourcesTreeByUserId', {
      ticket,
      body: { userId: user.userId, resourceType: 'system', resourceIds: [report.resourceId] },
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body.message).toMatch(/Not system resources/)
    const nobody = await server.call('PUT', '/api/auth/resourcesTreeByUserId', {
      ticket,
      body: { userId: 9999, resourceType: 'system', resourceIds: [] },
    })
    expect(nobody.status).toBe(404)
    const type = await server.call('PUT', '/api/auth/resourcesTreeByUserId', {
      ticket,
      body: { userId: user.userId, resourceType: 'galaxy', resourceIds: [] },
    })
    expect(type.status).toBe(400)
    const user2 = await server.call('GET', '/api/auth/getAllResourceTree', { ticket: user.ticket })
    expect(user2.status).toBe(403)
  })

  it('reorders and renames menu entries for holders of app-menu-setting', async () => {
    const ticket = await server.adminTicket()
    const tree = await server.call<Node[]>('GET', '/api/auth/menuTreeModify', { ticket })
    expect(tree.status).toBe(200)
    const design = must(tree.body[0])
    const [first, second] = design.childResources
    const order = await server.call<Node[]>('PUT', '/api/auth/menuTreeModify', {
      ticket,
      body: {
        order: [
          { resourceId: must(second).resourceId, parentId: design.resourceId, sortOrder: 0 },
          { resourceId: must(first).resourceId, parentId: design.resourceId, sortOrder: 1 },
        ],
      },
    })
    expect(order.status).toBe(201)
    expect(
      must(order.body[0])
        .childResources.slice(0, 2)
        .map((n) => n.resourceId),
    ).toEqual([must(second).resourceId, must(first).resourceId])
    const rename = await server.call('PUT', '/api/auth/menuTreeModify/name', {
      ticket,
      body: { resourceId: must(first).resourceId, name: 'Collectors & devices' },
    })
    expect(rename.status).toBe(201)
    const after = await server.call<Node[]>('GET', '/api/auth/menuTreeModify', { ticket })
    expect(find(after.body, must(first).resourceCode)?.name).toBe('Collectors & devices')
  })

  it('moves an entry into another folder, and the menus of its holders follow', async () => {
    const ticket = await server.adminTicket()
    const user = await server.createUser('mover', { resources: ['operation-log'] })
    const tree = await server.call<Node[]>('GET', '/api/auth/menuTreeModify', { ticket })
    const design = must(tree.body[0])
    const target = must(find(tree.body, 'system-info-manage'))
    const log = must(find(tree.body, 'operation-log'))
    const moved = await server.call<Node[]>('PUT', '/api/auth/menuTreeModify', {
      ticket,
      body: {
        order: [
          ...target.childResources.map((child, index) => ({
            resourceId: child.resourceId,
            parentId: target.resourceId,
            sortOrder: index,
          })),
          {
            resourceId: log.resourceId,
            parentId: target.resourceId,
            sortOrder: target.childResources.length,
          },
        ],
      },
    })
    expect(moved.status).toBe(201)
    expect(codes(must(find(moved.body, 'system-info-manage')).childResources)).toEqual([
      'system-info',
      'about',
      'operation-log',
    ])
    expect(codes(must(find(moved.body, 'user-manage')).childResources)).not.toContain('operation-log')
    const mine = await server.call<Node[]>('GET', '/api/auth/userResourceTree?resourceType=system', {
      ticket: user.ticket,
    })
    expect(codes(mine.body)).toEqual(['design', 'system-info-manage', 'operation-log'])
    // And back, to the top level of the design menu this time, then into its folder again.
    const top = await server.call<Node[]>('PUT', '/api/auth/menuTreeModify', {
      ticket,
      body: { order: [{ resourceId: log.resourceId, parentId: design.resourceId, sortOrder: 99 }] },
    })
    expect(top.status).toBe(201)
    expect(must(top.body[0]).childResources.at(-1)?.resourceCode).toBe('operation-log')
    const home = must(find(tree.body, 'user-manage'))
    const back = await server.call('PUT', '/api/auth/menuTreeModify', {
      ticket,
      body: { order: [{ resourceId: log.resourceId, parentId: home.resourceId, sortOrder: log.sortOrder }] },
    })
    expect(back.status).toBe(201)
  })

  it('refuses cycles, page parents and blank names, changing nothing', async () => {
    const ticket = await server.adminTicket()
    const tree = await server.call<Node[]>('GET', '/api/auth/menuTreeModify', { ticket })
    const design = must(tree.body[0])
    const folder = must(find(tree.body, 'user-manage'))
    const page = must(find(tree.body, 'user-itemlist'))
    const collector = must(find(tree.body, 'collector'))
    const cycle = await server.call('PUT', '/api/auth/menuTreeModify', {
      ticket,
      body: {
        order: [
          { resourceId: collector.resourceId, parentId: folder.resourceId, sortOrder: 0 },
          { resourceId: folder.resourceId, parentId: collector.resourceId, sortOrder: 0 },
        ],
      },
    })
    expect(cycle.status).toBe(400)
    expect(cycle.body.message).toMatch(/its own ancestor/)
    expect(cycle.body.details[0].id).toBe('server.auth.menuCycle')
    const rootMoved = await server.call('PUT', '/api/auth/menuTreeModify', {
      ticket,
      body: { order: [{ resourceId: design.resourceId, parentId: folder.resourceId, sortOrder: 0 }] },
    })
    expect(rootMoved.status).toBe(400)
    expect(rootMoved.body.details[0].id).toBe('server.auth.menuRootFixed')
    const newRoot = await server.call('PUT', '/api/auth/menuTreeModify', {
      ticket,
      body: { order: [{ resourceId: page.resourceId, parentId: null, sortOrder: 0 }] },
    })
    expect(newRoot.status).toBe(400)
    expect(newRoot.body.details[0].id).toBe('server.auth.menuNoNewRoot')
    const underPage = await server.call('PUT', '/api/auth/menuTreeModify', {
      ticket,
      body: {
        order: [
          {
            resourceId: must(find(tree.body, 'data-auth')).resourceId,
            parentId: page.resourceId,
            sortOrder: 0,
          },
        ],
      },
    })
    expect(underPage.status).toBe(400)
    expect(underPage.body.message).toMatch(/is a page/)
    const blank = await server.call('PUT', '/api/auth/menuTreeModify/name', {
      ticket,
      body: { resourceId: page.resourceId, name: '   ' },
    })
    expect(blank.status).toBe(400)
    const missing = await server.call('PUT', '/api/auth/menuTreeModify/name', {
      ticket,
      body: { resourceId: 99999, name: 'x' },
    })
    expect(missing.status).toBe(404)
    const after = await server.call<Node[]>('GET', '/api/auth/menuTreeModify', { ticket })
    expect(after.body).toEqual(tree.body)
    const user = await server.createUser('olga')
    expect((await server.call('GET', '/api/auth/menuTreeModify', { ticket: user.ticket })).status).toBe(403)
  })
})
