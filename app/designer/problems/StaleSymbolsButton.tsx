import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { EDIT_LABELS } from '../../../engine/commands/labels'
import type { SymbolWire } from '../../../engine/document/persisted'
import { select, setCurrentBlock } from '../state/actions'
import type { DesignerStore } from '../state/designerStore'
import { changePlacedSymbols } from '../state/placedSymbols'
import { staleSymbolsOf } from './useStaleSymbols'

/**
 * The status bar's note of placed symbols whose library symbol has changed: a button with the count,
 * opening the list (a click selects the widget) and an "update all" that refreshes every one still in the
 * library in one undo step.
 */
export function StaleSymbolsButton({ store }: { store: DesignerStore }) {
  const { t } = useLingui()
  const { list } = useSnapshot(staleSymbolsOf(store))
  const [open, setOpen] = useState(false)
  if (list.length === 0) return null
  const updatable = staleSymbolsOf(store).list.filter((entry) => entry.library.kind === 'found')
  const name = (entry: (typeof list)[number]) =>
    (entry.node.props.drawing as SymbolWire | null)?.name || entry.node.id
  return (
    <span className="designer-problems">
      <button
        type="button"
        className="designer-problems__button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="stale-symbols"
      >
        ⚠{' '}
        {plural(list.length, {
          one: '# symbol changed in the library',
          other: '# symbols changed in the library',
        })}
      </button>
      {open ? (
        <ul className="designer-problems__list" data-testid="stale-symbols-list">
          {list.map((entry) => (
            <li key={`${entry.blockId}:${entry.node.id}`}>
              <button
                type="button"
                onClick={() => {
                  setCurrentBlock(store, entry.blockId)
                  select(store, [entry.node.id])
                  setOpen(false)
                }}
              >
                {entry.library.kind === 'found'
                  ? t`${name(entry)} (${entry.node.id}): the library's version differs`
                  : t`${name(entry)} (${entry.node.id}): no longer in the library`}
              </button>
            </li>
          ))}
          {updatable.length > 0 ? (
            <li>
              <button
                type="button"
                data-testid="stale-symbols-update-all"
                onClick={() => {
                  changePlacedSymbols(
                    store,
                    updatable.map((entry) => ({
                      blockId: entry.blockId,
                      node: entry.node,
                      instance:
                        typeof entry.node.props.instance === 'string' ? entry.node.props.instance : '',
                      fresh: entry.library.kind === 'found' ? entry.library.drawing : undefined,
                    })),
                    EDIT_LABELS.refreshSymbol,
                  )
                  setOpen(false)
                }}
              >
                <strong>
                  {plural(updatable.length, {
                    one: 'Update it to the library’s version',
                    other: 'Update all # to the library’s version',
                  })}
                </strong>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </span>
  )
}
