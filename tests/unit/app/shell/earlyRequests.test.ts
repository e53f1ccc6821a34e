// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { i18n } from '@lingui/core'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { EARLY_GETS, getJson } from '../../../../app/shell/earlyRequests'
import { signIn } from '../../../../app/shell/session'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-us', messages: {} })
})

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
const holder = window as { __gantryEarlyGets?: Record<string, Promise<Response | null>> }

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  signIn({ ticket: 'ticket-1', userId: 7, firstLogin: false })
})

afterEach(() => {
  vi.unstubAllGlobals()
  holder.__gantryEarlyGets = undefined
})

test("takes index.html's early answer once, without asking again", async () => {
  holder.__gantryEarlyGets = { '/api/plugins/enabled': Promise.resolve(json(200, { list: [] })) }
  expect(await getJson('/api/plugins/enabled')).toEqual({
    ok: true,
    status: 200,
    data: { list: [] },
    location: null,
  })
  expect(fetchMock).not.toHaveBeenCalled()
  // Taken: the next read asks the server.
  fetchMock.mockResolvedValue(json(200, { list: [{ id: 'x' }] }))
  expect(await getJson('/api/plugins/enabled')).toMatchObject({ ok: true, data: { list: [{ id: 'x' }] } })
  expect(fetchMock).toHaveBeenCalledTimes(1)
})

test('asks again through the request layer when the early answer failed or is not a 200', async () => {
  holder.__gantryEarlyGets = {
    '/api/config/configInfo/appOption': Promise.resolve(null),
    '/api/config/configInfo/user_widget_alarm_color': Promise.resolve(json(401, { message: 'no' })),
  }
  fetchMock.mockImplementation(async () => json(200, { configValue: '{}' }))
  const options = { suppressNotice: true }
  expect(await getJson('/api/config/configInfo/appOption', options)).toMatchObject({ ok: true, status: 200 })
  expect(await getJson('/api/config/configInfo/user_widget_alarm_color', options)).toMatchObject({
    ok: true,
    data: { configValue: '{}' },
  })
  expect(fetchMock).toHaveBeenCalledTimes(2)
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/config/configInfo/appOption')
  expect((fetchMock.mock.calls[0]?.[1] as RequestInit | undefined)?.headers).toMatchObject({
    Authorization: 'Bearer ticket-1',
  })
})

test('index.html asks early for exactly the paths the app takes', () => {
  const html = readFileSync(join(import.meta.dirname, '../../../../app/index.html'), 'utf8')
  const listed = /for \(const path of \[([^\]]*)\]/.exec(html)?.[1] ?? ''
  expect([...listed.matchAll(/'([^']+)'/g)].map((match) => match[1])).toEqual([...EARLY_GETS])
})
