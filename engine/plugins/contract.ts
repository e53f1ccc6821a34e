/**
 * The widget plugin contract (ARCHITECTURE.md, "Plugins"): a manifest of static metadata that the palette,
 * the inspector, document validation and the server read, plus views that load lazily on first use.
 */
import type { EventName } from '../document/persisted.ts'
import type { MessageDescriptor } from '../messages.ts'
import type { HitShape } from './hitShape.ts'
import type { PluginCategory } from './pluginCategories.ts'
import { manifestProblems, viewProblems } from './pluginCheck.ts'
import type { PropsOf, PropsSchema } from './propsSchema.ts'

/** Which of a plugin's two views: the designer's editable one or the operator's live one. */
export type ViewKind = 'design' | 'runtime'

/** What the view loader loads: one of the two views, or the optional painter. */
export type LoadKind = ViewKind | 'paint'

/** An event a widget raises, offered in the event editor. */
export interface EventSpec {
  label: MessageDescriptor
}

/** One numbered step of a plugin's props history; `up` turns props of `toVersion - 1` into `toVersion`. */
export interface PropsMigration {
  /** Names the change, e.g. 'addLegendPosition'. */
  id: string
  toVersion: number
  /** Receives a copy it may mutate; returns the new props. */
  up(props: Record<string, unknown>): Record<string, unknown>
}

/**
 * A rule across props that one field cannot express ('min below max'). The inspector shows `message` on
 * each of `fields` while `holds` is false; the server refuses a page whose widget breaks it.
 */
export interface PropsRule<P = Record<string, unknown>> {
  /** The props the rule is about; the first one carries the error. */
  fields: readonly string[]
  message: MessageDescriptor
  /** Receives normalised props. */
  holds(props: P): boolean
}

/** The palette drawing of a plugin: strokes in a 24-unit square, as the designer's other icons. */
export interface IconPaths {
  paths: readonly string[]
}

/**
 * A plugin's metadata: everything but its views. It must stay pure data (no React, DOM, G2 or fabric), so
 * that the palette, the inspector, the operator's first paint and the server can read it.
 */
export interface WidgetManifest<S extends PropsSchema = PropsSchema> {
  /** `category.name` in camelCase: 'chart.line', 'form.input', 'shape.pipe', 'control.realAlarm'. */
  id: string
  /** Starts at 1 and bumps with each props migration. */
  version: number
  category: PluginCategory
  /** The palette section's title when the category is not a built-in one (a third party's own). */
  categoryTitle?: MessageDescriptor
  /** Place within its category in the palette, ascending (then by id); 100 when absent. */
  order?: number
  /** Shown in the palette and searched by it. */
  title: MessageDescriptor
  /**
   * The palette's icon: strokes of the plugin's own, or an image URL (a `data:image/svg+xml` URL travels
   * with the manifest). Without one the palette shows the category's icon.
   */
  icon?: IconPaths | string
  defaultSize: { w: number; h: number }
  props: S
  /** Cross-field rules of the props, checked by the inspector and by the server on save. */
  rules?: readonly PropsRule<PropsOf<S>>[]
  /** Only the events the page format can store (spec S0 §9: noticeOnload, noticeUnload, noticeOnclick). */
  events?: Partial<Record<EventName, EventSpec>>
  /** Ascending, with `toVersion` running 2, 3, … up to `version`. */
  migrations?: PropsMigration[]
  /**
   * The outline that takes clicks, when it is not the whole box: a circle's or a star's. Clicking inside
   * the box but outside this shape selects nothing (or what lies beneath).
   */
  hit?: HitShape
}

