import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { useFormControl } from '../shared/useFormControl.ts'
import type { Props } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

const WAITING = { value: null } as const

/**
 * Hidden field: nothing shows at runtime; its form sends the designed or live value. The designer sees
 * a dashed placeholder naming the field, so it can be found and selected.
 */
export default function HiddenFieldView({ props, mode, live, bound }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const shown = mergeLive(props, live, WAITING, bound)
  const value = shown.value === null || shown.value === undefined ? '' : String(shown.value)
  const control = useFormControl<string>(props, mode, value)
  const { setValue } = control
  // A live value replaces the sent one as it changes.
  useEffect(() => setValue(value), [value, setValue])
  if (mode === 'runtime') return null
  return (
    <div className="gx-control gx-hidden-field">
      {props.fieldName || t`Hidden field`} · {t`Hidden at runtime`}
    </div>
  )
}
