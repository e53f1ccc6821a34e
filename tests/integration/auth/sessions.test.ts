import { expect, it } from 'vitest'
import { forgetCachedAccess } from '../../../server/http/access.ts'
import { unlockAccount } from '../../../server/routes/auth/sessions/lockout.ts'
import { RateLimiter } from '../../../server/routes/auth/sessions/rateLimiter.ts'
import { ADMIN_INITIAL_PASSWORD, ADMIN_PASSWORD, forEachEngine } from '../harness.ts'

forEachEngine('auth sessions', (server) => {
  it('seeds the admin as userId 1 whose first login must change the password', async () => {
    const login = await server.call('POST', '/api/auth/users/login', {
      body: { username: 'admin', password: ADMIN_INITIAL_PASSWORD },
    })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ status: 'firstLogin', userId: 1, code: '200', reason: 'firstLogin' })
    expect(login.body.ticket).toMatch(/^[\w-]{40,}$/)
    const ticket = login.body.ticket
    // Until the password is changed only the password-change calls answer.
    const users = await server.call('GET', '/api/auth/users', { ticket })
    expect(users.status).toBe(403)
    expect(users.body.message).toMatch(/change your password/i)
    expect((await server.call('GET', '/api/auth/passwd/settings', { ticket })).status).toBe(200)
    const info = await server.call('GET', '/api/auth/users/userSessionInfo', { ticket })
    expect(info.body).toEqual({
      userId: 1,
      notifyCount: 0,
      username: 'admin',
      realName: 'Administrator',
      avatar: '',
      mayOperate: true,
    })
  })

  it("session info carries the user's avatar as soon as it is saved", async () => {
    const user = await server.createUser('avatar_owner')
    const before = await server.call('GET', '/api/auth/users/userSessionInfo', { ticket: user.ticket })
    expect(before.body.avatar).toBe('')
    const record = await server.call('GET', '/api/auth/users/avatar_owner', { ticket: user.ticket })
    const saved = await server.call('PUT', '/api/auth/users/avatar_owner', {
      ticket: user.ticket,
      body: { avatar: '/api/image/default/face.png', version: record.body.version },
    })
    expect(saved.status).toBe(201)
    const after = await server.call('GET', '/api/auth/users/userSessionInfo', { ticket: user.ticket })
    expect(after.body).toMatchObject({ username: 'avatar_owner', avatar: '/api/image/default/face.png' })
  })

  it('stores passwords as argon2id and tickets only as hashes', async () => {
    const admin = await server.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('userId', '=', 1)
      .executeTakeFirst()
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/)
    const ticket = await server.adminTicket()
    const raw = await server.db.kysely
      .selectFrom('sessions')
      .selectAll()
      .where('ticketHash', '=', ticket)
      .execute()
    expect(raw).toHaveLength(0)
  })

  it('logs in with status ok after the change and serves session info by header, never by ?ticket=', async () => {
    const ticket = await server.adminTicket()
    const byHeader = await server.call('GET', '/api/auth/users/userSessionInfo', { ticket })
    expect(byHeader.status).toBe(200)
    expect(byHeader.body.userId).toBe(1)
    // A ticket in an address would stay in logs, the browser history and Referer headers.
    const byQuery = await server.call(
      'GET',
      `/api/auth/users/userSessionInfo?ticket=${encodeURIComponent(ticket)}`,
    )
    expect(byQuery.status).toBe(401)
  })

  it('refuses wrong credentials with 401 and the same message for unknown users', async () => {
    await server.createUser('wrongpw')
    const wrong = await server.call('POST', '/api/auth/users/login', {
      body: { username: 'wrongpw', password: 'Nope#Nope1' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ code: 401, message: 'The account or password is wrong' })
    const unknown = await server.call('POST', '/api/auth/users/login', {
      body: { username: 'nobody', password: 'Nope#Nope1' },
    })
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual({ code: 401, message: 'The account or password is wrong' })
  })

  it('locks the account after the retry count, telling only whoever then sends the right password', async () => {
    const user = await server.createUser('locky')
    for (let attempt = 1; attempt <= 5; attempt++) {
      const result = await server.call('POST', '/api/auth/users/login', {
        body: { username: 'locky', password: 'Wrong#Pass1' },
      })
      // The same answer as for an unknown username, also when this attempt locked the account.
      expect(result.status).toBe(401)
      expect(result.body, `attempt ${attempt}`).toEqual({
        code: 401,
        message: 'The account or password is wrong',
      })
    }
    const wrongAgain = await server.call('POST', '/api/auth/users/login', {
      body: { username: 'locky', password: 'Wrong#Pass1' },
    })
    expect(wrongAgain.body.message).toBe('The account or password is wrong')
    // The right password is refused while locked, and only it learns why.
    const right = await server.call('POST', '/api/auth/users/login', {
      body: { username: 'locky', password: user.password },
    })
    expect(right.status).toBe(401)
    expect(right.body.message).toMatch(/locked after too many failed attempts; try again in 15 minute/)
    const admin = await server.adminTicket()
    const view = await server.call('GET', '/api/auth/users/locky', { ticket: admin })
    expect(view.body.locked).toBe(true)
    // When the lock time is over the right password works again.
    await server.db.kysely
      .updateTable('loginFailures')
      .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', user.userId)
      .execute()
    const later = await server.login('locky', user.password)
    expect(later.status).toBe('ok')
    const events = await server.db.kysely
      .selectFrom('accessLog')
      .select('event')
      .where('username', '=', 'locky')
      .orderBy('id')
      .execute()
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['loginFailed', 'locked', 'login']))
  })

  it('lifts every lock of an account with the unlock command (the way back in)', async () => {
    const user = await server.createUser('unlockme')
    for (let attempt = 1; attempt <= 5; attempt++) {
      await server.call('POST', '/api/auth/users/login', {
        body: { username: 'unlockme', password: 'Wrong#1' },
      })
    }
    const refused = await server.call('POST', '/api/auth/users/login', {
      body: { username: 'unlockme', password: user.password },
    })
    expect(refused.body.message).toMatch(/locked/)
    expect(await unlockAccount(server.db.kysely, 'unlockme')).toBe(user.userId)
    expect((await server.login('unlockme', user.password)).status).toBe('ok')
    expect(await unlockAccount(server.db.kysely, 'nobody-here')).toBeNull()
  })

  it('logs out: the ticket then answers 401 and the access log has the logout', async () => {
    const user = await server.createUser('leaver')
    const { ticket } = await server.login('leaver', user.password)
    const out = await server.call('POST', '/api/auth/users/logout', { ticket })
    expect(out.status).toBe(204)
    const after = await server.call('GET', '/api/auth/users/userSessionInfo', { ticket })
    expect(after.status).toBe(401)
    expect(after.body.message).toMatch(/timed out/)
    const row = await server.db.kysely
      .selectFrom('accessLog')
      .selectAll()
      .where('username', '=', 'leaver')
      .where('event', '=', 'logout')
      .executeTakeFirst()
    expect(row?.userId).toBe(user.userId)
  })

  it('expires idle sessions', async () => {
    const user = await server.createUser('sleepy')
    const { ticket } = await server.login('sleepy', user.password)
    await server.db.kysely
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', user.userId)
      .execute()
    const result = await server.call('GET', '/api/auth/users/userSessionInfo', { ticket })
    expect(result.status).toBe(401)
  })

  it('refuses disabled accounts and ends their sessions', async () => {
    const user = await server.createUser('disabled1')
    const { ticket } = await server.login('disabled1', user.password)
    const admin = await server.adminTicket()
    const view = await server.call('GET', '/api/auth/users/disabled1', { ticket: admin })
    const edit = await server.call('PUT', '/api/auth/users/disabled1', {
      ticket: admin,
      body: { enabled: false, version: view.body.version },
    })
    expect(edit.status).toBe(201)
    expect((await server.call('GET', '/api/auth/users/userSessionInfo', { ticket })).status).toBe(401)
    const login = await server.call('POST', '/api/auth/users/login', {
      body: { username: 'disabled1', password: user.password },
    })
    expect(login.status).toBe(401)
    expect(login.body.message).toMatch(/disabled/)
    // A wrong password does not tell that the account exists and is disabled.
    const wrong = await server.call('POST', '/api/auth/users/login', {
      body: { username: 'disabled1', password: 'Wrong#Pass1' },
    })
    expect(wrong.body).toEqual({ code: 401, message: 'The account or password is wrong' })
  })

  it('gives one-use download tokens that expire and end with their session', async () => {
    const user = await server.createUser('downloader')
    const { ticket } = await server.login('downloader', user.password)
    const path = '/api/auth/users/userSessionInfo'
    // Only download addresses take a token: session info does not, whatever the token is for.
    expect((await fetch(await server.downloadUrl(ticket, path))).status).toBe(401)
    const refused = await server.call('POST', '/api/auth/users/downloadToken', {
      ticket,
      body: { path: 'https://elsewhere.example/api/x' },
    })
    expect(refused.status).toBe(400)
    const backup = '/api/config/backup/none.jsonl'
    const expired = await server.downloadUrl(ticket, backup)
    await server.db.kysely
      .updateTable('downloadTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute()
    expect((await fetch(expired)).status).toBe(401)
    const orphan = await server.downloadUrl(ticket, backup)
    await server.call('POST', '/api/auth/users/logout', { ticket })
    expect((await fetch(orphan)).status).toBe(401)
  })

  it('reports no external identity integration', async () => {
    const result = await server.call('GET', '/api/auth/checkIntegration')
    expect(result.body).toEqual({ integration: false })
  })
})

