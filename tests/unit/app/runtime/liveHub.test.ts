// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { LiveBindings } from '../../../../app/runtime/live/liveBindings'
import { createHub } from '../../../../app/runtime/live/liveHub'
import type { WireVqt } from '../../../../app/runtime/live/liveSocket'

const vqt = (value: unknown): WireVqt => ({ value, quality: 'good', timestamp: '2026-11-24T08:00:00.000Z' })

interface FakeSocket {
  readyState: number
  sent: { type: string; keys?: string[] }[]
  onopen?: (event: Event) => void
  onmessage?: (event: { data: string }) => void
  onclose?: (event: { code: number }) => void
  send(text: string): void
  close(): void
}

function fakeSocket(readyState = 1): FakeSocket {
  const socket: FakeSocket = {
    readyState,
    sent: [],
    send: (text) => socket.sent.push(JSON.parse(text)),
    close: () => {},
  }
  return socket
}

/** A hub whose every connection (the first, and each reconnect) is a new open fake socket. */
function reconnectingHub() {
  const sockets: FakeSocket[] = []
  const { hub } = createHub(() => 'ws://test', {
    createSocket: () => {
      const socket = fakeSocket()
      sockets.push(socket)
      return socket as unknown as WebSocket
    },
  })
  return { hub, sockets }
}

/** Bindings whose flushes run when the test says (no animation frames in a unit test). */
function pageOf(id: string, keys: string[]) {
  const queued: (() => void)[] = []
  const widgets = keys.map((key, i) => {
    const [objName = '', propName = ''] = key.split('.')
    return { id: `${id}-w${i}`, bindings: { text: { objName, propName } } }
  })
  const bindings = new LiveBindings(widgets, (flush) => queued.push(flush))
  const frame = () => {
    for (const flush of queued.splice(0)) flush()
  }
  return { bindings, frame }
}

