// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { Property } from '../../../../app/screens/objectModels/common/modelApi'
import { PropertyRows } from '../../../../app/screens/objectModels/common/PropertyRows'
import { OVERSCAN, rowWindow, WINDOW_FROM } from '../../../../app/screens/objectModels/common/rowWindow'

// Issue 20, performance: typing on a 500-property template's editor laid out and painted all 500 rows on
// every key. Long property tables now keep only the rows near their viewport in the DOM.
i18n.load('en-us', {})
i18n.activate('en-us')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('rowWindow', () => {
  test('the rows on screen and some beyond each edge, with the left-out rows as heights', () => {
    const win = rowWindow(500, 40, 4000, 560)
    // Row 100 is the first on screen, 15 fit in 560 px.
    expect(win.start).toBeLessThanOrEqual(100 - OVERSCAN)
    expect(win.start).toBeGreaterThan(100 - OVERSCAN - 8)
    expect(win.end).toBeGreaterThanOrEqual(115 + OVERSCAN)
    expect(win.end).toBeLessThan(115 + OVERSCAN + 9)
    expect(win.before).toBe(win.start * 40)
    expect(win.after).toBe((500 - win.end) * 40)
  })

  test('a small scroll keeps the same window (nothing to render)', () => {
    expect(rowWindow(500, 40, 4000, 560)).toEqual(rowWindow(500, 40, 4010, 560))
  })

  test('clamped at both ends', () => {
    expect(rowWindow(500, 40, -50, 560)).toMatchObject({ start: 0, before: 0 })
    const end = rowWindow(500, 40, 500 * 40, 560)
    expect(end).toMatchObject({ end: 500, after: 0 })
    expect(end.start).toBeLessThan(500)
  })
})

const props = (count: number): Property[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `p${String(i).padStart(3, '0')}`,
    showName: '',
    description: '',
    type: 'float',
    defaultValue: 0,
    unit: '',
    writable: true,
    inherited: false,
    source: 'own',
  })) as unknown as Property[]

let root: Root
let container: HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

function render(count: number) {
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <PropertyRows properties={props(count)} limitCounts={{}} actions={() => null} />
      </I18nProvider>,
    ),
  )
  return [...container.querySelectorAll('tbody tr[data-testid]')].map((row) =>
    row.getAttribute('data-testid'),
  )
}

describe('PropertyRows', () => {
  test('a short table has every row', () => {
    expect(render(WINDOW_FROM)).toHaveLength(WINDOW_FROM)
    expect(container.querySelector('.prop-table__spacer')).toBeNull()
  })

  test('a 500-property table renders the first rows and a spacer for the rest, telling the row count', () => {
    const rows = render(500)
    expect(rows[0]).toBe('prop-row-p000')
    expect(rows.length).toBeGreaterThan(10)
    expect(rows.length).toBeLessThan(80)
    expect(container.querySelector('table')?.getAttribute('aria-rowcount')).toBe('501')
    expect(container.querySelector('[data-testid="prop-row-p001"]')?.getAttribute('aria-rowindex')).toBe('3')
    const spacer = container.querySelector<HTMLElement>('.prop-table__spacer')
    expect(spacer?.querySelector('td')?.getAttribute('aria-hidden')).toBe('true')
    expect(Number.parseFloat(spacer?.style.height ?? '0')).toBeGreaterThan(400 * 30)
  })

  test('scrolling the table brings the rows at the new place into the DOM', () => {
    render(500)
    const scroller = container.querySelector<HTMLElement>('.prop-table__wrap')
    if (!scroller) throw new Error('no scroller')
    act(() => {
      scroller.scrollTop = 250 * 40
      scroller.dispatchEvent(new Event('scroll'))
    })
    const rows = [...container.querySelectorAll('tbody tr[data-testid]')].map((row) =>
      row.getAttribute('data-testid'),
    )
    expect(rows).toContain('prop-row-p250')
    expect(rows).not.toContain('prop-row-p000')
    expect(container.querySelectorAll('.prop-table__spacer')).toHaveLength(2)
  })
})
