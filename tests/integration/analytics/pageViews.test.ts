import { createServer } from 'node:http'
import { afterAll, expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

const view = (path: string, pattern: string, extra: Record<string, unknown> = {}) => ({
  path,
  pattern,
  title: 'Users',
  language: 'en-us',
  referrer: '/design/hellow',
  viewedAt: minutesAgo(1),
  ...extra,
})

// A loopback stand-in for an external analytics service; it keeps what it is sent.
const forwarded: unknown[] = []
const receiver = createServer((request, response) => {
  let text = ''
  request.on('data', (chunk: Buffer) => {
    text += chunk.toString()
  })
  request.on('end', () => {
    forwarded.push(JSON.parse(text))
    response.writeHead(204).end()
  })
})
await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done))
const receiverAddress = receiver.address()
const receiverUrl = `http://127.0.0.1:${typeof receiverAddress === 'object' && receiverAddress ? receiverAddress.port : 0}/views`
afterAll(() => new Promise<void>((done) => receiver.close(() => done())))

async function storedFor(server: TestServer, userId: number) {
  return server.db.kysely
    .selectFrom('pageViews')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute()
}

forEachEngine('page views', (server) => {
  it('stores a batch of navigations with the user who made them, outside the operation log', async () => {
    const user = await server.createUser('viewer')
    const sent = await server.call('POST', '/api/analytics/pageviews', {
      ticket: user.ticket,
      body: {
        views: [
          view('/design/hellow', '/design/hellow', { title: '', referrer: '' }),
          view('/design/user-manage/user-itemlist', '/design/user-manage/user-itemlist', {
            language: 'zh-cn',
          }),
        ],
      },
    })
    expect(sent.status).toBe(201)
    expect(sent.body).toEqual({ accepted: 2 })
    const rows = await storedFor(server, user.userId)
    expect(rows.map((row) => [row.username, row.path, row.referrer, row.language])).toEqual([
      ['viewer', '/design/hellow', '', 'en-us'],
      ['viewer', '/design/user-manage/user-itemlist', '/design/hellow', 'zh-cn'],
    ])
    const logged = await server.db.kysely
      .selectFrom('operationLog')
      .select('path')
      .where('path', '=', '/api/analytics/pageviews')
      .execute()
    expect(logged).toEqual([])
  })

  it('never takes the ticket from the address, where logs would keep it', async () => {
    const user = await server.createUser('beacon')
    const response = await fetch(`${server.url}/api/analytics/pageviews?ticket=${user.ticket}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ views: [view('/hellow', '/hellow')] }),
    })
    expect(response.status).toBe(401)
    expect(await storedFor(server, user.userId)).toEqual([])
  })

  it('refuses callers without a session and bad input, storing nothing', async () => {
    const user = await server.createUser('careless')
    const anonymous = await server.call('POST', '/api/analytics/pageviews', {
      body: { views: [view('/hellow', '/hellow')] },
    })
    expect(anonymous.status).toBe(401)
    const bad = async (views: unknown) =>
      server.call('POST', '/api/analytics/pageviews', { ticket: user.ticket, body: { views } })
    for (const views of [
      [],
      [view('hellow', '/hellow')],
      [view('/hellow', '/hellow', { language: 'fr' })],
      [view('/hellow', '/hellow', { viewedAt: 'yesterday' })],
      [{ path: '/hellow', language: 'en-us', viewedAt: minutesAgo(1) }],
      [view('/hellow', '/hellow', { extra: 1 })],
    ]) {
      const answer = await bad(views)
      expect(answer.status, JSON.stringify(views)).toBe(400)
      expect(answer.body.message).toMatch(/\S/)
    }
    const future = await bad([view('/hellow', '/hellow'), view('/x', '/x', { viewedAt: minutesAgo(-60) })])
    expect(future.status).toBe(422)
    expect(future.body.details[0].id).toBe('server.pageViews.inFuture')
    const stale = await bad([view('/hellow', '/hellow', { viewedAt: minutesAgo(60 * 24 * 40) })])
    expect(stale.status).toBe(422)
    expect(stale.body.message).toContain('older than 30 days')
    expect(await storedFor(server, user.userId)).toEqual([])
  })

  it('summarises the most viewed paths for holders of the access log, and lists the views', async () => {
    const admin = await server.adminTicket()
    const a = await server.createUser('reader_a')
    const b = await server.createUser('reader_b')
    const since = new Date(Date.now() - 10 * 60_000).toISOString()
    const usersPage = view('/design/user-manage/operation-log', '/design/user-manage/operation-log')
    const runtime = view('/application-runtime/Page_abc', '/application-runtime/:pageId', {
      title: 'Overview',
    })
    for (const [ticket, views] of [
      [a.ticket, [usersPage, runtime, usersPage]],
      [b.ticket, [usersPage]],
    ] as const) {
      const sent = await server.call('POST', '/api/analytics/pageviews', { ticket, body: { views } })
      expect(sent.status).toBe(201)
    }
    const summary = await server.call('GET', `/api/analytics/pageviews/summary?from=${since}&limit=2`, {
      ticket: admin,
    })
    expect(summary.status).toBe(200)
    expect(summary.body.top[0]).toMatchObject({
      path: '/design/user-manage/operation-log',
      views: 3,
      users: 2,
    })
    expect(summary.body.top[1]).toMatchObject({
      path: '/application-runtime/Page_abc',
      pattern: '/application-runtime/:pageId',
      title: 'Overview',
      views: 1,
      users: 1,
    })
    expect(summary.body.top).toHaveLength(2)
    expect(summary.body.views).toBeGreaterThanOrEqual(4)

    const list = await server.call('GET', `/api/analytics/pageviews?username=reader_a&from=${since}`, {
      ticket: admin,
    })
    expect(list.status).toBe(200)
    expect(list.body.pagination.total).toBe(3)
    expect(list.body.list.every((row: { userId: number }) => row.userId === a.userId)).toBe(true)

    expect((await server.call('GET', '/api/analytics/pageviews/summary', { ticket: a.ticket })).status).toBe(
      403,
    )
    const reversed = await server.call(
      'GET',
      `/api/analytics/pageviews/summary?from=${minutesAgo(0)}&to=${minutesAgo(60)}`,
      { ticket: admin },
    )
    expect(reversed.status).toBe(400)
    expect(reversed.body.details[0].id).toBe('server.pageViews.rangeOrder')
  })
})

forEachEngine(
  'page views forwarded to an analytics service',
  (server) => {
    it('sends each stored batch on to GANTRY_ANALYTICS_URL', async () => {
      const user = await server.createUser('forwarded')
      const sent = await server.call('POST', '/api/analytics/pageviews', {
        ticket: user.ticket,
        body: { views: [view('/hellow', '/hellow')] },
      })
      expect(sent.status).toBe(201)
      await expect
        .poll(() => forwarded.find((batch) => (batch as { userId?: number }).userId === user.userId))
        .toMatchObject({ username: 'forwarded', views: [{ path: '/hellow', pattern: '/hellow' }] })
    })
  },
  { config: { analyticsForwardUrl: receiverUrl } },
)
