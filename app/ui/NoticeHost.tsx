import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { AlertIcon, CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from './icons'
import { CONFIRMATION_KINDS, dismissNotice, type Notice, noticeState } from './notices'
import '../styles/ui/feedback.css'

const ICONS = { success: SuccessIcon, error: ErrorIcon, warning: AlertIcon, info: InfoIcon }

/** Renders the notice stack at the top right; mount it once near the root of the app. */
export function NoticeHost() {
  const { notices } = useSnapshot(noticeState)
  return (
    <div className="notice-host" aria-live="polite">
      {notices.map((notice) => (
        <NoticeCard key={notice.id} notice={notice} />
      ))}
    </div>
  )
}

function NoticeCard({ notice }: { notice: Notice }) {
  const { t } = useLingui()
  const [hovered, setHovered] = useState(false)
  // An error or a warning waits while it is being read; a confirmation leaves on time even under the
  // pointer, which is often on its way to a control the toast covers.
  const paused = hovered && !CONFIRMATION_KINDS.includes(notice.kind)
  useEffect(() => {
    if (notice.durationMs <= 0 || paused) return
    const timer = setTimeout(() => dismissNotice(notice.id), notice.durationMs)
    return () => clearTimeout(timer)
  }, [notice.id, notice.durationMs, paused])
  const Icon = ICONS[notice.kind]
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timer, so an error can be read
    <div
      className={`toast toast--${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      data-testid="notice"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <Icon size={18} className="toast__icon" />
      <div className="toast__text">
        <p className="toast__title">{notice.title}</p>
        {notice.message ? <p className="toast__message">{notice.message}</p> : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t`Close notice`}
        onClick={() => dismissNotice(notice.id)}
      >
        <CloseIcon size={14} />
      </button>
    </div>
  )
}
