// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { checkFormControls } from '../shared/formRegistry.ts'
import { props } from './manifest.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

test('shows nothing at runtime and sends its designed, then its live value', async () => {
  const designed = { ...defaultProps(props), value: 'line-1', formName: 'report', fieldName: 'line' }
  const view = await renderWidget(View, hostProps(designed))
  expect(view.container.textContent).toBe('')
  expect(checkFormControls('report').values).toEqual({ line: 'line-1' })
  await view.rerender(hostProps(designed, { live: { value: { value: 'line-2', quality: 'good', time: 1 } } }))
  expect(checkFormControls('report').values).toEqual({ line: 'line-2' })
  await view.unmount()
})

test('the designer sees a placeholder naming the field', async () => {
  const view = await renderWidget(
    View,
    hostProps({ ...defaultProps(props), fieldName: 'batch' }, { mode: 'design' }),
  )
  expect(view.container.textContent).toBe('batch · Hidden at runtime')
  await view.unmount()
})
