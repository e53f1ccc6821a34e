import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CONTROL_WAITING } from '../shared/controlWaiting.ts'
import { FormField } from '../shared/FormField.tsx'
import { useFormControl } from '../shared/useFormControl.ts'
import type { Props } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

/** Search box (a search landmark): Enter or the button checks the text and raises the search event. */
export default function SearchView({ props, mode, live, bound, emit }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const id = useId()
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const control = useFormControl<string>(props, mode, '')
  const runtime = mode === 'runtime'
  const search = () => {
    if (runtime && control.check()) emit('noticeOnclick', control.value)
  }
  return (
    <FormField label="" error={control.error} messageId={`${id}-message`}>
      <search className="gx-search">
        <input
          id={id}
          type="search"
          className="gx-input gx-search__input"
          value={control.value}
          placeholder={props.placeholder}
          aria-label={props.placeholder || t`Search`}
          disabled={Boolean(shown.disabled)}
          readOnly={!runtime}
          tabIndex={runtime ? undefined : -1}
          aria-invalid={control.error ? true : undefined}
          aria-describedby={control.error ? `${id}-message` : undefined}
          onChange={(event) => control.setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search()
          }}
        />
        <button
          type="button"
          className="gx-search__button"
          aria-label={t`Search`}
          tabIndex={runtime ? undefined : -1}
          disabled={Boolean(shown.disabled)}
          onClick={search}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M10 4a6 6 0 1 0 0 12a6 6 0 1 0 0-12M15 15l5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </button>
      </search>
    </FormField>
  )
}
