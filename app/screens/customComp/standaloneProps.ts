import type { WidgetManifest } from '../../../engine/plugins/contract'
import { propsForView } from '../../../engine/plugins/widgetProps'

/**
 * A component's props from the address's query (`#/layout/custom-comp/meter.progressRing?value=70`): each
 * parameter naming a prop sets it, read as JSON when it parses (numbers, booleans, lists) and as text
 * otherwise; the rest keep their defaults, and a value the schema refuses falls back to its default.
 */
export function standaloneProps(manifest: WidgetManifest, search: string): Record<string, unknown> {
  const stored: Record<string, unknown> = {}
  for (const [key, text] of new URLSearchParams(search)) {
    if (!Object.hasOwn(manifest.props, key)) continue
    try {
      stored[key] = JSON.parse(text)
    } catch {
      stored[key] = text
    }
  }
  return propsForView(manifest, stored) as Record<string, unknown>
}

/** The query part of a hash address ('#/a/b?x=1' → 'x=1'). */
export function hashSearch(hash: string): string {
  const at = hash.indexOf('?')
  return at < 0 ? '' : hash.slice(at + 1)
}
