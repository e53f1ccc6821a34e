// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'
import { NO_RULES } from '../../../engine/forms/controlCheck.ts'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import {
  click,
  hostProps,
  type Mounted,
  renderWidget,
  settle,
} from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { registerControl } from '../../forms/shared/formRegistry.ts'
import { createStoryServices } from '../../shared/fakeServices.ts'
import { props as schema } from './manifest.ts'
import View from './view.tsx'

let mounted: Mounted<typeof props> | undefined
const props = defaultProps(schema)
const cleanups: (() => void)[] = []

afterEach(async () => {
  await mounted?.unmount()
  mounted = undefined
  for (const cleanup of cleanups.splice(0)) cleanup()
  document.body.innerHTML = ''
})

/** A control of the form `purchase` holding `value`, as an input on the page registers. */
function control(field: string, value: string, required = false) {
  const reset = vi.fn()
  cleanups.push(
    registerControl({
      formName: 'purchase',
      field,
      rules: { ...NO_RULES, required },
      read: () => value,
      showError: () => {},
      reset,
    }),
  )
  return reset
}

const button = (container: HTMLElement) =>
  container.querySelector('[data-testid="start-workflow"]') as HTMLButtonElement

test('starts its process with the values of its form, then empties the form', async () => {
  const services = createStoryServices()
  const notify = vi.spyOn(services.data, 'notify')
  const reset = control('item', 'Valve')
  control('amount', '900')
  mounted = await renderWidget(
    View,
    hostProps({ ...props, diagramId: 2, submitForm: 'purchase' }, { services }),
  )
  await settle()
  await click(button(mounted.container))
  await settle()
  expect(services.workflow.started).toEqual([{ diagramId: 2, data: { item: 'Valve', amount: '900' } }])
  expect(reset).toHaveBeenCalled()
  expect(notify).toHaveBeenCalledWith('success', 'Purchase approval started', 'Request #20')
})

test('an invalid form starts nothing and says so', async () => {
  const services = createStoryServices()
  const notify = vi.spyOn(services.data, 'notify')
  control('item', '', true)
  mounted = await renderWidget(
    View,
    hostProps({ ...props, diagramId: 2, submitForm: 'purchase' }, { services }),
  )
  await settle()
  await click(button(mounted.container))
  await settle()
  expect(services.workflow.started).toEqual([])
  expect(notify.mock.calls[0]?.[0]).toBe('error')
})

test('a process that starts only on a timer: the button is disabled and tells why', async () => {
  const services = createStoryServices()
  mounted = await renderWidget(View, hostProps({ ...props, diagramId: 3 }, { services }))
  await settle()
  expect(button(mounted.container).disabled).toBe(true)
  expect(button(mounted.container).title).toBe('Weekly inspection cannot be started by hand.')
})

test('no process chosen: a click says so and starts nothing', async () => {
  const services = createStoryServices()
  const notify = vi.spyOn(services.data, 'notify')
  mounted = await renderWidget(View, hostProps(props, { services }))
  await click(button(mounted.container))
  await settle()
  expect(services.workflow.started).toEqual([])
  expect(notify.mock.calls[0]?.[1]).toBe('No process chosen')
})
