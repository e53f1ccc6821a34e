import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import './widget.css'
import './confirmDialog.css'

interface Props {
  open: boolean
  title: ReactNode
  children?: ReactNode
  confirmLabel: ReactNode
  tone?: 'primary' | 'danger'
  busy?: boolean
  onConfirm(): void
  onClose(): void
}

/**
 * A modal confirmation for operator actions that change the plant or its records (acknowledging alarms,
 * commands behind a button). Escape and the backdrop cancel; focus starts on Cancel, the safe choice.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'primary',
  busy,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onClose={busy ? () => {} : onClose} className="gx-control gx-confirm">
      <div className="gx-confirm__backdrop" aria-hidden="true" />
      <div className="gx-confirm__frame">
        <DialogPanel className="gx-confirm__panel">
          <DialogTitle className="gx-confirm__title">{title}</DialogTitle>
          {children ? <div className="gx-confirm__body">{children}</div> : null}
          <div className="gx-confirm__actions">
            <button type="button" className="gx-button" onClick={onClose} disabled={busy} data-autofocus>
              {t`Cancel`}
            </button>
            <button
              type="button"
              className={`gx-button gx-button--${tone}`}
              onClick={onConfirm}
              disabled={busy}
            >
              {confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
