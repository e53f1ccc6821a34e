import { Trans, useLingui } from '@lingui/react/macro'
import type { LocalDay } from './dateTime'

interface Props {
  id: string
  from: LocalDay
  to: LocalDay
  onChange: (from: LocalDay, to: LocalDay) => void
  invalid?: boolean
}

/** Two date inputs for a range of whole days, for list filters. */
export function DateRangeField({ id, from, to, onChange, invalid = false }: Props) {
  const { t } = useLingui()
  return (
    <fieldset className={invalid ? 'date-range date-range--invalid' : 'date-range'}>
      <legend className="visually-hidden">
        <Trans>Date range</Trans>
      </legend>
      <input
        id={`${id}-from`}
        type="date"
        className="field__input date-range__input"
        aria-label={t`From date`}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange(event.target.value, to)}
        aria-invalid={invalid || undefined}
      />
      <span className="date-range__separator" aria-hidden="true">
        –
      </span>
      <input
        id={`${id}-to`}
        type="date"
        className="field__input date-range__input"
        aria-label={t`To date`}
        value={to}
        min={from || undefined}
        onChange={(event) => onChange(from, event.target.value)}
        aria-invalid={invalid || undefined}
      />
    </fieldset>
  )
}