forEachEngine(
  'auth login rate limit',
  (server) => {
    it('answers 429 with a message once an account tried too often in the window', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) {
        const result = await server.call('POST', '/api/auth/users/login', {
          body: { username: 'ghost', password: 'x' },
        })
        statuses.push(result.status)
        if (result.status === 429)
          expect(result.body.message).toMatch(/Too many login attempts; try again in \d+ seconds/)
      }
      expect(statuses).toEqual([401, 401, 401, 429])
    })

    it('limits one client address to five times the per-account limit', async () => {
      let attempts = 0
      let last = 0
      while (attempts < 20 && last !== 429) {
        attempts += 1
        const result = await server.call('POST', '/api/auth/users/login', {
          body: { username: `someone${attempts}`, password: 'x' },
        })
        last = result.status
      }
      // 15 per address; the first test already spent 3 of them.
      expect(last).toBe(429)
      expect(attempts).toBe(13)
    })

    it('ignores X-Forwarded-For from a proxy that is not trusted', async () => {
      // The address is spent already (above): a forged header does not buy a fresh one.
      const forged = await server.call('POST', '/api/auth/users/login', {
        body: { username: 'someone-else', password: 'x' },
        headers: { 'X-Forwarded-For': '192.0.2.44' },
      })
      expect(forged.status).toBe(429)
    })

    it('counts attempts made through every process on the database against one limit', async () => {
      // Two limiters on the same database stand for two server processes.
      const first = new RateLimiter(server.db.kysely, 3, 60_000)
      const second = new RateLimiter(server.db.kysely, 3, 60_000)
      const at = Date.now()
      expect((await first.hit('account:shared', at)).allowed).toBe(true)
      expect((await second.hit('account:shared', at)).allowed).toBe(true)
      expect((await first.hit('account:shared', at)).allowed).toBe(true)
      const fourth = await second.hit('account:shared', at + 1_000)
      expect(fourth).toEqual({ allowed: false, retryAfterSeconds: 59 })
      // A new window starts once the last one ended.
      expect((await second.hit('account:shared', at + 61_000)).allowed).toBe(true)
    })
  },
  { config: { loginRateLimit: { max: 3, windowSeconds: 60 } } },
)

