// @vitest-environment jsdom
import { beforeAll, describe, expect, test, vi } from 'vitest'

let prefetchRuntimePage: (hash: string) => void
let takePrefetchedPage: (pageId: string) => unknown

beforeAll(async () => {
  // The session reads its ticket when its module loads: a signed-in browser.
  localStorage.setItem('ticket', 'test-ticket')
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  )
  ;({ prefetchRuntimePage, takePrefetchedPage } = await import('../../../../app/runtime/prefetch'))
})

describe('runtime prefetch', () => {
  test('a malformed address neither throws (the app must still start) nor prefetches', () => {
    expect(() => prefetchRuntimePage('#/application-runtime/%E0%A4%A')).not.toThrow()
    expect(takePrefetchedPage('%E0%A4%A')).toBeNull()
  })

  test('other routes prefetch nothing', () => {
    prefetchRuntimePage('#/design/hellow')
    expect(takePrefetchedPage('hellow')).toBeNull()
  })
})
