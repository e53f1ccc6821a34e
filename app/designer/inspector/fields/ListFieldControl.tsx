import { useLingui } from '@lingui/react/macro'
import { defaultProps, type ListField } from '../../../../engine/plugins/propsSchema'
import { PropFieldControl } from './PropFieldControl'

interface Props {
  field: ListField
  value: unknown[]
  onChange(value: unknown[]): void
}

/** A list prop (table columns, chart series): one card per item with the item schema's fields. */
export function ListFieldControl({ field, value, onChange }: Props) {
  const { t } = useLingui()
  const canAdd = field.maxItems === undefined || value.length < field.maxItems
  const canRemove = value.length > (field.minItems ?? 0)
  const replace = (index: number, item: unknown) =>
    onChange(value.map((old, i) => (i === index ? item : old)))
  const move = (index: number, by: -1 | 1) => {
    const next = [...value]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item)
    onChange(next)
  }
  return (
    <div className="insp-list">
      {value.map((item, index) => {
        const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity of their own
          <div className="insp-list__item" key={index}>
            <div className="insp-list__head">
              <span>#{index + 1}</span>
              <span className="insp-list__tools">
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t`Move up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t`Move down`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  disabled={!canRemove}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                  aria-label={t`Remove`}
                >
                  ×
                </button>
              </span>
            </div>
            {Object.entries(field.item).map(([key, itemField]) => (
              <PropFieldControl
                key={key}
                field={itemField}
                value={record[key]}
                onChange={(next) => replace(index, { ...record, [key]: next })}
              />
            ))}
          </div>
        )
      })}
      <button
        type="button"
        className="insp-list__add"
        disabled={!canAdd}
        onClick={() => onChange([...value, defaultProps(field.item)])}
      >
        {t`Add item`}
      </button>
    </div>
  )
}
