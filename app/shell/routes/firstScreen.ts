/**
 * The code of the first screen, loaded before the app's first render. A screen that renders its Suspense
 * fallback first is revealed no sooner than 300 ms after it (React throttles revealing suspended
 * content), so a runtime page opened from a bookmark would sit behind a spinner it does not need.
 */
import { parse } from 'regexparam'
import type { Parser } from 'wouter'
import { type Authority, areaOf, LOGIN_PATH, routeAccess } from '../../../engine/rules/routes'
import { ShellFrame } from '../frame/lazyShellFrame'
import { session } from '../session'
import { findRoute } from './findRoute'
import type { LazyScreen } from './lazyScreen'
import { routeTable } from './routeTable'

/** How long the first render waits for the screen's code before it shows the loading placeholder. */
const WAIT_MS = 500

// wouter's own pattern parser (its default), for matching before the router exists.
const parser = ((route: string, loose?: boolean) => parse(route, loose)) as unknown as Parser

/** The lazily loaded code the first render of `hash` needs: its screen, and the frame around it. */
export function firstScreenCode(hash: string, authority: Authority): LazyScreen<never>[] {
  const location = `/${hash.replace(/^#?\/?/, '').split('?')[0]}`
  const path = routeAccess(location, authority) === 'redirectLogin' ? LOGIN_PATH : location
  const screen = findRoute(routeTable, path, parser)?.route.screen
  const code: LazyScreen<never>[] = []
  if (screen && 'preload' in screen) code.push(screen as LazyScreen<never>)
  const area = areaOf(path)
  if (area === '/' || area === '/design') code.push(ShellFrame as LazyScreen<never>)
  return code
}

/** Resolves when the first screen's code has loaded, or after WAIT_MS; never rejects. */
export function preloadFirstScreen(hash: string): Promise<void> {
  const code = firstScreenCode(hash, session.authority)
  if (code.length === 0) return Promise.resolve()
  // A screen that cannot load is the router's to report when it renders.
  const loaded = Promise.all(code.map((screen) => screen.preload())).then(
    () => {},
    () => {},
  )
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS))])
}
