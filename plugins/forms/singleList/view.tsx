import { Listbox, ListboxOption, ListboxOptions } from '@headlessui/react'
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
 * Single list: headless UI Listbox shown open (static), so the arrow keys, Home/End and type-ahead move
 * the choice and screen readers read it as a list box with its label.
 */
export default function SingleListView({ props, mode, live, bound, services }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const id = useId()
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const { options, loading, failed } = useOptions(props, mode, services)
  const control = useFormControl<string>(props, mode, '')
  const runtime = mode === 'runtime'
  return (
    <FormField
      label={props.label}
      labelId={`${id}-label`}
      error={control.error}
      messageId={`${id}-message`}
      required={props.required}
      stacked
    >
      <Listbox
        value={control.value}
        onChange={(value: string) => control.setValue(value)}
        disabled={!runtime || Boolean(shown.disabled)}
      >
        <ListboxOptions
          static
          className="gx-list"
          aria-label={props.label || t`Choices`}
          aria-invalid={control.error ? true : undefined}
          aria-describedby={control.error ? `${id}-message` : undefined}
        >
          {options.map((option) => (
            <ListboxOption key={option.value} value={option.value} className="gx-list__item">
              {option.label}
            </ListboxOption>
          ))}
          {loading ? <li className="gx-empty-note">{t`Loading options…`}</li> : null}
          {failed ? <li className="gx-empty-note">{t`The options could not be loaded`}</li> : null}
        </ListboxOptions>
      </Listbox>
    </FormField>
  )
}
