import type { ReactNode } from 'react'
import './admin.css'

/** Label/value pairs of a record, for detail and information screens. */
export function Facts({
  items,
  testId,
}: {
  items: readonly { label: ReactNode; value: ReactNode; key: string }[]
  testId?: string
}) {
  return (
    <dl className="facts" data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} className="facts__item">
          <dt className="facts__label">{item.label}</dt>
          <dd className="facts__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
