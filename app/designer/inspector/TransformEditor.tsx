import { useLingui } from '@lingui/react/macro'
import type { BindingTransform } from '../../../engine/document/persisted'
import type { PropField } from '../../../engine/plugins/propsSchema'
import { checkExpression } from '../../../plugins/shared/expression'

export type TransformKind = 'none' | BindingTransform['kind']

type Ranges = Extract<BindingTransform, { kind: 'ranges' }>

interface Props {
  transform: BindingTransform | undefined
  onChange(transform: BindingTransform | undefined): void
  /** The bound prop's field: a range's value is edited like the prop itself (a colour, a flag, text). */
  field: PropField
  unit: string
}

/** A fresh transform of a kind, with sensible starting values. */
export function newTransform(
  kind: TransformKind,
  field: PropField,
  unit: string,
): BindingTransform | undefined {
  switch (kind) {
    case 'none':
      return undefined
    case 'ranges':
      return {
        kind: 'ranges',
        ranges: [
          { min: null, max: 50, value: field.default },
          { min: 50, max: null, value: field.default },
        ],
        otherwise: field.default,
      }
    case 'format':
      return { kind: 'format', decimals: 2, unit }
    case 'expression':
      return { kind: 'expression', expression: 'value' }
  }
}

/** Why a transform cannot be applied yet, or null. */
export function transformProblem(transform: BindingTransform | undefined): string | null {
  if (transform?.kind === 'expression') {
    const problem = checkExpression(transform.expression)
    return problem ? problem.message : null
  }
  if (transform?.kind === 'format' && (!Number.isInteger(transform.decimals) || transform.decimals < 0)) {
    return 'decimals'
  }
  return null
}

/**
 * The optional transform of a binding (engine `BindingTransform`): value ranges mapped to a colour,
 * visibility or text; a number format with decimals and unit; or an expression of `value`.
 */
export function TransformEditor({ transform, onChange, field, unit }: Props) {
  const { t, i18n } = useLingui()
  const kind: TransformKind = transform?.kind ?? 'none'
  const kinds: { value: TransformKind; label: string }[] = [
    { value: 'none', label: t`Value as it is` },
    { value: 'ranges', label: t`Value ranges` },
    { value: 'format', label: t`Number format` },
    { value: 'expression', label: t`Expression` },
  ]
  const expressionProblem = transform?.kind === 'expression' ? checkExpression(transform.expression) : null
  return (
    <div className="transform">
      <div className="transform__kinds" role="radiogroup" aria-label={t`Transform`}>
        {kinds.map((option) => (
          <label key={option.value} className={`transform__kind${kind === option.value ? ' is-active' : ''}`}>
            <input
              type="radio"
              name="transform-kind"
              checked={kind === option.value}
              onChange={() => onChange(newTransform(option.value, field, unit))}
            />
            {option.label}
          </label>
        ))}
      </div>
      {transform?.kind === 'ranges' ? (
        <RangesEditor transform={transform} onChange={onChange} field={field} />
      ) : null}
      {transform?.kind === 'format' ? (
        <div className="transform__row">
          <label>
            {t`Decimals`}
            <input
              className="insp-input"
              type="number"
              min={0}
              max={20}
              value={transform.decimals}
              onChange={(event) =>
                onChange({ ...transform, decimals: Math.max(0, Math.floor(Number(event.target.value) || 0)) })
              }
            />
          </label>
          <label>
            {t`Unit`}
            <input
              className="insp-input"
              value={transform.unit}
              onChange={(event) => onChange({ ...transform, unit: event.target.value })}
            />
          </label>
        </div>
      ) : null}
      {transform?.kind === 'expression' ? (
        <div className="transform__expression">
          <label htmlFor="binding-expression">{t`Expression of value (e.g. value * 1.8 + 32)`}</label>
          <textarea
            id="binding-expression"
            className="insp-input insp-input--code"
            rows={3}
            value={transform.expression}
            aria-invalid={expressionProblem ? true : undefined}
            onChange={(event) => onChange({ ...transform, expression: event.target.value })}
          />
          {expressionProblem ? <div className="insp-row__error">{i18n._(expressionProblem)}</div> : null}
        </div>
      ) : null}
    </div>
  )
}

function RangesEditor({
  transform,
  onChange,
  field,
}: {
  transform: Ranges
  onChange(t: Ranges): void
  field: PropField
}) {
  const { t } = useLingui()
  const set = (index: number, patch: Partial<Ranges['ranges'][number]>) =>
    onChange({ ...transform, ranges: transform.ranges.map((r, i) => (i === index ? { ...r, ...patch } : r)) })
  const bound = (text: string) => (text.trim() === '' ? null : Number(text))
  return (
    <table className="transform__ranges">
      <thead>
        <tr>
          <th>{t`From (≥)`}</th>
          <th>{t`To (<)`}</th>
          <th>{t`Shows`}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {transform.ranges.map((range, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity of their own
          <tr key={index}>
            <td>
              <input
                className="insp-input"
                inputMode="decimal"
                placeholder="−∞"
                value={range.min ?? ''}
                onChange={(event) => set(index, { min: bound(event.target.value) })}
              />
            </td>
            <td>
              <input
                className="insp-input"
                inputMode="decimal"
                placeholder="+∞"
                value={range.max ?? ''}
                onChange={(event) => set(index, { max: bound(event.target.value) })}
              />
            </td>
            <td>
              <ValueInput field={field} value={range.value} onChange={(value) => set(index, { value })} />
            </td>
            <td>
              <button
                type="button"
                className="transform__remove"
                aria-label={t`Remove range`}
                onClick={() =>
                  onChange({ ...transform, ranges: transform.ranges.filter((_, i) => i !== index) })
                }
              >
                ×
              </button>
            </td>
          </tr>
        ))}
        <tr>
          <td colSpan={2}>{t`Otherwise`}</td>
          <td>
            <ValueInput
              field={field}
              value={transform.otherwise}
              onChange={(otherwise) => onChange({ ...transform, otherwise })}
            />
          </td>
          <td />
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={4}>
            <button
              type="button"
              className="insp-list__add"
              onClick={() =>
                onChange({
                  ...transform,
                  ranges: [...transform.ranges, { min: null, max: null, value: field.default }],
                })
              }
            >
              {t`Add range`}
            </button>
          </td>
        </tr>
      </tfoot>
    </table>
  )
}

/** The value a range shows, edited like the bound prop: a colour, a flag, a number or text. */
function ValueInput({
  field,
  value,
  onChange,
}: {
  field: PropField
  value: unknown
  onChange(v: unknown): void
}) {
  if (field.kind === 'color') {
    const text = String(value ?? '')
    return (
      <span className="insp-color">
        <input
          type="color"
          className="insp-color__swatch"
          value={/^#[0-9a-f]{6}$/i.test(text) ? text : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input className="insp-input" value={text} onChange={(event) => onChange(event.target.value)} />
      </span>
    )
  }
  if (field.kind === 'boolean') {
    return (
      <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
    )
  }
  if (field.kind === 'number') {
    return (
      <input
        className="insp-input"
        inputMode="decimal"
        value={String(value ?? '')}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    )
  }
  return (
    <input
      className="insp-input"
      value={String(value ?? '')}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
