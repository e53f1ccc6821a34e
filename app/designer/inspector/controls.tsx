import type { ReactNode } from 'react'

/** A labelled inspector row around any control (the control carries its own aria-label). */
export function Row({ label, children, wide }: { label: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`insp-row${wide ? ' insp-row--wide' : ''}`}>
      <span className="insp-row__label">{label}</span>
      <div className="insp-row__control">{children}</div>
    </div>
  )
}

/** A titled group of rows. */
export function Group({
  title,
  children,
  actions,
}: {
  title: ReactNode
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <section className="insp-group">
      <h4 className="insp-group__title">
        <span>{title}</span>
        {actions}
      </h4>
      {children}
    </section>
  )
}

/** A native select for short option lists, sized like the other inspector inputs. */
export function Choice<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange(value: V): void
  testId?: string
}) {
  return (
    <select
      className="insp-input"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      data-testid={testId}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

/** A segmented control: two to four mutually exclusive choices shown side by side. */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: V
  options: readonly { value: V; label: ReactNode }[]
  onChange(value: V): void
}) {
  return (
    <fieldset className="insp-segmented" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          className={value === option.value ? 'is-active' : ''}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  )
}
