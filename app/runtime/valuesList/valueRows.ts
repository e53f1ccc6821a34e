/**
 * What the runtime's values list shows (ValuesList.tsx): every widget of the shown layout that shows text,
 * is bound to a live property or runs a click action, in reading order, with what it shows and the values
 * behind it. Shapes and painted widgets are pixels on a canvas; this is how a screen reader, a keyboard
 * or a search reaches them.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WidgetNode } from '../../../engine/document/pageDoc'
import { listWidgets } from '../../../engine/document/widgetStore'
import { normaliseProps } from '../../../engine/plugins/propsSchema'
import { mergeLive } from '../../../plugins/shared/liveProps'
import type { LiveProps } from '../../../plugins/shared/viewContract'
import { blockFrames } from '../../stage/geometry/pageGrid'
import type { Rect } from '../../stage/geometry/rect'
import type { StageStore } from '../../stage/pageStore'
import { bindingKey, type SourceValue } from '../live/liveBindings'

/** One listed widget. */
export interface ValueRow {
  node: WidgetNode
  /** The plugin's name ("Label", "Rectangle"), or the widget type when no plugin knows it. */
  title: MessageDescriptor | string
  /** Designed props with the plugin's defaults, for what the widget shows. */
  props: Record<string, unknown>
  /** The bound keys (`object.property`), each once. */
  keys: string[]
  /** Its box on the page, in page pixels. */
  box: Rect
}

/** The props whose value is the text a widget shows, the first present wins. */
const TEXT_PROPS = ['text', 'label', 'title'] as const

/** The listed widgets of the layout the store shows, top to bottom, then left to right. */
export function valueRows(store: StageStore): ValueRow[] {
  const { doc, platform, tabId } = store.state
  const rows: ValueRow[] = []
  for (const frame of blockFrames(doc, platform, tabId)) {
    const block = doc.blocks[frame.id]
    const index = store.index.block(frame.id)
    if (!block || !index) continue
    for (const node of listWidgets(block.widgets)) {
      const rect = index.rect(node.id)
      if (!rect) continue
      const plugin = store.registry.get(node.type)
      const props = plugin ? normaliseProps(plugin.props, node.props) : node.props
      const keys = [
        ...new Set(
          Object.values(node.bindings).flatMap((b) => (b?.objName && b.propName ? [bindingKey(b)] : [])),
        ),
      ]
      if (keys.length === 0 && !node.events.noticeOnclick && designedText(props) === '') continue
      rows.push({
        node,
        title: plugin?.title ?? node.type,
        props,
        keys,
        box: { x: frame.rect.x + rect.x, y: frame.rect.y + rect.y, w: rect.w, h: rect.h },
      })
    }
  }
  return rows.sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x)
}

function designedText(props: Record<string, unknown>): string {
  for (const name of TEXT_PROPS) {
    const value = props[name]
    if (typeof value === 'string' || typeof value === 'number') return String(value)
  }
  return ''
}

/** The text the widget shows now: its text prop with live values applied ('' when it shows none). */
export function shownText(row: ValueRow, live: LiveProps): string {
  return designedText(mergeLive(row.props, live))
}

const waiting = msg`waiting for a value`
const unavailable = msg`unavailable`
const badQuality = msg`bad quality`
const uncertainQuality = msg`uncertain`

/** A bound key's value as the server sent it, with its quality when that is not good. */
export function sourceText(i18n: I18n, source: SourceValue | undefined): string {
  if (source === undefined) return i18n._(waiting)
  if (source === 'unavailable') return i18n._(unavailable)
  const value = plainValue(source.value)
  if (source.quality === 'good') return value
  return `${value} (${i18n._(source.quality === 'bad' ? badQuality : uncertainQuality)})`
}

function plainValue(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const json = JSON.stringify(value) ?? String(value)
  return json.length > 80 ? `${json.slice(0, 79)}…` : json
}

/** Whether any of the row's texts holds the query (case-insensitive; the query already lower-cased). */
export function rowMatches(texts: readonly string[], query: string): boolean {
  return texts.some((text) => text.toLowerCase().includes(query))
}
