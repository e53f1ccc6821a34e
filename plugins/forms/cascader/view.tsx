import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CONTROL_WAITING } from '../shared/controlWaiting.ts'
import { FormField } from '../shared/FormField.tsx'
import { labelOf } from '../shared/options.ts'
import { useFormControl } from '../shared/useFormControl.ts'
import { useOptions } from '../shared/useOptions.ts'
import { choose, isComplete, levelsOf } from './cascade.ts'
import type { Props } from './manifest.ts'
import { messages } from './messages.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

/**
 * Cascader: one headless UI Listbox per level (keyboard and screen readers as a select), each level
 * listing the children of the choice before it. A path that stops before a leaf asks for the rest.
 */
export default function CascaderView({ props, mode, live, bound, services }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const id = useId()
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const { options } = useOptions(props, mode, services)
  const control = useFormControl<string[]>(props, mode, [], (path) =>
    path.length > 0 && !isComplete(options, path) ? messages.incomplete : null,
  )
  const runtime = mode === 'runtime'
  const levels = levelsOf(options, control.value)
  return (
    <FormField
      label={props.label}
      htmlFor={`${id}-0`}
      error={control.error}
      messageId={`${id}-message`}
      required={props.required}
    >
      <div className="gx-cascader">
        {levels.map((level, index) => (
          <Listbox
            // biome-ignore lint/suspicious/noArrayIndexKey: a level is its depth
            key={index}
            value={control.value[index] ?? ''}
            onChange={(value: string) => control.setValue(choose(control.value, index, value))}
            disabled={!runtime || Boolean(shown.disabled)}
          >
            <ListboxButton
              id={`${id}-${index}`}
              className="gx-select__button"
              tabIndex={runtime ? undefined : -1}
              aria-label={t`Level ${index + 1}`}
              aria-invalid={control.error ? true : undefined}
              aria-describedby={control.error ? `${id}-message` : undefined}
            >
              <span
                className={
                  control.value[index] ? 'gx-select__value' : 'gx-select__value gx-select__placeholder'
                }
              >
                {control.value[index] ? labelOf(options, control.value[index]) : t`Select…`}
              </span>
            </ListboxButton>
            <ListboxOptions anchor={{ to: 'bottom start', gap: 4 }} className="gx-popover gx-select__options">
              {level.map((option) => (
                <ListboxOption key={option.value} value={option.value} className="gx-select__option">
                  {option.label}
                </ListboxOption>
              ))}
            </ListboxOptions>
          </Listbox>
        ))}
      </div>
    </FormField>
  )
}
