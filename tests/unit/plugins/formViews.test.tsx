// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
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
import type { LiveProps } from '../../../plugins/shared/viewContract.ts'
import {
  buttonWithText,
  click,
  hostProps,
  type Mounted,
  press,
  renderWidget,
  settle,
  typeInto,
} from './support/renderWidget.tsx'

const live = (values: Record<string, unknown>, quality: 'good' | 'bad' = 'good'): LiveProps =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value, quality, time: 1 }]))

let mounted: Mounted<never> | undefined
afterEach(async () => {
  await mounted?.unmount()
  mounted = undefined
  document.body.innerHTML = ''
})

function keep<P>(view: Mounted<P>): Mounted<P> {
  mounted = view as unknown as Mounted<never>
  return view
}

describe('label', () => {
  test('shows the designed text in design mode and the bound value at runtime', async () => {
    const props = { ...defaultProps(labelProps), text: 'Inlet temperature', color: '#111111' }
    const view = keep(
      await renderWidget(LabelView, hostProps(props, { mode: 'design', live: live({ text: '99 °C' }) })),
    )
    // The host gives design views no live values; even if it did, the label shows what it is given.
    expect(view.container.textContent).toContain('99 °C')
    await view.rerender(hostProps(props, { mode: 'design' }))
    expect(view.container.textContent).toBe('Inlet temperature')
    await view.rerender(hostProps(props, { live: live({ text: '21.5 °C', color: '#b3261e' }) }))
    const label = view.container.querySelector<HTMLElement>('.gx-label')
    expect(label?.textContent).toBe('21.5 °C')
    expect(label?.style.color).toBe('rgb(179, 38, 30)')
  })

  test('a bad-quality value keeps showing, dimmed, after its mark', async () => {
    const props = defaultProps(labelProps)
    const view = keep(await renderWidget(LabelView, hostProps(props, { live: live({ text: 41.7 }, 'bad') })))
    const label = view.container.querySelector<HTMLElement>('.gx-label')
    expect(label?.dataset.quality).toBe('bad')
    const [mark, text] = [...(label?.children ?? [])]
    expect(mark?.getAttribute('role')).toBe('img')
    expect(mark?.getAttribute('aria-label')).toBe('Bad quality')
    expect(mark?.textContent).toBe('!')
    expect(text?.textContent).toBe('41.7')
  })
})

describe('input', () => {
  const props = { ...defaultProps(inputProps), label: 'Setpoint', checker: 'number' as const, required: true }

  test('shows the bound value; a refused entry shows the checker message and writes nothing', async () => {
    const write = vi.fn(async () => {})
    const view = keep(await renderWidget(InputView, hostProps(props, { live: live({ value: 42.5 }), write })))
    const input = view.container.querySelector('input') as HTMLInputElement
    expect(input.value).toBe('42.5')
    await typeInto(input, '4,5')
    await press(input, 'Enter')
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('Enter a valid number')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(write).not.toHaveBeenCalled()
    await typeInto(input, '')
    await press(input, 'Enter')
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('This field is required')
  })

  test('an accepted entry is written as a number on Enter; Escape cancels', async () => {
    const write = vi.fn(async () => {})
    const view = keep(await renderWidget(InputView, hostProps(props, { live: live({ value: 42.5 }), write })))
    const input = view.container.querySelector('input') as HTMLInputElement
    await typeInto(input, '50.25')
    await press(input, 'Enter')
    await settle()
    expect(write).toHaveBeenCalledWith('value', 50.25)
    await typeInto(input, '77')
    await press(input, 'Escape')
    expect(input.value).toBe('42.5')
    expect(write).toHaveBeenCalledTimes(1)
  })

  test('a failed write says so', async () => {
    const write = vi.fn(async () => {
      throw new Error('denied')
    })
    const view = keep(await renderWidget(InputView, hostProps(props, { write })))
    const input = view.container.querySelector('input') as HTMLInputElement
    await typeInto(input, '5')
    await press(input, 'Enter')
    await settle()
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'The value could not be written. Try again.',
    )
  })

  test('in design mode the field is read-only and out of the tab order', async () => {
    const view = keep(await renderWidget(InputView, hostProps({ ...props, value: '7' }, { mode: 'design' })))
    const input = view.container.querySelector('input') as HTMLInputElement
    expect(input.readOnly).toBe(true)
    expect(input.tabIndex).toBe(-1)
    expect(input.value).toBe('7')
  })
})

