/**
 * A runtime page opened directly (a bookmark, a control-room kiosk) starts loading from the entry chunk,
 * before the shell has rendered (app/shell/routes/firstScreen.ts loads the screen's code meanwhile): the
 * live socket's connection and the page itself (catalogue, document, decoding, views; see
 * loadRuntimePage.ts). RuntimePage takes the prefetched page when it mounts; any other visit loads as usual.
 */

import type { HttpResult } from '../shell/http'
import { session } from '../shell/session'
import { fetchPage, type PageRecord } from '../stage/pageApi'
import { loadBuiltinRegistry } from '../stage/plugins/registry'
import { prefetchEnabledPlugins } from '../stage/plugins/thirdParty'
import type { LoadedPage } from './loadRuntimePage'

const RUNTIME_ROUTE = /^#\/(?:application-runtime|runtime-fullscreen\/runtime-fullscreen)\/([^/?#]+)/

let prefetched: { pageId: string; page: Promise<LoadedPage> } | null = null

/** Starts loading the runtime page the location's hash names, if it names one and someone is signed in. */
export function prefetchRuntimePage(hash: string): void {
  const encoded = RUNTIME_ROUTE.exec(hash)?.[1]
  if (!encoded || !session.ticket) return
  const pageId = decoded(encoded)
  // A malformed address is the runtime screen's to report; it must not stop the app from starting.
  if (pageId === null) return
  // The requests leave now (the page's may have left from index.html already); the code that decodes
  // the page follows them.
  // A resource code (App_1) is resolved through the resource tree first: asking for it as a page only
  // fails, with a notice.
  const fetching = pageId.startsWith('Page_') ? (earlyPage(pageId) ?? fetchPage(pageId)) : undefined
  // Everything the page needs leaves together, none waiting for another: the built-in plugins' catalogue,
  // the list of third-party plugins (waited for only by a page that uses one), the live socket, the page's
  // look (theme and alarm colours).
  void loadBuiltinRegistry()
  prefetchEnabledPlugins()
  void import('./theme/useRuntimeTheme').then(({ prefetchRuntimeLook }) => prefetchRuntimeLook())
  const hub = import('./live/liveHub').then(({ liveHub }) => {
    liveHub().connect()
    return liveHub
  })
  const page = import('./loadRuntimePage')
    .then(({ loadRuntimePage }) =>
      loadRuntimePage(pageId, fetching, {
        links: hash.startsWith('#/application-runtime/') ? 'fullScreen' : 'inPlace',
      }),
    )
    .then(async (loaded) => {
      if (loaded.kind !== 'page') return loaded
      const liveHub = await hub
      // The page's values were asked for when index.html opened the socket (see earlySocket.ts). A task
      // boundary first lets the socket's messages in, so that the hub holds them for the first render.
      await nextTask()
      return { ...loaded, detach: liveHub().attach(loaded.bindings) }
    })
  // Nobody may take it (the session turns out to be over): a failure here is reported by the real visit.
  page.catch(() => {})
  prefetched = { pageId, page }
}

interface EarlyPage {
  pageId: string
  response: Promise<Response | null>
}

/**
 * The page request index.html started, as the request layer would answer it when it succeeded; any other
 * outcome asks again through the request layer, which handles errors (401, 425, messages) as usual.
 */
function earlyPage(pageId: string): Promise<HttpResult<PageRecord>> | null {
  const early = (window as { __gantryEarlyPage?: EarlyPage }).__gantryEarlyPage
  if (early?.pageId !== pageId) return null
  ;(window as { __gantryEarlyPage?: EarlyPage }).__gantryEarlyPage = undefined
  return early.response.then(async (response) => {
    if (response?.status === 200) {
      try {
        return { ok: true, status: 200, data: (await response.json()) as PageRecord, location: null }
      } catch {
        // An unreadable body: ask again below.
      }
    }
    return fetchPage(pageId)
  })
}

/** Resolves in a later task, after the events already queued. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** The prefetched page if it is `pageId`'s (once: a later visit loads afresh). */
export function takePrefetchedPage(pageId: string): Promise<LoadedPage> | null {
  if (prefetched?.pageId !== pageId) return null
  const { page } = prefetched
  prefetched = null
  return page
}
