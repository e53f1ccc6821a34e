// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import {
  click,
  hostProps,
  type Mounted,
  renderWidget,
  settle,
} from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import { props as schema } from './manifest.ts'
import View from './view.tsx'

let mounted: Mounted<typeof props> | undefined
const props = defaultProps(schema)

afterEach(async () => {
  await mounted?.unmount()
  mounted = undefined
  document.body.innerHTML = ''
})

const FLOWS = [
  { diagramId: 1, label: '' },
  { diagramId: 2, label: 'Buy a spare part' },
  { diagramId: 3, label: '' },
  { diagramId: 9, label: '' },
]
const buttons = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLButtonElement>('[data-testid="start-list-button"]'),
]

test('at runtime: names from the server, labels first; unstartable ones say why and stay disabled', async () => {
  const services = createStoryServices()
  mounted = await renderWidget(
    View,
    hostProps({ ...props, flows: FLOWS }, { services, width: 400, height: 300 }),
  )
  await settle()
  const names = [...mounted.container.querySelectorAll('.gx-startlist__name > span:first-child')].map(
    (node) => node.textContent,
  )
  expect(names).toEqual(['Maintenance request', 'Buy a spare part', 'Weekly inspection', 'Process 9'])
  expect(buttons(mounted.container).map((button) => button.disabled)).toEqual([false, false, true, true])
  expect(mounted.container.textContent).toContain('Weekly inspection cannot be started by hand.')
  expect(mounted.container.textContent).toContain('Process 9 does not exist')
  await click(buttons(mounted.container)[1] as HTMLButtonElement)
  await settle()
  expect(services.workflow.started).toEqual([{ diagramId: 2, data: {} }])
})

test('in the designer: the chosen processes with inactive buttons; none chosen says so', async () => {
  mounted = await renderWidget(View, hostProps({ ...props, flows: FLOWS }, { mode: 'design' }))
  expect(buttons(mounted.container).every((button) => button.disabled)).toBe(true)
  await mounted.unmount()
  mounted = await renderWidget(View, hostProps(props, { mode: 'design' }))
  expect(mounted.container.textContent).toContain('No processes chosen yet.')
})
