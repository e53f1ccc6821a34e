import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { ChevronDownIcon, LockIcon, LogoutIcon, UserIcon } from '../../ui/icons'
import { logOut } from '../logout'
import { session } from '../session'
import type { Side } from './SideMenu'
import { UserAvatar } from './UserAvatar'

/** The user menu at the header's right: who is signed in, personal info, password, logout. */
export function UserMenu({ side }: { side: Side }) {
  const { t } = useLingui()
  const { user } = useSnapshot(session)
  const [, navigate] = useLocation()
  const prefix = side === 'design' ? '/design' : ''
  const displayName = user ? user.realName || user.username : ''
  return (
    <Menu>
      <MenuButton
        className="user-menu__button"
        data-testid="user-menu"
        aria-label={t`Account: ${displayName}`}
      >
        <UserAvatar className="user-menu__avatar" url={user?.avatar ?? ''} name={displayName} />
        <span className="user-menu__name">{displayName}</span>
        <ChevronDownIcon size={14} />
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom end', gap: 6 }} className="user-menu__items">
        <div className="user-menu__who">
          <span className="user-menu__who-name">{displayName}</span>
          {user?.realName ? <span className="user-menu__who-login">{user.username}</span> : null}
        </div>
        <MenuSeparator className="user-menu__separator" />
        <MenuItem>
          <button
            type="button"
            className="user-menu__item"
            onClick={() => navigate(`${prefix}/personal/personal-msg`)}
          >
            <UserIcon />
            <Trans>Personal information</Trans>
          </button>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            className="user-menu__item"
            onClick={() => navigate(`${prefix}/personal/password`)}
          >
            <LockIcon />
            <Trans>Change password</Trans>
          </button>
        </MenuItem>
        <MenuSeparator className="user-menu__separator" />
        <MenuItem>
          <button type="button" className="user-menu__item" onClick={() => void logOut(navigate)}>
            <LogoutIcon />
            <Trans>Log out</Trans>
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  )
}
