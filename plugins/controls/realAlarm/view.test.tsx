// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import {
  buttonWithText,
  click,
  hostProps,
  type Mounted,
  renderWidget,
  settle,
} from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { createStoryServices, storyAlarms } from '../../shared/fakeServices.ts'
import type { AlarmRow } from '../../shared/viewContract.ts'
import { realAlarmProps } from './manifest.ts'
import RealAlarmView, { COMPACT_WIDTH } from './view.tsx'

let mounted: Mounted<typeof props> | undefined
const props = defaultProps(realAlarmProps)

afterEach(async () => {
  await mounted?.unmount()
  mounted = undefined
  document.body.innerHTML = ''
})

const rowIds = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('tr[data-alarm-id]')].map((tr) => tr.dataset.alarmId)

/** The acknowledgement of a row as its status cell's tooltip spells it out. */
const ackTitle = (container: HTMLElement, id: string) =>
  container.querySelector(`tr[data-alarm-id="${id}"] .gx-alarms__status [title]`)?.getAttribute('title')

async function mount(
  services = createStoryServices({ alarms: storyAlarms(1_700_000_000_000) }),
  objects = props.objects,
) {
  mounted = await renderWidget(
    RealAlarmView,
    hostProps({ ...props, objects }, { services, width: 900, height: 400 }),
  )
  await settle()
  return { container: mounted.container, services }
}

