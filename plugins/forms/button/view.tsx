import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CONTROL_WAITING } from '../shared/controlWaiting.ts'
import type { ButtonProps } from './manifest.ts'
import { submitForm } from './submit.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

const VARIANT_CLASS = { primary: 'gx-button--primary', secondary: '', danger: 'gx-button--danger' } as const

/** Button view: a click (after the optional confirmation) emits noticeOnclick at runtime. */
export default function ButtonView({
  props,
  mode,
  live,
  bound,
  emit,
  operateDenied,
  services,
}: DomWidgetProps<ButtonProps>) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [sending, setSending] = useState(false)
  // A bound `disabled` that has not arrived keeps the button disabled: an interlock not yet known is not open.
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const [confirming, setConfirming] = useState(false)
  const runtime = mode === 'runtime'
  const text = shown.text === null || shown.text === undefined ? '' : String(shown.text)

  /** A submit button sends its form first; the click actions follow only a successful send. */
  async function run() {
    if (props.submitForm === '') {
      emit('noticeOnclick')
      return
    }
    setSending(true)
    const outcome = await submitForm(props, services)
    setSending(false)
    if (outcome.ok) {
      services.data.notify('success', i18n._(outcome.title))
      emit('noticeOnclick')
    } else {
      const message =
        outcome.message === null
          ? undefined
          : typeof outcome.message === 'string'
            ? outcome.message
            : i18n._(outcome.message)
      services.data.notify('error', i18n._(outcome.title), message)
    }
  }

  function click() {
    if (!runtime) return
    if (props.confirmText.trim() !== '') setConfirming(true)
    else void run()
  }

  return (
    <div className="gx-control">
      <button
        type="button"
        className={`gx-button gx-push ${VARIANT_CLASS[props.variant]}`}
        disabled={Boolean(shown.disabled) || sending || operateDenied !== undefined}
        aria-busy={sending || undefined}
        title={operateDenied}
        tabIndex={runtime ? undefined : -1}
        onClick={click}
      >
        {text}
      </button>
      <ConfirmDialog
        open={confirming}
        title={props.confirmText}
        confirmLabel={text || t`Confirm`}
        tone={props.variant === 'danger' ? 'danger' : 'primary'}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void run()
        }}
      />
    </div>
  )
}
