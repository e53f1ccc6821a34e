import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Trans } from '@lingui/react/macro'
import { type ReactNode, useCallback, useRef, useState } from 'react'
import { Button } from './Button'
import { AlertIcon, InfoIcon } from './icons'
import '../styles/ui/dialog.css'

/** Whether the confirmed action destroys something (red button) or not. */
export type ConfirmTone = 'danger' | 'default'

export interface ConfirmOptions {
  title: ReactNode
  message?: ReactNode
  /** Label of the confirming button; defaults to "Delete" for danger and "OK" otherwise. */
  confirmLabel?: ReactNode
  tone?: ConfirmTone
}

interface Props extends ConfirmOptions {
  open: boolean
  /** May be async: the button shows a spinner until it settles, then the dialog closes. */
  onConfirm: () => void | Promise<void>
  onCancel: () => void
}

/** Asks before an action, destructive ones in red. Focus starts on Cancel, so Enter never destroys. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  tone = 'danger',
  onConfirm,
  onCancel,
}: Props) {
  const [running, setRunning] = useState(false)
  const cancelRef = useRef<HTMLButtonElement>(null)
  async function confirm() {
    setRunning(true)
    try {
      await onConfirm()
    } finally {
      setRunning(false)
    }
  }
  return (
    <Dialog
      open={open}
      onClose={() => (running ? undefined : onCancel())}
      className="modal"
      role="alertdialog"
      initialFocus={cancelRef}
    >
      <div className="modal__backdrop" aria-hidden="true" />
      <div className="modal__frame">
        <DialogPanel className="modal__panel confirm">
          <div className="confirm__content">
            <span className={`confirm__icon confirm__icon--${tone}`}>
              {tone === 'danger' ? <AlertIcon size={20} /> : <InfoIcon size={20} />}
            </span>
            <div>
              <DialogTitle className="confirm__title">{title}</DialogTitle>
              {message ? <Description className="confirm__message">{message}</Description> : null}
            </div>
          </div>
          <footer className="modal__footer">
            <Button ref={cancelRef} onClick={onCancel} disabled={running}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={running} onClick={confirm}>
              {confirmLabel ?? (tone === 'danger' ? <Trans>Delete</Trans> : <Trans>OK</Trans>)}
            </Button>
          </footer>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/**
 * Confirmation as a promise: `const confirm = useConfirm()`, render `{confirm.dialog}` once, then
 * `if (await confirm.ask({ title, message })) remove()`.
 */
export function useConfirm() {
  const [pending, setPending] = useState<(ConfirmOptions & { resolve: (ok: boolean) => void }) | null>(null)
  const ask = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  )
  const settle = (ok: boolean) => {
    pending?.resolve(ok)
    setPending(null)
  }
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title}
      message={pending?.message}
      confirmLabel={pending?.confirmLabel}
      tone={pending?.tone}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  )
  return { ask, dialog }
}
