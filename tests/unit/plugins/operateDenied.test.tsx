// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createWidgetHost } from '../../../app/runtime/actions/widgetHost.ts'
import { LiveBindings } from '../../../app/runtime/live/liveBindings.ts'
import type { WidgetNode } from '../../../engine/document/pageDoc.ts'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { realAlarmProps } from '../../../plugins/controls/realAlarm/index.ts'
import RealAlarmView from '../../../plugins/controls/realAlarm/view.tsx'
import { buttonProps } from '../../../plugins/forms/button/index.ts'
import ButtonView from '../../../plugins/forms/button/view.tsx'
import { inputProps } from '../../../plugins/forms/input/index.ts'
import InputView from '../../../plugins/forms/input/view.tsx'
import { createStoryServices, storyAlarms } from '../../../plugins/shared/fakeServices.ts'
import { noServices } from '../../../plugins/shared/noServices.ts'
import {
  buttonWithText,
  click,
  hostProps,
  type Mounted,
  renderWidget,
  settle,
} from './support/renderWidget.tsx'

// Issue 17 point 1: the runtime disables the write controls of a user who may not operate, and says why.
const WHY = 'You may watch the plant but not operate it'

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

describe('the runtime host', () => {
  const target = { openPage() {}, openDialog() {} }
  const node = (clicks: WidgetNode['events']['noticeOnclick']) =>
    ({ id: 'w', events: clicks ? { noticeOnclick: clicks } : {} }) as WidgetNode
  const write = { kind: 'setPropertyValue', objName: 'P', propName: 'running', value: true } as const
  const open = { kind: 'openPage', pageId: 'Page_x', target: 'self' } as const

  test('denies widgets that would only write when the user may not operate', () => {
    const host = createWidgetHost(noServices, new LiveBindings([], () => {}), target, false)
    expect(host.operateDenied?.(node(undefined))).toMatch(WHY)
    expect(host.operateDenied?.(node([write]))).toMatch(WHY)
    // A button that also opens a page stays usable for that.
    expect(host.operateDenied?.(node([write, open]))).toBeUndefined()
    expect(host.operateDenied?.(node([open]))).toBeUndefined()
    const operator = createWidgetHost(noServices, new LiveBindings([], () => {}), target, true)
    expect(operator.operateDenied?.(node([write]))).toBeUndefined()
  })
})

describe('write controls of a user who may not operate', () => {
  test('an input and a button are disabled and say why', async () => {
    const input = keep(
      await renderWidget(InputView, hostProps(defaultProps(inputProps), { operateDenied: WHY })),
    )
    const field = input.container.querySelector('input') as HTMLInputElement
    expect(field.disabled).toBe(true)
    expect(field.title).toBe(WHY)
    await input.unmount()
    const emit = vi.fn()
    const props = { ...defaultProps(buttonProps), text: 'Start pump' }
    const button = keep(await renderWidget(ButtonView, hostProps(props, { emit, operateDenied: WHY })))
    const element = button.container.querySelector('button') as HTMLButtonElement
    expect(element.disabled).toBe(true)
    expect(element.title).toBe(WHY)
    await click(element)
    expect(emit).not.toHaveBeenCalled()
  })

  test('the alarm list shows the alarms, marked view only, with acknowledging disabled', async () => {
    const services = createStoryServices({ alarms: storyAlarms(1_700_000_000_000) })
    const view = keep(
      await renderWidget(
        RealAlarmView,
        hostProps(defaultProps(realAlarmProps), { services, width: 900, height: 400, operateDenied: WHY }),
      ),
    )
    await settle()
    expect(view.container.querySelectorAll('tr[data-alarm-id]').length).toBe(5)
    expect(view.container.querySelector('.gx-alarms__readonly')?.getAttribute('title')).toBe(WHY)
    expect(buttonWithText('Acknowledge all')?.hasAttribute('disabled')).toBe(true)
    const boxes = [
      ...view.container.querySelectorAll<HTMLInputElement>('tr[data-alarm-id] input[type="checkbox"]'),
    ]
    expect(boxes.every((box) => box.disabled)).toBe(true)
  })
})
