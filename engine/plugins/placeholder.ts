/**
 * A widget whose plugin is not installed (removed, not yet loaded, or from a newer designer) is shown as a
 * placeholder and saved back exactly as it was read: the document never loses a widget it cannot render.
 */
import type { WidgetWire } from '../document/persisted.ts'
import { type MessageDescriptor, withValues } from '../messages.ts'
import { pluginMessages } from './pluginMessages.ts'

/** What the app draws in place of a widget of an unknown type, and the untouched widget to keep. */
export interface MissingPluginPlaceholder {
  type: string
  message: MessageDescriptor
  /** The very object passed in: not copied, not normalised, not migrated. */
  widget: WidgetWire
}

/** Describes a widget whose plugin is missing ('Missing plugin: {type}') without touching it. */
export function describeMissingPlugin(widget: WidgetWire): MissingPluginPlaceholder {
  return {
    type: widget.type,
    message: withValues(pluginMessages.missingPlugin, { type: widget.type }),
    widget,
  }
}
