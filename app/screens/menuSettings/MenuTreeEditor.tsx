import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { menuLabel } from '../../shell/frame/menuLabel'
import { MENU_CATALOG } from '../../shell/menu/menuCatalog'
import { ArrowDownIcon, ArrowUpIcon, FolderIcon, GripIcon, PageIcon } from '../../ui/icons'
import { MoveToMenu } from './MoveToMenu'
import { type EditableEntry, isWithin, type MoveTarget, moveTargets } from './menuTree'

interface Props {
  entries: readonly EditableEntry[]
  /** Names changed so far, by resource id. */
  names: ReadonlyMap<number, string>
  blankIds: readonly number[]
  blankMessage: string
  onMove: (resourceId: number, offset: -1 | 1) => void
  onDropBefore: (resourceId: number, beforeId: number) => void
  /** Moves an entry into a folder (null: the top level of the menu). */
  onMoveInto: (resourceId: number, folderId: number | null) => void
  /** `original` is the name shown before editing: typing it back undoes the rename. */
  onRename: (resourceId: number, name: string, original: string) => void
  moveUpLabel: (label: string) => string
  moveDownLabel: (label: string) => string
  moveToLabel: (label: string) => string
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
  dragged: number | null
  setDragged: (id: number | null) => void
}

function EntryRow(props: RowProps) {
  const { i18n } = useLingui()
  const { entry, depth, first, last, dragged, setDragged, names } = props
  const shown = labelOf(entry, i18n)
  const value = names.get(entry.resourceId) ?? shown
  const blank = props.blankIds.includes(entry.resourceId)
  const [over, setOver] = useState(false)
  // Any entry may be dropped before any other, across folders, except into its own branch (a cycle).
  const draggedEntry = dragged === null ? null : findEntry(props.entries, dragged)
  const canDrop =
    draggedEntry !== null && dragged !== entry.resourceId && !isWithin(draggedEntry, entry.resourceId)
  const targetName = (target: MoveTarget) =>
    target.entry ? (names.get(target.entry.resourceId) ?? labelOf(target.entry, i18n)) : ''
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
          <MoveToMenu
            label={props.moveToLabel(shown)}
            targets={moveTargets(props.entries, entry.resourceId)}
            nameOf={targetName}
            onMove={(folderId) => props.onMoveInto(entry.resourceId, folderId)}
          />
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
            />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/** The entry's label: its translated title while it keeps the seeded name, else the name it has. */
function labelOf(entry: EditableEntry, i18n: I18n): string {
  const seeded = MENU_CATALOG[entry.code]
  return menuLabel(
    { name: entry.name, title: seeded?.seededName === entry.name ? seeded.title : undefined },
    i18n,
  )
}

function findEntry(entries: readonly EditableEntry[], id: number): EditableEntry | null {
  for (const entry of entries) {
    if (entry.resourceId === id) return entry
    const inner = findEntry(entry.children, id)
    if (inner) return inner
  }
  return null
}
