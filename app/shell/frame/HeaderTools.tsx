import { LanguageSwitch } from '../../i18n/LanguageSwitch'
import { NotifyBell } from './NotifyBell'
import type { Side } from './SideMenu'
import { UserMenu } from './UserMenu'

/**
 * The header's tools: the unread notification count, the language and the user menu. They load after
 * the frame (their pop-up libraries are most of the frame's code), so that they never hold back the
 * screen inside it (a runtime page's values).
 */
export default function HeaderTools({
  side,
  signedIn,
  canOpenMessages,
}: {
  side: Side
  /** The user has been read (the bell shows their unread count). */
  signedIn: boolean
  canOpenMessages: boolean
}) {
  return (
    <>
      {signedIn ? <NotifyBell canOpenMessages={canOpenMessages} /> : null}
      <LanguageSwitch tone="dark" />
      <UserMenu side={side} />
    </>
  )
}
