import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CONTROL_WAITING } from '../shared/controlWaiting.ts'
import type { ButtonProps } from './manifest.ts'
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
}: DomWidgetProps<ButtonProps>) {
  const { t } = useLingui()
  // A bound `disabled` that has not arrived keeps the button disabled: an interlock not yet known is not open.
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const [confirming, setConfirming] = useState(false)
  const runtime = mode === 'runtime'
  const text = shown.text === null || shown.text === undefined ? '' : String(shown.text)

  function click() {
    if (!runtime) return
    if (props.confirmText.trim() !== '') setConfirming(true)
    else emit('noticeOnclick')
  }

  return (
    <div className="gx-control">
      <button
        type="button"
        className={`gx-button gx-push ${VARIANT_CLASS[props.variant]}`}
        disabled={Boolean(shown.disabled) || operateDenied !== undefined}
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
          emit('noticeOnclick')
        }}
      />
    </div>
  )
}
