import { createServer, type Server } from 'node:http'
import type { Page } from 'playwright-core'

/**
 * Helpers of the shell and login journeys: the server's own API to set up users and grants (as an
 * administrator would), and the steps a person takes in the browser.
 */

/** A fetch against the product's API with an optional ticket; answers the status and the parsed body. */
export async function api<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { ticket?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.ticket) headers.Authorization = `Bearer ${options.ticket}`
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T }
}

/** Logs in through the API and returns the ticket (whatever the status, ok or firstLogin). */
export async function apiLogin(baseUrl: string, username: string, password: string): Promise<string> {
  const { status, body } = await api<{ ticket?: string }>(baseUrl, 'POST', '/api/auth/users/login', {
    body: { username, password },
  })
  if (status !== 200 || !body.ticket) throw new Error(`login of ${username} answered ${status}`)
  return body.ticket
}

/** Changes a user's own password through the API (clears the forced change of a first login). */
export async function apiChangeOwnPassword(
  baseUrl: string,
  username: string,
  oldPassword: string,
  newPassword: string,
): Promise<string> {
  const ticket = await apiLogin(baseUrl, username, oldPassword)
  const { status } = await api(baseUrl, 'PUT', `/api/auth/users/updatePwd/${username}`, {
    ticket,
    body: { oldPassword, newPassword, confirmPassword: newPassword },
  })
  if (status !== 201) throw new Error(`password change of ${username} answered ${status}`)
  return ticket
}

interface ResourceNode {
  resourceId: number
  resourceCode: string
  childResources: ResourceNode[]
}

/** The ids of the system resources with the given codes. */
export async function resourceIds(baseUrl: string, adminTicket: string, codes: string[]): Promise<number[]> {
  const { body } = await api<ResourceNode[]>(
    baseUrl,
    'GET',
    '/api/auth/getAllResourceTree?resourceType=system',
    {
      ticket: adminTicket,
    },
  )
  const found = new Map<string, number>()
  const visit = (nodes: ResourceNode[]) => {
    for (const node of nodes) {
      found.set(node.resourceCode, node.resourceId)
      visit(node.childResources ?? [])
    }
  }
  visit(body)
  return codes.map((code) => {
    const id = found.get(code)
    if (id === undefined) throw new Error(`no resource ${code}`)
    return id
  })
}

/**
 * Creates a user holding exactly `codes` of the design menu, whose first-login password change is
 * already done (unless `firstLogin` is kept), and returns their user id.
 */
export async function createUser(
  baseUrl: string,
  adminTicket: string,
  user: { username: string; password: string; realName?: string; phone?: string; codes?: string[] },
  options: { firstLogin?: 'keep' | 'done' } = {},
): Promise<number> {
  const initial = options.firstLogin === 'keep' ? user.password : `${user.password}-initial`
  const created = await api<{ userId: number }>(baseUrl, 'POST', '/api/auth/users', {
    ticket: adminTicket,
    body: {
      username: user.username,
      password: initial,
      realName: user.realName ?? '',
      phone: user.phone ?? '',
    },
  })
  if (created.status !== 201) throw new Error(`creating ${user.username} answered ${created.status}`)
  const userId = created.body.userId
  if (user.codes && user.codes.length > 0) {
    const ids = await resourceIds(baseUrl, adminTicket, user.codes)
    const granted = await api(baseUrl, 'PUT', '/api/auth/resourcesTreeByUserId', {
      ticket: adminTicket,
      body: { userId, resourceType: 'system', resourceIds: ids },
    })
    if (granted.status !== 201) throw new Error(`granting to ${user.username} answered ${granted.status}`)
  }
  if (options.firstLogin !== 'keep')
    await apiChangeOwnPassword(baseUrl, user.username, initial, user.password)
  return userId
}

/** Opens the login page as a guest and waits for the form. */
export async function openLogin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/user/login`)
  await page
    .getByRole('button', { name: /^(Sign in|登录)$/ })
    .first()
    .waitFor()
}

/** Signs in through the login form and waits until the app has left the login page. */
export async function uiLogin(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  await openLogin(page, baseUrl)
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => !url.hash.startsWith('#/user/login'))
}

/** Switches the interface language through a language menu on the page. */
export async function switchLanguage(page: Page, language: 'English' | '简体中文'): Promise<void> {
  await page.getByTestId('language-switch').first().click()
  await page.getByRole('option', { name: language }).click()
}

/** The current hash route of the page ('/design/hellow'). */
export function route(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '')
}

/** A loopback HTTP server that stands in for an SMS gateway and keeps the codes it is asked to send. */
export async function startSmsGateway(): Promise<{
  url: string
  codes: Map<string, string>
  close(): Promise<void>
}> {
  const codes = new Map<string, string>()
  const server: Server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    request.on('end', () => {
      try {
        const body = JSON.parse(text) as { phone?: string; code?: string }
        if (body.phone && body.code) codes.set(body.phone, body.code)
      } catch {
        // Not a message of ours; answer anyway.
      }
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/sms`,
    codes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A 1×1 PNG, for avatar uploads. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgGAWu/JVQAAAABJRU5ErkJggg==',
  'base64',
)
