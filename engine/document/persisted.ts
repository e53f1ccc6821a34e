/**
 * The persisted (wire) shapes of spec S0 §3 and S1 §3/§9, exactly as the server stores them.
 * The editor works on the keyed document of `pageDoc.ts`; the codec converts between the two.
 */

/** Version tags written into every document (spec S0 §9). */
export const PAGE_LAYOUT_VERSION = 'v1.1'
export const LAYOUT_CONTEXT_VERSION = 'v1.0'
export const DASHBOARD_VERSION = 'v1.0'
export const SYMBOL_VERSION = 'v1.1'

/** Page types: 1 normal, 2 inner link, 3 link (spec S0 §3). */
export type PageType = 1 | 2 | 3

/** Link page target, stored as a JSON string in the page's `url`. */
export interface LinkPageUrl {
  resourceType: 'app' | 'business' | 'system'
  resourceCode: string
}

export type BackgroundMode = 'horizontalAdapt' | 'verticalAdapt' | 'stretch'
export type Orientation = 'horizontal' | 'vertical' | 'auto'
/** A runtime page's look: the application's choice, or light or dark (a control-room screen) for this page. */
export type PageTheme = 'app' | 'light' | 'dark'
export type LayoutType = 'flow' | 'free'
export type Platform = 'PC' | 'mobile'

export interface Background {
  mode: BackgroundMode
  color: string
  image: string
}

/** One grid block of a page; `i` is the id of the layout block it shows. */
export interface LayoutNode {
  i: string
  x: number
  y: number
  w: number
  h: number
  lw: number
  lh: number
}

export interface PageConfig {
  platformLayoutType: Platform
  singleLayout: boolean
  lwType: string
  lwValue: number
  lhValue: number
  linkage: string
  background: Background
  pageId: string
  screenOrientation: Orientation
  /**
   * Ours, beside the spec's fields; absent (as on every page saved before it) or 'app' defers to the
   * application's look, so a spec-shaped layout round-trips unchanged.
   */
  theme?: PageTheme
}

export interface MobileTab {
  mobileTabType: string
  name: string
  icon: string
  mobileLayoutNodes: LayoutNode[]
}

export interface Navbar {
  name: string
  navbarStyle: string
  navbarFront: string
  navbarBgColor: string
}

export interface PageInfo {
  platformType: Platform
  mobileShowType: string
  navbar: Navbar
}

/** The page's `layout` JSON string, parsed (tag v1.1). */
export interface PageLayoutWire {
  version: typeof PAGE_LAYOUT_VERSION
  layoutNodes: LayoutNode[]
  pageConfig: PageConfig
  mobileLayout: MobileTab[]
  pageInfo: PageInfo
  [unknownField: string]: unknown
}

/** A widget's binding of one prop to a live object property (`objName.propName`). */
export interface Binding {
  objName: string
  propName: string
  transform?: BindingTransform
}

export type BindingTransform =
  | {
      kind: 'ranges'
      ranges: { min: number | null; max: number | null; value: unknown }[]
      otherwise?: unknown
    }
  | { kind: 'format'; decimals: number; unit: string }
  | { kind: 'expression'; expression: string }

/** The events a widget or block can carry (spec S0 §9), the one list every reader and editor uses. */
export const EVENT_NAMES = ['noticeOnload', 'noticeUnload', 'noticeOnclick'] as const

export type EventName = (typeof EVENT_NAMES)[number]

/** Whether `name` is one of the events the page format stores. */
export function isEventName(name: string): name is EventName {
  return (EVENT_NAMES as readonly string[]).includes(name)
}

export type EventAction =
  | { kind: 'openPage'; pageId: string; target: 'self' | 'popup' | 'modal' }
  | { kind: 'setPropertyValue'; objName: string; propName: string; value: unknown }
  | { kind: 'openPopup'; pageId: string; width: number; height: number; title: string }
  | { kind: 'openModal'; pageId: string; width: number; height: number; title: string }

export type EventMap = Partial<Record<EventName, EventAction[]>>

/**
 * A widget's own fields (spec S1 §9 widgets state), the one definition the wire shape, the editor's node,
 * the codec and the commands build on. `WIDGET_FIELDS` lists them in their stored order.
 */
