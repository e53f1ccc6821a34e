import type { ReactNode } from 'react'
import { Spinner } from './Spinner'
import '../styles/ui/feedback.css'

interface Props {
  visible: boolean
  /** The text under the spinner: what is happening. */
  tip?: ReactNode
  /** 'page' covers the whole window above everything; 'container' covers the nearest positioned parent. */
  scope?: 'page' | 'container'
  testId?: string
}

/** A veil with a spinner and tip text that blocks the covered area while something runs. */
export function LoadingOverlay({ visible, tip, scope = 'container', testId }: Props) {
  if (!visible) return null
  return (
    <div
      className={`loading-overlay loading-overlay--${scope}`}
      role="alert"
      aria-busy="true"
      data-testid={testId}
    >
      <div className="loading-overlay__box">
        <Spinner size={28} />
        {tip ? <p className="loading-overlay__tip">{tip}</p> : null}
      </div>
    </div>
  )
}
