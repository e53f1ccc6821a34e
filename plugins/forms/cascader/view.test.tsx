// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { checkFormControls } from '../shared/formRegistry.ts'
import { choose, isComplete, levelsOf } from './cascade.ts'
import { props } from './manifest.ts'
import View from './view.tsx'

const options = defaultProps(props).options

test('each level lists the children of the choice before it; a new choice drops the deeper ones', () => {
  expect(levelsOf(options, []).map((level) => level.map((o) => o.value))).toEqual([['intake', 'filters']])
  expect(levelsOf(options, ['intake']).map((level) => level.map((o) => o.value))).toEqual([
    ['intake', 'filters'],
    ['P101', 'P102'],
  ])
  expect(choose(['intake', 'P101'], 0, 'filters')).toEqual(['filters'])
  expect(isComplete(options, ['intake'])).toBe(false)
  expect(isComplete(options, ['intake', 'P102'])).toBe(true)
})

test('a required cascader in a form reports an empty path', async () => {
  const view = await renderWidget(
    View,
    hostProps({ ...defaultProps(props), formName: 'c', fieldName: 'unit', required: true }),
  )
  expect(view.container.querySelectorAll('button')).toHaveLength(1)
  expect(checkFormControls('c')).toEqual({ valid: false, values: { unit: [] }, count: 1 })
  await view.unmount()
})
