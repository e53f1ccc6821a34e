// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import {
  buttonWithText,
  click,
  hostProps,
  renderWidget,
  settle,
  typeInto,
} from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import { STORY_REPORT } from '../../shared/storyReports.ts'
import { props } from './manifest.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

const designed = { ...defaultProps(props), reportName: STORY_REPORT }
const rowsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  )

test('runs on open with the defaults: parameters as inputs, grouped lines with sums, a pager', async () => {
  const services = createStoryServices()
  const view = await renderWidget(View, hostProps(designed, { services, width: 880, height: 420 }))
  await settle()
  const inputs = [...view.container.querySelectorAll('form input')] as HTMLInputElement[]
  expect(inputs.map((input) => [input.type, input.value])).toEqual([
    ['text', 'all'],
    ['date', '2026-03-01'],
    ['text', ''],
  ])
  // 12 batches over two lines, two subtotals and a total: 15 lines, 8 a page.
  expect(view.container.textContent).toContain('Page 1 of 2')
  const first = rowsOf(view.container)
  expect(first[0]).toEqual(['L1', '2026-03-01', '10', '25.00'])
  expect(first[6]).toEqual(['Subtotal L1', '', '75', '187.50'])
  await click(buttonWithText('Next'))
  expect(view.container.textContent).toContain('Page 2 of 2')
  expect(rowsOf(view.container).at(-1)).toEqual(['Total', '', '186', '465.00'])
  await view.unmount()
})

test('runs again with typed values and exports the chosen pages', async () => {
  const services = createStoryServices()
  const run = vi.spyOn(services.reports, 'run')
  const view = await renderWidget(View, hostProps({ ...designed, runOnOpen: false }, { services }))
  await settle()
  expect(run).not.toHaveBeenCalled()
  const line = view.container.querySelector('form input') as HTMLInputElement
  await typeInto(line, 'L2')
  await click(buttonWithText('Run'))
  await settle()
  expect(run).toHaveBeenLastCalledWith(STORY_REPORT, { line: 'L2', from: '2026-03-01' }, '1')
  expect(rowsOf(view.container).map((row) => row[0])).toEqual([
    'L2',
    'L2',
    'L2',
    'L2',
    'L2',
    'L2',
    'Subtotal L2',
    'Total',
  ])
  const range = view.container.querySelector('.gx-report__export input') as HTMLInputElement
  await typeInto(range, '1-2')
  await click(buttonWithText('Export'))
  expect(services.reports.exports).toEqual([
    { name: STORY_REPORT, params: { line: 'L2', from: '2026-03-01' }, format: 'xlsx', pageRange: '1-2' },
  ])
  await view.unmount()
})

test('a report that does not exist says so; the designer runs nothing', async () => {
  const services = createStoryServices()
  const missing = await renderWidget(View, hostProps({ ...designed, reportName: 'Nothing' }, { services }))
  await settle()
  expect(missing.container.querySelector('[role="alert"]')?.textContent).toBe(
    'There is no report named Nothing',
  )
  await missing.unmount()
  const describe = vi.spyOn(services.reports, 'describe')
  const design = await renderWidget(View, hostProps(designed, { services, mode: 'design' }))
  await settle()
  expect(describe).not.toHaveBeenCalled()
  expect(design.container.textContent).toContain(`The report ${STORY_REPORT} runs here on the runtime page.`)
  await design.unmount()
})
