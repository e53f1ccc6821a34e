/**
 * Route access of spec S0 §2 and S1 §2/§6: the stored authority, the top-level areas, which of them
 * need a role, the authorised-path check and the design area's drawing mode.
 */

/** Authority stored locally: admin (login userId 1), user (any other userId), guest (not logged in). */
export type Authority = 'admin' | 'user' | 'guest'

/** Top-level areas, in the order they are matched. */
export type Area = '/layout' | '/user' | '/runtime-fullscreen' | '/design' | '/'

/** What the router does with a path: show it, or send the visitor to the login page. */
export type RouteAccess = 'allow' | 'redirectLogin'

/** The locally stored lists the authorised-path check reads. */
export interface StoredMenus {
  basicMenus: readonly string[]
  designMenus: readonly string[]
  defaultPage: string | null
}

/** The login page; unauthenticated visitors of protected areas go here. */
export const LOGIN_PATH = '/user/login'

/** The welcome page, also the landing page when no default page is set. */
export const WELCOME_PATH = '/hellow'

/** The page shown for an unauthorised path. */
export const FORBIDDEN_PATH = '/exception/403'

/** "Top-level areas are matched in this order" (spec S0 §2). */
export const AREAS: readonly Area[] = ['/layout', '/user', '/runtime-fullscreen', '/design', '/']

const PREVIEW_PATH = '/layout/'
const FULL_SCREEN_PATH = '/runtime-fullscreen'
const DRAWING_MARKERS = [
  'application-editor',
  '/design/workflow/',
  '/design/industryDrawing/',
  '/design/about',
]

/** The authority a login grants: userId 1 is admin, any other user, none guest. */
export function authorityForUserId(userId: number | null | undefined): Authority {
  if (userId === null || userId === undefined) return 'guest'
  return userId === 1 ? 'admin' : 'user'
}

// Hash routes may arrive as '#/design?x=1'; the area depends only on the path part.
function pathPart(path: string): string {
  const text = typeof path === 'string' ? path.replace(/^#/, '') : ''
  const bare = text.split(/[?#]/, 1)[0] ?? ''
  return bare.startsWith('/') ? bare : `/${bare}`
}

/** The top-level area of `path`, matching whole segments in the spec's order ('/layoutx' is '/'). */
export function areaOf(path: string): Area {
  const bare = pathPart(path)
  for (const area of AREAS) {
    if (area === '/' || bare === area || bare.startsWith(`${area}/`)) return area
  }
  return '/'
}

/**
 * /layout and /user need no role, but /user itself redirects to /user/login; /runtime-fullscreen,
 * /design and / need user or admin, otherwise the visitor is redirected to /user/login.
 */
export function routeAccess(path: string, authority: Authority): RouteAccess {
  const area = areaOf(path)
  if (area === '/layout') return 'allow'
  if (area === '/user') return /^\/user\/?$/.test(pathPart(path)) ? 'redirectLogin' : 'allow'
  return authority === 'admin' || authority === 'user' ? 'allow' : 'redirectLogin'
}

// An entry that is empty, blank or only slashes would be contained in every path and authorise it.
function meaningful(entry: unknown): entry is string {
  return typeof entry === 'string' && entry.replace(/[\s/]/g, '') !== ''
}

/**
 * "A path is allowed if it contains an entry of the locally stored basic menu list or design menu
 * list, the stored default page, the welcome page, a preview path (/layout/), or a full-screen path."
 */
export function isAuthorisedPath(path: string, menus: StoredMenus): boolean {
  if (typeof path !== 'string') return false
  const entries = [...(menus.basicMenus ?? []), ...(menus.designMenus ?? []), menus.defaultPage]
  const fixed = [WELCOME_PATH, PREVIEW_PATH, FULL_SCREEN_PATH]
  return [...entries.filter(meaningful), ...fixed].some((entry) => path.includes(entry))
}

/** The design area is in drawing mode on application-editor, workflow, industry drawing and about paths. */
export function isDrawingMode(path: string): boolean {
  return typeof path === 'string' && DRAWING_MARKERS.some((marker) => path.includes(marker))
}

/** "After login the user goes to the configured default page path, or /hellow if none is set." */
export function landingPath(defaultPage: string | null | undefined): string {
  return typeof defaultPage === 'string' && defaultPage.trim() !== '' ? defaultPage : WELCOME_PATH
}
