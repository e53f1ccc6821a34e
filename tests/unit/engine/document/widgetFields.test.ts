import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decodeLayoutContext } from '../../../../engine/codec/layoutContextCodec.ts'
import { fromBlockDoc, toBlockDoc } from '../../../../engine/codec/pageDocCodec.ts'
import { defaultLayoutContext } from '../../../../engine/document/defaults.ts'
import { EVENT_NAMES, WIDGET_FIELDS } from '../../../../engine/document/persisted.ts'
import { widgetFieldsOf } from '../../../../engine/document/widgetFields.ts'
import { listWidgets } from '../../../../engine/document/widgetStore.ts'
import { widget } from '../support/builders.ts'

const root = join(import.meta.dirname, '../../../..')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Files of engine/, app/, plugins/ and server/ whose text matches `pattern`. */
function filesMatching(pattern: RegExp): string[] {
  return ['engine', 'app', 'plugins', 'server']
    .flatMap((dir) => sources(join(root, dir)))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
}

describe('one definition of the widget fields and the event names', () => {
  it('the codec keeps exactly the listed fields as the widget’s own, in their order, and the rest as extra', () => {
    const wire = { ...widget('a', { rotation: 30, groupId: null }), legacyColour: 'red' }
    const block = toBlockDoc('b1', 'Block', { ...defaultLayoutContext(), widgets: [wire] })
    const [node] = listWidgets(block.widgets)
    expect(node?.extra).toEqual({ legacyColour: 'red' })
    const [back] = fromBlockDoc(block).widgets
    expect(Object.keys(back ?? {})).toEqual(['legacyColour', ...WIDGET_FIELDS])
    expect(back).toEqual(wire)
    expect(Object.keys(widgetFieldsOf(wire))).toEqual([...WIDGET_FIELDS])
  })

  it('an event outside the list is refused by the codec', () => {
    const context = { ...defaultLayoutContext(), widgets: [{ ...widget('a'), events: { onHover: [] } }] }
    const decoded = decodeLayoutContext(JSON.stringify(context))
    expect(decoded.ok).toBe(false)
    expect(JSON.stringify(decoded)).toContain(EVENT_NAMES.join(', '))
  })

  it('the event names and the widget field types are written once in the sources', () => {
    expect(filesMatching(/\[\s*'noticeOnload',\s*'noticeUnload',\s*'noticeOnclick'\s*\]/)).toEqual([
      'engine/document/persisted.ts',
    ])
    // The field types are declared once (the wire widget and the editor's node extend them).
    expect(filesMatching(/\n\s*rotation: number\n\s*groupId: string \| null\n/)).toEqual([
      'engine/document/persisted.ts',
    ])
  })
})
