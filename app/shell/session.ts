import { proxy } from 'valtio'
import { type Authority, authorityForUserId } from '../../engine/rules/routes'
import { sessionStorageKeys, storageKeys } from './storageKeys'

/** What a successful login hands to the session (spec S1 §3, login response). */
export interface SignInResult {
  ticket: string
  userId: number
  firstLogin: boolean
  /** Why a password change is required: a first login (or an administrator's reset), or an expired password. */
  reason?: 'firstLogin' | 'expired'
}

/** The signed-in user as `userSessionInfo` describes them. */
export interface SessionUser {
  userId: number
  username: string
  realName: string
  notifyCount: number
  /** The picture's URL from personal info; '' shows initials. */
  avatar: string
  /** May change the plant (write values, run services, acknowledge alarms): the runtime-operate right. */
  mayOperate: boolean
}

// Holding a ticket is what makes a visitor logged in; without one the stored authority does not count.
function readAuthority(ticket: string): Authority {
  const stored = localStorage.getItem(storageKeys.authority)
  if (ticket === '') return 'guest'
  return stored === 'admin' ? 'admin' : 'user'
}

function readList(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]')
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

function readState() {
  const ticket = localStorage.getItem(storageKeys.ticket) ?? ''
  return {
    ticket,
    /** admin (login userId 1), user (any other userId) or guest (spec S1 §6). */
    authority: readAuthority(ticket),
    /** 'yes' until a forced password change (first login, reset, expiry) is done. */
    isFirstLogin: (localStorage.getItem(storageKeys.isFirstLogin) === 'yes' ? 'yes' : 'no') as 'yes' | 'no',
    /** Paths of the runtime side: the runtime menu and the basic screens (engine `isAuthorisedPath`). */
    basicMenus: readList(storageKeys.basicMenus),
    /** Paths of the design side the user may open. */
    designMenus: readList(storageKeys.designMenus),
    /** The configured default page, '' when none. */
    defaultPage: localStorage.getItem(storageKeys.defaultPage) ?? '',
  }
}

/** The signed-in state, mirrored from local storage so that a reload keeps the user signed in. */
export const session = proxy({
  ...readState(),
  /** Filled from userSessionInfo once the shell starts; null before. */
  user: null as SessionUser | null,
  passwordChangeReason: null as SignInResult['reason'] | null,
})

/** Records a successful login in the session and in local storage. */
export function signIn(result: SignInResult): void {
  const authority = authorityForUserId(result.userId)
  localStorage.setItem(storageKeys.ticket, result.ticket)
  localStorage.setItem(storageKeys.authority, authority)
  localStorage.setItem(storageKeys.isFirstLogin, result.firstLogin ? 'yes' : 'no')
  session.ticket = result.ticket
  session.authority = authority
  session.isFirstLogin = result.firstLogin ? 'yes' : 'no'
  session.passwordChangeReason = result.firstLogin ? (result.reason ?? 'firstLogin') : null
  session.user = null
}

/** The forced password change is done: the session may now use the whole app. */
export function finishPasswordChange(): void {
  localStorage.setItem(storageKeys.isFirstLogin, 'no')
  session.isFirstLogin = 'no'
  session.passwordChangeReason = null
}

/** Stores the menu lists and the default page that the authorised-path check reads. */
export function storeMenus(lists: {
  basicMenus: string[]
  designMenus: string[]
  defaultPage: string
}): void {
  localStorage.setItem(storageKeys.basicMenus, JSON.stringify(lists.basicMenus))
  localStorage.setItem(storageKeys.designMenus, JSON.stringify(lists.designMenus))
  localStorage.setItem(storageKeys.defaultPage, lists.defaultPage)
  session.basicMenus = lists.basicMenus
  session.designMenus = lists.designMenus
  session.defaultPage = lists.defaultPage
}

/** The user saved a new picture (or removed it): the header shows it at once. */
export function updateAvatar(avatar: string): void {
  if (session.user) session.user.avatar = avatar
}

/** Returns to guest: forgets the ticket, the menus and the default page; preferences (language) stay. */
export function signOut(): void {
  for (const key of sessionStorageKeys) localStorage.removeItem(key)
  localStorage.setItem(storageKeys.authority, 'guest')
  Object.assign(session, readState(), { user: null, passwordChangeReason: null })
}

// Another tab signing in or out changes this tab's session too.
window.addEventListener('storage', (event) => {
  if (event.key === null || Object.values(storageKeys).includes(event.key as never)) {
    Object.assign(session, readState())
  }
})
