/**
 * The page a stage draws, as both the designer and the runtime hold it: the document, where it is looked
 * at (platform, mobile tab, camera, viewport), the geometry index and the plugins. The runtime's store is
 * read-only (no editor, no undo history, no clipboard); the designer's store extends this state with its
 * editor and tools (app/designer/state/designerStore.ts).
 */
import { proxy, ref } from 'valtio'
import { byOrder } from '../../engine/document/orderKey'
import type { PageDoc, WidgetNode } from '../../engine/document/pageDoc'
import { designedTab } from '../../engine/document/tabPanels'
import type { PluginRegistry } from '../../engine/plugins/registry'
import type { GantryPlugin } from '../../plugins/shared/viewContract'
import { PageIndex } from './geometry/blockIndex'
import type { Camera } from './geometry/camera'
import { blockFrames, type Platform } from './geometry/pageGrid'
import type { Point } from './geometry/rect'

/** The pointer interaction in progress, if any (always 'none' at runtime). */
export type GestureKind = 'none' | 'move' | 'resize' | 'rotate' | 'marquee' | 'pan' | 'block'

/**
 * Selections up to this size are moved in the document every frame (the inspector follows live); larger
 * ones are drawn offset by `dragOffset` and written once on release, which keeps a 200-of-4,000 drag smooth.
 */
export const LIVE_MOVE_LIMIT = 24

/** What the stage layers read. Fields the runtime never changes are read-only here. */
export interface StageState {
  readonly doc: PageDoc
  readonly selection: readonly string[]
  platform: Platform
  /** The mobile tab shown when platform is 'mobile'. */
  tabId: string
  camera: Camera
  viewport: { w: number; h: number }
  readonly gesture: GestureKind
  /** A large selection being moved is drawn offset by this (see LIVE_MOVE_LIMIT). */
  readonly dragOffset: Point | null
  /**
   * The tab an operator chose on each tabs control, by its widget id (replaced whole on each change);
   * a control not listed shows its designed tab, as it always does in the designer.
   */
  tabs: Readonly<Record<string, string>>
}

/** A page and its view for the stage layers: a valtio state, the geometry index and the plugins. */
export interface StageStore {
  readonly state: StageState
  readonly index: PageIndex
  readonly registry: PluginRegistry<GantryPlugin>
}

/** The first mobile tab of a page ('' when it has none). */
export function firstTab(doc: PageDoc): string {
  return byOrder(Object.values(doc.mobileTabs))[0]?.id ?? ''
}

/** The platform a page opens on: the one it was made for, unless the caller says otherwise. */
export function platformOf(doc: PageDoc, platform?: Platform): Platform {
  return platform ?? (doc.pageInfo.platformType === 'mobile' ? 'mobile' : 'pc')
}

/** The stage state of a page just opened: nothing selected, no gesture, the default camera. */
export function initialStageState(doc: PageDoc, platform: Platform): StageState {
  return {
    doc: ref(doc) as PageDoc,
    selection: ref([]) as readonly string[],
    platform,
    tabId: firstTab(doc),
    camera: { x: 40, y: 40, z: 1 },
    viewport: { w: 0, h: 0 },
    gesture: 'none',
    dragOffset: null,
    tabs: ref<Record<string, string>>({}),
  }
}

/** The tab a tabs control shows on this stage: the operator's choice, else the designed one. */
export function activeTab(state: StageState, host: WidgetNode): string {
  return state.tabs[host.id] ?? designedTab(host)
}

/** Records an operator's choice of tab (the stage layers redraw without the other tabs' widgets). */
export function chooseTab(state: StageState, hostId: string, value: string): void {
  if (state.tabs[hostId] === value) return
  state.tabs = ref({ ...state.tabs, [hostId]: value }) as Readonly<Record<string, string>>
}

/** Syncs the geometry index with a document as laid out on a platform and tab (block widths differ). */
export function syncPageIndex(index: PageIndex, doc: PageDoc, platform: Platform, tabId: string): void {
  const widths = new Map<string, number>()
  for (const frame of blockFrames(doc, platform, tabId)) widths.set(frame.id, frame.rect.w)
  index.sync(doc.blocks, widths)
}

/** Re-syncs the geometry index after the platform, tab or page width changed. */
export function resyncIndex(store: StageStore): void {
  syncPageIndex(store.index, store.state.doc, store.state.platform, store.state.tabId)
}

/**
 * A read-only store of a page for the runtime: the stage can draw it, pan it and switch its mobile tab,
 * but nothing can edit the document (there is no editor, history or clipboard to load).
 */
export function createPageStore(
  doc: PageDoc,
  options: { registry: PluginRegistry<GantryPlugin>; platform?: Platform },
): StageStore {
  const state = proxy<StageState>(initialStageState(doc, platformOf(doc, options.platform)))
  const store = { state, index: new PageIndex(), registry: options.registry }
  resyncIndex(store)
  return store
}
