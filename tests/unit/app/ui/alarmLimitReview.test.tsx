// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, test } from 'vitest'
import { AlarmLimitReview } from '../../../../app/ui/AlarmLimitReview'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
i18n.load('en-us', {})
i18n.activate('en-us')

let root: Root | undefined
let container: HTMLElement | undefined
afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
})

/** Limits as an editor holds them: [name, comparison, value as typed]. */
const typed = (...rows: [string, string, unknown][]) =>
  rows.map(([name, alertType, limitValue]) => ({
    name,
    showName: name,
    alertType,
    limitValue,
    enabled: true,
  }))

test('lists the limits the grouping rule drops as the entries change, and nothing when none', () => {
  container = document.createElement('div')
  document.body.append(container)
  const target = container
  root = createRoot(target)
  const show = (entries: unknown[]) =>
    act(() =>
      root?.render(
        <I18nProvider i18n={i18n}>
          <AlarmLimitReview entries={entries} />
        </I18nProvider>,
      ),
    )
  const items = () => [...target.querySelectorAll('li')].map((li) => li.textContent)

  show(typed(['Hi', 'gt', 80], ['HiHi', 'gt', 95]))
  expect(target.querySelector('[data-testid="alarm-limit-review"]')?.textContent).toBe('')

  // The user types a second limit of 80, then a value that is not a number.
  show(typed(['Hi', 'gt', 80], ['HiHi', 'gt', 95], ['Hi2', 'gt', '80']))
  expect(items()).toEqual(['Dropped limit Hi2: duplicate of gt 80 (Hi)'])
  show(typed(['Hi', 'gt', 80], ['HiHi', 'gt', 95], ['Hi2', 'gt', 'abc']))
  expect(items()).toEqual(['Dropped limit Hi2: its value "abc" is not a number'])
  expect(target.querySelector('[role="status"]')?.getAttribute('aria-live')).toBe('polite')
})
