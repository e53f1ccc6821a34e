interface Props {
  label: string
  /** The first option's text, which filters nothing. */
  anyLabel: string
  value: string
  choices: string[]
  onChange(value: string): void
  testId?: string
}

/** A list screen's toolbar filter: one of the choices, or any. */
export function ChoiceFilter({ label, anyLabel, value, choices, onChange, testId }: Props) {
  return (
    <select
      className="field__input toolbar-select"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
    >
      <option value="">{anyLabel}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </select>
  )
}
