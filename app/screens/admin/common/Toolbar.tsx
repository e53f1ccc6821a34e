import type { ReactNode } from 'react'
import './admin.css'

/** The row above a list: search and filters on the left, the list's actions on the right. */
export function Toolbar({ children, actions }: { children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="admin-toolbar">
      <div className="admin-toolbar__filters">{children}</div>
      {actions ? <div className="admin-toolbar__actions">{actions}</div> : null}
    </div>
  )
}

/** Buttons in a table row, kept on one line. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="row-actions">{children}</div>
}
