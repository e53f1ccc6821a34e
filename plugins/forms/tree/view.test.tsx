// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { checkFormControls } from '../shared/formRegistry.ts'
import { props } from './manifest.ts'
import { treeKey, visibleRows } from './treeNav.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

const options = defaultProps(props).options

test('shows open branches depth-first and walks them with the arrow keys', () => {
  const open = new Set(['works', 'intake'])
  const rows = visibleRows(options, open)
  expect(rows.map((row) => `${row.depth}:${row.option.value}`)).toEqual([
    '0:works',
    '1:intake',
    '2:P101',
    '2:P102',
    '1:filters',
  ])
  expect(treeKey(rows, 'intake', 'ArrowDown', open)).toEqual({ focus: 'P101' })
  expect(treeKey(rows, 'P101', 'ArrowLeft', open)).toEqual({ focus: 'intake' })
  expect(treeKey(rows, 'intake', 'ArrowLeft', open)).toEqual({ focus: 'intake', toggle: 'intake' })
  expect(treeKey(rows, 'filters', 'ArrowRight', open)).toEqual({ focus: 'filters', toggle: 'filters' })
})

test('Enter chooses the focused node as the form value', async () => {
  const designed = { ...defaultProps(props), formName: 'where', fieldName: 'unit', required: true }
  const view = await renderWidget(View, hostProps(designed))
  const tree = view.container.querySelector('[role="tree"]') as HTMLElement
  expect(view.container.querySelectorAll('[role="treeitem"]')).toHaveLength(6)
  expect(checkFormControls('where').valid).toBe(false)
  await act(async () => {
    tree.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
  })
  await act(async () => {
    tree.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  })
  expect(checkFormControls('where').values).toEqual({ unit: 'intake' })
  expect(view.container.querySelector('[aria-selected="true"]')?.getAttribute('aria-level')).toBe('2')
  await view.unmount()
})
