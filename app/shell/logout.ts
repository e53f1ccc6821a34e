import { LOGIN_PATH } from '../../engine/rules/routes'
import { clearNotices } from '../ui/notices'
import { flushPageViews } from './analytics/pageViews'
import { requestJson } from './http'
import { signOut } from './session'
import { resetMenus } from './sessionData'

/**
 * Logs out (spec S1 §4): tells the server to end the ticket, returns to guest whatever it answered (an
 * expired ticket is already gone) and goes to the login page.
 */
export async function logOut(
  navigate: (path: string, options?: { replace?: boolean }) => void,
): Promise<void> {
  // The last page views still need the ticket that is about to end.
  await flushPageViews()
  await requestJson('POST', '/api/auth/users/logout', undefined, {
    suppressNotice: true,
    unauthorized: 'report',
  })
  signOut()
  resetMenus()
  clearNotices()
  navigate(LOGIN_PATH, { replace: true })
}
