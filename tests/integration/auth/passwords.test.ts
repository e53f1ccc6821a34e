import { expect, it } from 'vitest'
import { DEFAULT_PASSWORD_SETTINGS } from '../../../engine/rules/passwords.ts'
import { PasswordSettingsStore } from '../../../server/routes/auth/passwd/settingsStore.ts'
import { forEachEngine, type TestServer } from '../harness.ts'

async function saveSettings(server: TestServer, changes: Record<string, unknown>) {
  const ticket = await server.adminTicket()
  const current = await server.call('GET', '/api/auth/passwd/settings', { ticket })
  return server.call('POST', '/api/auth/passwd/settings', { ticket, body: { ...current.body, ...changes } })
}

function changeOwn(
  server: TestServer,
  username: string,
  ticket: string,
  oldPassword: string,
  newPassword: string,
) {
  return server.call('PUT', `/api/auth/users/updatePwd/${username}`, {
    ticket,
    body: { oldPassword, newPassword, confirmPassword: newPassword },
  })
}

forEachEngine('auth password rules', (server) => {
  it('serves the defaults at version 0 until an administrator saves', async () => {
    const ticket = await server.adminTicket()
    const result = await server.call('GET', '/api/auth/passwd/settings', { ticket })
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ ...DEFAULT_PASSWORD_SETTINGS, version: 0 })
  })

  it('refuses invalid settings with 400 and a message, changing nothing', async () => {
    const ticket = await server.adminTicket()
    const bad = await saveSettings(server, { minLength: 20, maxLength: 10 })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('The minimum length must be less than the maximum length')
    expect(bad.body.details[0].id).toBe('rules.password.minBelowMax')
    const regex = await saveSettings(server, { regex: '([' })
    expect(regex.status).toBe(400)
    expect(regex.body.message).toMatch(/regular expression/)
    const typed = await saveSettings(server, { retryCount: '5' })
    expect(typed.status).toBe(400)
    const extra = await saveSettings(server, { colour: 'red' })
    expect(extra.status).toBe(400)
    const after = await server.call('GET', '/api/auth/passwd/settings', { ticket })
    expect(after.body.version).toBe(0)
  })

  it('saves settings with 201, bumps the version and refuses a stale version with 409', async () => {
    const saved = await saveSettings(server, { minLength: 9 })
    expect(saved.status).toBe(201)
    expect(saved.body).toMatchObject({ minLength: 9, version: 1 })
    const ticket = await server.adminTicket()
    const stale = await server.call('POST', '/api/auth/passwd/settings', {
      ticket,
      body: { ...saved.body, minLength: 10, version: 0 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/changed by someone else/)
    expect((await server.call('GET', '/api/auth/passwd/settings', { ticket })).body.minLength).toBe(9)
    await saveSettings(server, { minLength: 8 })
  })

  it('lets only holders of password-rules change the settings', async () => {
    const user = await server.createUser('rulereader')
    const read = await server.call('GET', '/api/auth/passwd/settings', { ticket: user.ticket })
    expect(read.status).toBe(200)
    const write = await server.call('POST', '/api/auth/passwd/settings', {
      ticket: user.ticket,
      body: read.body,
    })
    expect(write.status).toBe(403)
    expect(write.body.message).toMatch(/forbidden/)
  })

  it('enforces length, complexity and regex with the custom hint', async () => {
    const user = await server.createUser('complex')
    const short = await changeOwn(server, 'complex', user.ticket, user.password, 'Ab1')
    expect(short.status).toBe(400)
    expect(short.body.message).toBe('The password needs at least 8 characters')
    const lower = await changeOwn(server, 'complex', user.ticket, user.password, 'alllowercase1')
    expect(lower.body.message).toBe('The password needs an uppercase letter')
    expect(
      (await saveSettings(server, { requireSpecial: true, regex: '^P', regexHint: 'Start with P' })).status,
    ).toBe(201)
    const special = await changeOwn(server, 'complex', user.ticket, user.password, 'Password12')
    expect(special.body.message).toBe('The password needs a special character')
    const hint = await changeOwn(server, 'complex', user.ticket, user.password, 'Xassword#12')
    expect(hint.status).toBe(400)
    expect(hint.body.message).toBe('Start with P')
    const ok = await changeOwn(server, 'complex', user.ticket, user.password, 'Password#12')
    expect(ok.status).toBe(201)
    await saveSettings(server, { requireSpecial: false, regex: '', regexHint: '' })
  })

  it('refuses a mismatched confirmation and a wrong current password, changing nothing', async () => {
    const user = await server.createUser('careful')
    const mismatch = await server.call('PUT', '/api/auth/users/updatePwd/careful', {
      ticket: user.ticket,
      body: { oldPassword: user.password, newPassword: 'Another#Pass1', confirmPassword: 'Another#Pass2' },
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.message).toBe('The two passwords differ')
    const wrongOld = await changeOwn(server, 'careful', user.ticket, 'Not#The#Old1', 'Another#Pass1')
    expect(wrongOld.status).toBe(400)
    expect(wrongOld.body.message).toBe('The current password is wrong')
    expect((await server.login('careful', user.password)).status).toBe('ok')
  })

  it('refuses the current password and passwords in the history', async () => {
    const user = await server.createUser('historian')
    const same = await changeOwn(server, 'historian', user.ticket, user.password, user.password)
    expect(same.status).toBe(400)
    expect(same.body.message).toBe('The new password must differ from the current one')
    expect((await changeOwn(server, 'historian', user.ticket, user.password, 'Second#Pass1')).status).toBe(
      201,
    )
    expect((await changeOwn(server, 'historian', user.ticket, 'Second#Pass1', 'Third#Pass1')).status).toBe(
      201,
    )
    // historyCount 3: the last three (Third, Second, the first chosen one) are refused.
    const reuse = await changeOwn(server, 'historian', user.ticket, 'Third#Pass1', user.password)
    expect(reuse.status).toBe(400)
    expect(reuse.body.message).toMatch(/used recently; choose one that is not among your last 3/)
    expect((await changeOwn(server, 'historian', user.ticket, 'Third#Pass1', 'Fourth#Pass1')).status).toBe(
      201,
    )
    // The initial password set by the administrator has now left the last three.
    expect((await changeOwn(server, 'historian', user.ticket, 'Fourth#Pass1', 'Start#Pass1')).status).toBe(
      201,
    )
  })

  it('forces a change when the validity period is over', async () => {
    const user = await server.createUser('expiring')
    await server.db.kysely
      .updateTable('users')
      .set({ passwordChangedAt: new Date(Date.now() - 91 * 86_400_000).toISOString() })
      .where('username', '=', 'expiring')
      .execute()
    const login = await server.login('expiring', user.password)
    expect(login).toMatchObject({ status: 'firstLogin', reason: 'expired' })
    expect((await server.call('GET', '/api/auth/roles', { ticket: login.ticket })).status).toBe(403)
    // The existing session is held to the change as well.
    expect(
      (await server.call('GET', '/api/auth/user/config/dashboard?mkey=a', { ticket: user.ticket })).status,
    ).toBe(403)
    expect((await changeOwn(server, 'expiring', login.ticket, user.password, 'Renewed#Pass1')).status).toBe(
      201,
    )
    expect(
      (await server.call('GET', '/api/auth/user/config/dashboard?mkey=a', { ticket: login.ticket })).status,
    ).toBe(200)
    expect((await server.login('expiring', 'Renewed#Pass1')).status).toBe('ok')
    // Validity 0 means passwords never expire.
    await saveSettings(server, { validityDays: 0 })
    await server.db.kysely
      .updateTable('users')
      .set({ passwordChangedAt: '2000-01-01T00:00:00.000Z' })
      .where('username', '=', 'expiring')
      .execute()
    expect((await server.login('expiring', 'Renewed#Pass1')).status).toBe('ok')
    await saveSettings(server, { validityDays: 90 })
  })

  it('lets an administrator reset a password, which the owner must change at the next login', async () => {
    const user = await server.createUser('forgetful')
    const admin = await server.adminTicket()
    const reset = await server.call('PUT', '/api/auth/users/updatePwd/forgetful', {
      ticket: admin,
      body: { newPassword: 'Reset#Pass1', confirmPassword: 'Reset#Pass1' },
    })
    expect(reset.status).toBe(201)
    // The owner's sessions end with the reset.
    expect(
      (await server.call('GET', '/api/auth/users/userSessionInfo', { ticket: user.ticket })).status,
    ).toBe(401)
    const login = await server.login('forgetful', 'Reset#Pass1')
    expect(login.status).toBe('firstLogin')
    // Another user cannot reset passwords, and a pending session cannot reset anyone else's.
    const other = await server.createUser('nosy')
    const denied = await server.call('PUT', '/api/auth/users/updatePwd/forgetful', {
      ticket: other.ticket,
      body: { newPassword: 'Evil#Pass11', confirmPassword: 'Evil#Pass11' },
    })
    expect(denied.status).toBe(403)
    const pending = await server.call('PUT', '/api/auth/users/updatePwd/nosy', {
      ticket: login.ticket,
      body: { newPassword: 'Evil#Pass11', confirmPassword: 'Evil#Pass11' },
    })
    expect(pending.status).toBe(403)
    expect(pending.body.message).toBe('Change your own password first')
  })

  it('applies rules saved through another process within the cache lifetime', async () => {
    // A second store on the same database stands for a second server process.
    let clock = 1_000_000
    const elsewhere = new PasswordSettingsStore(server.db.kysely, 2_000, () => clock)
    const before = await elsewhere.get()
    const saved = await saveSettings(server, { minLength: before.minLength + 5, retryCount: 3 })
    expect(saved.status).toBe(201)
    clock += 1_000
    expect((await elsewhere.get()).minLength).toBe(before.minLength)
    clock += 1_500
    expect(await elsewhere.get()).toMatchObject({ minLength: before.minLength + 5, retryCount: 3 })
    await saveSettings(server, { minLength: before.minLength, retryCount: before.retryCount })
  })
})