forEachEngine(
  'auth session limits',
  (server) => {
    it('caps the sessions of one user, ending the least recently used', async () => {
      const user = await server.createUser('many_desks')
      const tickets: string[] = []
      for (let desk = 0; desk < 4; desk++)
        tickets.push((await server.login('many_desks', user.password)).ticket)
      const statuses = []
      for (const ticket of tickets) {
        statuses.push((await server.call('GET', '/api/auth/users/userSessionInfo', { ticket })).status)
      }
      // The harness allows 3 sessions per user; createUser's own session and the first login are gone.
      expect(statuses).toEqual([401, 200, 200, 200])
    })

    it('ends a session at its absolute lifetime however busy it is', async () => {
      const user = await server.createUser('night_shift')
      const { ticket } = await server.login('night_shift', user.password)
      expect((await server.call('GET', '/api/auth/users/userSessionInfo', { ticket })).status).toBe(200)
      // Logged in 49 hours ago (the harness allows 48), used a moment ago: the idle time alone would keep it.
      await server.db.kysely
        .updateTable('sessions')
        .set({ createdAt: new Date(Date.now() - 49 * 3_600_000).toISOString() })
        .where('userId', '=', user.userId)
        .execute()
      forgetCachedAccess(server.app)
      const after = await server.call('GET', '/api/auth/users/userSessionInfo', { ticket })
      expect(after.status).toBe(401)
    })
  },
  { config: { sessions: { idleMinutes: 480, maxHours: 48, perUser: 3 } } },
)

