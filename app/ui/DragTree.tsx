import { useLingui } from '@lingui/react/macro'
import { type DragEvent, type ReactNode, useState } from 'react'
import { ChevronDownIcon, ChevronRightIcon, GripIcon } from './icons'
import '../styles/ui/tree.css'

/** One node of a `DragTree`. */
export interface TreeItem {
  id: string
  label: ReactNode
  /** Shown after the label, muted (a type, a count). */
  meta?: ReactNode
  children: TreeItem[]
}

type Place = 'before' | 'inside' | 'after'

interface Props {
  label: string
  items: readonly TreeItem[]
  selected?: string | null
  onSelect?: (id: string) => void
  /** A node was dropped: its new parent (null: a root) and its index among that parent's other children. */
  onMove: (id: string, parentId: string | null, index: number) => void
  /** A drop onto the node itself or below it (a cycle): nothing moved; say why. */
  onRefused?: (id: string) => void
  actions?: (item: TreeItem) => ReactNode
  testId?: string
}

interface Found {
  item: TreeItem
  parent: TreeItem | null
  index: number
}

function find(items: readonly TreeItem[], id: string, parent: TreeItem | null = null): Found | null {
  for (const [index, item] of items.entries()) {
    if (item.id === id) return { item, parent, index }
    const below = find(item.children, id, item)
    if (below) return below
  }
  return null
}

function contains(item: TreeItem, id: string): boolean {
  return item.id === id || item.children.some((child) => contains(child, id))
}

/**
 * A tree whose nodes are dragged to re-parent (drop on the middle of a row) or reorder (drop on its top or
 * bottom edge). A drop under the node itself is refused before anything is sent. Each label is a button
 * (selection by mouse or keyboard); screens offer a keyboard way to move as well (a parent picker).
 */
export function DragTree({ label, items, selected, onSelect, onMove, onRefused, actions, testId }: Props) {
  const { t } = useLingui()
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set())
  const [dragged, setDragged] = useState<string | null>(null)
  const [target, setTarget] = useState<{ id: string; place: Place } | null>(null)

  function placeOf(event: DragEvent<HTMLElement>): Place {
    const box = event.currentTarget.getBoundingClientRect()
    const y = (event.clientY - box.top) / Math.max(box.height, 1)
    return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside'
  }

  function drop(onto: string | null, place: Place) {
    const id = dragged
    setDragged(null)
    setTarget(null)
    if (!id || id === onto) return
    const moving = find(items, id)
    if (!moving) return
    if (onto === null) {
      onMove(id, null, items.filter((item) => item.id !== id).length)
      return
    }
    if (contains(moving.item, onto)) {
      onRefused?.(id)
      return
    }
    const at = find(items, onto)
    if (!at) return
    if (place === 'inside') {
      onMove(id, onto, at.item.children.filter((child) => child.id !== id).length)
      return
    }
    const siblings = (at.parent ? at.parent.children : items).filter((item) => item.id !== id)
    const index = siblings.findIndex((item) => item.id === onto)
    onMove(id, at.parent?.id ?? null, place === 'before' ? index : index + 1)
  }

  function row(item: TreeItem, depth: number): ReactNode {
    const open = !collapsed.has(item.id)
    const marker = target?.id === item.id ? ` drag-tree__row--${target.place}` : ''
    return (
      <li key={item.id} className="drag-tree__item">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the row is the drag source and drop target; its label is the button */}
        <div
          className={`drag-tree__row${selected === item.id ? ' drag-tree__row--selected' : ''}${marker}`}
          style={{ paddingInlineStart: 8 + depth * 20 }}
          draggable
          data-tree-id={item.id}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move'
            event.dataTransfer.setData('text/plain', item.id)
            setDragged(item.id)
          }}
          onDragEnd={() => {
            setDragged(null)
            setTarget(null)
          }}
          onDragOver={(event) => {
            if (!dragged) return
            event.preventDefault()
            event.stopPropagation()
            const place = placeOf(event)
            if (target?.id !== item.id || target.place !== place) setTarget({ id: item.id, place })
          }}
          onDrop={(event) => {
            event.preventDefault()
            event.stopPropagation()
            drop(item.id, placeOf(event))
          }}
        >
          {item.children.length > 0 ? (
            <button
              type="button"
              className="drag-tree__toggle"
              aria-label={open ? t`Collapse` : t`Expand`}
              aria-expanded={open}
              onClick={(event) => {
                event.stopPropagation()
                setCollapsed((current) => {
                  const next = new Set(current)
                  if (open) next.add(item.id)
                  else next.delete(item.id)
                  return next
                })
              }}
            >
              {open ? <ChevronDownIcon size={14} /> : <ChevronRightIcon size={14} />}
            </button>
          ) : (
            <span className="drag-tree__toggle" />
          )}
          <GripIcon size={14} className="drag-tree__grip" />
          <button
            type="button"
            className="drag-tree__label"
            aria-pressed={selected === item.id}
            onClick={() => onSelect?.(item.id)}
          >
            {item.label}
          </button>
          {item.meta ? <span className="drag-tree__meta">{item.meta}</span> : null}
          {actions ? <span className="drag-tree__actions">{actions(item)}</span> : null}
        </div>
        {item.children.length > 0 && open ? (
          <ul className="drag-tree__group">{item.children.map((child) => row(child, depth + 1))}</ul>
        ) : null}
      </li>
    )
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping on the empty area below makes a root
    <div
      className={`drag-tree${dragged ? ' drag-tree--dragging' : ''}`}
      data-testid={testId}
      onDragOver={(event) => {
        if (dragged) event.preventDefault()
      }}
      onDrop={(event) => {
        event.preventDefault()
        drop(null, 'after')
      }}
    >
      <ul aria-label={label} className="drag-tree__root">
        {items.map((item) => row(item, 0))}
      </ul>
      <div className="drag-tree__root-drop" data-testid={testId ? `${testId}-root-drop` : undefined} />
    </div>
  )
}
