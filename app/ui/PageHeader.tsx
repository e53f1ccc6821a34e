import type { ReactNode } from 'react'
import '../styles/ui/layout.css'

/** The top of a screen: its title (the page's h1), a description and the screen's main actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
}) {
  return (
    <header className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {description ? <p className="page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  )
}

/** A white card that holds a screen's content below its header. */
export function Panel({
  children,
  padding = 'normal',
}: {
  children: ReactNode
  padding?: 'normal' | 'none'
}) {
  return <div className={padding === 'none' ? 'panel panel--flush' : 'panel'}>{children}</div>
}

/** A centred message for a list or area with nothing in it, with an optional action. */
export function EmptyState({
  title,
  children,
  icon,
}: {
  title: ReactNode
  children?: ReactNode
  icon?: ReactNode
}) {
  return (
    <div className="empty-state">
      {icon ? <div className="empty-state__icon">{icon}</div> : null}
      <p className="empty-state__title">{title}</p>
      {children ? <div className="empty-state__body">{children}</div> : null}
    </div>
  )
}

/** A small coloured label for a status: enabled, locked, online. */
export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'info'
  children: ReactNode
}) {
  return <span className={`badge badge--${tone}`}>{children}</span>
}
