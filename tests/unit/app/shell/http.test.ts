// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { requestJson } from '../../../../app/shell/http'
import { loadingState } from '../../../../app/shell/loading'
import { maintenanceState } from '../../../../app/shell/maintenance'
import { leaveMaintenance } from '../../../../app/shell/restoreWatch'
import { session, signIn } from '../../../../app/shell/session'
import { noticeState } from '../../../../app/ui/notices'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-us', messages: {} })
})

function answer(status: number, body?: unknown, statusText = '') {
  const headers = new Headers(body === undefined ? {} : { 'content-type': 'application/json' })
  if (status === 201) headers.set('Location', '/api/things/7')
  return new Response(body === undefined ? null : JSON.stringify(body), { status, statusText, headers })
}

let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  localStorage.clear()
  noticeState.notices.splice(0)
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  signIn({ ticket: 'ticket-1', userId: 7, firstLogin: false })
  window.location.hash = '#/hellow'
})

afterEach(() => {
  vi.unstubAllGlobals()
  leaveMaintenance()
})

describe('requestJson: what is sent', () => {
  test('language header, credentials, bearer ticket and a JSON body', async () => {
    fetchMock.mockResolvedValue(answer(201, { id: 7 }))
    const result = await requestJson(
      'POST',
      '/api/things',
      { name: 'pump' },
      { query: { appId: 3, skip: '' } },
    )
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/things?appId=3')
    expect(init.credentials).toBe('include')
    expect(init.body).toBe('{"name":"pump"}')
    expect(init.headers).toMatchObject({
      'Accept-Language': 'en-us',
      Authorization: 'Bearer ticket-1',
      'Content-Type': 'application/json',
    })
    expect(result).toEqual({ ok: true, status: 201, data: { id: 7 }, location: '/api/things/7' })
  })

  test('no JSON content type without a body, and FormData goes as is', async () => {
    fetchMock.mockResolvedValue(answer(204))
    await requestJson('DELETE', '/api/things/7')
    const form = new FormData()
    form.append('file', new Blob(['x']), 'a.png')
    await requestJson('POST', '/api/image/upload/uploadImage', form)
    const [, deleteInit] = fetchMock.mock.calls[0] as [string, RequestInit]
    const [, uploadInit] = fetchMock.mock.calls[1] as [string, RequestInit]
    expect(deleteInit.headers).not.toHaveProperty('Content-Type')
    expect(uploadInit.headers).not.toHaveProperty('Content-Type')
    expect(uploadInit.body).toBe(form)
  })

  test('shows the global loading indicator with its tip while the call runs', async () => {
    let release: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)))
    const pending = requestJson('GET', '/api/slow', undefined, { loading: 'Reading…' })
    expect(loadingState).toMatchObject({ visible: true, tip: 'Reading…' })
    release(answer(200, {}))
    await pending
    expect(loadingState).toMatchObject({ visible: false, tip: '' })
  })
})

describe('requestJson: results', () => {
  test.each([200, 201, 202, 204])('%i is a success', async (status) => {
    fetchMock.mockResolvedValue(answer(status, status === 204 ? undefined : {}))
    expect((await requestJson('GET', '/api/x')).ok).toBe(true)
  })

  test('the server message is shown in a notice titled with the code', async () => {
    fetchMock.mockResolvedValue(answer(409, { code: 409, message: 'Someone saved in between' }))
    const result = await requestJson('PUT', '/api/x', {})
    expect(result).toMatchObject({ ok: false, status: 409, code: '409', message: 'Someone saved in between' })
    expect(noticeState.notices).toMatchObject([
      { kind: 'error', title: 'Error 409', message: 'Someone saved in between' },
    ])
  })

  test('rule details are translated and joined; a catalogue text maps back to its message', async () => {
    const details = [{ id: 'rules.password.digit', message: 'The password needs a digit' }]
    fetchMock.mockResolvedValueOnce(answer(400, { code: 400, message: 'x', details }))
    const withDetails = await requestJson('PUT', '/api/x', {}, { suppressNotice: true })
    expect(withDetails).toMatchObject({ message: 'The password needs a digit', details })
    fetchMock.mockResolvedValueOnce(answer(400, { code: 400, message: 'The account or password is wrong' }))
    const known = await requestJson('PUT', '/api/x', {}, { suppressNotice: true })
    expect(known.ok ? [] : known.details.map((d) => d.id)).toEqual(['rules.message.accountOrPasswordWrong'])
    expect(noticeState.notices).toEqual([])
  })

  test('without a message: the service message table, else the status text, else "try again later"', async () => {
    fetchMock.mockResolvedValueOnce(answer(404))
    fetchMock.mockResolvedValueOnce(new Response('', { status: 418, statusText: "I'm a teapot" }))
    fetchMock.mockResolvedValueOnce(new Response('', { status: 499 }))
    const messages = []
    for (let i = 0; i < 3; i++) {
      const result = await requestJson('GET', '/api/x', undefined, { suppressNotice: true })
      messages.push(result.ok ? '' : result.message)
    }
    expect(messages).toEqual([
      'The record does not exist; nothing was done.',
      "I'm a teapot",
      'Please try again later',
    ])
  })

  test('a network failure is swallowed: status 0 and no notice', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const result = await requestJson('GET', '/api/x')
    expect(result).toMatchObject({ ok: false, status: 0 })
    expect(noticeState.notices).toEqual([])
  })
})

describe('requestJson: 401 and 425', () => {
  test('401 signs out, clears the session storage and goes to the login page', async () => {
    localStorage.setItem('designMenus', '["design/x"]')
    localStorage.setItem('language', 'zh-cn')
    fetchMock.mockResolvedValue(answer(401, { code: 401, message: 'Log in first' }))
    await requestJson('GET', '/api/x')
    expect(session).toMatchObject({ ticket: '', authority: 'guest', designMenus: [] })
    expect(localStorage.getItem('ticket')).toBeNull()
    expect(localStorage.getItem('designMenus')).toBeNull()
    expect(localStorage.getItem('language')).toBe('zh-cn')
    expect(window.location.hash).toBe('#/user/login')
    expect(noticeState.notices).toMatchObject([
      { kind: 'warning', title: 'Session timed out, please log in again' },
    ])
  })

  test('401 of a credentials check is only reported: the login form shows it', async () => {
    fetchMock.mockResolvedValue(
      answer(401, { code: '401.3', message: 'Wrong verification code, please try again' }),
    )
    const result = await requestJson(
      'POST',
      '/api/auth/users/smsLogin',
      {},
      { unauthorized: 'report', suppressNotice: true },
    )
    expect(result).toMatchObject({ ok: false, code: '401.3' })
    expect(session.ticket).toBe('ticket-1')
  })

  test("401 inside a frame posts 'timeout' to the parent window instead", async () => {
    const parent = { postMessage: vi.fn() }
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window)
    fetchMock.mockResolvedValue(answer(401, { message: 'Log in first' }))
    await requestJson('GET', '/api/x')
    expect(parent.postMessage).toHaveBeenCalledWith('timeout', '*')
    expect(session.ticket).toBe('ticket-1')
    vi.restoreAllMocks()
  })

  test('425 shows the maintenance overlay and no error notice', async () => {
    fetchMock.mockResolvedValue(answer(425, { code: 425, message: 'under maintenance' }))
    await requestJson('GET', '/api/x')
    expect(maintenanceState.active).toBe(true)
    expect(noticeState.notices).toEqual([])
  })
})