describe('real-time alarms at runtime', () => {
  test('lists the current alarms, unacknowledged first by priority, with counts', async () => {
    const { container } = await mount()
    expect(rowIds(container)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5'])
    expect(container.textContent).toContain('5 active')
    expect(container.textContent).toContain('3 unacknowledged')
    const first = container.querySelector<HTMLElement>('tr[data-alarm-id="a1"]')
    expect(first?.className).toContain('gx-alarms__row--active')
    expect(first?.style.getPropertyValue('--gx-alarm')).toBe('#d32f2f')
    expect(ackTitle(container, 'a4')).toMatch(/^Acknowledged by operator at \d{4}-\d\d-\d\d /)
  })

  test('after a reconnect, loads the list again: what happened meanwhile shows', async () => {
    const { container, services } = await mount()
    const current = vi.spyOn(services.alarms, 'current')
    services.disconnect()
    const first = storyAlarms(1_700_000_000_000)[0]
    if (!first) throw new Error('no sample alarm')
    services.raise({ ...first, id: 'a9', showName: 'Raised while disconnected', priority: 1 })
    await settle()
    expect(rowIds(container)).not.toContain('a9')

    services.reconnect()
    await settle()
    expect(current).toHaveBeenCalledTimes(1)
    expect(rowIds(container)).toContain('a9')
  })

  test('asks only for the configured objects', async () => {
    const services = createStoryServices({ alarms: storyAlarms(1_700_000_000_000) })
    const current = vi.spyOn(services.alarms, 'current')
    const { container } = await mount(services, [{ objName: 'Tank_T201' }, { objName: ' ' }])
    expect(current).toHaveBeenCalledWith({ objNames: ['Tank_T201'] })
    expect(rowIds(container)).toEqual(['a3', 'a5'])
  })

  test('a pushed alarm appears at once, in its place', async () => {
    const { container, services } = await mount()
    const [template] = storyAlarms(0)
    if (!template) throw new Error('no story alarms')
    const raised: AlarmRow = {
      ...template,
      id: 'new',
      priority: 1,
      time: Date.now(),
      showName: 'Drum level low-low',
    }
    services.raise(raised)
    await settle()
    expect(rowIds(container)[0]).toBe('new')
    expect(container.textContent).toContain('Drum level low-low')
  })

  test('one alarm to acknowledge is counted in the singular (issue 19, defect 10)', async () => {
    const services = createStoryServices({ alarms: storyAlarms(1_700_000_000_000) })
    await mount(services, [{ objName: 'Tank_T201' }])
    await click(buttonWithText('Acknowledge all'))
    expect(document.body.textContent).toContain('1 alarm will be marked as acknowledged in your name.')
  })

  test('acknowledge all asks first, then acknowledges the open alarms and shows who did', async () => {
    const { container, services } = await mount()
    const acknowledge = vi.spyOn(services.alarms, 'acknowledge')
    await click(buttonWithText('Acknowledge all'))
    expect(document.body.textContent).toContain('Acknowledge all alarms?')
    expect(document.body.textContent).toContain('3 alarms will be marked as acknowledged in your name.')
    expect(acknowledge).not.toHaveBeenCalled()
    const confirm = [...document.querySelectorAll('.gx-confirm button')].find(
      (b) => b.textContent === 'Acknowledge',
    )
    await click(confirm)
    await settle()
    expect(acknowledge).toHaveBeenCalledWith(['a1', 'a2', 'a3'])
    expect(container.textContent).toContain('0 unacknowledged')
    expect(ackTitle(container, 'a1')).toContain('Acknowledged by operator')
  })

  test('after acknowledging, the reloaded list wins even when the push of it never came', async () => {
    // The server acknowledges, but its event is lost (a reconnect): only the reload tells the news.
    const stored = storyAlarms(1_700_000_000_000)
    const base = createStoryServices({ alarms: stored })
    const services = {
      ...base,
      alarms: {
        ...base.alarms,
        current: async () => stored.map((row) => ({ ...row })),
        subscribe: () => () => {},
        acknowledge: async (ids: string[]) => {
          for (const row of stored) {
            if (ids.includes(row.id))
              Object.assign(row, { acknowledged: true, ackUser: 'operator', ackTime: 1 })
          }
        },
      },
    }
    const { container } = await mount(services as typeof base)
    expect(container.textContent).toContain('3 unacknowledged')
    await click(buttonWithText('Acknowledge all'))
    const confirm = [...document.querySelectorAll('.gx-confirm button')].find(
      (b) => b.textContent === 'Acknowledge',
    )
    await click(confirm)
    await settle()
    expect(container.textContent).toContain('0 unacknowledged')
  })

  test('acknowledge selected sends the chosen rows only; cancelling sends nothing', async () => {
    const { container, services } = await mount()
    const acknowledge = vi.spyOn(services.alarms, 'acknowledge')
    const selectButton = buttonWithText('Acknowledge selected') as HTMLButtonElement
    expect(selectButton.disabled).toBe(true)
    await click(container.querySelector('tr[data-alarm-id="a2"] input'))
    expect(selectButton.disabled).toBe(false)
    await click(selectButton)
    await click(buttonWithText('Cancel'))
    expect(acknowledge).not.toHaveBeenCalled()
    await click(selectButton)
    const confirm = [...document.querySelectorAll('.gx-confirm button')].find(
      (b) => b.textContent === 'Acknowledge',
    )
    await click(confirm)
    await settle()
    expect(acknowledge).toHaveBeenCalledWith(['a2'])
  })

  test('a failed acknowledgement is reported', async () => {
    const services = createStoryServices({ alarms: storyAlarms(1_700_000_000_000) })
    vi.spyOn(services.alarms, 'acknowledge').mockRejectedValue(new Error('offline'))
    await mount(services)
    await click(buttonWithText('Acknowledge all'))
    await click(
      [...document.querySelectorAll('.gx-confirm button')].find((b) => b.textContent === 'Acknowledge'),
    )
    await settle()
    expect(document.body.textContent).toContain('Acknowledging failed. Try again.')
  })

  test('unsubscribes when removed', async () => {
    const services = createStoryServices()
    const unsubscribe = vi.fn()
    vi.spyOn(services.alarms, 'subscribe').mockReturnValue(unsubscribe)
    await mount(services)
    await mounted?.unmount()
    mounted = undefined
    expect(unsubscribe).toHaveBeenCalledTimes(1)
  })
})

describe('real-time alarms in a narrow widget', () => {
  const itemIds = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLElement>('li[data-alarm-id]')].map((li) => li.dataset.alarmId)

  test('lists the alarms as a list with the buttons above it; selecting and acknowledging work alike', async () => {
    const services = createStoryServices({ alarms: storyAlarms(1_700_000_000_000) })
    const acknowledge = vi.spyOn(services.alarms, 'acknowledge')
    mounted = await renderWidget(
      RealAlarmView,
      hostProps(props, { services, width: COMPACT_WIDTH - 1, height: 400 }),
    )
    await settle()
    const { container } = mounted
    expect(container.querySelector('table')).toBeNull()
    expect(itemIds(container)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5'])
    expect(container.querySelector('.gx-widget__header button')).toBeNull()
    const first = container.querySelector<HTMLElement>('li[data-alarm-id="a1"]')
    expect(first?.style.getPropertyValue('--gx-alarm')).toBe('#d32f2f')
    expect(
      container.querySelector('li[data-alarm-id="a4"] .gx-alarms__status [title]')?.getAttribute('title'),
    ).toMatch(/^Acknowledged by operator at /)
    const selectButton = buttonWithText('Acknowledge (0)') as HTMLButtonElement
    expect(selectButton.disabled).toBe(true)
    // "All" picks every open alarm; a second click clears them.
    const all = container.querySelector<HTMLInputElement>('.gx-alarms__all input')
    await click(all)
    expect(buttonWithText('Acknowledge (3)')).toBeDefined()
    await click(all)
    expect(buttonWithText('Acknowledge (0)')).toBeDefined()
    await click(container.querySelector('li[data-alarm-id="a2"] input'))
    await click(buttonWithText('Acknowledge (1)'))
    await click(
      [...document.querySelectorAll('.gx-confirm button')].find((b) => b.textContent === 'Acknowledge'),
    )
    await settle()
    expect(acknowledge).toHaveBeenCalledWith(['a2'])
  })

  test('a widget as wide as the limit keeps the table, its buttons in the header', async () => {
    const services = createStoryServices({ alarms: storyAlarms(1_700_000_000_000) })
    mounted = await renderWidget(
      RealAlarmView,
      hostProps(props, { services, width: COMPACT_WIDTH, height: 400 }),
    )
    await settle()
    expect(rowIds(mounted.container)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5'])
    expect(mounted.container.querySelector('ul')).toBeNull()
    const header = mounted.container.querySelector('.gx-widget__header')
    expect([...(header?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'Acknowledge selected',
      'Acknowledge all',
    ])
  })
})

describe('real-time alarms in the designer', () => {
  test('shows sample rows and never calls the services', async () => {
    const services = createStoryServices()
    const current = vi.spyOn(services.alarms, 'current')
    const subscribe = vi.spyOn(services.alarms, 'subscribe')
    mounted = await renderWidget(
      RealAlarmView,
      hostProps(props, { services, mode: 'design', width: 900, height: 400 }),
    )
    await settle()
    expect(rowIds(mounted.container)).toEqual(['p1', 'p2', 'p3', 'p4'])
    expect((buttonWithText('Acknowledge all') as HTMLButtonElement).disabled).toBe(true)
    expect(current).not.toHaveBeenCalled()
    expect(subscribe).not.toHaveBeenCalled()
  })
})

// Issue 17 point 1: a user who may not operate sees the alarms but cannot acknowledge them.
describe('real-time alarms of a user who may not operate', () => {
  test('shows the alarms, marked view only, with acknowledging disabled and why', async () => {
    const why = 'You may watch the plant but not operate it'
    const services = createStoryServices({ alarms: storyAlarms(1_700_000_000_000) })
    mounted = await renderWidget(
      RealAlarmView,
      hostProps(props, { services, width: 900, height: 400, operateDenied: why }),
    )
    await settle()
    const { container } = mounted
    expect(rowIds(container)).toHaveLength(5)
    expect(container.querySelector('.gx-alarms__readonly')?.getAttribute('title')).toBe(why)
    expect(buttonWithText('Acknowledge all')?.hasAttribute('disabled')).toBe(true)
    const boxes = [
      ...container.querySelectorAll<HTMLInputElement>('tr[data-alarm-id] input[type="checkbox"]'),
    ]
    expect(boxes.length).toBeGreaterThan(0)
    expect(boxes.every((box) => box.disabled)).toBe(true)
  })
})
