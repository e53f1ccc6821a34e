import { Radio, RadioGroup } from '@headlessui/react'
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

/**
 * Radio group (headless UI RadioGroup: arrow keys move the choice, one tab stop, the group is labelled).
 * At runtime the choice is the form value; in the designer it shows the first choice, inert.
 */
export default function RadioView({ props, mode, live, bound, services }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const id = useId()
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const { options, loading, failed } = useOptions(props, mode, services)
  const control = useFormControl<string>(props, mode, props.defaultValue)
  const runtime = mode === 'runtime'
  return (
    <FormField
      label={props.label}
      labelId={`${id}-label`}
      error={control.error}
      messageId={`${id}-message`}
      required={props.required}
    >
      <RadioGroup
        value={control.value}
        onChange={(value: string) => control.setValue(value)}
        disabled={!runtime || Boolean(shown.disabled)}
        className="gx-choices"
        aria-label={props.label || t`Choices`}
        aria-invalid={control.error ? true : undefined}
        aria-describedby={control.error ? `${id}-message` : undefined}
      >
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="gx-choice">
            <span className="gx-choice__mark gx-choice__mark--radio" aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
        {loading ? <span className="gx-empty-note">{t`Loading options…`}</span> : null}
        {failed ? <span className="gx-empty-note">{t`The options could not be loaded`}</span> : null}
      </RadioGroup>
    </FormField>
  )
}