/** Lazy imports, so a runtime page never downloads designer code and a page with no chart no G2. */
export interface PluginViews<V, Painter = unknown> {
  design: () => Promise<V>
  runtime: () => Promise<V>
  /**
   * Optional: a painter that draws the widget on a shared 2D canvas, for read-only `dom` widgets and for
   * static `canvas` shapes (no animation). Runtime pages crowded with such widgets paint them instead of
   * mounting one element or fabric object each; other pages and the designer use the views. It must draw
   * exactly what the view shows. The app defines the painter's type (a `PaintView`).
   */
  paint?: () => Promise<Painter>
}

/**
 * Everything a designer can place. `S` is the props schema; `V` is the view type the app defines for the
 * `render` kind `R` (a React component for 'dom', a fabric object factory for 'canvas'); the engine never
 * looks inside a view. The app narrows `render` to pick the view type (plugins/shared/viewContract.ts).
 */
export interface WidgetPlugin<
  S extends PropsSchema = PropsSchema,
  V = unknown,
  R extends string = 'dom' | 'canvas',
  Painter = unknown,
> extends WidgetManifest<S> {
  /** A React element above the stage or an object on the fabric canvas. */
  render: R
  views: PluginViews<V, Painter>
}

/** Thrown by definePlugin and register when a plugin breaks the contract; `problems` lists every break. */
export class InvalidPluginError extends Error {
  readonly pluginId: string
  readonly problems: string[]

  constructor(pluginId: string, problems: string[]) {
    super(`Plugin '${pluginId}' is invalid: ${problems.join('; ')}`)
    this.name = 'InvalidPluginError'
    this.pluginId = pluginId
    this.problems = problems
  }
}

/**
 * Declares a plugin's manifest: returns it unchanged with its props type inferred, after checking the id,
 * version, default size, migration sequence and the schema (defaults must validate). Throws
 * InvalidPluginError.
 */
export function defineManifest<S extends PropsSchema>(manifest: WidgetManifest<S>): WidgetManifest<S> {
  if (kept.has(manifest)) return manifest
  const problems = manifestProblems(manifest)
  if (problems.length > 0) throw new InvalidPluginError(String(manifest?.id), problems)
  kept.add(manifest)
  return manifest
}

/**
 * Manifests and plugins already found to keep the contract. A built-in plugin is declared (manifest, then
 * plugin) and registered: checked once instead of three times, at every runtime load, before its page
 * decodes. Declarations are immutable, so a checked object stays valid.
 */
const kept = new WeakSet<object>()

/**
 * Declares a plugin made of `manifest` with its render kind and views added (`plugin` spreads `manifest`):
 * the manifest is checked unless defineManifest checked it already, the views always. Throws
 * InvalidPluginError.
 */
export function definePluginOf<Plugin extends WidgetPlugin<PropsSchema, unknown, string>>(
  manifest: WidgetManifest<PropsSchema>,
  plugin: Plugin,
): Plugin {
  if (!kept.has(manifest)) return definePlugin(plugin)
  const problems = viewProblems(plugin)
  if (problems.length > 0) throw new InvalidPluginError(String(plugin?.id), problems)
  kept.add(plugin)
  return plugin
}

/**
 * Declares a plugin: returns it unchanged with its types, after checking the manifest and the views.
 * Throws InvalidPluginError. Plugins usually call it through the app's typed helpers (`domPlugin`,
 * `canvasPlugin` in plugins/shared/definePlugin.ts).
 */
export function definePlugin<Plugin extends WidgetPlugin<PropsSchema, unknown, string>>(
  plugin: Plugin,
): Plugin {
  assertValidPlugin(plugin)
  return plugin
}

/** Throws InvalidPluginError unless the plugin keeps the contract; the registry checks third-party ones too. */
export function assertValidPlugin(plugin: WidgetPlugin<PropsSchema, unknown, string>): void {
  if (typeof plugin === 'object' && plugin !== null && kept.has(plugin)) return
  const problems = [...manifestProblems(plugin), ...viewProblems(plugin)]
  if (problems.length > 0) throw new InvalidPluginError(String(plugin?.id), problems)
  kept.add(plugin)
}
