import type { WidgetMigrator } from '../codec/layoutContextCodec.ts'
import type { WidgetWire } from '../document/persisted.ts'
import type { WidgetManifest } from './contract.ts'
import { migrateWidgetProps } from './migrations.ts'

/**
 * The codec hook that brings each widget's props up to its installed plugin's version. A widget
 * of an unknown plugin, of a newer plugin version, or whose migration fails is kept verbatim:
 * opening a page must never lose a widget (ARCHITECTURE.md "Documents").
 */
export function widgetMigratorFor(registry: { get(id: string): WidgetManifest | undefined }): WidgetMigrator {
  return (widget: WidgetWire) => {
    const plugin = registry.get(widget.type)
    if (!plugin) return widget
    const result = migrateWidgetProps(plugin, widget.props, widget.version)
    if (!result.ok || result.version === widget.version) return widget
    return { ...widget, props: result.props, version: result.version }
  }
}
