import { describe, expect, it } from 'vitest'
import type { WidgetWire } from '../../../../engine/document/persisted.ts'
import { formatMessage } from '../../../../engine/messages.ts'
import { describeMissingPlugin } from '../../../../engine/plugins/index.ts'

describe('describeMissingPlugin', () => {
  it('names the missing type and hands back the very widget, untouched', () => {
    const widget: WidgetWire = {
      id: 'w1',
      type: 'chart.radar3d',
      version: 7,
      x: 10,
      y: 20,
      w: 300,
      h: 200,
      rotation: 0,
      groupId: null,
      props: { odd: [1, { deep: true }] },
      bindings: { value: { objName: 'pump1', propName: 'speed' } },
      events: { noticeOnclick: [{ kind: 'openPage', pageId: 'p2', target: 'self' }] },
      vendorData: 'kept',
    }
    const before = structuredClone(widget)
    const placeholder = describeMissingPlugin(widget)
    expect(placeholder.type).toBe('chart.radar3d')
    expect(formatMessage(placeholder.message)).toBe('Missing plugin: chart.radar3d')
    expect(placeholder.message.id).toBe('plugins.missingPlugin')
    expect(placeholder.widget).toBe(widget)
    expect(widget).toEqual(before)
  })
})
