import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { getWidget } from '../../../engine/document/widgetStore'
import { select, setCurrentBlock } from '../state/actions'
import type { DesignerStore } from '../state/designerStore'
import type { BindingProblem } from './bindingProblems'
import { problemsOf } from './useBindingProblems'

/** The page-level problems list: a status-bar button with the count, opening the list; a click selects. */
export function ProblemsButton({ store }: { store: DesignerStore }) {
  const { t, i18n } = useLingui()
  const { list } = useSnapshot(problemsOf(store))
  const [open, setOpen] = useState(false)
  if (list.length === 0) return null
  const describe = (problem: BindingProblem) => {
    switch (problem.kind) {
      case 'missingObject':
        return t`${problem.key}: the object does not exist`
      case 'missingProperty':
        return t`${problem.key}: the property does not exist`
      case 'unbound': {
        const block = store.state.doc.blocks[problem.blockId]
        const node = block ? getWidget(block.widgets, problem.widgetId) : undefined
        const plugin = node ? store.registry.get(node.type) : undefined
        const widget = plugin ? i18n._(plugin.title) : problem.widgetId
        const field = plugin?.props[problem.prop]
        const prop = field ? i18n._(field.label) : problem.prop
        return t`${widget}: "${prop}" is not bound, so it shows no live value`
      }
      default:
        return t`${problem.key} is ${problem.type ?? ''}; ${problem.prop} takes ${problem.needs?.join(' / ') ?? ''}`
    }
  }
  return (
    <span className="designer-problems">
      <button
        type="button"
        className="designer-problems__button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="binding-problems"
      >
        ⚠ {plural(list.length, { one: '# binding problem', other: '# binding problems' })}
      </button>
      {open ? (
        <ul className="designer-problems__list" data-testid="binding-problems-list">
          {list.map((problem) => (
            <li key={`${problem.widgetId}:${problem.prop}`}>
              <button
                type="button"
                onClick={() => {
                  setCurrentBlock(store, problem.blockId)
                  select(store, [problem.widgetId])
                  setOpen(false)
                }}
              >
                {describe(problem)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  )
}
