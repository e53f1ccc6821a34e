import WebSocket from 'ws'
import { defaultLayoutContext } from '../../../engine/document/defaults.ts'
import { newLayoutId } from '../../../server/routes/compose/documents/ids.ts'
import { compressed, createApp, pageLayout } from '../compose/fixtures.ts'
import type { TestServer } from '../harness.ts'

/** A template `Pump` (pressure float, running bool, label text, counter int) and instances of it. */
export async function seedPumps(server: TestServer, ...names: string[]): Promise<string> {
  const ticket = await server.adminTicket()
  const template = await server.call('GET', '/api/metadata/object_templates/Pump', { ticket })
  if (template.status === 404) {
    const created = await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: {
        name: 'Pump',
        properties: [
          { name: 'pressure', type: 'float', defaultValue: 1.5, unit: '' },
          { name: 'running', type: 'bool' },
          { name: 'label', type: 'string', defaultValue: 'pump' },
          { name: 'counter', type: 'int', writable: false },
        ],
        services: [
          {
            name: 'start',
            action: { kind: 'setProperties', values: [{ propName: 'running', value: true }] },
          },
          {
            name: 'setPressure',
            inputs: [{ name: 'target', type: 'float', required: true }],
            action: { kind: 'setProperties', values: [{ propName: 'pressure', param: 'target' }] },
          },
          { name: 'readAll', action: { kind: 'readProperties', propNames: ['pressure', 'running'] } },
          { name: 'toggleRun', action: { kind: 'toggle', propName: 'running' } },
        ],
      },
    })
    if (created.status !== 201) throw new Error(`template: ${JSON.stringify(created.body)}`)
  }
  for (const name of names) {
    const created = await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name, templateName: 'Pump' },
    })
    if (created.status !== 201) throw new Error(`object ${name}: ${JSON.stringify(created.body)}`)
  }
  return ticket
}

/**
 * A page of its own application with one block of labels, label i bound by `bindings[i]` (prop →
 * { objName, propName, … }), saved compressed as the designer saves it; answers the page id.
 */
export async function createBoundPage(
  server: TestServer,
  ticket: string,
  name: string,
  bindings: Record<string, unknown>[],
): Promise<string> {
  const appId = await createApp(server, ticket, `${name} app`)
  const widgets = bindings.map((bound, i) => ({
    id: `w${i}`,
    type: 'form.label',
    version: 1,
    x: 0,
    y: i * 20,
    w: 40,
    h: 20,
    rotation: 0,
    groupId: null,
    props: {},
    bindings: bound,
    events: {},
  }))
  const blockId = newLayoutId()
  const context = compressed(JSON.stringify({ ...defaultLayoutContext('free'), widgets }))
  const created = await server.call('POST', '/api/compose/manage/pages', {
    ticket,
    body: { appId, name, layout: pageLayout([blockId]), layouts: [{ id: blockId, name: 'Main', context }] },
  })
  if (created.status !== 201) throw new Error(`page ${name}: ${JSON.stringify(created.body)}`)
  return created.body.id as string
}

/** A WebSocket client that records every message it receives. */
export class WsClient {
  readonly messages: { at: number; data: Record<string, unknown> }[] = []
  #waiters: {
    match: (m: Record<string, unknown>) => boolean
    resolve: (m: Record<string, unknown>) => void
  }[] = []

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const data = JSON.parse(raw.toString()) as Record<string, unknown>
      this.messages.push({ at: Date.now(), data })
      this.#waiters = this.#waiters.filter((waiter) => {
        if (!waiter.match(data)) return true
        waiter.resolve(data)
        return false
      })
    })
  }

  /**
   * Opens `/api/runtime/ws?ticket=…` (and `&page=…` when given); rejects with the HTTP status when the
   * upgrade is refused.
   */
  static open(server: TestServer, ticket: string | undefined, page?: string): Promise<WsClient> {
    const query = ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`
    const url = `${server.url.replace('http', 'ws')}/api/runtime/ws${query}${page === undefined ? '' : `&page=${encodeURIComponent(page)}`}`
    const socket = new WebSocket(url)
    const client = new WsClient(socket)
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client))
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      )
      socket.once('error', reject)
    })
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message))
  }

  /** The next (or an already received) message of `type` matching `match`. */
  next(type: string, match: (m: Record<string, unknown>) => boolean = () => true, timeoutMs = 3000) {
    const already = this.messages.find((m) => m.data.type === type && match(m.data))
    if (already) return Promise.resolve(already.data)
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${type} message within ${timeoutMs} ms`)),
        timeoutMs,
      )
      this.#waiters.push({
        match: (m) => m.type === type && match(m),
        resolve: (m) => {
          clearTimeout(timer)
          resolve(m)
        },
      })
    })
  }

  ofType(type: string) {
    return this.messages.filter((m) => m.data.type === type)
  }

  clear(): void {
    this.messages.length = 0
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve()
      this.socket.once('close', () => resolve())
      this.socket.close()
    })
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The application a page belongs to. */
export async function appOfPage(server: TestServer, pageId: string): Promise<number> {
  const row = await server.db.kysely
    .selectFrom('composePages')
    .select('appId')
    .where('pageId', '=', pageId)
    .executeTakeFirstOrThrow()
  return row.appId
}
