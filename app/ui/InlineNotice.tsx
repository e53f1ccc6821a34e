import type { ReactNode } from 'react'
import { AlertIcon, ErrorIcon, InfoIcon, SuccessIcon } from './icons'
import '../styles/ui/feedback.css'

const ICONS = { success: SuccessIcon, error: ErrorIcon, warning: AlertIcon, info: InfoIcon }

/** A message inside a page or form (not a toast): a failed save, a hint, a warning. */
export function InlineNotice({
  tone = 'info',
  title,
  children,
  testId,
}: {
  tone?: 'success' | 'error' | 'warning' | 'info'
  title?: ReactNode
  children?: ReactNode
  testId?: string
}) {
  const Icon = ICONS[tone]
  return (
    <div
      className={`notice notice--${tone}`}
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={testId}
    >
      <Icon size={16} className="notice__icon" />
      <div>
        {title ? <p className="notice__title">{title}</p> : null}
        {children ? <div className="notice__body">{children}</div> : null}
      </div>
    </div>
  )
}
