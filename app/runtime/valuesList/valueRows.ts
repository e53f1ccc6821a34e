/**
 * What the runtime's values list shows (ValuesList.tsx): every widget of the shown layout, in reading
 * order, with what it shows (its text, and the live values of its other bound props as the widget
 * formats them) and the values behind it. Shapes and painted widgets are pixels on a canvas; this is how
 * a screen reader, a keyboard or a search reaches them.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WidgetNode } from '../../../engine/document/pageDoc'
import { listWidgets } from '../../../engine/document/widgetStore'
import { normaliseProps } from '../../../engine/plugins/propsSchema'
import { mergeLive, WAITING_TEXT } from '../../../plugins/shared/liveProps'
import { formatNumber } from '../../../plugins/shared/transforms'
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
  /** The bound props that are not the widget's text, with their inspector labels (in schema order). */
  boundProps: { prop: string; label: MessageDescriptor | string }[]
  /** Whether the widget's text is bound (it then reads '—' until its value arrives, as the widget does). */
  textBound: boolean
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
      const text = textProp(props)
      const boundProps = Object.keys(node.bindings)
        .filter((prop) => prop !== text && node.bindings[prop]?.objName && node.bindings[prop]?.propName)
        .map((prop) => ({ prop, label: plugin?.props[prop]?.label ?? prop }))
      rows.push({
        node,
        title: plugin?.title ?? node.type,
        props,
        keys,
        boundProps,
        textBound:
          text !== undefined && Boolean(node.bindings[text]?.objName && node.bindings[text]?.propName),
        box: { x: frame.rect.x + rect.x, y: frame.rect.y + rect.y, w: rect.w, h: rect.h },
      })
    }
  }
  return rows.sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x)
}

/** The prop whose value is the text the widget shows, if it has one. */
function textProp(props: Record<string, unknown>): string | undefined {
  return TEXT_PROPS.find((name) => typeof props[name] === 'string' || typeof props[name] === 'number')
}

function designedText(props: Record<string, unknown>): string {
  const name = textProp(props)
  return name === undefined ? '' : String(props[name])
}

/**
 * What the widget shows now: its text with live values applied, then each other bound prop's live value
 * ("Value: 24.2 %"), a number formatted with the widget's own decimals and unit as its view does. A bound
 * text with no value yet reads '—' (the bound-props rule, plugins/README.md); another prop with none is left out; '' when the widget shows nothing of either.
 */
export function shownText(i18n: I18n, row: ValueRow, live: LiveProps): string {
  const merged = mergeLive(row.props, live)
  const text = textProp(merged)
  const parts = [row.textBound && text !== undefined && !live[text] ? WAITING_TEXT : designedText(merged)]
  for (const { prop, label } of row.boundProps) {
    const value = live[prop]?.value
    if (value === undefined) continue
    const words = typeof label === 'string' ? label : i18n._(label)
    parts.push(`${words}: ${displayedValue(value, merged)}`)
  }
  return parts.filter((part) => part !== '').join(' · ')
}

function displayedValue(value: unknown, props: Record<string, unknown>): string {
  if (typeof value === 'number' && typeof props.decimals === 'number') {
    return formatNumber(value, props.decimals, typeof props.unit === 'string' ? props.unit : '')
  }
  return plainValue(value)
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
