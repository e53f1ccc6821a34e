import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useLocation } from 'wouter'
import { BellIcon } from '../../ui/icons'
import { requestJson } from '../http'
import { notifyLive } from '../notifyLive'
import { session } from '../session'

const MESSAGES_PATH = '/design/notification-center/msg-manage'

function when(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString()
}

/**
 * The header bell: the unread count live over the WebSocket, and a drop-down of the latest letters
 * (open one, mark all read, go to the messages screen when the user holds it).
 */
export function NotifyBell({ canOpenMessages }: { canOpenMessages: boolean }) {
  const { t, i18n } = useLingui()
  const { ticket } = useSnapshot(session)
  const live = notifyLive.useUnread()
  const [, navigate] = useLocation()
  useEffect(() => {
    notifyLive.follow(ticket)
  }, [ticket])
  useEffect(() => () => notifyLive.follow(''), [])
  // Notifications are written in the language the user works in: tell the server when it changes.
  const locale = i18n.locale
  useEffect(() => {
    if (!ticket || (locale !== 'en-us' && locale !== 'zh-cn')) return
    void requestJson(
      'PUT',
      '/api/notification/settings/language',
      { language: locale },
      { suppressNotice: true },
    )
  }, [ticket, locale])
  const count = live.unread
  const label = t`Notifications: ${count} unread`

  async function open(messageId: number, link: string, close: () => void) {
    await requestJson(
      'PUT',
      '/api/notification/messages/read',
      { ids: [messageId] },
      { suppressNotice: true },
    )
    close()
    const hash = link.indexOf('#')
    if (hash >= 0) navigate(link.slice(hash + 1))
  }

  return (
    <Popover className="notify-bell">
      <PopoverButton
        className="shell-header__tool"
        aria-label={label}
        title={label}
        data-testid="notify-bell"
      >
        <BellIcon size={18} />
        {count > 0 ? (
          <span className="shell-header__badge" data-testid="notify-count">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 6 }}
        className="notify-bell__panel"
        data-testid="notify-panel"
      >
        {({ close }) => (
          <>
            <div className="notify-bell__head">
              <strong>
                <Trans>Notifications</Trans>
              </strong>
              {count > 0 ? (
                <button
                  type="button"
                  className="notify-bell__action"
                  onClick={() =>
                    void requestJson('PUT', '/api/notification/messages/readAll', undefined, {
                      suppressNotice: true,
                    })
                  }
                >
                  <Trans>Mark all read</Trans>
                </button>
              ) : null}
            </div>
            {live.latest.length === 0 ? (
              <p className="notify-bell__empty">
                <Trans>No messages.</Trans>
              </p>
            ) : (
              <ul className="notify-bell__list">
                {live.latest.map((letter) => (
                  <li key={letter.messageId}>
                    <button
                      type="button"
                      className={
                        letter.isRead ? 'notify-bell__item' : 'notify-bell__item notify-bell__item--unread'
                      }
                      onClick={() => void open(letter.messageId, letter.link, close)}
                    >
                      <span className="notify-bell__title">{letter.title}</span>
                      <span className="notify-bell__time">{when(letter.createdAt)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {canOpenMessages ? (
              <Link href={MESSAGES_PATH} className="notify-bell__all" onClick={() => close()}>
                <Trans>All messages</Trans>
              </Link>
            ) : null}
          </>
        )}
      </PopoverPanel>
    </Popover>
  )
}
