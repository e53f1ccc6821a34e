// @vitest-environment jsdom
/**
 * A faceplate's setpoint: a number field refuses what is not a number before anything is sent, a number
 * is written to the instance's property, a bool toggles, and without the right to operate there is no
 * field at all, only "Read only".
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { FaceplateProperty } from '../../../../app/runtime/faceplate/faceplateApi'
import { SetpointField } from '../../../../app/runtime/faceplate/SetpointField'
import { noServices } from '../../../../plugins/shared/noServices'
import type { DomWidgetProps, RuntimeServices } from '../../../../plugins/shared/viewContract'
import {
  buttonWithText,
  click,
  hostProps,
  type Mounted,
  renderWidget,
  settle,
  typeInto,
} from '../../plugins/support/renderWidget'

interface Props {
  property: FaceplateProperty
  current: unknown
  denied: string
  services: RuntimeServices
}

const View = ({ props }: DomWidgetProps<Props>) => <SetpointField instance="Pump_01" {...props} />

const speed: FaceplateProperty = { name: 'speed', showName: '', type: 'float', unit: 'rpm', writable: true }
const count: FaceplateProperty = { name: 'starts', showName: '', type: 'int', unit: '', writable: true }
const running: FaceplateProperty = { name: 'running', showName: '', type: 'bool', unit: '', writable: true }

function servicesWith(set: ReturnType<typeof vi.fn>): RuntimeServices {
  return { ...noServices, values: { ...noServices.values, set } } as RuntimeServices
}

let mounted: Mounted<Props> | undefined
afterEach(async () => {
  await mounted?.unmount()
  mounted = undefined
})

async function mount(
  property: FaceplateProperty,
  set: ReturnType<typeof vi.fn>,
  denied = '',
  current: unknown = 0,
) {
  mounted = await renderWidget(
    View,
    hostProps<Props>({ property, current, denied, services: servicesWith(set) }),
  )
  return mounted.container
}

describe('faceplate setpoint', () => {
  test('text that is not a number is refused and nothing is sent; a number is written', async () => {
    const set = vi.fn().mockResolvedValue(undefined)
    const container = await mount(speed, set)
    const input = container.querySelector('input') as HTMLInputElement
    await typeInto(input, 'fast')
    await click(buttonWithText('Set'))
    expect(container.textContent).toContain('Enter a number')
    expect(set).not.toHaveBeenCalled()
    await typeInto(input, '1200.5')
    await click(buttonWithText('Set'))
    await settle()
    expect(set).toHaveBeenCalledWith('Pump_01', 'speed', 1200.5)
  })

  test('an integer property refuses a fraction', async () => {
    const set = vi.fn().mockResolvedValue(undefined)
    const container = await mount(count, set)
    await typeInto(container.querySelector('input') as HTMLInputElement, '2.5')
    await click(buttonWithText('Set'))
    expect(container.textContent).toContain('Enter a number')
    expect(set).not.toHaveBeenCalled()
  })

  test('a bool toggles its current value', async () => {
    const set = vi.fn().mockResolvedValue(undefined)
    await mount(running, set, '', true)
    await click(buttonWithText('Toggle'))
    await settle()
    expect(set).toHaveBeenCalledWith('Pump_01', 'running', false)
  })

  test('the server refusal shows beside the field', async () => {
    const set = vi.fn().mockRejectedValue(new Error('You may not operate the plant'))
    const container = await mount(speed, set)
    await typeInto(container.querySelector('input') as HTMLInputElement, '5')
    await click(buttonWithText('Set'))
    await settle()
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('You may not operate the plant')
  })

  test('without the right to operate: read only, no field', async () => {
    const set = vi.fn()
    const container = await mount(speed, set, 'You may watch the plant but not operate it')
    expect(container.querySelector('input')).toBeNull()
    expect(container.textContent).toContain('Read only')
  })
})
