// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  MAX_BATCH,
  type PageView,
  PageViewQueue,
  type PageViewTransport,
} from '../../../../app/shell/analytics/pageViewQueue'

/** A transport that keeps what it was handed; `reachable` false makes calls fail as a network error. */
function recordingTransport() {
  const sent: { ticket: string; views: PageView[] }[] = []
  const beacons: { ticket: string; views: PageView[] }[] = []
  const transport: PageViewTransport & { reachable: boolean } = {
    reachable: true,
    async send(ticket, views) {
      if (!transport.reachable) return 'retry'
      sent.push({ ticket, views })
      return 'done'
    },
    beacon(ticket, views) {
      beacons.push({ ticket, views })
      return true
    },
  }
  return { transport, sent, beacons }
}

const view = (path: string, pattern = path) => ({ path, pattern, title: '', language: 'en-us' })
const at = (second: number) => new Date(Date.UTC(2024, 4, 1, 8, 0, second))

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('page view queue', () => {
  test('sends the views of a few navigations in one batch, each with the route it came from', async () => {
    const { transport, sent } = recordingTransport()
    const queue = new PageViewQueue(transport, 1000)
    queue.record('t1', view('/hellow'), at(0))
    queue.record('t1', view('/hellow'), at(1))
    queue.record('t1', view('/application-runtime/Page_1', '/application-runtime/:pageId'), at(2))
    queue.record('t1', view('/hellow'), at(3))
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1000)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.ticket).toBe('t1')
    expect(sent[0]?.views.map((v) => [v.path, v.pattern, v.referrer, v.viewedAt])).toEqual([
      ['/hellow', '/hellow', '', at(0).toISOString()],
      ['/application-runtime/Page_1', '/application-runtime/:pageId', '/hellow', at(2).toISOString()],
      ['/hellow', '/hellow', '/application-runtime/Page_1', at(3).toISOString()],
    ])
    expect(queue.pending).toEqual([])
  })

  test('sends at once when a batch is full', async () => {
    const { transport, sent } = recordingTransport()
    const queue = new PageViewQueue(transport, 60_000)
    for (let index = 0; index < MAX_BATCH; index += 1) queue.record('t1', view(`/p/${index}`))
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.map((batch) => batch.views.length)).toEqual([MAX_BATCH])
  })

  test('ignores guests, and starts a new trail for another session after sending the old one', async () => {
    const { transport, sent } = recordingTransport()
    const queue = new PageViewQueue(transport, 1000)
    queue.record('', view('/user/login'))
    queue.record('t1', view('/hellow'))
    queue.record('t2', view('/design/hellow'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(sent.map((batch) => [batch.ticket, batch.views.map((v) => [v.path, v.referrer])])).toEqual([
      ['t1', [['/hellow', '']]],
      ['t2', [['/design/hellow', '']]],
    ])
  })

  test('keeps the views when the server cannot be reached and sends them later', async () => {
    const { transport, sent } = recordingTransport()
    const queue = new PageViewQueue(transport, 1000)
    transport.reachable = false
    queue.record('t1', view('/hellow'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(queue.pending.map((v) => v.path)).toEqual(['/hellow'])
    transport.reachable = true
    queue.record('t1', view('/personal/personal-msg'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(sent.flatMap((batch) => batch.views.map((v) => v.path))).toEqual([
      '/hellow',
      '/personal/personal-msg',
    ])
  })

  test('hands what is queued to the beacon when the page goes away', () => {
    const { transport, sent, beacons } = recordingTransport()
    const queue = new PageViewQueue(transport, 60_000)
    queue.record('t1', view('/hellow'))
    queue.flushOnUnload()
    expect(beacons.map((b) => [b.ticket, b.views.map((v) => v.path)])).toEqual([['t1', ['/hellow']]])
    expect(sent).toEqual([])
    expect(queue.pending).toEqual([])
  })
})
