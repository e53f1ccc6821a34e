import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { menuLabel } from '../../shell/frame/menuLabel'
import { MENU_CATALOG } from '../../shell/menu/menuCatalog'
import { ArrowDownIcon, ArrowUpIcon, FolderIcon, GripIcon, PageIcon } from '../../ui/icons'
import type { EditableEntry } from './menuTree'

interface Props {
  entries: readonly EditableEntry[]
  /** Names changed so far, by resource id. */
  names: ReadonlyMap<number, string>
  blankIds: readonly number[]
  blankMessage: string
  onMove: (resourceId: number, offset: -1 | 1) => void
  onDropBefore: (resourceId: number, beforeId: number) => void
  /** `original` is the name shown before editing: typing it back undoes the rename. */
  onRename: (resourceId: number, name: string, original: string) => void
  moveUpLabel: (label: string) => string
  moveDownLabel: (label: string) => string
}

/** The menu entries as an indented list: drag handle, kind icon, editable name, up and down buttons. */
export function MenuTreeEditor(props: Props) {
  const [dragged, setDragged] = useState<number | null>(null)
  return (
    <ul className="menu-tree" data-testid="menu-tree">
      {props.entries.map((entry, index) => (
        <EntryRow
          key={entry.resourceId}
          {...props}
          entry={entry}
          depth={0}
          first={index === 0}
          last={index === props.entries.length - 1}
          siblings={props.entries}
          dragged={dragged}
          setDragged={setDragged}
        />
      ))}
    </ul>
  )
}

interface RowProps extends Props {
  entry: EditableEntry
  depth: number
  first: boolean
  last: boolean
  siblings: readonly EditableEntry[]
  dragged: number | null
  setDragged: (id: number | null) => void
}

function EntryRow(props: RowProps) {
  const { i18n } = useLingui()
  const { entry, depth, first, last, siblings, dragged, setDragged, names } = props
  const seeded = MENU_CATALOG[entry.code]
  const shown = menuLabel(
    { name: entry.name, title: seeded?.seededName === entry.name ? seeded.title : undefined },
    i18n,
  )
  const value = names.get(entry.resourceId) ?? shown
  const blank = props.blankIds.includes(entry.resourceId)
  const [over, setOver] = useState(false)
  // Only siblings may be dropped on each other: the server keeps entries under their folders.
  const canDrop =
    dragged !== null && dragged !== entry.resourceId && siblings.some((s) => s.resourceId === dragged)
  const inputId = `menu-name-${entry.resourceId}`
  return (
    <li>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is a pointer shortcut; the move buttons are the keyboard way */}
      <div
        className={`menu-tree__row${over && canDrop ? ' menu-tree__row--drop' : ''}${dragged === entry.resourceId ? ' menu-tree__row--dragging' : ''}`}
        style={{ paddingInlineStart: 8 + depth * 24 }}
        draggable
        onDragStart={(event) => {
          event.stopPropagation()
          event.dataTransfer.effectAllowed = 'move'
          event.dataTransfer.setData('text/plain', String(entry.resourceId))
          setDragged(entry.resourceId)
        }}
        onDragEnd={() => setDragged(null)}
        onDragOver={(event) => {
          if (!canDrop) return
          event.preventDefault()
          event.stopPropagation()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault()
          event.stopPropagation()
          setOver(false)
          if (canDrop && dragged !== null) props.onDropBefore(dragged, entry.resourceId)
          setDragged(null)
        }}
        data-testid="menu-tree-row"
        data-resource-code={entry.code}
      >
        <span className="menu-tree__grip" aria-hidden="true">
          <GripIcon size={16} />
        </span>
        <span className="menu-tree__kind" aria-hidden="true">
          {entry.kind === 'folder' ? <FolderIcon size={16} /> : <PageIcon size={16} />}
        </span>
        <label className="visually-hidden" htmlFor={inputId}>
          {shown}
        </label>
        <input
          id={inputId}
          className={blank ? 'menu-tree__name menu-tree__name--invalid' : 'menu-tree__name'}
          value={value}
          maxLength={50}
          aria-invalid={blank || undefined}
          aria-describedby={blank ? `${inputId}-error` : undefined}
          onChange={(event) => props.onRename(entry.resourceId, event.target.value, shown)}
        />
        {blank ? (
          <span className="menu-tree__error" id={`${inputId}-error`} role="alert">
            {props.blankMessage}
          </span>
        ) : null}
        {names.has(entry.resourceId) ? <span className="menu-tree__changed" aria-hidden="true" /> : null}
        <span className="menu-tree__moves">
          <button
            type="button"
            className="icon-button"
            aria-label={props.moveUpLabel(shown)}
            title={props.moveUpLabel(shown)}
            disabled={first}
            onClick={() => props.onMove(entry.resourceId, -1)}
          >
            <ArrowUpIcon size={15} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={props.moveDownLabel(shown)}
            title={props.moveDownLabel(shown)}
            disabled={last}
            onClick={() => props.onMove(entry.resourceId, 1)}
          >
            <ArrowDownIcon size={15} />
          </button>
        </span>
      </div>
      {entry.children.length > 0 ? (
        <ul className="menu-tree">
          {entry.children.map((child, index) => (
            <EntryRow
              key={child.resourceId}
              {...props}
              entry={child}
              depth={depth + 1}
              first={index === 0}
              last={index === entry.children.length - 1}
              siblings={entry.children}
            />
          ))}
        </ul>
      ) : null}
    </li>
  )
}
