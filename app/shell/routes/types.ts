import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'
import type { Area } from '../../../engine/rules/routes'

/** What every routed screen receives: the path's parameters and the route that matched. */
export interface ScreenProps {
  /** Named parameters of the pattern (`:id` → params.id; a `*` wildcard → params['*']). */
  params: Readonly<Record<string, string | undefined>>
  route: ShellRoute
}

/**
 * One route of the app (spec S0 §2), as data. The shell matches routes in array order, so put specific
 * patterns before general ones (`/design/user-manage/data-auth-detail/:id` before `/design/user-manage/:path`).
 */
export interface ShellRoute {
  /** A wouter pattern: '/design/app-menu-setting', '/design/user-manage/:path', '/design/network/*'. */
  path: string
  /** The top-level area the path belongs to (engine `areaOf`); decides the frame and the access rule. */
  area: Area
  /** The screen; use `lazyScreen(() => import(...))` so it loads only when opened. */
  screen: ComponentType<ScreenProps>
  /**
   * The resource code that grants this route on its own (detail routes that no menu entry covers, e.g.
   * data-auth for /design/user-manage/data-auth-detail/:id). When the user holds it, the path's static
   * part joins the stored design menu list, so the authorised-path check lets it through. Leave it out
   * for routes reached through a menu entry.
   */
  resource?: string
  /** What the screen is called, for the not-yet-available page and the browser tab. */
  title?: MessageDescriptor
}
