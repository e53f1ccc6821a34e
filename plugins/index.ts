/**
 * The built-in plugins, discovered: every `plugins/<family>/<name>/index.ts` is one plugin (its default
 * export), so adding one edits no file outside its folder. Importing this module loads manifests only
 * (metadata, schemas, messages); each plugin's view, and with it G2 or fabric, is imported on first use
 * through `registry.views`. Palette order comes from each manifest's `category` and `order`.
 */
import type { PluginRegistry, RegisterOptions } from '../engine/plugins/registry.ts'
import type { GantryPlugin } from './shared/viewContract.ts'

/** A built-in plugin as the registry holds it: a DOM or a canvas plugin, told apart by `render`. */
export type BuiltinPlugin = GantryPlugin

const discovered = import.meta.glob<GantryPlugin>(['./*/*/index.ts', '!./shared/**'], {
  eager: true,
  import: 'default',
})

/** Every built-in plugin, sorted by id (the registry sorts them into palette order). */
export const builtinPlugins: readonly BuiltinPlugin[] = Object.values(discovered).sort((a, b) =>
  a.id < b.id ? -1 : 1,
)

/** Ids of the built-in plugins, e.g. 'chart.line', 'shape.pipe', 'symbol.pump'. */
export const builtinPluginIds: readonly string[] = builtinPlugins.map((plugin) => plugin.id)

/** Registers every built-in plugin; the app calls it once, before third-party plugins register. */
export function registerBuiltinPlugins(
  registry: PluginRegistry<GantryPlugin>,
  options?: RegisterOptions,
): void {
  for (const plugin of builtinPlugins) registry.register(plugin, options)
}

export {
  checkExpression,
  compileExpression,
  EXPRESSION_MESSAGES,
  ExpressionError,
} from './shared/expression/index.ts'
export { mergeLive, NO_LIVE, worstQuality } from './shared/liveProps.ts'
export { noServices } from './shared/noServices.ts'
export { placeShape, type ShapeBox } from './shared/shapePlacement.ts'
export { applyTransform, formatNumber } from './shared/transforms.ts'
export type {
  AlarmChange,
  AlarmQuery,
  AlarmRow,
  AnyPluginView,
  CanvasPlugin,
  CanvasShapeView,
  DomPlugin,
  DomWidgetProps,
  DomWidgetView,
  GantryPlugin,
  HistoryQuery,
  LiveProps,
  LiveValue,
  PenRef,
  Quality,
  RuntimeServices,
  TrendPoint,
  TrendSeries,
  ViewMode,
  WidgetEvent,
  WidgetSize,
} from './shared/viewContract.ts'
