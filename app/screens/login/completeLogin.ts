import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { landingPath, WELCOME_PATH } from '../../../engine/rules/routes'
import { type SignInResult, session, signIn } from '../../shell/session'
import { loadSessionData, resetMenus } from '../../shell/sessionData'
import { notify } from '../../ui/notices'

const welcome = (name: string) => msg`Welcome, ${name}`

/**
 * Starts the session of a successful login (password or verification code): stores it (S1 §3), reads
 * the user, the menus and the default page, greets the user and goes to the default page or /hellow.
 * A session that must change its password first lands there too, behind the forced change form.
 */
export async function completeLogin(
  result: SignInResult,
  navigate: (path: string, options?: { replace?: boolean }) => void,
): Promise<void> {
  signIn(result)
  resetMenus()
  const loaded = await loadSessionData()
  if (!loaded) return
  const user = session.user
  if (user && session.isFirstLogin === 'no') notify.success(i18n._(welcome(user.realName || user.username)))
  const landing = landingPath(session.defaultPage)
  navigate(landing === '/' ? WELCOME_PATH : landing, { replace: true })
}
