// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { useConfirmationsPerSide } from '../../../../app/shell/noticeSides'
import { NoticeHost } from '../../../../app/ui/NoticeHost'
import { clearNotices, noticeState, showNotice } from '../../../../app/ui/notices'

// Issue 19, defect 8: the designer's "Saved successfully" followed into the runtime and, hovered by an
// operator reaching for the button under it, never left.
i18n.load('en-us', {})
i18n.activate('en-us')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement

beforeEach(() => {
  vi.useFakeTimers()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  clearNotices()
  vi.useRealTimers()
})

const shownTitles = () => noticeState.notices.map((notice) => notice.title)

function hoverEveryNotice() {
  for (const card of container.querySelectorAll('[data-testid="notice"]')) {
    card.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }))
  }
}

describe('notices under the pointer', () => {
  test('a confirmation leaves on time though hovered; an error waits while it is read', async () => {
    act(() =>
      root.render(
        <I18nProvider i18n={i18n}>
          <NoticeHost />
        </I18nProvider>,
      ),
    )
    // valtio tells React of changes after a microtask: let the cards mount before hovering them.
    await act(async () => {
      showNotice('success', 'Saved successfully')
      showNotice('error', 'Saving failed')
    })
    expect(container.querySelectorAll('[data-testid="notice"]')).toHaveLength(2)
    act(() => hoverEveryNotice())
    act(() => vi.advanceTimersByTime(9000))
    expect(shownTitles()).toEqual(['Saving failed'])
  })
})

function SideWatcher({ location }: { location: string }) {
  useConfirmationsPerSide(location)
  return null
}

describe('notices per side', () => {
  test('crossing from the designer to the runtime removes confirmations, not errors', () => {
    act(() => root.render(<SideWatcher location="/design/application-editor/3" />))
    act(() => {
      showNotice('success', 'Saved successfully')
      showNotice('warning', 'Draft kept')
    })
    act(() => root.render(<SideWatcher location="/design/application-manage" />))
    expect(shownTitles()).toEqual(['Saved successfully', 'Draft kept'])
    act(() => root.render(<SideWatcher location="/application-runtime/Page_1" />))
    expect(shownTitles()).toEqual(['Draft kept'])
  })

  test('the login pages belong to no side: a notice raised on the way there stays', () => {
    act(() => root.render(<SideWatcher location="/hellow" />))
    act(() => {
      showNotice('info', 'Signed out')
    })
    act(() => root.render(<SideWatcher location="/user/login" />))
    expect(shownTitles()).toEqual(['Signed out'])
  })
})
