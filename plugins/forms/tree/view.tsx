import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CONTROL_WAITING } from '../shared/controlWaiting.ts'
import { FormField } from '../shared/FormField.tsx'
import { useFormControl } from '../shared/useFormControl.ts'
import { useOptions } from '../shared/useOptions.ts'
import type { Props } from './manifest.ts'
import { treeKey, visibleRows } from './treeNav.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

/**
 * Tree (the WAI-ARIA tree pattern: one tab stop, arrows move and open, Enter or Space chooses; screen
 * readers hear the level and whether a branch is open). Headless UI has no tree, so the keys are ours.
 */
export default function TreeView({ props, mode, live, bound, services }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const id = useId()
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const { options } = useOptions(props, mode, services)
  const control = useFormControl<string>(props, mode, '')
  const runtime = mode === 'runtime'
  const disabled = !runtime || Boolean(shown.disabled)
  const [open, setOpen] = useState<ReadonlySet<string>>(() =>
    props.expandAll ? new Set(options.map((option) => option.parent).filter(Boolean)) : new Set(),
  )
  const rows = useMemo(() => visibleRows(options, open), [options, open])
  const [focused, setFocused] = useState('')
  const list = useRef<HTMLUListElement>(null)
  const active = rows.some((row) => row.option.value === focused) ? focused : (rows[0]?.option.value ?? '')

  const toggle = (value: string) => {
    const next = new Set(open)
    if (next.has(value)) next.delete(value)
    else next.add(value)
    setOpen(next)
  }
  const focus = (value: string) => {
    setFocused(value)
    list.current?.querySelector<HTMLElement>(`[data-value="${CSS.escape(value)}"]`)?.focus()
  }
  function onKeyDown(event: KeyboardEvent) {
    if (disabled) return
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      control.setValue(active)
      return
    }
    const move = treeKey(rows, active, event.key, open)
    if (!move) return
    event.preventDefault()
    if (move.toggle) toggle(move.toggle)
    focus(move.focus)
  }

  return (
    <FormField
      label={props.label}
      error={control.error}
      messageId={`${id}-message`}
      required={props.required}
      stacked
    >
      <ul
        ref={list}
        className="gx-list gx-tree"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA tree pattern is a list with role tree
        role="tree"
        aria-label={props.label || t`Tree`}
        aria-invalid={control.error ? true : undefined}
        aria-describedby={control.error ? `${id}-message` : undefined}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
      >
        {rows.map(({ option, depth, branch }) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's keys are handled once, on the tree
          <li
            key={option.value}
            role="treeitem"
            data-value={option.value}
            aria-level={depth + 1}
            aria-expanded={branch ? open.has(option.value) : undefined}
            aria-selected={control.value === option.value}
            tabIndex={!disabled && option.value === active ? 0 : -1}
            className="gx-list__item gx-tree__item"
            data-selected={control.value === option.value ? '' : undefined}
            style={{ paddingLeft: 8 + depth * 16 }}
            onFocus={() => setFocused(option.value)}
            onClick={() => {
              if (disabled) return
              setFocused(option.value)
              control.setValue(option.value)
            }}
          >
            <span
              className="gx-tree__twisty"
              aria-hidden="true"
              onClick={(event) => {
                if (!branch || disabled) return
                event.stopPropagation()
                toggle(option.value)
              }}
            >
              {branch ? (open.has(option.value) ? '▾' : '▸') : ''}
            </span>
            {option.label}
          </li>
        ))}
      </ul>
    </FormField>
  )
}
