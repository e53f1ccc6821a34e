import { expect, it } from 'vitest'
import { ADMIN_PASSWORD, forEachEngine, type TestServer } from '../harness.ts'

/** Ids of resources by code. */
async function ids(server: TestServer, codes: string[]): Promise<number[]> {
  const rows = await server.db.kysely
    .selectFrom('resources')
    .select('resourceId')
    .where('resourceCode', 'in', codes)
    .execute()
  return rows.map((row) => row.resourceId)
}

async function heldCodes(server: TestServer, userId: number): Promise<string[]> {
  const rows = await server.db.kysely
    .selectFrom('userResources')
    .innerJoin('resources', 'resources.resourceId', 'userResources.resourceId')
    .select('resources.resourceCode')
    .where('userId', '=', userId)
    .orderBy('resources.resourceCode')
    .execute()
  return rows.map((row) => row.resourceCode)
}

// Issue 17 point 2: holding user-itemlist must not be holding everything.
forEachEngine('privilege boundaries of user and role management', (server) => {
  it('lets only the administrator reset or edit the administrator', async () => {
    const manager = await server.createUser('umgr1', { resources: ['user-itemlist'] })
    const reset = await server.call('PUT', '/api/auth/users/updatePwd/admin', {
      ticket: manager.ticket,
      body: { newPassword: 'Taken!Over01', confirmPassword: 'Taken!Over01' },
    })
    expect(reset.status).toBe(403)
    expect(reset.body.message).toMatch(/Only the administrator/)
    // The administrator's password is unchanged.
    expect((await server.login('admin', ADMIN_PASSWORD)).status).toBe('ok')
    const admin = await server.call('GET', '/api/auth/users/admin', { ticket: manager.ticket })
    // A phone number of one's own on the administrator would be an SMS login as the administrator.
    const edit = await server.call('PUT', '/api/auth/users/admin', {
      ticket: manager.ticket,
      body: { phone: '13800000017', version: admin.body.version },
    })
    expect(edit.status).toBe(403)
    // The administrator still resets anyone.
    const other = await server.createUser('plain1')
    const byAdmin = await server.call('PUT', '/api/auth/users/updatePwd/plain1', {
      ticket: await server.adminTicket(),
      body: { newPassword: 'Fresh#Pass12', confirmPassword: 'Fresh#Pass12' },
    })
    expect(byAdmin.status).toBe(201)
    expect(other.userId).toBeGreaterThan(1)
  })

  it('grants only resources the granter holds, and never to the granter', async () => {
    const manager = await server.createUser('umgr2', { resources: ['user-itemlist', 'operation-log'] })
    const all = await server.db.kysely
      .selectFrom('resources')
      .select('resourceId')
      .where('resourceType', '=', 'system')
      .execute()
    const everything = await server.call('PUT', '/api/auth/resourcesTreeByUserId', {
      ticket: manager.ticket,
      body: { userId: manager.userId, resourceType: 'system', resourceIds: all.map((r) => r.resourceId) },
    })
    expect(everything.status).toBe(403)
    expect(await heldCodes(server, manager.userId)).toEqual(['operation-log', 'user-itemlist'])

    const other = await server.createUser('plain2')
    const tooMuch = await server.call('PUT', '/api/auth/resourcesTreeByUserId', {
      ticket: manager.ticket,
      body: {
        userId: other.userId,
        resourceType: 'system',
        resourceIds: await ids(server, ['operation-log', 'system-info-manage']),
      },
    })
    expect(tooMuch.status).toBe(403)
    expect(tooMuch.body.message).toMatch(/system-info-manage/)
    expect(await heldCodes(server, other.userId)).toEqual([])
    const held = await server.call('PUT', '/api/auth/resourcesTreeByUserId', {
      ticket: manager.ticket,
      body: {
        userId: other.userId,
        resourceType: 'system',
        resourceIds: await ids(server, ['operation-log']),
      },
    })
    expect(held.status).toBe(201)
    expect(await heldCodes(server, other.userId)).toEqual(['operation-log'])
  })

  it('keeps a user manager from raising their own rights through roles', async () => {
    const admin = await server.adminTicket()
    const strong = await server.call('POST', '/api/auth/roles', {
      ticket: admin,
      body: { roleName: 'Strong 17', resourceIds: await ids(server, ['system-info-manage', 'data-auth']) },
    })
    expect(strong.status).toBe(201)
    const manager = await server.createUser('umgr3', { resources: ['user-itemlist', 'role-itemlist'] })
    const me = await server.call('GET', '/api/auth/users/umgr3', { ticket: manager.ticket })
    const self = await server.call('PUT', '/api/auth/users/umgr3', {
      ticket: manager.ticket,
      body: { roleIds: [strong.body.roleId], version: me.body.version },
    })
    expect(self.status).toBe(403)
    // Unchanged roles sent back by the edit form are fine.
    const unchanged = await server.call('PUT', '/api/auth/users/umgr3', {
      ticket: manager.ticket,
      body: { realName: 'Manager Three', roleIds: [], version: me.body.version },
    })
    expect(unchanged.status).toBe(201)
    // Nor through an accomplice, nor a role made or widened with resources the manager lacks.
    const mate = await server.createUser('mate3')
    const mateView = await server.call('GET', '/api/auth/users/mate3', { ticket: manager.ticket })
    const toMate = await server.call('PUT', '/api/auth/users/mate3', {
      ticket: manager.ticket,
      body: { roleIds: [strong.body.roleId], version: mateView.body.version },
    })
    expect(toMate.status).toBe(403)
    const created = await server.call('POST', '/api/auth/users', {
      ticket: manager.ticket,
      body: { username: 'mate3b', password: 'Start#Pass1', roleIds: [strong.body.roleId] },
    })
    expect(created.status).toBe(403)
    const newRole = await server.call('POST', '/api/auth/roles', {
      ticket: manager.ticket,
      body: { roleName: 'Sneaky 17', resourceIds: await ids(server, ['system-info-manage']) },
    })
    expect(newRole.status).toBe(403)
    const widen = await server.call('PUT', `/api/auth/roles/${strong.body.roleId}`, {
      ticket: manager.ticket,
      body: {
        resourceIds: [...strong.body.resourceIds, ...(await ids(server, ['user-itemlist']))],
        version: strong.body.version,
      },
    })
    expect(widen.status).toBe(201)
    expect(mate.userId).toBeGreaterThan(1)
  })

  it('lets a manager manage only users holding nothing the manager lacks', async () => {
    const manager = await server.createUser('umgr4', { resources: ['user-itemlist'] })
    const boss = await server.createUser('boss4', { resources: ['user-itemlist', 'system-info-manage'] })
    const reset = await server.call('PUT', '/api/auth/users/updatePwd/boss4', {
      ticket: manager.ticket,
      body: { newPassword: 'Taken!Over01', confirmPassword: 'Taken!Over01' },
    })
    expect(reset.status).toBe(403)
    expect(reset.body.message).toMatch(/system-info-manage/)
    expect((await server.login('boss4', boss.password)).status).toBe('ok')
    const removal = await server.call('DELETE', '/api/auth/users/boss4', { ticket: manager.ticket })
    expect(removal.status).toBe(403)
    const peer = await server.createUser('peer4', { resources: ['user-itemlist'] })
    const resetPeer = await server.call('PUT', '/api/auth/users/updatePwd/peer4', {
      ticket: manager.ticket,
      body: { newPassword: 'Fresh#Pass12', confirmPassword: 'Fresh#Pass12' },
    })
    expect(resetPeer.status).toBe(201)
    expect(peer.userId).toBeGreaterThan(1)
  })

  it('keeps a data-auth holder from widening their own data permissions', async () => {
    const admin = await server.adminTicket()
    const keeper = await server.createUser('dauth1', { resources: ['data-auth'] })
    const colleague = await server.createUser('dauth2')
    const locked = [{ dataType: 'object', dataName: 'Secret_Pump', mask: '-1' }]
    const made = await server.call('POST', '/api/auth/dataGroups', {
      ticket: admin,
      body: { name: 'Locked out', userIds: [keeper.userId, colleague.userId], items: locked },
    })
    expect(made.status).toBe(201)
    const groupId = made.body.groupId
    const authorised = async () =>
      (
        await server.call(
          'GET',
          `/api/auth/users/checkUserDataAuthority?dataType=object&dataName=Secret_Pump&permissionBit=0`,
          { ticket: keeper.ticket },
        )
      ).body.authorized
    expect(await authorised()).toBe(false)

    const refusals = [
      // Leaving the group, opening its items, deleting it, or joining a group that permits.
      server.call('PUT', `/api/auth/dataGroups/${groupId}`, {
        ticket: keeper.ticket,
        body: { userIds: [colleague.userId], version: made.body.version },
      }),
      server.call('PUT', `/api/auth/dataGroups/${groupId}`, {
        ticket: keeper.ticket,
        body: { items: [], version: made.body.version },
      }),
      server.call('DELETE', `/api/auth/dataGroups/${groupId}`, { ticket: keeper.ticket }),
      server.call('POST', '/api/auth/dataGroups', {
        ticket: keeper.ticket,
        body: { name: 'Open for me', userIds: [keeper.userId], items: [{ ...locked[0], mask: '' }] },
      }),
    ]
    for (const refused of await Promise.all(refusals)) {
      expect(refused.status).toBe(403)
      expect(refused.body.message).toMatch(/includes yourself/)
    }
    const after = await server.call('GET', `/api/auth/dataGroups/${groupId}`, { ticket: admin })
    expect(after.body).toMatchObject({
      version: made.body.version,
      userIds: [keeper.userId, colleague.userId],
    })
    expect(await authorised()).toBe(false)

    // Groups of others stay the holder's work.
    const theirs = await server.call('POST', '/api/auth/dataGroups', {
      ticket: keeper.ticket,
      body: { name: 'Colleague only', userIds: [colleague.userId], items: locked },
    })
    expect(theirs.status).toBe(201)
    const edited = await server.call('PUT', `/api/auth/dataGroups/${theirs.body.groupId}`, {
      ticket: keeper.ticket,
      body: { items: [], version: theirs.body.version },
    })
    expect(edited.status).toBe(201)
    expect(
      (await server.call('DELETE', `/api/auth/dataGroups/${theirs.body.groupId}`, { ticket: keeper.ticket }))
        .status,
    ).toBe(204)
  })

  it('keeps a manager that data groups restrict from managing users those groups do not restrict', async () => {
    const admin = await server.adminTicket()
    const manager = await server.createUser('umgr6', { resources: ['user-itemlist'] })
    const free = await server.createUser('free6')
    const alike = await server.createUser('alike6')
    const group = await server.call('POST', '/api/auth/dataGroups', {
      ticket: admin,
      body: {
        name: 'No secrets',
        userIds: [manager.userId, alike.userId],
        items: [{ dataType: 'object', dataName: 'Secret_Pump', mask: '-1' }],
      },
    })
    expect(group.status).toBe(201)
    const reset = (username: string) =>
      server.call('PUT', `/api/auth/users/updatePwd/${username}`, {
        ticket: manager.ticket,
        body: { newPassword: 'Reset#Pass123', confirmPassword: 'Reset#Pass123' },
      })
    const refused = await reset('free6')
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/same data authorisation groups/)
    expect((await server.login('free6', free.password)).status).toBe('ok')
    expect((await reset('alike6')).status).toBe(201)
  })
})
