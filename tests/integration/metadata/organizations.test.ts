import { expect, it } from 'vitest'
import { usersOfOrganisations } from '../../../server/routes/metadata/organizations/usersOfOrganisations.ts'
import { forEachEngine } from '../harness.ts'

interface OrgNode {
  orgId: number
  name: string
  children: OrgNode[]
}

const shape = (nodes: OrgNode[]): unknown[] =>
  nodes.map((node) => (node.children.length ? { [node.name]: shape(node.children) } : node.name))

forEachEngine('metadata organisations and staff', (server) => {
  it('builds the organisation tree, re-parents and reorders, refuses cycles and clashes, deletes', async () => {
    const ticket = await server.adminTicket()
    const create = (name: string, parentId?: number) =>
      server.call('POST', '/api/metadata/organizations', { ticket, body: { name, parentId } })
    const plant = await create('Plant')
    expect(plant.status).toBe(201)
    expect(plant.headers.get('location')).toBe(`/api/metadata/organizations/${plant.body.orgId}`)
    const p = plant.body.orgId as number
    const production = (await create('生产部', p)).body.orgId as number
    const maintenance = (await create('Maintenance', p)).body.orgId as number
    const shiftA = (await create('Shift A', production)).body.orgId as number
    expect((await create('shift a', production)).status).toBe(409)
    expect((await create('   ')).status).toBe(422)
    expect((await create('x'.repeat(51))).status).toBe(422)
    expect((await create('Orphan', 999_999)).status).toBe(422)

    const tree = await server.call('GET', '/api/metadata/organizations/tree', { ticket })
    expect(shape(tree.body.list)).toEqual([{ Plant: [{ 生产部: ['Shift A'] }, 'Maintenance'] }])
    const one = await server.call('GET', `/api/metadata/organizations/${shiftA}`, { ticket })
    expect(one.body).toMatchObject({
      name: 'Shift A',
      parentId: production,
      path: ['Plant', '生产部', 'Shift A'],
    })

    const cycle = await server.call('PUT', `/api/metadata/organizations/${p}/organize`, {
      ticket,
      body: { parentId: shiftA },
    })
    expect(cycle.status).toBe(400)
    expect(cycle.body.message).toMatch(/under itself/)
    const self = await server.call('PUT', `/api/metadata/organizations/${p}/organize`, {
      ticket,
      body: { parentId: p },
    })
    expect(self.status).toBe(400)
    const move = await server.call('PUT', `/api/metadata/organizations/${shiftA}/organize`, {
      ticket,
      body: { parentId: p, sortOrder: 0 },
    })
    expect(move.status).toBe(201)
    const moved = await server.call('GET', '/api/metadata/organizations/tree', { ticket })
    expect(shape(moved.body.list)).toEqual([{ Plant: ['Shift A', '生产部', 'Maintenance'] }])

    const stale = await server.call('PUT', `/api/metadata/organizations/${maintenance}`, {
      ticket,
      body: { name: 'Upkeep', version: 99 },
    })
    expect(stale.status).toBe(409)
    const version = (await server.call('GET', `/api/metadata/organizations/${maintenance}`, { ticket })).body
      .version
    const renamed = await server.call('PUT', `/api/metadata/organizations/${maintenance}`, {
      ticket,
      body: { name: 'Upkeep', description: 'Mechanical and electrical', version },
    })
    expect(renamed.status).toBe(201)
    expect(renamed.body).toMatchObject({ name: 'Upkeep', version: version + 1 })
    expect(
      (
        await server.call('PUT', `/api/metadata/organizations/${maintenance}`, {
          ticket,
          body: { name: 'shift A', version: version + 1 },
        })
      ).status,
    ).toBe(409)

    const page = await server.call('GET', '/api/metadata/organizations?keyWord=shi&page=1&per_page=10', {
      ticket,
    })
    expect(page.body.list.map((o: OrgNode) => o.name)).toEqual(['Shift A'])
    expect(page.body.pagination).toEqual({ page: 1, size: 10, total: 1 })

    // Deleting the plant moves its children up to be roots.
    expect((await server.call('DELETE', `/api/metadata/organizations/${p}`, { ticket })).status).toBe(204)
    const after = await server.call('GET', '/api/metadata/organizations/tree', { ticket })
    expect(shape(after.body.list)).toEqual(['Shift A', '生产部', 'Upkeep'])
    expect((await server.call('GET', `/api/metadata/organizations/${p}`, { ticket })).status).toBe(404)
  })

  it('keeps staff in organisations, links accounts once, filters, and lists the users below', async () => {
    const ticket = await server.adminTicket()
    const org = async (name: string, parentId?: number) =>
      (await server.call('POST', '/api/metadata/organizations', { ticket, body: { name, parentId } })).body
        .orgId as number
    const site = await org('Site')
    const ops = await org('Operations', site)
    const lab = await org('Lab', site)
    const other = await org('Elsewhere')
    const alice = await server.createUser('alice_op')
    const bob = await server.createUser('bob_lab')

    const hire = (body: Record<string, unknown>) =>
      server.call('POST', '/api/metadata/staff', { ticket, body })
    const a = await hire({
      name: '王芳',
      code: 'E001',
      post: 'Operator',
      organizations: [ops],
      userId: alice.userId,
    })
    expect(a.status).toBe(201)
    expect(a.headers.get('location')).toBe(`/api/metadata/staff/${a.body.staffId}`)
    expect(a.body).toMatchObject({
      name: '王芳',
      post: 'Operator',
      userId: alice.userId,
      username: 'alice_op',
      organizations: [{ orgId: ops, name: 'Operations' }],
    })
    const b = await hire({ name: 'Bob', code: 'E002', post: 'Chemist', organizations: [lab, ops] })
    expect(b.status).toBe(201)
    await hire({ name: 'Carol', post: 'Clerk', organizations: [other] })

    expect((await hire({ name: 'Dup', code: 'e001', organizations: [ops] })).status).toBe(409)
    expect((await hire({ name: 'Twice', organizations: [ops], userId: alice.userId })).status).toBe(409)
    expect((await hire({ name: 'Nobody', organizations: [] })).status).toBe(422)
    expect((await hire({ name: 'Lost', organizations: [999_999] })).status).toBe(422)
    expect((await hire({ name: 'Ghost', organizations: [ops], userId: 999_999 })).status).toBe(422)
    expect((await hire({ name: 'Mail', organizations: [ops], email: 'not-an-email' })).status).toBe(422)
    expect((await hire({ name: ' ', organizations: [ops] })).status).toBe(422)

    const names = async (query: string) =>
      (await server.call('GET', `/api/metadata/staff?${query}`, { ticket })).body.list.map(
        (s: { name: string }) => s.name,
      )
    expect(await names(`orgId=${ops}`)).toEqual(['Bob', '王芳'])
    expect(await names(`orgId=${site}`)).toEqual([])
    expect(await names(`orgId=${site}&recursive=true`)).toEqual(['Bob', '王芳'])
    expect(await names('keyWord=chem')).toEqual(['Bob'])
    expect(await names('keyWord=e00')).toEqual(['Bob', '王芳'])
    const paged = await server.call('GET', '/api/metadata/staff?page=2&per_page=1', { ticket })
    expect(paged.body.pagination).toEqual({ page: 2, size: 1, total: 3 })

    // Bob gets bob_lab's account and leaves Operations.
    const staleEdit = await server.call('PUT', `/api/metadata/staff/${b.body.staffId}`, {
      ticket,
      body: { post: 'Head chemist', version: 42 },
    })
    expect(staleEdit.status).toBe(409)
    const edit = await server.call('PUT', `/api/metadata/staff/${b.body.staffId}`, {
      ticket,
      body: { post: 'Head chemist', userId: bob.userId, organizations: [lab], version: b.body.version },
    })
    expect(edit.status).toBe(201)
    expect(edit.body).toMatchObject({
      post: 'Head chemist',
      username: 'bob_lab',
      organizations: [{ orgId: lab }],
    })
    expect(
      (
        await server.call('PUT', `/api/metadata/staff/${b.body.staffId}`, {
          ticket,
          body: { userId: alice.userId, version: edit.body.version },
        })
      ).status,
    ).toBe(409)

    expect(await usersOfOrganisations(server.db.kysely, [site], { recursive: true })).toEqual(
      [alice.userId, bob.userId].sort((x, y) => x - y),
    )
    expect(await usersOfOrganisations(server.db.kysely, [site], { recursive: false })).toEqual([])
    expect(await usersOfOrganisations(server.db.kysely, [ops], { recursive: true })).toEqual([alice.userId])
    expect(await usersOfOrganisations(server.db.kysely, [other, lab], { recursive: true })).toEqual([
      bob.userId,
    ])
    expect(await usersOfOrganisations(server.db.kysely, [], { recursive: true })).toEqual([])

    // A person leaves; an organisation's deletion takes only memberships.
    expect((await server.call('DELETE', `/api/metadata/staff/${a.body.staffId}`, { ticket })).status).toBe(
      204,
    )
    expect((await server.call('GET', `/api/metadata/staff/${a.body.staffId}`, { ticket })).status).toBe(404)
    expect((await server.call('DELETE', `/api/metadata/organizations/${lab}`, { ticket })).status).toBe(204)
    const bobAfter = await server.call('GET', `/api/metadata/staff/${b.body.staffId}`, { ticket })
    expect(bobAfter.body.organizations).toEqual([])
    expect(await usersOfOrganisations(server.db.kysely, [site], { recursive: true })).toEqual([])

    const plain = await server.createUser('orgviewer')
    expect((await server.call('GET', '/api/metadata/staff', { ticket: plain.ticket })).status).toBe(200)
    expect(
      (await server.call('GET', '/api/metadata/organizations/tree', { ticket: plain.ticket })).status,
    ).toBe(200)
    expect(
      (
        await server.call('POST', '/api/metadata/staff', {
          ticket: plain.ticket,
          body: { name: 'x', organizations: [ops] },
        })
      ).status,
    ).toBe(403)
  })
})
