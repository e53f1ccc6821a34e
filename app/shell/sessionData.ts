import { i18n } from '@lingui/core'
import { proxy, ref } from 'valtio'
import type { MenuResource } from '../../engine/rules/menus'
import { MESSAGES } from '../../engine/rules/responses'
import { LOGIN_PATH } from '../../engine/rules/routes'
import { notify } from '../ui/notices'
import { type HttpResult, requestJson } from './http'
import { buildMenus, menuLists, type ShellMenuItem } from './menu/buildMenus'
import { grantedPrefixes } from './routes/findRoute'
import { routeTable } from './routes/routeTable'
import { type SessionUser, session, signOut, storeMenus } from './session'

/** The menus the frame draws, built from the user's resource tree (memory only; the lists are stored). */
export const menuState = proxy({
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'failed',
  design: ref([] as ShellMenuItem[]),
  runtime: ref([] as ShellMenuItem[]),
  permittedCodes: ref(new Set<string>()),
})

/** Reads who is signed in; a session that answers nothing is broken: sign out with "interface error". */
export async function loadSessionUser(): Promise<boolean> {
  const info = await requestJson<SessionUser>('GET', '/api/auth/users/userSessionInfo', undefined, {
    suppressNotice: true,
  })
  if (info.ok && info.data && typeof info.data.userId === 'number') {
    session.user = {
      userId: info.data.userId,
      username: String(info.data.username ?? ''),
      realName: String(info.data.realName ?? ''),
      notifyCount: Number(info.data.notifyCount ?? 0),
      avatar: typeof info.data.avatar === 'string' ? info.data.avatar : '',
      // Deny by default: a server that does not say so grants nothing.
      mayOperate: info.data.mayOperate === true,
    }
    return true
  }
  // 401 has already signed out, 425 shows the maintenance overlay, 0 is a network failure: retry later.
  if (info.ok || (info.status !== 401 && info.status !== 425 && info.status !== 0)) {
    notify.error(i18n._(MESSAGES.interfaceError))
    signOut()
    window.location.hash = LOGIN_PATH
  }
  return false
}

/**
 * Loads the resource tree and the default page, builds both menus and stores the basic and design menu
 * lists and the default page in local storage (spec S1 §3), where the authorised-path check reads them.
 */
export async function loadMenus(): Promise<boolean> {
  menuState.status = 'loading'
  return applyMenus(await fetchMenus())
}

type MenuAnswers = [HttpResult<MenuResource[]>, HttpResult<{ path?: string }>]

function fetchMenus(): Promise<MenuAnswers> {
  return Promise.all([
    requestJson<MenuResource[]>('GET', '/api/auth/userResourceTree'),
    // The default page is optional: when it cannot be read the user lands on the welcome page.
    requestJson<{ path?: string }>('GET', '/api/config/homePage/default', undefined, {
      suppressNotice: true,
    }),
  ])
}

function applyMenus([tree, home]: MenuAnswers): boolean {
  if (!tree.ok || !Array.isArray(tree.data)) {
    menuState.status = 'failed'
    return false
  }
  const menus = buildMenus(tree.data)
  const lists = menuLists(menus, grantedPrefixes(routeTable, menus.permittedCodes))
  const defaultPage = home.ok && typeof home.data?.path === 'string' ? home.data.path : ''
  storeMenus({ ...lists, defaultPage })
  menuState.design = ref(menus.design)
  menuState.runtime = ref(menus.runtime)
  menuState.permittedCodes = ref(menus.permittedCodes)
  menuState.status = 'ready'
  return true
}

let reading: Promise<boolean> | null = null

/**
 * Everything the shell needs after a login or a reload: the user, then (password change done) the menus.
 * One read at a time: main.tsx starts it for a framed page opened directly, before the frame mounts, and
 * the frame then joins it.
 */
export function loadSessionData(): Promise<boolean> {
  reading ??= readSessionData().finally(() => {
    reading = null
  })
  return reading
}

async function readSessionData(): Promise<boolean> {
  // The menus are asked for alongside the user, not after: they are applied only once the user has been
  // read, so that a session that turns out to be broken stores none.
  const menus = session.isFirstLogin === 'yes' ? null : fetchMenus()
  if (menus) menuState.status = 'loading'
  const userOk = await loadSessionUser()
  if (!userOk) {
    if (menus) menuState.status = 'idle'
    return false
  }
  if (session.isFirstLogin === 'yes') return true
  if (!menus) menuState.status = 'loading'
  return applyMenus(await (menus ?? fetchMenus()))
}

/** Forgets the menus drawn for the previous user. */
export function resetMenus(): void {
  menuState.status = 'idle'
  menuState.design = ref([])
  menuState.runtime = ref([])
  menuState.permittedCodes = ref(new Set())
}
