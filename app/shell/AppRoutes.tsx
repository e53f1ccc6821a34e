import { msg } from '@lingui/core/macro'
import { type ReactNode, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { Redirect, Router, useLocation, useRouter } from 'wouter'
import { useHashLocation } from 'wouter/use-hash-location'
import {
  type Area,
  areaOf,
  isAuthorisedPath,
  LOGIN_PATH,
  landingPath,
  routeAccess,
  WELCOME_PATH,
} from '../../engine/rules/routes'
import { PageViewReport } from './analytics/PageViewReport'
import { MenusPending } from './frame/MenusPending'
import { ScreenLoading } from './frame/ScreenLoading'
import { ShellFrame } from './frame/ShellFrame'
import { useConfirmationsPerSide } from './noticeSides'
import { findRoute } from './routes/findRoute'
import { lazyScreen } from './routes/lazyScreen'
import { forbiddenScreen, notFoundScreen, routeTable } from './routes/routeTable'
import type { ScreenProps, ShellRoute } from './routes/types'
import { session } from './session'

const ForcedPasswordChange = lazyScreen<object>(() =>
  import('../screens/personal/ForcedPasswordChange').then((m) => ({ default: m.ForcedPasswordChange })),
)

/** Hash routing (spec S0 §2): the access guard, the authorised-path check and the frames. */
export function AppRoutes() {
  return (
    <Router hook={useHashLocation}>
      <ShellRouter />
    </Router>
  )
}

// Areas whose screens need a signed-in user (and so a finished forced password change).
const SIGNED_IN_AREAS: readonly Area[] = ['/runtime-fullscreen', '/design', '/']

/** Where the bare root of an area leads. */
function areaRootRedirect(location: string, defaultPage: string): string | null {
  if (location === '/' || location === '') {
    const landing = landingPath(defaultPage)
    return landing === '/' ? WELCOME_PATH : landing
  }
  if (location === '/design' || location === '/design/') return '/design/hellow'
  if (location === '/layout' || location === '/runtime-fullscreen') return '/'
  return null
}

/**
 * Matching follows the spec: a guest on a protected area goes to /user/login (engine `routeAccess`); a
 * session that must change its password sees only that form; a path that matches no route is a 404; on
 * the runtime and design sides a path outside the stored menu lists is a 403 (engine `isAuthorisedPath`).
 */
function ShellRouter() {
  const [location] = useLocation()
  const { parser } = useRouter()
  const current = useSnapshot(session)
  useConfirmationsPerSide(location)
  // Keyed by target: wouter's Redirect navigates once on mount, so a second redirect rendered in the same
  // place (/layout → / → /hellow) would reuse the first one and never navigate, leaving a blank page.
  if (routeAccess(location, current.authority) === 'redirectLogin')
    return <Redirect key={LOGIN_PATH} to={LOGIN_PATH} replace />
  const redirect = areaRootRedirect(location, current.defaultPage)
  if (redirect !== null) return <Redirect key={redirect} to={redirect} replace />
  const area = areaOf(location)
  if (current.authority !== 'guest' && current.isFirstLogin === 'yes' && SIGNED_IN_AREAS.includes(area)) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <ForcedPasswordChange />
      </Suspense>
    )
  }
  // A hash address may carry a query ('#/layout/custom-comp/meter.progressRing?value=70'): the screen
  // reads it; the route is matched on the path alone.
  const match = findRoute(routeTable, location.split('?')[0] ?? location, parser)
  const framed = area === '/design' || area === '/'
  const inFrame = (content: ReactNode) =>
    framed ? <ShellFrame side={area === '/design' ? 'design' : 'runtime'}>{content}</ShellFrame> : content
  // Every screen shown is a page view (spec S1 §2); redirects and pending menus are not. One shape for
  // all, so that the frame stays mounted when the menus arrive.
  const viewed = (content: ReactNode, report: Pick<ShellRoute, 'path' | 'title'> | null) => (
    <>
      {inFrame(content)}
      {report ? <PageViewReport path={location} pattern={report.path} title={report.title} /> : null}
    </>
  )
  if (!match) {
    const report = { path: UNMATCHED_PATTERN, title: NOT_FOUND_ROUTE.title }
    return viewed(<Screen screen={notFoundScreen} route={NOT_FOUND_ROUTE} params={{}} />, report)
  }
  if (framed) {
    const listsKnown = current.basicMenus.length > 0 || current.designMenus.length > 0
    if (!listsKnown) return viewed(<MenusPending />, null)
    if (!isAuthorisedPath(location, current)) {
      // The route it matched, under the title of what the user saw instead.
      const report = { path: match.route.path, title: FORBIDDEN_ROUTE.title }
      return viewed(<Screen screen={forbiddenScreen} route={FORBIDDEN_ROUTE} params={{}} />, report)
    }
  }
  return viewed(
    <Screen key={location} screen={match.route.screen} route={match.route} params={match.params} />,
    match.route,
  )
}

const NOT_FOUND_ROUTE: ShellRoute = {
  path: '/exception/404',
  area: '/',
  screen: notFoundScreen,
  title: msg`Page not found`,
}
const FORBIDDEN_ROUTE: ShellRoute = {
  path: '/exception/403',
  area: '/',
  screen: forbiddenScreen,
  title: msg`Access denied`,
}
// A path no route matches is reported under this pattern.
const UNMATCHED_PATTERN = '*'

function Screen({ screen: Component, route, params }: ScreenProps & { screen: ShellRoute['screen'] }) {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Component route={route} params={params} />
    </Suspense>
  )
}
