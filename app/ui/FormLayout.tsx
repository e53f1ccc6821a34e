import type { ReactNode } from 'react'
import '../styles/ui/layout.css'

/** A titled group of fields inside a form or a page, with an optional description. */
export function FormSection({
  title,
  description,
  children,
  actions,
}: {
  title?: ReactNode
  description?: ReactNode
  children: ReactNode
  /** Buttons at the section's top right. */
  actions?: ReactNode
}) {
  return (
    <section className="form-section">
      {title || actions ? (
        <header className="form-section__header">
          <div>
            {title ? <h2 className="form-section__title">{title}</h2> : null}
            {description ? <p className="form-section__description">{description}</p> : null}
          </div>
          {actions ? <div className="form-section__actions">{actions}</div> : null}
        </header>
      ) : null}
      <div className="form-section__body">{children}</div>
    </section>
  )
}

/** Lays fields side by side in `columns` equal columns (one column on narrow screens). */
export function FormRow({ children, columns = 2 }: { children: ReactNode; columns?: 1 | 2 | 3 | 4 }) {
  return <div className={`form-row form-row--${columns}`}>{children}</div>
}

/** The row of buttons that ends a form: the main action last, on the right. */
export function FormActions({ children, align = 'end' }: { children: ReactNode; align?: 'start' | 'end' }) {
  return <div className={`form-actions form-actions--${align}`}>{children}</div>
}
