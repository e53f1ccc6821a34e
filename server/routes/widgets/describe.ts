/**
 * The plugin registry's metadata as JSON, read from the same manifests the app registers
 * (`pluginManifests`, found on disk): no second list. Manifests may hold functions (a conditional
 * binding, a custom hit test, a cross-field rule's check); JSON cannot carry them, so each is named
 * by what it is instead.
 */

import type { WidgetManifest } from '../../../engine/plugins/contract.ts'
import type { PropsSchema } from '../../../engine/plugins/propsSchema.ts'
import { defaultProps, inspectorFields } from '../../../engine/plugins/propsSchema.ts'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** A value as JSON: a function becomes 'conditional' (decided from the widget's props in the app). */
function toJson(value: unknown): Json | undefined {
  if (typeof value === 'function') return 'conditional'
  if (value === undefined) return undefined
  if (value === null || typeof value !== 'object') return value as Json
  if (Array.isArray(value)) return value.map((item) => toJson(item) ?? null)
  const out: Record<string, Json> = {}
  for (const [key, item] of Object.entries(value)) {
    const json = toJson(item)
    if (json !== undefined) out[key] = json
  }
  return out
}

/** The palette entry of a widget (GET /api/widget). */
export function widgetSummary(manifest: WidgetManifest) {
  return {
    id: manifest.id,
    version: manifest.version,
    category: manifest.category,
    order: manifest.order ?? 100,
    title: manifest.title,
    icon: toJson(manifest.icon) ?? null,
    defaultSize: manifest.defaultSize,
  }
}

/**
 * The halo of a widget (GET /api/widgetHalo): what the designer's selection frame around a placed
 * widget needs — its default box, the outline that takes clicks, and the events it can raise.
 */
export function widgetHalo(manifest: WidgetManifest) {
  const hit = manifest.hit
  return {
    id: manifest.id,
    defaultSize: manifest.defaultSize,
    hit: typeof hit === 'function' ? 'custom' : (hit ?? 'box'),
    events: Object.entries(manifest.events ?? {}).map(([name, spec]) => ({ name, label: spec?.label })),
  }
}

/** The inspector of a widget (GET /api/widgetInspector): its fields in order, and cross-field rules. */
export function widgetInspector(manifest: WidgetManifest) {
  return {
    id: manifest.id,
    version: manifest.version,
    fields: inspectorFields(manifest.props).map(({ key, field, group }) => ({
      key,
      group,
      ...(toJson(field) as Record<string, Json>),
    })),
    rules: (manifest.rules ?? []).map((rule) => ({ fields: rule.fields, message: rule.message })),
  }
}

/** The props schema and a fresh widget's props (POST /api/getPropertiesByWidgets). */
export function widgetProperties(manifest: WidgetManifest) {
  return {
    id: manifest.id,
    version: manifest.version,
    schema: toJson(manifest.props),
    defaults: toJson(defaultProps(manifest.props as PropsSchema)),
  }
}

/**
 * The props of a widget that fetch live values (POST /api/getFetchWidget): the bindable ones, with the
 * object property types they accept and whether the widget is of no use until bound.
 */
export function widgetFetch(manifest: WidgetManifest) {
  return {
    id: manifest.id,
    props: Object.entries(manifest.props)
      .filter(([, field]) => field.bindable)
      .map(([key, field]) => ({
        key,
        label: field.label,
        bindTypes: field.bindTypes ?? [],
        bindRequired: toJson(field.bindRequired) ?? false,
      })),
  }
}
