/**
 * The code of the first screen, loaded before the app's first render. A screen that renders its Suspense
 * fallback first is revealed no sooner than 300 ms after it (React throttles revealing suspended
 * content), so a runtime page opened from a bookmark would sit behind a spinner it does not need. The
 * frame around a screen is in the entry; its header's tools load meanwhile, not waited for: chrome never
 * holds back the screen.
 */
import { parse } from 'regexparam'
import type { Parser } from 'wouter'
import { type Authority, areaOf, LOGIN_PATH, routeAccess } from '../../../engine/rules/routes'
import { preloadHeaderTools } from '../frame/Header'
import { session } from '../session'
import { loadSessionData } from '../sessionData'
import { findRoute } from './findRoute'
import type { LazyScreen } from './lazyScreen'
import { routeTable } from './routeTable'

/** How long the first render waits for the screen's code before it shows the loading placeholder. */
const WAIT_MS = 500

// wouter's own pattern parser (its default), for matching before the router exists.
const parser = ((route: string, loose?: boolean) => parse(route, loose)) as unknown as Parser

/** The path the first render of `hash` shows (a guest on a protected area: the login page). */
function firstPath(hash: string, authority: Authority): string {
  const location = `/${hash.replace(/^#?\/?/, '').split('?')[0]}`
  return routeAccess(location, authority) === 'redirectLogin' ? LOGIN_PATH : location
}

const framed = (path: string) => {
  const area = areaOf(path)
  return area === '/' || area === '/design'
}

/** The lazily loaded code the first render of `hash` needs: its screen. */
export function firstScreenCode(hash: string, authority: Authority): LazyScreen<never>[] {
  const screen = findRoute(routeTable, firstPath(hash, authority), parser)?.route.screen
  return screen && 'preload' in screen ? [screen as LazyScreen<never>] : []
}

/**
 * Starts reading the session's user and menus for a framed first screen, which its frame would otherwise
 * ask for only once it has mounted: the requests leave with the page's own instead of after them.
 */
export function prefetchFrameData(hash: string): void {
  if (session.authority === 'guest' || !framed(firstPath(hash, session.authority))) return
  void loadSessionData()
}

/** Resolves when the first screen's code has loaded, or after WAIT_MS; never rejects. */
export function preloadFirstScreen(hash: string): Promise<void> {
  if (framed(firstPath(hash, session.authority))) preloadHeaderTools()
  const code = firstScreenCode(hash, session.authority)
  if (code.length === 0) return Promise.resolve()
  // A screen that cannot load is the router's to report when it renders.
  const loaded = Promise.all(code.map((screen) => screen.preload())).then(
    () => {},
    () => {},
  )
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS))])
}
