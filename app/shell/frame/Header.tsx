import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { LanguageSwitch } from '../../i18n/LanguageSwitch'
import { BellIcon, DesignIcon, MonitorIcon } from '../../ui/icons'
import { productName } from '../brand'
import { Logo } from '../Logo'
import { session } from '../session'
import { menuState } from '../sessionData'
import type { Side } from './SideMenu'
import { UserMenu } from './UserMenu'

const MESSAGES_PATH = '/design/notification-center/msg-manage'

/**
 * The header: the product, the switch between runtime and design (design only for users with design
 * entries), the unread notification count, the language and the user menu.
 */
export function Header({ side }: { side: Side }) {
  const { t } = useLingui()
  const { user } = useSnapshot(session)
  const menus = useSnapshot(menuState)
  const hasDesign = menus.design.length > 0
  const count = user?.notifyCount ?? 0
  const canOpenMessages = menus.permittedCodes.has('msg-manage')
  const bell = (
    <>
      <BellIcon size={18} />
      {count > 0 ? (
        <span className="shell-header__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </>
  )
  const bellLabel = t`Notifications: ${count} unread`
  return (
    <header className="shell-header">
      <Link href={side === 'design' ? '/design/hellow' : '/hellow'} className="shell-header__brand">
        <Logo size={28} />
        <span>{productName}</span>
      </Link>
      {hasDesign ? (
        <nav className="side-switch" aria-label={t`Product side`}>
          <Link
            href="/hellow"
            className="side-switch__option"
            aria-current={side === 'runtime' ? 'page' : undefined}
          >
            <MonitorIcon size={15} />
            <Trans>Runtime</Trans>
          </Link>
          <Link
            href="/design/hellow"
            className="side-switch__option"
            aria-current={side === 'design' ? 'page' : undefined}
            data-testid="switch-to-design"
          >
            <DesignIcon size={15} />
            <Trans>Design</Trans>
          </Link>
        </nav>
      ) : null}
      <div className="shell-header__tools">
        {canOpenMessages ? (
          <Link href={MESSAGES_PATH} className="shell-header__tool" aria-label={bellLabel} title={bellLabel}>
            {bell}
          </Link>
        ) : (
          <span
            className="shell-header__tool"
            role="img"
            aria-label={bellLabel}
            title={bellLabel}
            data-testid="notify-count"
          >
            {bell}
          </span>
        )}
        <LanguageSwitch tone="dark" />
        <UserMenu side={side} />
      </div>
    </header>
  )
}
