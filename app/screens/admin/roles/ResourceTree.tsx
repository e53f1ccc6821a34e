import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { icons, SearchBox } from '../../../ui'
import { checkState, filterTree, flattenTree, type ResourceNode, toggleNode } from './resourceSelection'
import { useResourceLabel } from './useResourceLabel'

interface Props {
  roots: readonly ResourceNode[]
  granted: ReadonlySet<number>
  onChange: (granted: Set<number>) => void
  /** Accessible name of the tree. */
  label: string
  disabled?: boolean
}

/**
 * The resource tree with a checkbox per resource: folders show partly ticked when some of their
 * resources are granted, and a folder click grants or takes away its whole branch.
 */
export function ResourceTree({ roots, granted, onChange, label, disabled = false }: Props) {
  const { t } = useLingui()
  const labelOf = useResourceLabel()
  const [filter, setFilter] = useState('')
  // Top two levels open at first: the roots (design, report, application) and their menus.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(
    () =>
      new Set(
        flattenTree(roots)
          .filter((node) => node.childResources.length > 0 && node.parentId !== null)
          .map((node) => node.resourceId),
      ),
  )
  const shown = filterTree(roots, filter, labelOf)
  const filtering = filter.trim() !== ''
  const total = flattenTree(roots).length
  const toggleOpen = (id: number) => {
    const next = new Set(collapsed)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setCollapsed(next)
  }

  const renderNode = (node: ResourceNode) => {
    const state = checkState(node, granted)
    const folder = node.childResources.length > 0
    const open = folder && (filtering || !collapsed.has(node.resourceId))
    const inputId = `resource-${node.resourceId}`
    const name = labelOf(node)
    return (
      <li key={node.resourceId}>
        <div className="resource-tree__row">
          {folder ? (
            <button
              type="button"
              className="resource-tree__twisty"
              aria-expanded={open}
              aria-label={open ? t`Collapse ${name}` : t`Expand ${name}`}
              onClick={() => toggleOpen(node.resourceId)}
            >
              {open ? <icons.ChevronDownIcon size={14} /> : <icons.ChevronRightIcon size={14} />}
            </button>
          ) : (
            <span className="resource-tree__twisty" aria-hidden="true" />
          )}
          <label className="resource-tree__label" htmlFor={inputId}>
            <input
              id={inputId}
              type="checkbox"
              checked={state === 'checked'}
              disabled={disabled}
              aria-checked={state === 'partial' ? 'mixed' : state === 'checked'}
              ref={(input) => {
                if (input) input.indeterminate = state === 'partial'
              }}
              onChange={() => onChange(toggleNode(node, granted))}
            />
            {folder ? (
              <icons.FolderIcon size={15} className="resource-tree__icon" />
            ) : (
              <icons.PageIcon size={15} className="resource-tree__icon" />
            )}
            <span className="resource-tree__name">{name}</span>
            <code className="resource-tree__code">{node.resourceCode}</code>
          </label>
        </div>
        {open ? <ul className="resource-tree__children">{node.childResources.map(renderNode)}</ul> : null}
      </li>
    )
  }

  return (
    <div className="resource-tree">
      <div className="resource-tree__toolbar">
        <SearchBox
          value={filter}
          onSearch={setFilter}
          placeholder={t`Filter resources by name or code`}
          delayMs={150}
        />
        <span className="resource-tree__count">
          <Trans>
            {granted.size} of {total} granted
          </Trans>
        </span>
      </div>
      {shown.length === 0 ? (
        <p className="resource-tree__empty">
          <Trans>No resource matches the filter.</Trans>
        </p>
      ) : (
        <ul aria-label={label} className="resource-tree__list">
          {shown.map(renderNode)}
        </ul>
      )}
    </div>
  )
}
