/**
 * The widget plugin contract (ARCHITECTURE.md, "Plugins"): static metadata the palette, the inspector,
 * document validation and the server read, plus views that load lazily on first use.
 */
import type { EventName } from '../document/persisted.ts'
import type { MessageDescriptor } from '../messages.ts'
import type { PluginCategory } from './pluginCategories.ts'
import { pluginProblems } from './pluginCheck.ts'
import type { PropsSchema } from './propsSchema.ts'

/** Which of a plugin's two views: the designer's editable one or the operator's live one. */
export type ViewKind = 'design' | 'runtime'

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
 * Everything a designer can place. `S` is the props schema; `V` is the view type the app defines (a React
 * component, a fabric object factory): the engine never looks inside a view.
 */
export interface WidgetPlugin<S extends PropsSchema = PropsSchema, V = unknown> {
  /** `category.name` in camelCase: 'chart.line', 'form.input', 'shape.pipe', 'control.realAlarm'. */
  id: string
  /** Starts at 1 and bumps with each props migration. */
  version: number
  category: PluginCategory
  /** Shown in the palette and searched by it. */
  title: MessageDescriptor
  /**
   * The palette's icon: a name from the designer's set ('chart-line', 'shape-pipe', … in
   * app/designer/palette/pluginIcons.tsx) or an image URL (a `data:image/svg+xml` URL travels with the
   * manifest). Without one, or with a name the set lacks, the palette shows the category's icon.
   */
  icon?: string
  defaultSize: { w: number; h: number }
  props: S
  /** Only the events the page format can store (spec S0 §9: noticeOnload, noticeUnload, noticeOnclick). */
  events?: Partial<Record<EventName, EventSpec>>
  /** Ascending, with `toVersion` running 2, 3, … up to `version`. */
  migrations?: PropsMigration[]
  /** A React element above the stage or an object on the fabric canvas. */
  render: 'dom' | 'canvas'
  /** Lazy imports, so a runtime page never downloads designer code and a page with no chart no G2. */
  views: {
    design: () => Promise<V>
    runtime: () => Promise<V>
    /**
     * Optional: a painter that draws the widget on a shared 2D canvas, for read-only `dom` widgets and for
     * static `canvas` shapes (no animation). Runtime pages crowded with such widgets paint them instead of
     * mounting one element or fabric object each (much less work per live value); other pages and the
     * designer use the views. It must draw exactly what the view shows. The app defines the painter's
     * type (a `PaintView`), as it does the views'.
     */
    paint?: () => Promise<unknown>
  }
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
 * Declares a plugin: returns it unchanged with its props type inferred, after checking the id, version,
 * default size, migration sequence and the schema (defaults must validate). Throws InvalidPluginError.
 */
export function definePlugin<S extends PropsSchema, V>(plugin: WidgetPlugin<S, V>): WidgetPlugin<S, V> {
  assertValidPlugin(plugin)
  return plugin
}

/** Throws InvalidPluginError unless the plugin keeps the contract; the registry checks third-party ones too. */
export function assertValidPlugin(plugin: WidgetPlugin<PropsSchema, unknown>): void {
  const problems = pluginProblems(plugin)
  if (problems.length > 0) throw new InvalidPluginError(String(plugin?.id), problems)
}
