import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { DesignIcon, MonitorIcon } from '../../ui/icons'
import { productName } from '../brand'
import { Logo } from '../Logo'
import { session } from '../session'
import { menuState } from '../sessionData'
import type { Side } from './SideMenu'

const loadTools = () => import('./HeaderTools')
const HeaderTools = lazy(loadTools)

/** Starts loading the header's tools (the first render does not wait for them). */
export function preloadHeaderTools(): void {
  loadTools().catch(() => {
    // The header reports nothing: its tools load again when it renders.
  })
}

/**
 * The header: the product, the switch between runtime and design (design only for users with design
 * entries), the unread notification count, the language and the user menu.
 */
export function Header({ side }: { side: Side }) {
  const { t } = useLingui()
  const { user } = useSnapshot(session)
  const menus = useSnapshot(menuState)
  const hasDesign = menus.design.length > 0
  const canOpenMessages = menus.permittedCodes.has('msg-manage')
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
        <Suspense fallback={null}>
          <HeaderTools side={side} signedIn={user !== null} canOpenMessages={canOpenMessages} />
        </Suspense>
      </div>
    </header>
  )
}
