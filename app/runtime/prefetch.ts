/**
 * A runtime page opened directly (a bookmark, a control-room kiosk) starts loading from the entry chunk,
 * before the shell has rendered and the runtime screen's code has arrived: the screen's chunk, the live
 * socket's connection and the page itself (catalogue, document, decoding, views; see loadRuntimePage.ts). RuntimePage takes the
 * prefetched page when it mounts; any other visit loads as usual.
 */
import { loadDesignerRegistry } from '../designer/plugins/registry'
import { fetchPage } from '../designer/save/pageApi'
import { session } from '../shell/session'
import type { LoadedPage } from './loadRuntimePage'

const RUNTIME_ROUTE = /^#\/(?:application-runtime|runtime-fullscreen\/runtime-fullscreen)\/([^/?#]+)/

let prefetched: { pageId: string; page: Promise<LoadedPage> } | null = null

/** Starts loading the runtime page the location's hash names, if it names one and someone is signed in. */
export function prefetchRuntimePage(hash: string): void {
  const encoded = RUNTIME_ROUTE.exec(hash)?.[1]
  if (!encoded || !session.ticket) return
  const pageId = decodeURIComponent(encoded)
  // The requests leave now; the code that decodes the page follows them.
  const fetching = fetchPage(pageId)
  void loadDesignerRegistry()
  void import('fabric')
  void import('./RuntimeScreen')
  void import('./live/liveHub').then(({ liveHub }) => liveHub().connect())
  const page = import('./loadRuntimePage').then(({ loadRuntimePage }) => loadRuntimePage(pageId, fetching))
  // Nobody may take it (the session turns out to be over): a failure here is reported by the real visit.
  page.catch(() => {})
  prefetched = { pageId, page }
}

/** The prefetched page if it is `pageId`'s (once: a later visit loads afresh). */
export function takePrefetchedPage(pageId: string): Promise<LoadedPage> | null {
  if (prefetched?.pageId !== pageId) return null
  const { page } = prefetched
  prefetched = null
  return page
}
