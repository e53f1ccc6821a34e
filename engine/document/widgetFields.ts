import { WIDGET_FIELDS, type WidgetFields } from './persisted.ts'

const keep = <T>(value: T): T => value

/** `WIDGET_FIELDS` as a set, for telling a widget's own fields from the unknown ones it carries. */
export const WIDGET_FIELD_SET: ReadonlySet<string> = new Set(WIDGET_FIELDS)

/**
 * A widget's own fields taken from a wire widget or an editor node (nothing else: not its order, not
 * its unknown fields); `copy` copies the object-valued ones (props, bindings, events).
 */
export function widgetFieldsOf(widget: WidgetFields, copy: <T>(value: T) => T = keep): WidgetFields {
  const out: Record<string, unknown> = {}
  for (const key of WIDGET_FIELDS) {
    const value = widget[key]
    out[key] = typeof value === 'object' && value !== null ? copy(value) : value
  }
  return out as unknown as WidgetFields
}
