import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { AlertIcon, CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from './icons'
import { dismissNotice, type Notice, noticeState } from './notices'
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
  const [paused, setPaused] = useState(false)
  useEffect(() => {
    if (notice.durationMs <= 0 || paused) return
    const timer = setTimeout(() => dismissNotice(notice.id), notice.durationMs)
    return () => clearTimeout(timer)
  }, [notice.id, notice.durationMs, paused])
  const Icon = ICONS[notice.kind]
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timer, so a notice can be read
    <div
      className={`toast toast--${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      data-testid="notice"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
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
