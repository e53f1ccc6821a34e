import { proxy, ref } from 'valtio'
import type { DocumentEditor, EditorChange } from '../../../engine/commands/editor'
import type { ClipboardContent } from '../../../engine/commands/page/clipboard'
import { createPageEditor } from '../../../engine/commands/pageEditor'
import { byOrder } from '../../../engine/document/orderKey'
import type { PageDoc } from '../../../engine/document/pageDoc'
import type { PluginRegistry } from '../../../engine/plugins/registry'
import type { GantryPlugin } from '../../../plugins/shared/viewContract'
import { PageIndex } from '../geometry/blockIndex'
import type { Camera } from '../geometry/camera'
import { blockFrames, type Platform } from '../geometry/pageGrid'
import type { Point, Rect } from '../geometry/rect'
import type { SnapGuide } from '../geometry/snapping'

/** What a plain drag on the stage does: select and move, or pan (also while Space is held). */
export type Tool = 'select' | 'hand'

/** The pointer interaction in progress, if any. */
export type GestureKind = 'none' | 'move' | 'resize' | 'rotate' | 'marquee' | 'pan' | 'block'

/**
 * Everything the designer's UI shows, as one valtio proxy. The document and the selection are the
 * editor's (set only from its change events); the rest is view state that never enters history.
 */
export interface DesignerState {
  doc: PageDoc
  selection: readonly string[]
  /** The block whose widgets are edited (stage, palette drops, inspector). */
  blockId: string
  platform: Platform
  /** The mobile tab shown when platform is 'mobile'. */
  tabId: string
  camera: Camera
  viewport: { w: number; h: number }
  tool: Tool
  spaceHeld: boolean
  hover: string | null
  guides: readonly SnapGuide[]
  /** The marquee in page pixels while one is dragged. */
  marquee: Rect | null
  /** A large selection being moved is drawn offset by this, and written to the document once on release. */
  dragOffset: Point | null
  gesture: GestureKind
  clipboard: ClipboardContent | null
  /** Consecutive pastes of the same clipboard, so each lands a little further down and right. */
  pasteCount: number
  dirty: boolean
  canUndo: boolean
  canRedo: boolean
  undoLabel: string | null
  redoLabel: string | null
  snapToGrid: boolean
  snapToObjects: boolean
  showGrid: boolean
  gridSize: number
  /** The pointer in page pixels, for the status bar. */
  pointer: Point | null
}

/** The designer of one page: the headless editor, the view state, the geometry index and the plugins. */
export interface DesignerStore {
  readonly state: DesignerState
  readonly editor: DocumentEditor<PageDoc>
  readonly index: PageIndex
  readonly registry: PluginRegistry<GantryPlugin>
  /** Replaces the document (a reload, a restored draft); history starts afresh. */
  load(doc: PageDoc): void
  dispose(): void
}

export interface DesignerStoreOptions {
  registry: PluginRegistry<GantryPlugin>
  platform?: Platform
}

/** The first block shown on the platform, for when the current block went away. */
function firstBlock(doc: PageDoc, platform: Platform, tabId: string): string {
  return blockFrames(doc, platform, tabId)[0]?.id ?? Object.keys(doc.blocks)[0] ?? ''
}

function firstTab(doc: PageDoc): string {
  return byOrder(Object.values(doc.mobileTabs))[0]?.id ?? ''
}

/** Creates the store of a page designer; call `dispose` when the designer closes. */
export function createDesignerStore(doc: PageDoc, options: DesignerStoreOptions): DesignerStore {
  const editor = createPageEditor(doc)
  const platform = options.platform ?? (doc.pageInfo.platformType === 'mobile' ? 'mobile' : 'pc')
  const tabId = firstTab(doc)
  const state = proxy<DesignerState>({
    doc: ref(doc) as PageDoc,
    selection: ref([]) as readonly string[],
    blockId: firstBlock(doc, platform, tabId),
    platform,
    tabId,
    camera: { x: 40, y: 40, z: 1 },
    viewport: { w: 0, h: 0 },
    tool: 'select',
    spaceHeld: false,
    hover: null,
    guides: ref([]) as readonly SnapGuide[],
    marquee: null,
    dragOffset: null,
    gesture: 'none',
    clipboard: null,
    pasteCount: 0,
    dirty: false,
    canUndo: false,
    canRedo: false,
    undoLabel: null,
    redoLabel: null,
    snapToGrid: true,
    snapToObjects: true,
    showGrid: true,
    gridSize: 10,
    pointer: null,
  })
  const index = new PageIndex()

  const syncIndex = (next: PageDoc) => {
    const widths = new Map<string, number>()
    for (const frame of blockFrames(next, state.platform, state.tabId)) widths.set(frame.id, frame.rect.w)
    index.sync(next.blocks, widths)
  }

  const onChange = (change: EditorChange<PageDoc>) => {
    if (change.doc !== state.doc) {
      syncIndex(change.doc)
      state.doc = ref(change.doc) as PageDoc
    }
    if (change.selection !== state.selection) state.selection = ref([...change.selection])
    if (!(state.blockId in change.doc.blocks))
      state.blockId = firstBlock(change.doc, state.platform, state.tabId)
    if (state.tabId && !(state.tabId in change.doc.mobileTabs)) state.tabId = firstTab(change.doc)
    state.dirty = editor.isDirty
    state.canUndo = editor.canUndo
    state.canRedo = editor.canRedo
    state.undoLabel = editor.history.undoLabel
    state.redoLabel = editor.history.redoLabel
  }

  syncIndex(doc)
  const unsubscribe = editor.subscribe(onChange)
  return {
    state,
    editor,
    index,
    registry: options.registry,
    load(next) {
      editor.load(next)
      state.tabId = state.tabId in next.mobileTabs ? state.tabId : firstTab(next)
      if (!(state.blockId in next.blocks)) state.blockId = firstBlock(next, state.platform, state.tabId)
    },
    dispose: unsubscribe,
  }
}

/** Re-syncs the geometry index after the platform, tab or page width changed (block widths differ). */
export function resyncIndex(store: DesignerStore): void {
  const widths = new Map<string, number>()
  for (const frame of blockFrames(store.state.doc, store.state.platform, store.state.tabId)) {
    widths.set(frame.id, frame.rect.w)
  }
  store.index.sync(store.state.doc.blocks, widths)
}
