import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CONTROL_WAITING } from '../shared/controlWaiting.ts'
import { FormField } from '../shared/FormField.tsx'
import { useFormControl } from '../shared/useFormControl.ts'
import { checkDateValue, fromInput, inputTypeOf, isRange, toInput, YEAR_MAX, YEAR_MIN } from './dateValue.ts'
import type { Props } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

/**
 * Date picker on the browser's own date, time and number inputs (typed or picked, read by screen
 * readers); a range is two labelled inputs. Years outside 1904-9999 and reversed ranges are refused.
 */
export default function DatePickerView({ props, mode, live, bound }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const id = useId()
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const kind = props.kind
  const range = isRange(kind)
  const control = useFormControl<string | string[]>(props, mode, range ? [] : '', (value) =>
    checkDateValue(kind, value),
  )
  const runtime = mode === 'runtime'
  const type = inputTypeOf(kind)
  const parts = range ? (Array.isArray(control.value) ? control.value : []) : [control.value as string]
  const set = (index: number, text: string) => {
    const value = fromInput(kind, text)
    if (!range) return control.setValue(value)
    const next = [parts[0] ?? '', parts[1] ?? '']
    next[index] = value
    control.setValue(next.every((part) => part === '') ? [] : next)
  }
  const input = (index: number, label: string | undefined) => (
    <input
      id={index === 0 ? id : `${id}-end`}
      className="gx-input gx-date__input"
      type={type}
      min={type === 'number' ? YEAR_MIN : type === 'date' ? `${YEAR_MIN}-01-01` : undefined}
      max={type === 'number' ? YEAR_MAX : type === 'date' ? `${YEAR_MAX}-12-31` : undefined}
      step={kind === 'dateTime' ? 1 : undefined}
      value={toInput(kind, String(parts[index] ?? ''))}
      onChange={(event) => set(index, event.target.value)}
      onBlur={() => control.check()}
      disabled={Boolean(shown.disabled)}
      readOnly={!runtime}
      tabIndex={runtime ? undefined : -1}
      aria-label={label}
      aria-required={props.required || undefined}
      aria-invalid={control.error ? true : undefined}
      aria-describedby={control.error ? `${id}-message` : undefined}
    />
  )
  return (
    <FormField
      label={props.label}
      htmlFor={range ? undefined : id}
      error={control.error}
      messageId={`${id}-message`}
      required={props.required}
    >
      {range ? (
        <div className="gx-date__range">
          {input(0, t`Start`)}
          <span aria-hidden="true">–</span>
          {input(1, t`End`)}
        </div>
      ) : (
        input(0, props.label ? undefined : t`Date`)
      )}
    </FormField>
  )
}