describe('live hub', () => {
  test('a page attaching to keys another page follows shows their latest values at once', () => {
    const socket = fakeSocket()
    const { hub } = createHub(() => 'ws://test', { createSocket: () => socket as unknown as WebSocket })
    hub.connect()
    const page = pageOf('page', ['Pump.pressure', 'Pump.running'])
    hub.attach(page.bindings)
    socket.onmessage?.({
      data: JSON.stringify({
        type: 'values',
        values: { 'Pump.pressure': vqt(2.5), 'Pump.running': vqt(true) },
      }),
    })
    socket.sent.length = 0

    // The server sends a followed key's value only when it changes: the pop-up's must come from the hub.
    const popup = pageOf('popup', ['Pump.pressure'])
    hub.attach(popup.bindings)
    expect(socket.sent).toEqual([])
    // At once, not a frame later: the pop-up's first render shows it.
    expect(popup.bindings.get('popup-w0').text?.value).toBe(2.5)
    expect(popup.bindings.complete).toBe(true)
  })

  test('an early socket hands over what it received: the page it subscribed is followed, not asked again', () => {
    const socket = fakeSocket(1)
    const messages = [
      JSON.stringify({ type: 'ready', batchMs: 50, maxKeys: 10_000 }),
      JSON.stringify({
        type: 'subscribed',
        page: 'Page_1',
        keys: ['Pump.pressure', 'Pump.spare'],
        unknown: ['Gone.x'],
        denied: [],
        // A page's subscription carries the current values of its keys.
        values: { 'Pump.pressure': vqt(4), 'Pump.spare': vqt(0) },
      }),
    ]
    const { hub } = createHub(() => 'ws://test', {
      adopt: (url) => (url === 'ws://test' ? { socket: socket as unknown as WebSocket, messages } : null),
      createSocket: () => {
        throw new Error('the early socket is taken over, no other is opened')
      },
    })
    hub.connect()
    expect(hub.state).toBe('open')

    const page = pageOf('page', ['Pump.pressure', 'Gone.x'])
    hub.attach(page.bindings)
    // Only the key the page does not bind is dropped; nothing is subscribed twice.
    expect(socket.sent).toEqual([{ type: 'unsubscribe', keys: ['Pump.spare'] }])
    expect(page.bindings.get('page-w0').text?.value).toBe(4)
    expect(page.bindings.get('page-w1').text).toMatchObject({ value: undefined, quality: 'bad' })
    expect(page.bindings.complete).toBe(true)
  })

  test('a page that did not load stops following the keys the server subscribed for it', () => {
    const socket = fakeSocket(1)
    const messages = [
      JSON.stringify({
        type: 'subscribed',
        page: 'Page_1',
        keys: ['Pump.pressure'],
        unknown: [],
        denied: [],
      }),
    ]
    const { hub } = createHub(() => 'ws://test', {
      adopt: () => ({ socket: socket as unknown as WebSocket, messages }),
    })
    hub.connect()
    socket.sent.length = 0
    hub.settle()
    expect(socket.sent).toEqual([{ type: 'unsubscribe', keys: ['Pump.pressure'] }])
    // Settled once, nothing more to drop.
    hub.settle()
    expect(socket.sent).toHaveLength(1)
  })

  test('values held for pages are forgotten when the connection drops', () => {
    const { hub, sockets } = reconnectingHub()
    const page = pageOf('page', ['Pump.pressure'])
    const detach = hub.attach(page.bindings)
    sockets[0]?.onmessage?.({ data: JSON.stringify({ type: 'values', values: { 'Pump.pressure': vqt(1) } }) })
    sockets[0]?.onclose?.({ code: 1006 })
    detach()
    const later = pageOf('later', ['Pump.pressure'])
    hub.attach(later.bindings)
    later.frame()
    // A stale value is not shown as current: it waits for the new connection's.
    expect(later.bindings.get('later-w0')).toEqual({})
  })

  test('while the connection is down, shown values are bad quality (last known) until it sends them again', () => {
    const { hub, sockets } = reconnectingHub()
    const page = pageOf('page', ['Pump.pressure', 'Pump.missing'])
    hub.attach(page.bindings)
    sockets[0]?.onmessage?.({
      data: JSON.stringify({ type: 'values', values: { 'Pump.pressure': vqt(2.5) } }),
    })
    sockets[0]?.onmessage?.({ data: JSON.stringify({ type: 'subscribed', unknown: ['Pump.missing'] }) })
    page.frame()
    expect(page.bindings.get('page-w0').text).toMatchObject({ value: 2.5, quality: 'good' })

    sockets[0]?.onclose?.({ code: 1006 })
    page.frame()
    expect(page.bindings.get('page-w0').text).toMatchObject({ value: 2.5, quality: 'bad' })
    expect(page.bindings.source('Pump.pressure')).toMatchObject({ value: 2.5, quality: 'bad' })
    // A key the server never sent stays as it was: unavailable.
    expect(page.bindings.source('Pump.missing')).toBe('unavailable')

    // The new connection's subscription brings the current value, good again.
    sockets.at(-1)?.onmessage?.({
      data: JSON.stringify({ type: 'values', values: { 'Pump.pressure': vqt(2.7) } }),
    })
    page.frame()
    expect(page.bindings.get('page-w0').text).toMatchObject({ value: 2.7, quality: 'good' })
  })

  test('an alarm listener that came before the first connection reloads once it opens', () => {
    const socket = fakeSocket()
    const { hub } = createHub(() => 'ws://test', { createSocket: () => socket as unknown as WebSocket })
    const heard: string[] = []
    hub.services.alarms.subscribe((change) => heard.push(change.kind))
    expect(heard).toEqual([])
    hub.connect()
    expect(socket.sent.map((message) => message.type)).toContain('subscribeAlarms')
    expect(heard).toEqual(['missed'])
  })

  test('alarm listeners hear of missed changes: events the server dropped, and a reconnect', () => {
    const { hub, sockets } = reconnectingHub()
    hub.connect()
    const heard: string[] = []
    hub.services.alarms.subscribe((change) => heard.push(change.kind))
    sockets[0]?.onmessage?.({ data: JSON.stringify({ type: 'alarm', events: [], dropped: 0 }) })
    expect(heard).toEqual([])
    sockets[0]?.onmessage?.({ data: JSON.stringify({ type: 'alarm', events: [], dropped: 3 }) })
    expect(heard).toEqual(['missed'])

    sockets[0]?.onclose?.({ code: 1006 })
    hub.connect()
    expect(sockets).toHaveLength(2)
    // The new connection follows alarms again, and listeners reload what they show.
    expect(sockets[1]?.sent.map((message) => message.type)).toContain('subscribeAlarms')
    expect(heard).toEqual(['missed', 'missed'])
  })

  test("the header bell listens on the pages' socket: its pushes reach it, values still reach the page", () => {
    const { hub, socket } = reconnectingHubWithSocket()
    const page = pageOf('page', ['Pump.pressure'])
    hub.attach(page.bindings)
    const pushes: unknown[] = []
    const states: string[] = []
    const offPush = socket.onMessage('notify', (message) => pushes.push(message.unread))
    const offState = socket.onStateChange((state) => states.push(state))
    const wire = socket as unknown as { socket: FakeSocket | null }
    wire.socket?.onmessage?.({ data: JSON.stringify({ type: 'notify', unread: 3, latest: null }) })
    wire.socket?.onmessage?.({
      data: JSON.stringify({ type: 'values', values: { 'Pump.pressure': vqt(1.5) } }),
    })
    page.frame()
    expect(pushes).toEqual([3])
    expect(page.bindings.get('page-w0').text).toMatchObject({ value: 1.5 })
    wire.socket?.onclose?.({ code: 1006 })
    expect(states).toEqual(['closed'])
    offPush()
    offState()
    hub.connect()
    ;(socket as unknown as { socket: FakeSocket | null }).socket?.onmessage?.({
      data: JSON.stringify({ type: 'notify', unread: 4 }),
    })
    expect(pushes).toEqual([3])
    expect(states).toEqual(['closed'])
  })
})

function reconnectingHubWithSocket() {
  const { hub, socket } = createHub(() => 'ws://test', {
    createSocket: () => fakeSocket() as unknown as WebSocket,
  })
  hub.connect()
  return { hub, socket }
}
