import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { landingPath, WELCOME_PATH } from '../../../engine/rules/routes'
import { LanguageSwitch } from '../../i18n/LanguageSwitch'
import { productName } from '../../shell/brand'
import { ScreenLoading } from '../../shell/frame/ScreenLoading'
import { Logo } from '../../shell/Logo'
import { logOut } from '../../shell/logout'
import { finishPasswordChange, session } from '../../shell/session'
import { loadMenus, loadSessionUser } from '../../shell/sessionData'
import { Button } from '../../ui/Button'
import { InlineNotice } from '../../ui/InlineNotice'
import { notify } from '../../ui/notices'
import { PasswordChangeForm } from './PasswordChangeForm'
import '../../styles/login.css'
import '../../styles/personal.css'

/**
 * The forced password change of a first login, an administrator's reset or an expired password (login
 * status firstLogin, spec S1 §2/§4): the only thing such a session can do until the password is changed.
 * Afterwards the menus load and the user continues to where they were going.
 */
export function ForcedPasswordChange() {
  const { t } = useLingui()
  const [location, navigate] = useLocation()
  const { user, passwordChangeReason } = useSnapshot(session)
  const [continuing, setContinuing] = useState(false)
  useEffect(() => {
    if (session.user === null) void loadSessionUser()
  }, [])

  async function changed() {
    setContinuing(true)
    finishPasswordChange()
    await loadMenus()
    notify.success(t`Your password has been changed`)
    const name = session.user ? session.user.realName || session.user.username : ''
    if (name) notify.success(t`Welcome, ${name}`)
    const target = location === WELCOME_PATH ? landingPath(session.defaultPage) : location
    navigate(target === '/' ? WELCOME_PATH : target, { replace: true })
  }

  return (
    <div className="forced-change">
      <div className="forced-change__toolbar">
        <LanguageSwitch />
      </div>
      <section className="login__card forced-change__card" aria-labelledby="forced-change-title">
        <div className="forced-change__brand">
          <Logo size={32} />
          <span>{productName}</span>
        </div>
        <h1 className="login__title" id="forced-change-title">
          <Trans>Change your password</Trans>
        </h1>
        <InlineNotice tone="warning" testId="forced-change-reason">
          {passwordChangeReason === 'expired' ? (
            <Trans>Your password has expired. Choose a new one to continue.</Trans>
          ) : (
            <Trans>
              This is your first sign-in with this password, or it was reset by an administrator. Choose a new
              password to continue.
            </Trans>
          )}
        </InlineNotice>
        {user && !continuing ? (
          <PasswordChangeForm
            username={user.username}
            onChanged={() => void changed()}
            submitLabel={<Trans>Change password and continue</Trans>}
            extraActions={
              <Button variant="ghost" onClick={() => void logOut(navigate)}>
                <Trans>Log out</Trans>
              </Button>
            }
          />
        ) : (
          <ScreenLoading />
        )}
      </section>
    </div>
  )
}
