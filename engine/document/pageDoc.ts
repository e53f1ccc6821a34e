import type {
  Background,
  DrawingConfig,
  EventMap,
  LayoutType,
  LinkPageUrl,
  Orientation,
  PageConfig,
  PageInfo,
  PageType,
  WidgetFields,
} from './persisted.ts'
import type { WidgetStore } from './widgetStore.ts'

/** Fields the engine does not know, carried through a round trip untouched. */
export type Extra = Record<string, unknown>

/** A grid node of the page, keyed by the block id it shows (`i`). */
export interface GridNode {
  id: string
  order: string
  x: number
  y: number
  w: number
  h: number
  lw: number
  lh: number
  extra: Extra
}

export interface MobileTabDoc {
  id: string
  order: string
  mobileTabType: string
  name: string
  icon: string
  nodes: Record<string, GridNode>
  extra: Extra
}

/** A placed widget; `type` is a plugin id, `version` that plugin's props version. */
export interface WidgetNode extends WidgetFields {
  order: string
  extra: Extra
}

export interface WidgetGroup {
  id: string
  name: string
  childIds: string[]
  extra: Extra
}

export interface FlowRecord {
  id: string
  order: string
  data: Extra
}

/** A layout block: one grid cell of the page holding widgets in flow or free layout. */
export interface BlockDoc {
  id: string
  name: string
  layoutType: LayoutType
  background: Background
  orientation: Orientation
  /** Widgets in id-hash buckets: use getWidget, listWidgets and friends (widgetStore.ts). */
  widgets: WidgetStore
  groups: Record<string, WidgetGroup>
  flows: Record<string, FlowRecord>
  drawingConfig: DrawingConfig
  events: EventMap
  extra: Extra
}

/**
 * The editor's page document: the page's v1.1 layout plus its v1.0 layout blocks, with every
 * collection keyed by id so that immer patches address ids, never array positions.
 */
export interface PageDoc {
  id: string
  appId: string
  name: string
  type: PageType
  url: LinkPageUrl | null
  layoutNodes: Record<string, GridNode>
  pageConfig: PageConfig
  mobileTabs: Record<string, MobileTabDoc>
  pageInfo: PageInfo
  blocks: Record<string, BlockDoc>
  extra: Extra
}
