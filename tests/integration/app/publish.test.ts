import { expect, it } from 'vitest'
import { buildRuntimeMenu, type MenuResource, readResourceGroups } from '../../../engine/rules/menus.ts'
import { seedDemoPlant } from '../../../server/demo/seed.ts'
import { publishAllApps } from '../../../server/routes/app/publish/appMenu.ts'
import { createApp, type Json } from '../compose/fixtures.ts'
import { forEachEngine, type TestServer } from '../harness.ts'

interface Node {
  resourceId: number
  resourceCode: string
  name: string
  resourceType: string
  resourceFunctionType: string
  resource: string
  parentId: number | null
  childResources: Node[]
}

const PAGES = '/api/compose/manage/pages'
const FOLDERS = '/api/compose/manage/folders'

function find(nodes: Node[], code: string): Node | undefined {
  for (const node of nodes) {
    if (node.resourceCode === code) return node
    const inner = find(node.childResources, code)
    if (inner) return inner
  }
  return undefined
}

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing ${what}`)
  return value
}

/** The caller's tree of the application group (resourceType app). */
async function appTree(server: TestServer, ticket: string): Promise<Node[]> {
  const tree = await server.call<Node[]>('GET', '/api/auth/userResourceTree?resourceType=app', { ticket })
  expect(tree.status).toBe(200)
  return tree.body
}

/** Names and runtime paths of the runtime menu the shell builds from the caller's whole tree. */
async function runtimeMenu(server: TestServer, ticket: string) {
  const tree = await server.call<MenuResource[]>('GET', '/api/auth/userResourceTree', { ticket })
  const walk = (nodes: ReturnType<typeof buildRuntimeMenu>, prefix: string): string[] =>
    nodes.flatMap((node) => [`${prefix}${node.name} ${node.path}`, ...walk(node.children, `${prefix}  `)])
  return walk(buildRuntimeMenu(readResourceGroups(tree.body).application), '')
}

async function activity(server: TestServer, ticket: string, appId: number, action: 'start' | 'stop') {
  const result = await server.call('PUT', '/api/app/manager/containerActivity', {
    ticket,
    body: { appId, action },
  })
  expect(result.status).toBe(201)
  return result.body
}

async function page(server: TestServer, ticket: string, body: Record<string, unknown>): Promise<Json> {
  const result = await server.call('POST', PAGES, { ticket, body })
  expect(result.status).toBe(201)
  return result.body
}

async function grantRows(server: TestServer, resourceId: number) {
  const roles = await server.db.kysely
    .selectFrom('roleResources')
    .select('roleId')
    .where('resourceId', '=', resourceId)
    .execute()
  const users = await server.db.kysely
    .selectFrom('userResources')
    .select('userId')
    .where('resourceId', '=', resourceId)
    .execute()
  return roles.length + users.length
}

forEachEngine('application publishing into the runtime menu', (server) => {
  it('publishes a started application with its folders and pages under application', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Boiler house')
    const folder = (await server.call('POST', FOLDERS, { ticket, body: { appId, name: 'Area 1' } })).body
    const first = await page(server, ticket, { appId, name: 'Overview' })
    const inner = await page(server, ticket, { appId, name: 'Pumps', parentId: folder.id })
    const link = await page(server, ticket, {
      appId,
      name: 'Users',
      type: 3,
      url: JSON.stringify({ resourceType: 'system', resourceCode: 'user-itemlist' }),
    })
    // Stopped (the default): nothing under the application root yet.
    expect(find(await appTree(server, ticket), `App_${appId}`)).toBeUndefined()

    expect((await activity(server, ticket, appId, 'start')).status).toBe('running')
    const tree = await appTree(server, ticket)
    expect(tree.map((node) => node.resourceCode)).toEqual(['application'])
    const appFolder = must(find(tree, `App_${appId}`), 'app folder')
    expect(appFolder).toMatchObject({
      name: 'Boiler house',
      resourceType: 'app',
      resourceFunctionType: 'folder',
      parentId: tree[0]?.resourceId,
    })
    // The designer's order: folders before pages at the same position, then by sort order.
    expect(appFolder.childResources.map((node) => node.resourceCode)).toEqual([
      `App_${appId}_Folder_${folder.id}`,
      first.id,
      link.id,
    ])
    const overview = must(find(tree, first.id), 'page')
    expect(overview).toMatchObject({ name: 'Overview', resourceFunctionType: 'page', resourceType: 'app' })
    expect(JSON.parse(overview.resource)).toMatchObject({
      config: { menuDisplay: true },
      url: `application-runtime/${first.id}`,
    })
    const linkNode = must(find(tree, link.id), 'link page')
    expect(JSON.parse(linkNode.resource)).toMatchObject({
      link: { resourceType: 'system', resourceCode: 'user-itemlist' },
    })
    const areaFolder = must(find(tree, `App_${appId}_Folder_${folder.id}`), 'page folder')
    expect(areaFolder.childResources.map((node) => [node.resourceCode, node.name])).toEqual([
      [inner.id, 'Pumps'],
    ])

    // What the shell draws: Page_ codes are the runtime paths.
    const menu = await runtimeMenu(server, ticket)
    expect(menu).toContain(`Boiler house application-runtime/${appFolder.resourceId}`)
    expect(menu).toContain(`  Overview application-runtime/${first.id}`)
    expect(menu).toContain(`    Pumps application-runtime/${inner.id}`)
  })

  it('renames in place so grants survive, and removes deleted pages with their grants', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Cooling')
    const home = await page(server, ticket, { appId, name: 'Home' })
    const spare = await page(server, ticket, { appId, name: 'Spare' })
    await activity(server, ticket, appId, 'start')
    const before = must(find(await appTree(server, ticket), home.id), 'page')
    const spareNode = must(find(await appTree(server, ticket), spare.id), 'spare page')

    // A role grants both pages; its user sees them with the application folder above them.
    const role = await server.call('POST', '/api/auth/roles', {
      ticket,
      body: { roleName: 'Cooling operators', resourceIds: [before.resourceId, spareNode.resourceId] },
    })
    expect(role.status).toBe(201)
    const ops = await server.createUser('coolop')
    const view = await server.call('GET', '/api/auth/users/coolop', { ticket })
    await server.call('PUT', '/api/auth/users/coolop', {
      ticket,
      body: { roleIds: [role.body.roleId], version: view.body.version },
    })
    const seen = await appTree(server, ops.ticket)
    expect(must(find(seen, `App_${appId}`), 'app folder').childResources.map((n) => n.name)).toEqual([
      'Home',
      'Spare',
    ])

    const renamed = await server.call('PUT', `${PAGES}/${home.id}`, {
      ticket,
      body: { name: 'Control room', version: home.version },
    })
    expect(renamed.status).toBe(201)
    const after = must(find(await appTree(server, ticket), home.id), 'renamed page')
    expect(after.resourceId).toBe(before.resourceId)
    expect(after.name).toBe('Control room')
    expect(find(await appTree(server, ops.ticket), home.id)?.name).toBe('Control room')

    // The application's name is its folder's name.
    const app = await server.call('GET', `/api/app/manager/detail?appId=${appId}`, { ticket })
    await server.call('PUT', `/api/app/manager?appId=${appId}`, {
      ticket,
      body: { name: 'Cooling plant', version: app.body.version },
    })
    expect(find(await appTree(server, ticket), `App_${appId}`)?.name).toBe('Cooling plant')

    expect(await grantRows(server, spareNode.resourceId)).toBe(1)
    expect((await server.call('DELETE', `${PAGES}/${spare.id}`, { ticket })).status).toBe(204)
    expect(find(await appTree(server, ticket), spare.id)).toBeUndefined()
    expect(await grantRows(server, spareNode.resourceId)).toBe(0)
    const roleView = await server.call('GET', `/api/auth/roles/${role.body.roleId}`, { ticket })
    expect(roleView.body.resourceIds).toEqual([before.resourceId])
  })

  it('keeps names and order edited in the menu settings until the page itself changes', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Kiln')
    const created = await page(server, ticket, { appId, name: 'Firing' })
    await activity(server, ticket, appId, 'start')
    const node = must(find(await appTree(server, ticket), created.id), 'page')
    const menuName = await server.call('PUT', '/api/auth/menuTreeModify/name', {
      ticket,
      body: { resourceId: node.resourceId, name: 'Kiln firing' },
    })
    expect(menuName.status).toBe(201)
    // Saving the page (layout only) or adding a page leaves the menu's name alone.
    const saved = await server.call('PUT', `${PAGES}/${created.id}`, {
      ticket,
      body: { layout: created.layout, version: created.version },
    })
    expect(saved.status).toBe(201)
    await page(server, ticket, { appId, name: 'Cooling down' })
    expect(find(await appTree(server, ticket), created.id)?.name).toBe('Kiln firing')
    // Renaming the page is a change of the source: the menu follows it.
    await server.call('PUT', `${PAGES}/${created.id}`, {
      ticket,
      body: { name: 'Firing curve', version: saved.body.version },
    })
    expect(find(await appTree(server, ticket), created.id)?.name).toBe('Firing curve')
  })

  it('unpublishes on stop and on delete, with every grant of the entries', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Furnace')
    const folder = (await server.call('POST', FOLDERS, { ticket, body: { appId, name: 'Zone' } })).body
    const inner = await page(server, ticket, { appId, name: 'Burners', parentId: folder.id })
    await activity(server, ticket, appId, 'start')
    const tree = await appTree(server, ticket)
    const ids = [`App_${appId}`, `App_${appId}_Folder_${folder.id}`, inner.id].map(
      (code) => must(find(tree, code), code).resourceId,
    )
    const user = await server.createUser('furnaceop')
    const grant = await server.call('PUT', '/api/auth/resourcesTreeByUserId', {
      ticket,
      body: { userId: user.userId, resourceType: 'app', resourceIds: ids },
    })
    expect(grant.status).toBe(201)
    expect(find(await appTree(server, user.ticket), inner.id)).toBeDefined()

    // Deleting the folder takes its page out of the menu too.
    expect((await server.call('DELETE', `${FOLDERS}/${folder.id}`, { ticket })).status).toBe(204)
    expect(find(await appTree(server, ticket), inner.id)).toBeUndefined()
    expect(find(await appTree(server, ticket), `App_${appId}_Folder_${folder.id}`)).toBeUndefined()

    expect((await activity(server, ticket, appId, 'stop')).status).toBe('stopped')
    expect(find(await appTree(server, ticket), `App_${appId}`)).toBeUndefined()
    expect(await appTree(server, user.ticket)).toEqual([])
    for (const id of ids) expect(await grantRows(server, id)).toBe(0)

    // Started again and deleted while running: nothing of it stays in the resource tree.
    await activity(server, ticket, appId, 'start')
    expect(find(await appTree(server, ticket), `App_${appId}`)).toBeDefined()
    expect((await server.call('DELETE', `/api/app/manager?appId=${appId}`, { ticket })).status).toBe(204)
    expect(find(await appTree(server, ticket), `App_${appId}`)).toBeUndefined()
  })

  it('follows moves and reorders of a running application', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Mill')
    const folder = (await server.call('POST', FOLDERS, { ticket, body: { appId, name: 'Line' } })).body
    const a = await page(server, ticket, { appId, name: 'A' })
    const b = await page(server, ticket, { appId, name: 'B' })
    await activity(server, ticket, appId, 'start')
    const before = must(find(await appTree(server, ticket), a.id), 'page A').resourceId

    const order = await server.call('PUT', '/api/compose/manage/order', {
      ticket,
      body: {
        appId,
        parentId: null,
        items: [
          { kind: 'page', id: b.id },
          { kind: 'page', id: a.id },
          { kind: 'folder', id: folder.id },
        ],
      },
    })
    expect(order.status).toBe(201)
    const children = (await appTree(server, ticket)).flatMap((root) =>
      root.childResources.filter((node) => node.resourceCode === `App_${appId}`),
    )[0]?.childResources
    expect(children?.map((node) => node.resourceCode)).toEqual([
      b.id,
      a.id,
      `App_${appId}_Folder_${folder.id}`,
    ])

    const moved = await server.call('PUT', `${PAGES}/${a.id}`, {
      ticket,
      body: { parentId: folder.id, version: a.version },
    })
    expect(moved.status).toBe(201)
    const tree = await appTree(server, ticket)
    const line = must(find(tree, `App_${appId}_Folder_${folder.id}`), 'folder')
    expect(line.childResources.map((node) => node.resourceCode)).toEqual([a.id])
    expect(line.childResources[0]?.resourceId).toBe(before)
  })

  it('reconciles every application at start-up', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Legacy')
    const created = await page(server, ticket, { appId, name: 'Old page' })
    // Started before publishing existed; and a leftover of an application that is gone.
    await server.db.kysely
      .updateTable('applications')
      .set({ status: 'running' })
      .where('appId', '=', appId)
      .execute()
    const root = await server.db.kysely
      .selectFrom('resources')
      .select('resourceId')
      .where('resourceCode', '=', 'application')
      .executeTakeFirstOrThrow()
    await server.db.kysely
      .insertInto('resources')
      .values({
        resourceCode: 'App_999999',
        name: 'Gone',
        resourceType: 'app',
        resourceFunctionType: 'folder',
        parentId: root.resourceId,
        resource: JSON.stringify({ config: { menuDisplay: true }, url: '', published: { appId: 999999 } }),
      })
      .execute()
    await publishAllApps(server.app)
    const tree = await appTree(server, ticket)
    expect(must(find(tree, `App_${appId}`), 'app folder').childResources.map((n) => n.name)).toEqual([
      'Old page',
    ])
    expect(find(tree, created.id)).toBeDefined()
    expect(find(tree, 'App_999999')).toBeUndefined()
  })
})

forEachEngine('demo plant in the runtime menu', (server) => {
  it('seeds the demo application running and published', async () => {
    const outcome = await seedDemoPlant(server.app)
    if (!outcome.seeded) throw new Error(outcome.reason)
    const ticket = await server.adminTicket()
    const app = await server.call('GET', `/api/app/manager/detail?appId=${outcome.appId}`, { ticket })
    expect(app.body.status).toBe('running')
    const tree = await appTree(server, ticket)
    const folder = must(find(tree, `App_${outcome.appId}`), 'demo folder')
    expect(folder.name).toBe('Demo plant')
    expect(folder.childResources.map((node) => [node.resourceCode, node.name])).toEqual([
      [outcome.pageId, 'Overview'],
      [expect.stringMatching(/^Page_/), 'Overview (phone)'],
    ])
    const phoneId = folder.childResources[1]?.resourceCode
    expect(await runtimeMenu(server, ticket)).toEqual([
      `Demo plant application-runtime/${folder.resourceId}`,
      `  Overview application-runtime/${outcome.pageId}`,
      `  Overview (phone) application-runtime/${phoneId}`,
    ])
  })
})
