/**
 * The built-in plugins. Importing this module loads manifests only (metadata, schemas, messages); each
 * plugin's view, and with it G2 or fabric, is imported on first use through `registry.loadView`.
 */
import type { WidgetPlugin } from '../engine/plugins/contract.ts'
import type { PropsSchema } from '../engine/plugins/propsSchema.ts'
import type { PluginRegistry, RegisterOptions } from '../engine/plugins/registry.ts'
import { columnChart } from './charts/column/index.ts'
import { gaugeChart } from './charts/gauge/index.ts'
import { lineChart } from './charts/line/index.ts'
import { pieChart } from './charts/pie/index.ts'
import { realAlarmControl } from './controls/realAlarm/index.ts'
import { trendChartControl } from './controls/trendChart/index.ts'
import { buttonControl } from './forms/button/index.ts'
import { inputControl } from './forms/input/index.ts'
import { labelControl } from './forms/label/index.ts'
import { selectControl } from './forms/select/index.ts'
import { tableControl } from './forms/table/index.ts'
import { circleShape } from './shapes/circle/index.ts'
import { lineSegmentShape } from './shapes/lineSegment/index.ts'
import { pipeShape } from './shapes/pipe/index.ts'
import { rectShape } from './shapes/rect/index.ts'
import { textShape } from './shapes/text/index.ts'
import type { AnyPluginView } from './shared/viewContract.ts'
import { pumpSymbol } from './symbols/pump/index.ts'

/** A built-in plugin as the registry holds it: any props schema, a DOM or canvas view. */
export type BuiltinPlugin = WidgetPlugin<PropsSchema, AnyPluginView>

/** Every built-in plugin, in palette order within each category. */
export const builtinPlugins: readonly BuiltinPlugin[] = [
  lineChart,
  columnChart,
  pieChart,
  gaugeChart,
  labelControl,
  inputControl,
  selectControl,
  buttonControl,
  tableControl,
  rectShape,
  circleShape,
  textShape,
  lineSegmentShape,
  pipeShape,
  pumpSymbol,
  realAlarmControl,
  trendChartControl,
]

/** Ids of the built-in plugins, e.g. 'chart.line', 'shape.pipe', 'symbol.pump'. */
export const builtinPluginIds: readonly string[] = builtinPlugins.map((plugin) => plugin.id)

/** Registers every built-in plugin; the app calls it once, before third-party plugins register. */
export function registerBuiltinPlugins(
  registry: PluginRegistry<AnyPluginView>,
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
  CanvasShapeView,
  DomWidgetProps,
  DomWidgetView,
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
