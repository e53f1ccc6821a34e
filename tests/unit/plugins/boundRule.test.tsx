// @vitest-environment jsdom
/**
 * The bound-props rule (plugins/README.md, "Bound props") for the DOM families: a prop that is not bound
 * shows its designed value; a bound prop with no value yet shows the waiting state, never the design.
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { columnProps } from '../../../plugins/charts/column/manifest.ts'
import ColumnChartView from '../../../plugins/charts/column/view.tsx'
import { gaugeProps } from '../../../plugins/charts/gauge/manifest.ts'
import GaugeView from '../../../plugins/charts/gauge/view.tsx'
import { buttonProps } from '../../../plugins/forms/button/manifest.ts'
import ButtonView from '../../../plugins/forms/button/view.tsx'
import { inputProps } from '../../../plugins/forms/input/manifest.ts'
import InputView from '../../../plugins/forms/input/view.tsx'
import { labelProps } from '../../../plugins/forms/label/manifest.ts'
import LabelView from '../../../plugins/forms/label/view.tsx'
import { selectProps } from '../../../plugins/forms/select/manifest.ts'
import SelectView from '../../../plugins/forms/select/view.tsx'
import { tableProps } from '../../../plugins/forms/table/manifest.ts'
import TableView from '../../../plugins/forms/table/view.tsx'
import { hostProps, type Mounted, renderWidget } from './support/renderWidget.tsx'

// G2 stands in as a host that records what it is asked to draw (jsdom has no canvas).
const specs = vi.hoisted(() => [] as unknown[])
vi.mock('../../../plugins/charts/shared/chartHost.ts', () => ({
  createChartHost: () => ({
    render: (spec: unknown) => specs.push(spec),
    resize: () => {},
    destroy: () => {},
  }),
}))

let mounted: Mounted<never> | undefined
afterEach(async () => {
  await mounted?.unmount()
  mounted = undefined
  specs.length = 0
  document.body.innerHTML = ''
})

async function show<P>(...args: Parameters<typeof renderWidget<P>>): Promise<HTMLElement> {
  const view = await renderWidget(...args)
  mounted = view as unknown as Mounted<never>
  return view.container
}

const waitingTag = (root: HTMLElement) => root.querySelector('.gx-quality--waiting')?.textContent

describe('forms', () => {
  test('a label: bound with no value shows "—" after the waiting mark; unbound its designed text', async () => {
    const props = { ...defaultProps(labelProps), text: 'Inlet temperature' }
    const waiting = await show(LabelView, hostProps(props, { bound: new Set(['text']) }))
    const label = waiting.querySelector<HTMLElement>('.gx-label')
    expect(label?.dataset.quality).toBe('waiting')
    expect(label?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Waiting for data')
    expect(label?.textContent).toBe('…—')
    await mounted?.unmount()
    const unbound = await show(LabelView, hostProps(props))
    expect(unbound.querySelector('.gx-label')?.textContent).toBe('Inlet temperature')
  })

  test('an input and a select wait empty and disabled; unbound they show their designed value', async () => {
    const input = { ...defaultProps(inputProps), value: '42' }
    const waitingInput = await show(InputView, hostProps(input, { bound: new Set(['value']) }))
    const field = waitingInput.querySelector('input') as HTMLInputElement
    expect([field.value, field.disabled]).toEqual(['', true])
    expect(waitingTag(waitingInput)).toBe('Waiting for data')
    await mounted?.unmount()
    const unboundInput = (await show(InputView, hostProps(input))).querySelector('input') as HTMLInputElement
    expect([unboundInput.value, unboundInput.disabled]).toEqual(['42', false])
    await mounted?.unmount()

    const select = { ...defaultProps(selectProps), value: '1' }
    const waitingSelect = await show(SelectView, hostProps(select, { bound: new Set(['value']) }))
    const list = waitingSelect.querySelector('button') as HTMLButtonElement
    expect(list.disabled).toBe(true)
    expect(list.textContent).not.toContain('Manual')
    expect(waitingTag(waitingSelect)).toBe('Waiting for data')
    await mounted?.unmount()
    const unboundSelect = (await show(SelectView, hostProps(select))).querySelector('button')
    expect(unboundSelect?.textContent).toContain('Manual')
    expect(unboundSelect?.disabled).toBe(false)
  })

  test('a button with a bound interlock stays disabled until it arrives; unbound it is enabled', async () => {
    const props = defaultProps(buttonProps)
    const waiting = await show(ButtonView, hostProps(props, { bound: new Set(['disabled']) }))
    expect(waiting.querySelector('button')?.disabled).toBe(true)
    await mounted?.unmount()
    expect((await show(ButtonView, hostProps(props))).querySelector('button')?.disabled).toBe(false)
  })

  test('a table with bound rows waits empty under its header; unbound it shows the designed rows', async () => {
    const props = defaultProps(tableProps)
    const waiting = await show(TableView, hostProps(props, { bound: new Set(['rows']) }))
    expect(waiting.querySelectorAll('th').length).toBeGreaterThan(0)
    expect(waiting.querySelectorAll('tbody td')).toHaveLength(0)
    expect(waitingTag(waiting)).toBe('Waiting for data')
    await mounted?.unmount()
    const unbound = await show(TableView, hostProps(props))
    expect(unbound.querySelectorAll('tbody td').length).toBeGreaterThan(0)
    expect(waitingTag(unbound)).toBeUndefined()
  })
})

describe('charts', () => {
  test('a gauge: bound with no value shows "No value" and waits; unbound its designed value', async () => {
    const props = { ...defaultProps(gaugeProps), value: 65, unit: 'bar', decimals: 0 }
    const reading = (root: HTMLElement) =>
      root.querySelector('[data-testid="chart-placeholder"]')?.textContent
    const waiting = await show(GaugeView, hostProps(props, { bound: new Set(['value']) }))
    expect(reading(waiting)).not.toContain('65')
    expect(waitingTag(waiting)).toBe('Waiting for data')
    await mounted?.unmount()
    const unbound = await show(GaugeView, hostProps(props))
    expect(reading(unbound)).toBe('65 bar')
    expect(waitingTag(unbound)).toBeUndefined()
  })

  test('a column chart with bound rows is empty in its frame until they arrive', async () => {
    const props = defaultProps(columnProps)
    const waiting = await show(ColumnChartView, hostProps(props, { bound: new Set(['data']) }))
    expect(waiting.textContent).toContain('No data')
    expect(waitingTag(waiting)).toBe('Waiting for data')
    await mounted?.unmount()
    const unbound = await show(ColumnChartView, hostProps(props))
    expect(unbound.textContent).not.toContain('No data')
  })
})
