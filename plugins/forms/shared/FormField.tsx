import type { ReactNode } from 'react'

/**
 * The frame of a form control: its label (for the control `htmlFor` names), the control, and the message
 * under it (announced to screen readers; `messageId` lets the control point at it with aria-describedby).
 */
export function FormField({
  label,
  htmlFor,
  labelId,
  error,
  messageId,
  required,
  stacked,
  children,
}: {
  label: string
  htmlFor?: string
  labelId?: string
  error: string | null
  messageId: string
  required?: boolean
  /** Label above the control (lists, trees, groups) instead of beside it. */
  stacked?: boolean
  children: ReactNode
}) {
  return (
    <div className={`gx-control gx-field${stacked ? ' gx-field--stacked' : ''}`}>
      {label ? (
        <label className="gx-field__label" htmlFor={htmlFor} id={labelId}>
          {label}
          {required ? (
            <span className="gx-field__required" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      ) : null}
      <div className="gx-field__box">
        {children}
        {error ? (
          <div className="gx-field__message" id={messageId} role="alert">
            {error}
          </div>
        ) : null}
      </div>
    </div>
  )
}
