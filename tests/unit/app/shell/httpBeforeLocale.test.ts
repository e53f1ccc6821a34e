// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { afterEach, expect, test, vi } from 'vitest'
import { requestJson } from '../../../../app/shell/http'
import { signIn } from '../../../../app/shell/session'
import { noticeState } from '../../../../app/ui/notices'

// Issue 19, defect 9: a runtime page opened directly asks for its data before the first render; an
// answer that failed before the catalogue was active threw "Lingui: … without setting a locale".
afterEach(() => {
  vi.unstubAllGlobals()
})

test('a request sent before the catalogue is active names the stored language', async () => {
  expect(i18n.locale).toBeFalsy()
  localStorage.setItem('language', 'zh-cn')
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  await requestJson('GET', '/api/auth/userResourceTree')
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
  expect((init.headers as Record<string, string>)['Accept-Language']).toBe('zh-cn')
  localStorage.removeItem('language')
})

test('a failure answered before any language is active waits for it instead of throwing', async () => {
  expect(i18n.locale).toBeFalsy()
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ msg: 'missing' }), { status: 404 })),
  )
  signIn({ ticket: 'ticket-1', userId: 7, firstLogin: false })
  let settled = false
  const request = requestJson('GET', '/api/compose/manage/pages/App_1').finally(() => {
    settled = true
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(settled).toBe(false)
  i18n.loadAndActivate({ locale: 'en-us', messages: {} })
  const result = await request
  expect(result.ok).toBe(false)
  expect(result.status).toBe(404)
  expect(noticeState.notices).toHaveLength(1)
})