export interface WidgetFields {
  id: string
  type: string
  version: number
  x: number
  y: number
  w: number
  h: number
  rotation: number
  groupId: string | null
  props: Record<string, unknown>
  bindings: Record<string, Binding>
  events: EventMap
}

/** The names of `WidgetFields` in their stored order (the `satisfies` refuses a missing or extra name). */
export const WIDGET_FIELDS = Object.keys({
  id: 1,
  type: 1,
  version: 1,
  x: 1,
  y: 1,
  w: 1,
  h: 1,
  rotation: 1,
  groupId: 1,
  props: 1,
  bindings: 1,
  events: 1,
} satisfies Record<keyof WidgetFields, 1>) as readonly (keyof WidgetFields)[]

export interface WidgetWire extends WidgetFields {
  [unknownField: string]: unknown
}

export interface WidgetGroupWire {
  id: string
  name: string
  childIds: string[]
  [unknownField: string]: unknown
}

export interface FlowWire {
  id: string
  [field: string]: unknown
}

export interface DrawingConfig {
  drawingName: string
  [field: string]: unknown
}

/** A layout block's `context` JSON string, parsed (tag v1.0). */
export interface LayoutContextWire {
  version: typeof LAYOUT_CONTEXT_VERSION
  layoutType: LayoutType
  background: Background
  orientation: Orientation
  widgets: WidgetWire[]
  widgetGroups: WidgetGroupWire[]
  flows: FlowWire[]
  drawingConfig: DrawingConfig
  events: EventMap
  [unknownField: string]: unknown
}

/** A layout block record as the compose calls return it. */
export interface LayoutRecordWire {
  id: string
  name: string
  context: string
}

/** A page record as the compose calls return it (layout is a JSON string, maybe compressed). */
export interface PageRecordWire {
  id: string
  appId: string
  name: string
  type: PageType
  layout: string
  layouts: LayoutRecordWire[]
  url?: string
}

/** The types a symbol parameter can have (number with an optional min and max). */
export const SYMBOL_PARAMETER_TYPES = ['bool', 'number', 'text'] as const
export type SymbolParameterType = (typeof SYMBOL_PARAMETER_TYPES)[number]

/** A value the symbol takes from outside (e.g. `state: bool`, `level: number 0–100`, `name: text`). */
export interface SymbolParameter {
  name: string
  type: SymbolParameterType
  default: boolean | number | string
  min?: number
  max?: number
  [unknownField: string]: unknown
}

/**
 * A part's prop driven by a parameter (a "slot"), through the same transforms as a live binding
 * (ranges → colour, format, expression).
 */
export interface SymbolSlot {
  param: string
  transform?: BindingTransform
}

export interface SymbolPartWire {
  id: string
  kind: 'shape' | 'edge' | 'text' | 'image' | 'group'
  /** Name under which a binding can address this part (e.g. 'impeller'); empty if not bindable. */
  partName: string
  /** The drawing plugin (e.g. 'shape.rect') and its props version; empty type for a group. */
  type: string
  version: number
  x: number
  y: number
  w: number
  h: number
  rotation: number
  props: Record<string, unknown>
  /** prop name → the parameter that drives it. */
  slots: Record<string, SymbolSlot>
  children?: SymbolPartWire[]
  [unknownField: string]: unknown
}

export interface SymbolWire {
  version: typeof SYMBOL_VERSION
  id: string
  name: string
  /** The object template the symbol represents (placing it binds every parameter to an instance). */
  templateName: string
  appId: string
  parentId: string
  width: number
  height: number
  parameters: SymbolParameter[]
  children: SymbolPartWire[]
  [unknownField: string]: unknown
}

export interface DashboardCardWire {
  id: string
  type: string
  x: number
  y: number
  w: number
  h: number
  props: Record<string, unknown>
  [unknownField: string]: unknown
}

/** A user's dashboard (`mkey`, `configInfo`, `fields` of S1 §3), configInfo tagged v1.0. */
export interface DashboardWire {
  version: typeof DASHBOARD_VERSION
  mkey: string
  fields: string[]
  cards: DashboardCardWire[]
  [unknownField: string]: unknown
}
