import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Link, useLocation } from 'wouter'
import { MenuIcon } from '../../shell/frame/MenuIcon'
import { isCurrent, menuLabel } from '../../shell/frame/menuLabel'
import type { ShellMenuItem } from '../../shell/menu/buildMenus'
import { session } from '../../shell/session'
import { menuState } from '../../shell/sessionData'
import { ChevronRightIcon, DesignIcon, LockIcon, MonitorIcon, UserIcon } from '../../ui/icons'
import { EmptyState } from '../../ui/PageHeader'
import '../../styles/welcome.css'
import type { PageChoice } from './dashboard/AddCardDialog'
import { PersonalDashboard } from './dashboard/PersonalDashboard'

/** Links a card lists before it points to the menu for the rest. */
const MAX_CARD_LINKS = 5

/** Which greeting fits the hour. */
export function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 12) return 'morning'
  if (hour >= 12 && hour < 18) return 'afternoon'
  return 'evening'
}

function firstPage(item: ShellMenuItem): ShellMenuItem | null {
  if (item.kind === 'page') return item
  for (const child of item.children) {
    const found = firstPage(child)
    if (found) return found
  }
  return null
}

/** Every page of the runtime menu, for the dashboard's page cards. */
function runtimePages(items: readonly ShellMenuItem[], i18n: Parameters<typeof menuLabel>[1]): PageChoice[] {
  return items.flatMap((item) =>
    item.kind === 'page'
      ? [{ path: item.path, name: menuLabel(item, i18n) }]
      : runtimePages(item.children, i18n),
  )
}

/**
 * The welcome page (/hellow, /design/hellow): a greeting with the user's name, the user's own dashboard,
 * and quick links to the areas the user may open on this side, straight from their menus.
 */
export function WelcomeScreen() {
  const { i18n } = useLingui()
  const [location] = useLocation()
  const { user } = useSnapshot(session)
  const menus = useSnapshot(menuState)
  const side = location.startsWith('/design') ? 'design' : 'runtime'
  const name = user ? user.realName || user.username : ''
  const part = partOfDay(new Date().getHours())
  const items = (side === 'design' ? menus.design : menus.runtime) as ShellMenuItem[]
  const personalPrefix = side === 'design' ? '/design' : ''
  return (
    <div className="welcome" data-testid="welcome">
      <section className="welcome__hero">
        <div>
          <h1 className="welcome__greeting">
            {part === 'morning' ? (
              <Trans>Good morning, {name}</Trans>
            ) : part === 'afternoon' ? (
              <Trans>Good afternoon, {name}</Trans>
            ) : (
              <Trans>Good evening, {name}</Trans>
            )}
          </h1>
          <p className="welcome__lead">
            {side === 'design' ? (
              <Trans>Build object models, pages and applications, and manage who may use them.</Trans>
            ) : (
              <Trans>Open the pages, alarms and tasks published to you.</Trans>
            )}
          </p>
        </div>
        <div className="welcome__shortcuts">
          <Link href={`${personalPrefix}/personal/personal-msg`} className="welcome__shortcut">
            <UserIcon size={16} />
            <Trans>Personal information</Trans>
          </Link>
          <Link href={`${personalPrefix}/personal/password`} className="welcome__shortcut">
            <LockIcon size={16} />
            <Trans>Change password</Trans>
          </Link>
        </div>
      </section>

      <PersonalDashboard pages={runtimePages(menus.runtime as ShellMenuItem[], i18n)} />

      <h2 className="welcome__section-title">
        {side === 'design' ? <Trans>Your design areas</Trans> : <Trans>Your application pages</Trans>}
      </h2>
      {items.length === 0 ? (
        <div className="welcome__empty">
          <EmptyState
            icon={side === 'design' ? <DesignIcon size={28} /> : <MonitorIcon size={28} />}
            title={
              side === 'design' ? (
                <Trans>No design areas are assigned to you.</Trans>
              ) : (
                <Trans>No application pages have been published to you yet.</Trans>
              )
            }
          >
            {side === 'runtime' && menus.design.length > 0 ? (
              <Link href="/design/hellow" className="button button--primary">
                <Trans>Go to the design side</Trans>
              </Link>
            ) : (
              <Trans>Ask your administrator for access.</Trans>
            )}
          </EmptyState>
        </div>
      ) : (
        <ul className="welcome__grid">
          {items.map((item) => {
            const target = firstPage(item)
            const pages = item.children.filter((child) => child.kind === 'page')
            const children = pages.slice(0, MAX_CARD_LINKS)
            const more = pages.length - children.length
            return (
              <li key={item.key} className="welcome__card" data-testid="welcome-card">
                <div className="welcome__card-head">
                  <span className="welcome__card-icon">
                    <MenuIcon name={item.icon} size={20} />
                  </span>
                  {target ? (
                    <Link href={`/${target.path}`} className="welcome__card-title">
                      {menuLabel(item, i18n)}
                    </Link>
                  ) : (
                    <span className="welcome__card-title">{menuLabel(item, i18n)}</span>
                  )}
                </div>
                {children.length > 0 ? (
                  <ul className="welcome__links">
                    {children.map((child) => (
                      <li key={child.key}>
                        <Link
                          href={`/${child.path}`}
                          className="welcome__link"
                          aria-current={isCurrent(child, location) ? 'page' : undefined}
                        >
                          <span>{menuLabel(child, i18n)}</span>
                          <ChevronRightIcon size={14} />
                        </Link>
                      </li>
                    ))}
                    {more > 0 ? (
                      <li className="welcome__more">
                        <Trans>and {more} more in the menu</Trans>
                      </li>
                    ) : null}
                  </ul>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
