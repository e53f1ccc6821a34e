import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useSyncExternalStore } from 'react'
import { MODAL_DEFAULTS, modalWidth } from '../../engine/rules/display'
import { IconButton } from './Button'
import { CloseIcon } from './icons'
import '../styles/ui/dialog.css'

interface Props {
  open: boolean
  onClose: () => void
  /** Defaults to the word for Edit (spec S0 §9). */
  title?: ReactNode
  /** Requested width in px, default 1024; never wider than the window width minus 10 (engine `modalWidth`). */
  width?: number
  /** Largest height in px, default 768; the body scrolls beyond it. */
  height?: number
  /** Buttons at the bottom, main action last. */
  footer?: ReactNode
  children: ReactNode
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

const windowWidth = () => window.innerWidth

/**
 * A modal dialog (headlessui Dialog): traps focus, closes on Escape and on the backdrop, returns focus to
 * what opened it. The spec's defaults: 1024 wide and 768 high, limited to the window, titled "Edit".
 */
export function Modal({
  open,
  onClose,
  title,
  width,
  height = MODAL_DEFAULTS.height,
  footer,
  children,
}: Props) {
  const { i18n, t } = useLingui()
  const available = useSyncExternalStore(subscribeToResize, windowWidth, () => 1280)
  return (
    <Dialog open={open} onClose={onClose} className="modal">
      <div className="modal__backdrop" aria-hidden="true" />
      <div className="modal__frame">
        <DialogPanel
          className="modal__panel"
          style={{ width: modalWidth(width, available), maxHeight: `min(${height}px, calc(100vh - 32px))` }}
        >
          <header className="modal__header">
            <DialogTitle className="modal__title">{title ?? i18n._(MODAL_DEFAULTS.titleMessage)}</DialogTitle>
            <IconButton label={t`Close`} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </header>
          <div className="modal__body">{children}</div>
          {footer ? <footer className="modal__footer">{footer}</footer> : null}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
