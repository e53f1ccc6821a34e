import { useLingui } from '@lingui/react/macro'
import { memo, type ReactNode, useRef, useState } from 'react'
import { GripIcon } from '../../../ui/icons'
import type { Property } from './modelApi'
import { showValue } from './propertyValues'
import { useRowWindow } from './rowWindow'

interface Props {
  properties: readonly Property[]
  limitCounts: Readonly<Record<string, number>>
  /** Extra columns after the model's own (live value, binding…): header cells and one cell per row. */
  extraHeads?: ReactNode
  extraCells?(property: Property): ReactNode
  actions(property: Property): ReactNode
  /** Leaves out display name and writable (the instance editor's live columns need the width). */
  compact?: boolean
  /** Own properties may be dragged to a new place; called with the property and its new index among own. */
  onMove?(property: Property, index: number): void
}

/**
 * The property table of a template or an instance. Inherited rows are greyed; own rows can be dragged by
 * their handle to reorder (the server's `…/move`). Rows are memoised: a live value or a drag changes only
 * the rows it touches. A long table is windowed (rowWindow.ts): only the rows near its scroller's viewport
 * are in the DOM, so typing anywhere on a 500-property editor lays out and paints tens of rows, not 500.
 */
export function PropertyRows({
  properties,
  limitCounts,
  extraHeads,
  extraCells,
  actions,
  onMove,
  compact = false,
}: Props) {
  const { t } = useLingui()
  const [dragging, setDragging] = useState<string | null>(null)
  const [over, setOver] = useState<string | null>(null)
  const own = properties.filter((p) => !p.inherited)
  const scroller = useRef<HTMLDivElement>(null)
  const win = useRowWindow(scroller, properties.length)

  function drop(target: Property) {
    const moved = properties.find((p) => p.name === dragging)
    setDragging(null)
    setOver(null)
    if (!moved || !onMove || moved.name === target.name || target.inherited) return
    const index = own.findIndex((p) => p.name === target.name)
    onMove(moved, index)
  }

  return (
    <div className="prop-table__wrap" ref={scroller}>
      <table className="prop-table" data-testid="property-table" aria-rowcount={properties.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th aria-label={t`Order`} />
            <th>{t`Name`}</th>
            {compact ? null : <th>{t`Display name`}</th>}
            <th>{t`Type`}</th>
            <th>{t`Default`}</th>
            <th>{t`Unit`}</th>
            {compact ? null : <th>{t`Writable`}</th>}
            <th>{t`Alarm limits`}</th>
            {extraHeads}
            <th>
              <span className="visually-hidden">{t`Actions`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {win.before > 0 ? <Spacer height={win.before} /> : null}
          {properties.slice(win.start, win.end).map((property, offset) => (
            <Row
              key={property.name}
              rowIndex={win.start + offset + 2}
              property={property}
              limits={limitCounts[property.name] ?? 0}
              draggable={Boolean(onMove) && !property.inherited}
              dragging={dragging === property.name}
              over={over === property.name}
              onDragStart={() => setDragging(property.name)}
              onDragOver={() => setOver(property.name)}
              onDrop={() => drop(property)}
              extra={extraCells?.(property)}
              compact={compact}
              actions={actions(property)}
              inheritedLabel={
                property.source === 'feature' ? t`from feature ${property.featureName ?? ''}` : t`inherited`
              }
              dragLabel={t`Drag to reorder ${property.name}`}
            />
          ))}
          {win.after > 0 ? <Spacer height={win.after} /> : null}
        </tbody>
      </table>
    </div>
  )
}

/** Stands for the rows of a windowed table that are not rendered. */
function Spacer({ height }: { height: number }) {
  return (
    <tr className="prop-table__spacer" style={{ height }}>
      <td aria-hidden="true" />
    </tr>
  )
}

interface RowProps {
  /** The row's place in the whole table (the header row is 1), for assistive technology. */
  rowIndex: number
  property: Property
  limits: number
  draggable: boolean
  dragging: boolean
  over: boolean
  onDragStart(): void
  onDragOver(): void
  onDrop(): void
  extra: ReactNode
  actions: ReactNode
  inheritedLabel: string
  dragLabel: string
  compact: boolean
}

const Row = memo(function Row({
  rowIndex,
  property,
  limits,
  draggable,
  dragging,
  over,
  onDragStart,
  onDragOver,
  onDrop,
  extra,
  actions,
  inheritedLabel,
  dragLabel,
  compact,
}: RowProps) {
  const classes = [
    property.inherited ? 'is-inherited' : '',
    dragging ? 'is-dragging' : '',
    over ? 'is-drop-target' : '',
  ]
  return (
    <tr
      className={classes.join(' ').trim()}
      data-testid={`prop-row-${property.name}`}
      aria-rowindex={rowIndex}
      draggable={draggable}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move'
        event.dataTransfer.setData('text/plain', property.name)
        onDragStart()
      }}
      onDragOver={(event) => {
        if (!draggable) return
        event.preventDefault()
        onDragOver()
      }}
      onDrop={(event) => {
        event.preventDefault()
        onDrop()
      }}
    >
      <td>
        {draggable ? (
          <span className="drag-handle" title={dragLabel} aria-hidden="true">
            <GripIcon size={14} />
          </span>
        ) : null}
      </td>
      <td className="prop-name">
        {property.name}
        {property.inherited ? (
          <span className="admin-muted">
            {' '}
            ({inheritedLabel}
            {property.overridden ? ' *' : ''})
          </span>
        ) : null}
      </td>
      {compact ? null : <td>{property.showName}</td>}
      <td>{property.type}</td>
      <td>{showValue(property.defaultValue)}</td>
      <td>{property.unit}</td>
      {compact ? null : <td>{property.writable ? '✓' : ''}</td>}
      <td className="num">{limits || ''}</td>
      {extra}
      <td>{actions}</td>
    </tr>
  )
})
