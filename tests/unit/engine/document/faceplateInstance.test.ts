import { describe, expect, it } from 'vitest'
import { FACEPLATE_INSTANCE, withFaceplateInstance } from '../../../../engine/document/faceplateInstance.ts'
import { page, widget, widgetAt } from '../support/builders.ts'

describe('a faceplate page opened for an instance', () => {
  const doc = page({
    b1: [
      {
        ...widget('speed'),
        bindings: {
          text: {
            objName: FACEPLATE_INSTANCE,
            propName: 'speed',
            transform: { kind: 'format', decimals: 0, unit: '' },
          },
          color: { objName: 'Plant', propName: 'mode' },
        },
        events: {
          noticeOnclick: [
            { kind: 'setPropertyValue', objName: FACEPLATE_INSTANCE, propName: 'running', value: true },
            { kind: 'setPropertyValue', objName: 'Plant', propName: 'mode', value: 1 },
          ],
        },
      },
      {
        ...widget('alarms'),
        props: {
          objects: [{ objName: FACEPLATE_INSTANCE }, { objName: 'Tank_1' }],
          title: FACEPLATE_INSTANCE,
        },
      },
    ],
  })

  it('points the placeholder at the instance in bindings, set-value actions and props', () => {
    const opened = withFaceplateInstance(doc, 'Pump_07')
    const speed = widgetAt(opened, 'b1', 'speed')
    expect(speed?.bindings).toEqual({
      text: { objName: 'Pump_07', propName: 'speed', transform: { kind: 'format', decimals: 0, unit: '' } },
      color: { objName: 'Plant', propName: 'mode' },
    })
    expect(speed?.events.noticeOnclick?.map((a) => (a.kind === 'setPropertyValue' ? a.objName : ''))).toEqual(
      ['Pump_07', 'Plant'],
    )
    // Only `objName` fields are objects: a title that happens to read "$instance" stays as written.
    expect(widgetAt(opened, 'b1', 'alarms')?.props).toMatchObject({
      objects: [{ objName: 'Pump_07' }, { objName: 'Tank_1' }],
      title: FACEPLATE_INSTANCE,
    })
  })

  it('leaves the stored page as it was, so the next instance gets its own copy', () => {
    withFaceplateInstance(doc, 'Pump_07')
    const other = withFaceplateInstance(doc, 'Pump_08')
    expect(widgetAt(doc, 'b1', 'speed')?.bindings.text?.objName).toBe(FACEPLATE_INSTANCE)
    expect(widgetAt(other, 'b1', 'speed')?.bindings.text?.objName).toBe('Pump_08')
  })
})