describe('button', () => {
  test('a runtime click emits noticeOnclick; a design click does nothing', async () => {
    const emit = vi.fn()
    const props = { ...defaultProps(buttonProps), text: 'Start pump' }
    const view = keep(await renderWidget(ButtonView, hostProps(props, { emit })))
    await click(view.container.querySelector('button'))
    expect(emit).toHaveBeenCalledWith('noticeOnclick')
    await view.rerender(hostProps(props, { emit, mode: 'design' }))
    await click(view.container.querySelector('button'))
    expect(emit).toHaveBeenCalledTimes(1)
  })

  test('with a confirmation question, the click runs only after confirming', async () => {
    const emit = vi.fn()
    const props = {
      ...defaultProps(buttonProps),
      text: 'Stop',
      confirmText: 'Stop pump P-101?',
      variant: 'danger' as const,
    }
    const view = keep(await renderWidget(ButtonView, hostProps(props, { emit })))
    await click(view.container.querySelector('button'))
    expect(emit).not.toHaveBeenCalled()
    expect(document.body.textContent).toContain('Stop pump P-101?')
    await click(buttonWithText('Cancel'))
    expect(emit).not.toHaveBeenCalled()
    await click(view.container.querySelector('button'))
    const confirm = [...document.querySelectorAll('.gx-confirm button')].find((b) => b.textContent === 'Stop')
    await click(confirm)
    expect(emit).toHaveBeenCalledWith('noticeOnclick')
  })

  test('a bound interlock disables the button', async () => {
    const view = keep(
      await renderWidget(
        ButtonView,
        hostProps(defaultProps(buttonProps), { live: live({ disabled: true }) }),
      ),
    )
    expect(view.container.querySelector('button')?.disabled).toBe(true)
  })
})

describe('select', () => {
  test('a bound number selects the option with that value; a choice is written', async () => {
    const write = vi.fn(async () => {})
    const view = keep(
      await renderWidget(
        SelectView,
        hostProps(defaultProps(selectProps), { live: live({ value: 1 }), write }),
      ),
    )
    const button = view.container.querySelector('button') as HTMLButtonElement
    expect(button.textContent).toContain('Manual')
    await click(button)
    const option = [...document.querySelectorAll('[role="option"]')].find(
      (o) => o.textContent === 'Maintenance',
    )
    await click(option)
    await settle()
    expect(write).toHaveBeenCalledWith('value', '2')
  })
})

describe('table', () => {
  test('headers from the columns, cells from the bound rows', async () => {
    const props = defaultProps(tableProps)
    const rows = [{ name: 'P-201', state: 'Running', flow: 10.5, pressure: 3 }]
    const view = keep(await renderWidget(TableView, hostProps(props, { live: live({ rows }) })))
    const headers = [...view.container.querySelectorAll('th')].map((th) => th.textContent)
    expect(headers).toEqual(['Equipment', 'State', 'Flow (m³/h)', 'Pressure (bar)'])
    const cells = [...view.container.querySelectorAll('tbody td')].map((td) => td.textContent)
    expect(cells).toEqual(['P-201', 'Running', '10.5', '3'])
  })

  test('no rows says so; more than 200 are counted, not drawn', async () => {
    const props = defaultProps(tableProps)
    const view = keep(await renderWidget(TableView, hostProps(props, { live: live({ rows: [] }) })))
    expect(view.container.textContent).toContain('No data')
    const many = Array.from({ length: 230 }, (_, i) => ({ name: `P-${i}` }))
    await view.rerender(hostProps(props, { live: live({ rows: many }) }))
    // 200 rows are kept, shown a page of the spec's 20 at a time.
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(20)
    expect(view.container.textContent).toContain('Page 1 of 10')
    expect(view.container.textContent).toContain('30 more rows are not shown (at most 200)')
  })
})

// Issue 17 point 1: a user who may not operate sees the write controls disabled, with why.
describe('write controls of a user who may not operate', () => {
  const why = 'You may watch the plant but not operate it'

  test('an input and a button are disabled and say why', async () => {
    const input = keep(
      await renderWidget(InputView, hostProps(defaultProps(inputProps), { operateDenied: why })),
    )
    const field = input.container.querySelector('input') as HTMLInputElement
    expect(field.disabled).toBe(true)
    expect(field.title).toBe(why)
    await input.unmount()
    const emit = vi.fn()
    const props = { ...defaultProps(buttonProps), text: 'Start pump' }
    const button = keep(await renderWidget(ButtonView, hostProps(props, { emit, operateDenied: why })))
    const element = button.container.querySelector('button') as HTMLButtonElement
    expect(element.disabled).toBe(true)
    expect(element.title).toBe(why)
    await click(element)
    expect(emit).not.toHaveBeenCalled()
  })
})
