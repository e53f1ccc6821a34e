import { Checkbox } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CONTROL_WAITING } from '../shared/controlWaiting.ts'
import { FormField } from '../shared/FormField.tsx'
import { useFormControl } from '../shared/useFormControl.ts'
import { useOptions } from '../shared/useOptions.ts'
import type { Props } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

/** Toggles `value` in `list`, keeping the options' order. */
export function toggled(list: readonly string[], value: string, order: readonly string[]): string[] {
  const next = list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
  return order.filter((item) => next.includes(item))
}

/** Checkbox group (headless UI Checkbox: Space toggles, each box labelled by its option). */
export default function CheckboxView({ props, mode, live, bound, services }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const id = useId()
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const { options } = useOptions(props, mode, services)
  const control = useFormControl<string[]>(props, mode, [])
  const runtime = mode === 'runtime'
  const disabled = !runtime || Boolean(shown.disabled)
  const order = options.map((option) => option.value)
  return (
    <FormField
      label={props.label}
      labelId={`${id}-label`}
      error={control.error}
      messageId={`${id}-message`}
      required={props.required}
    >
      <fieldset
        className="gx-choices"
        aria-label={props.label || t`Choices`}
        aria-invalid={control.error ? true : undefined}
        aria-describedby={control.error ? `${id}-message` : undefined}
      >
        {options.map((option) => (
          <Checkbox
            key={option.value}
            checked={control.value.includes(option.value)}
            onChange={() => control.setValue(toggled(control.value, option.value, order))}
            disabled={disabled}
            className="gx-choice"
            aria-label={option.label}
            tabIndex={runtime ? undefined : -1}
          >
            <span className="gx-choice__mark gx-choice__mark--box" aria-hidden="true" />
            <span aria-hidden="true">{option.label}</span>
          </Checkbox>
        ))}
      </fieldset>
    </FormField>
  )
}
