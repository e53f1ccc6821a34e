import { proxy, ref } from 'valtio'
import type { DocumentEditor, EditorChange } from '../../../engine/commands/editor'
import type { ClipboardContent } from '../../../engine/commands/page/clipboard'
import { createPageEditor } from '../../../engine/commands/pageEditor'
import type { PageDoc } from '../../../engine/document/pageDoc'
import type { MessageDescriptor } from '../../../engine/messages'
import type { PluginRegistry } from '../../../engine/plugins/registry'
import type { GantryPlugin } from '../../../plugins/shared/viewContract'
import { PageIndex } from '../../stage/geometry/blockIndex'
import { blockFrames, type Platform } from '../../stage/geometry/pageGrid'
import type { Point, Rect } from '../../stage/geometry/rect'
import type { SnapGuide } from '../../stage/geometry/snapping'
import {
  firstTab,
  type GestureKind,
  initialStageState,
  platformOf,
  type StageState,
  type StageStore,
  syncPageIndex,
} from '../../stage/pageStore'
import type { PolygonDraft, VertexDrag } from './polygonTool'

/**
 * What a plain press on the stage does: select and move, pan (also while Space is held), or place the next
 * point of an irregular shape.
 */
export type Tool = 'select' | 'hand' | 'polygon'

/**
 * Everything the designer's UI shows, as one valtio proxy. The document and the selection are the
 * editor's (set only from its change events); the rest is view state that never enters history.
 */
export interface DesignerState extends StageState {
  doc: PageDoc
  selection: readonly string[]
  /** The block whose widgets are edited (stage, palette drops, inspector). */
  blockId: string
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
  /** What undo and redo would take back or do again (translated where shown). */
  undoLabel: MessageDescriptor | null
  redoLabel: MessageDescriptor | null
  snapToGrid: boolean
  snapToObjects: boolean
  showGrid: boolean
  /**
   * The stage shows live values through the runtime's socket (the designer's "live" toggle). They are
   * never written into the document: turning it off shows the designed look again.
   */
  liveValues: boolean
  gridSize: number
  /** The pointer in page pixels, for the status bar. */
  pointer: Point | null
  /** An irregular shape being drawn with the polygon tool. */
  polygon: PolygonDraft | null
  /** A vertex of the selected irregular shape being dragged. */
  vertexDrag: VertexDrag | null
}

/** The designer of one page: the headless editor, the view state, the geometry index and the plugins. */
export interface DesignerStore extends StageStore {
  readonly state: DesignerState
  readonly editor: DocumentEditor<PageDoc>
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

/** Creates the store of a page designer; call `dispose` when the designer closes. */
export function createDesignerStore(doc: PageDoc, options: DesignerStoreOptions): DesignerStore {
  const editor = createPageEditor(doc)
  const stage = initialStageState(doc, platformOf(doc, options.platform))
  const state = proxy<DesignerState>({
    ...stage,
    blockId: firstBlock(doc, stage.platform, stage.tabId),
    tool: 'select',
    spaceHeld: false,
    hover: null,
    guides: ref([]) as readonly SnapGuide[],
    marquee: null,
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
    liveValues: false,
    gridSize: 10,
    pointer: null,
    polygon: null,
    vertexDrag: null,
  })
  const index = new PageIndex()

  const syncIndex = (next: PageDoc) => syncPageIndex(index, next, state.platform, state.tabId)

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
