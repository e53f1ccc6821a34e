import type { Extra, WidgetNode } from './pageDoc.ts'
import { WIDGET_FIELDS, type WidgetFields, type WidgetWire } from './persisted.ts'

const keep = <T>(value: T): T => value

/** `WIDGET_FIELDS` as a set, for telling a widget's own fields from the unknown ones it carries. */
export const WIDGET_FIELD_SET: ReadonlySet<string> = new Set(WIDGET_FIELDS)

/**
 * A widget's own fields taken from a wire widget or an editor node (nothing else: not its order, not
 * its unknown fields); `copy` copies the object-valued ones (props, bindings, events). Written out field
 * by field, which the return type checks against `WidgetFields`: a loop over `WIDGET_FIELDS` made
 * decoding a 4,000-widget page several milliseconds slower.
 */
export function widgetFieldsOf(widget: WidgetFields, copy: <T>(value: T) => T = keep): WidgetFields {
  return {
    id: widget.id,
    type: widget.type,
    version: widget.version,
    x: widget.x,
    y: widget.y,
    w: widget.w,
    h: widget.h,
    rotation: widget.rotation,
    groupId: widget.groupId,
    props: copy(widget.props),
    bindings: copy(widget.bindings),
    events: copy(widget.events),
  }
}

/** An editor node from a widget's own fields (copied with `copy`), its order key and its unknown fields. */
export function widgetNodeOf(
  widget: WidgetFields,
  order: string,
  extra: Extra,
  copy: <T>(value: T) => T = keep,
): WidgetNode {
  // Object.assign onto the fresh literal, not a spread of it: spreading cost ~10× on large pages.
  return Object.assign(widgetFieldsOf(widget, copy), { order, extra })
}

/** A node's wire form: its unknown fields first, as they came, then its own (objects copied with `copy`). */
export function widgetWireOf(node: WidgetNode, copy: <T>(value: T) => T = keep): WidgetWire {
  const fields = widgetFieldsOf(node, copy)
  for (const key in node.extra) if (Object.hasOwn(node.extra, key)) return { ...copy(node.extra), ...fields }
  // A widget with no unknown fields is its own fields (TypeScript wants the wire's index signature).
  return fields as WidgetWire
}
