// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import {
  hostProps,
  type Mounted,
  renderWidget,
  settle,
} from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import { props as schema } from './manifest.ts'
import { age } from './todoRows.ts'
import View from './view.tsx'

let mounted: Mounted<typeof props> | undefined
const props = defaultProps(schema)

afterEach(async () => {
  await mounted?.unmount()
  mounted = undefined
  document.body.innerHTML = ''
})

const count = (container: HTMLElement) => container.querySelector('[data-testid="todo-count"]')?.textContent
const tasks = (container: HTMLElement) =>
  [...container.querySelectorAll('.gx-todos__task')].map((node) => node.textContent)

test('at runtime: the user to-dos, newest first, the overdue one marked, and the total', async () => {
  const services = createStoryServices()
  mounted = await renderWidget(View, hostProps(props, { services, width: 420, height: 280 }))
  await settle()
  const { container } = mounted
  expect(tasks(container)).toEqual(['Approve spare pump', 'Check valve V-204', 'Sign off filter change'])
  expect(count(container)).toBe('3')
  expect(container.querySelectorAll('.gx-todos__row--overdue')).toHaveLength(1)
  expect(container.querySelector('.gx-todos__row--overdue')?.textContent).toContain('Overdue')
})

test('the count follows a start on the page, and a row opens its task', async () => {
  const services = createStoryServices()
  mounted = await renderWidget(View, hostProps({ ...props, maxRows: 2 }, { services }))
  await settle()
  const { container } = mounted
  expect(tasks(container)).toHaveLength(2)
  await services.workflow.start(2, { item: 'Valve' })
  await settle()
  expect(count(container)).toBe('4')
  expect(tasks(container)).toEqual(['Review', 'Approve spare pump'])
  ;(container.querySelector('[data-testid="todo-open"]') as HTMLButtonElement).click()
  expect(services.workflow.opened).toEqual([20])
})

test('in the designer: sample rows that open nothing', async () => {
  mounted = await renderWidget(View, hostProps(props, { mode: 'design' }))
  expect(tasks(mounted.container)).toHaveLength(3)
  expect((mounted.container.querySelector('[data-testid="todo-open"]') as HTMLButtonElement).disabled).toBe(
    true,
  )
})

test('a failed load says so instead of an empty list', async () => {
  const services = createStoryServices()
  services.workflow.todos = async () => {
    throw new Error('down')
  }
  mounted = await renderWidget(View, hostProps(props, { services }))
  await settle()
  expect(mounted.container.textContent).toContain('The to-dos could not be loaded.')
})

test('ages read now, then minutes, hours and days', () => {
  const now = 10 * 24 * 3_600_000
  expect(age(now - 20_000, now)).toEqual({ unit: 'now', count: 0 })
  expect(age(now - 5 * 60_000, now)).toEqual({ unit: 'minute', count: 5 })
  expect(age(now - 3 * 3_600_000, now)).toEqual({ unit: 'hour', count: 3 })
  expect(age(now - 50 * 3_600_000, now)).toEqual({ unit: 'day', count: 2 })
})