forEachEngine(
  'auth lock per client address',
  (server) => {
    const from = (address: string, body: unknown) =>
      server.call('POST', '/api/auth/users/login', { body, headers: { 'X-Forwarded-For': address } })

    it('locks an account only for the address the wrong passwords came from', async () => {
      await server.adminTicket()
      for (let attempt = 1; attempt <= 6; attempt++) {
        const wrong = await from('203.0.113.66', { username: 'admin', password: `Guess#${attempt}` })
        expect(wrong.body.message).toBe('The account or password is wrong')
      }
      const fromAttacker = await from('203.0.113.66', { username: 'admin', password: ADMIN_PASSWORD })
      expect(fromAttacker.status).toBe(401)
      expect(fromAttacker.body.message).toMatch(/locked/)
      // The administrator's own station is not locked out.
      const fromDesk = await from('198.51.100.7', { username: 'admin', password: ADMIN_PASSWORD })
      expect(fromDesk.status).toBe(200)
      const rows = await server.db.kysely
        .selectFrom('loginFailures')
        .selectAll()
        .where('userId', '=', 1)
        .execute()
      expect(rows.map((row) => row.source)).toEqual(['203.0.113.66'])
    })

    it('forgets the counts of addresses that stopped trying a day ago, keeping locks in force', async () => {
      const user = await server.createUser('many_addresses')
      const dayAgo = new Date(Date.now() - 25 * 3_600_000).toISOString()
      const later = new Date(Date.now() + 3_600_000).toISOString()
      await server.db.kysely
        .insertInto('loginFailures')
        .values([
          {
            userId: user.userId,
            source: '192.0.2.1',
            failedAttempts: 2,
            lockedUntil: null,
            updatedAt: dayAgo,
          },
          {
            userId: user.userId,
            source: '192.0.2.2',
            failedAttempts: 0,
            lockedUntil: later,
            updatedAt: dayAgo,
          },
        ])
        .execute()
      await from('192.0.2.3', { username: 'many_addresses', password: 'Wrong#1' })
      const rows = await server.db.kysely
        .selectFrom('loginFailures')
        .select('source')
        .where('userId', '=', user.userId)
        .orderBy('source')
        .execute()
      expect(rows.map((row) => row.source)).toEqual(['192.0.2.2', '192.0.2.3'])
    })
  },
  { config: { trustedProxies: ['127.0.0.1'] } },
)
