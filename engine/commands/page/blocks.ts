import { cloneJson } from '../../document/clone.ts'
import { defaultBackground } from '../../document/defaults.ts'
import { byOrder, keyBetween } from '../../document/orderKey.ts'
import type { BlockDoc, GridNode, PageDoc } from '../../document/pageDoc.ts'
import type { Background, LayoutType, Orientation, PageConfig, PageInfo } from '../../document/persisted.ts'
import { defineCommand } from '../command.ts'
import { EDIT_LABELS } from '../labels.ts'

/** The mobile navigation limits of spec S1 §5: at least 1 and at most 5 entries. */
export const MOBILE_TABS_MIN = 1
export const MOBILE_TABS_MAX = 5

/** Which layout a block command edits: the PC grid or a mobile tab. */
export type LayoutPlatform = 'pc' | 'mobile'

export interface GridRect {
  x: number
  y: number
  w: number
  h: number
}

function validRect(rect: GridRect): boolean {
  return (
    [rect.x, rect.y, rect.w, rect.h].every(Number.isInteger) &&
    rect.x >= 0 &&
    rect.y >= 0 &&
    rect.w > 0 &&
    rect.h > 0
  )
}

function lastOrder(nodes: Record<string, GridNode>): string | null {
  return byOrder(Object.values(nodes)).at(-1)?.order ?? null
}

/** Spec S0 §4: singleLayout is true with one node and false with more. */
function syncSingleLayout(draft: { pageConfig: PageConfig; layoutNodes: Record<string, GridNode> }) {
  const single = Object.keys(draft.layoutNodes).length <= 1
  if (draft.pageConfig.singleLayout !== single) draft.pageConfig.singleLayout = single
}

/** Merges fields into pageConfig (page settings panel). */
export const setPageConfig = defineCommand<PageDoc, { patch: Partial<PageConfig> }>({
  id: 'page.setConfig',
  label: EDIT_LABELS.pageSettings,
  canRun: (_doc, { patch }) => !('singleLayout' in patch) && !('pageId' in patch),
  run: (draft, { patch }) => {
    Object.assign(draft.pageConfig, cloneJson(patch))
  },
})

/** Merges fields into pageInfo (platform, mobile show type, navbar). */
export const setPageInfo = defineCommand<
  PageDoc,
  { patch: Partial<Omit<PageInfo, 'navbar'>> & { navbar?: Partial<PageInfo['navbar']> } }
>({
  id: 'page.setInfo',
  label: EDIT_LABELS.pageSettings,
  canRun: () => true,
  run: (draft, { patch }) => {
    const { navbar, ...rest } = patch
    Object.assign(draft.pageInfo, cloneJson(rest))
    if (navbar) Object.assign(draft.pageInfo.navbar, cloneJson(navbar))
  },
})

export interface AddBlockArgs {
  id: string
  name: string
  layoutType: LayoutType
  rect: GridRect
  platform: LayoutPlatform
  /** For platform 'mobile': the tab that shows the block. */
  tabId?: string
}

/** Adds a layout block and its grid node (PC layout or a mobile tab). */
export const addBlock = defineCommand<PageDoc, AddBlockArgs>({
  id: 'blocks.add',
  label: EDIT_LABELS.addBlock,
  canRun: (doc, args) =>
    !(args.id in doc.blocks) &&
    validRect(args.rect) &&
    (args.platform === 'pc' || (args.tabId !== undefined && args.tabId in doc.mobileTabs)),
  run: (draft, { id, name, layoutType, rect, platform, tabId }) => {
    const nodes = platform === 'pc' ? draft.layoutNodes : draft.mobileTabs[tabId as string]?.nodes
    putBlock(draft, { id, name, layoutType, rect }, nodes)
  },
})

function putBlock(
  draft: PageDoc,
  { id, name, layoutType, rect }: Pick<AddBlockArgs, 'id' | 'name' | 'layoutType' | 'rect'>,
  nodes: Record<string, GridNode> | undefined,
): void {
  draft.blocks[id] = {
    id,
    name,
    layoutType,
    background: defaultBackground(),
    orientation: 'auto',
    widgets: {},
    groups: {},
    flows: {},
    drawingConfig: { drawingName: '' },
    events: {},
    extra: {},
  }
  if (!nodes) return
  nodes[id] = { id, order: keyBetween(lastOrder(nodes as never), null), ...rect, lw: 0, lh: 0, extra: {} }
  syncSingleLayout(draft)
}

/** What `ensureLayoutBlock` may create: a tab (mobile, when there is none) and a full-width free block. */
export interface EnsureBlockArgs {
  platform: LayoutPlatform
  /** The mobile tab shown; the first tab when it is gone, a new one (`newTabId`) when there is none. */
  tabId?: string
  newTabId: string
  tabName: string
  blockId: string
  blockName: string
  /** Grid rows of the new block. */
  rows: number
}

/** The mobile tab `ensureLayoutBlock` fills: the one asked for if it exists, else the first. */
export function layoutTabOf(doc: PageDoc, tabId: string | undefined): string | undefined {
  if (tabId !== undefined && tabId in doc.mobileTabs) return tabId
  return byOrder(Object.values(doc.mobileTabs))[0]?.id
}

/**
 * Gives a layout that shows no block its first one (full width, free layout), and a page without mobile
 * tabs its first tab for a mobile layout: a page switched to Mobile was an empty sheet on which drops did
 * nothing (issue 19). A layout that shows a block already is left alone.
 */
export const ensureLayoutBlock = defineCommand<PageDoc, EnsureBlockArgs>({
  id: 'blocks.ensure',
  label: EDIT_LABELS.addBlock,
  canRun: (doc, args) =>
    !(args.blockId in doc.blocks) &&
    Number.isInteger(args.rows) &&
    args.rows > 0 &&
    (args.platform === 'pc' ||
      layoutTabOf(doc, args.tabId) !== undefined ||
      !(args.newTabId in doc.mobileTabs)),
  run: (draft, args) => {
    let nodes = draft.layoutNodes
    if (args.platform === 'mobile') {
      const tabId = layoutTabOf(draft, args.tabId)
      const tab = tabId === undefined ? undefined : draft.mobileTabs[tabId]
      if (tab) nodes = tab.nodes
      else {
        draft.mobileTabs[args.newTabId] = {
          id: args.newTabId,
          order: keyBetween(null, null),
          mobileTabType: 'default-0',
          name: args.tabName,
          icon: '',
          nodes: {},
          extra: {},
        }
        nodes = draft.mobileTabs[args.newTabId]?.nodes ?? {}
      }
    }
    if (Object.keys(nodes).some((id) => id in draft.blocks)) return
    const rect = { x: 0, y: 0, w: 24, h: args.rows }
    putBlock(draft, { id: args.blockId, name: args.blockName, layoutType: 'free', rect }, nodes)
  },
})

function blockNodeCount(doc: PageDoc): number {
  const mobile = Object.values(doc.mobileTabs).reduce((n, tab) => n + Object.keys(tab.nodes).length, 0)
  return Object.keys(doc.layoutNodes).length + mobile
}

/** Removes a block; spec S1 §5: the last layout block cannot be deleted. */
export const removeBlock = defineCommand<PageDoc, { blockId: string }>({
  id: 'blocks.remove',
  label: EDIT_LABELS.deleteBlock,
  canRun: (doc, { blockId }) => blockId in doc.blocks && Object.keys(doc.blocks).length > 1,
  run: (draft, { blockId }) => {
    delete draft.blocks[blockId]
    delete draft.layoutNodes[blockId]
    for (const tab of Object.values(draft.mobileTabs)) delete tab.nodes[blockId]
    syncSingleLayout(draft)
  },
})

/** Moves or resizes a block's grid node (whole grid cells). */
export const setBlockRect = defineCommand<
  PageDoc,
  { blockId: string; rect: GridRect; platform: LayoutPlatform; tabId?: string }
>({
  id: 'blocks.setRect',
  label: EDIT_LABELS.resizeBlock,
  canRun: (doc, { blockId, rect, platform, tabId }) => {
    if (!validRect(rect)) return false
    const nodes = platform === 'pc' ? doc.layoutNodes : doc.mobileTabs[tabId ?? '']?.nodes
    return !!nodes?.[blockId]
  },
  run: (draft, { blockId, rect, platform, tabId }) => {
    const nodes = platform === 'pc' ? draft.layoutNodes : draft.mobileTabs[tabId ?? '']?.nodes
    const node = nodes?.[blockId]
    if (!node) return
    for (const key of ['x', 'y', 'w', 'h'] as const) if (node[key] !== rect[key]) node[key] = rect[key]
  },
})

/** Sets a block's name, background or orientation (not its layout type: see resetBlockLayoutType). */
export const setBlockProps = defineCommand<
  PageDoc,
  { blockId: string; patch: { name?: string; background?: Partial<Background>; orientation?: Orientation } }
>({
  id: 'blocks.setProps',
  label: EDIT_LABELS.blockSettings,
  canRun: (doc, { blockId }) => blockId in doc.blocks,
  run: (draft, { blockId, patch }) => {
    const block = draft.blocks[blockId]
    if (!block) return
    if (patch.name !== undefined) block.name = patch.name
    if (patch.orientation !== undefined) block.orientation = patch.orientation
    if (patch.background) Object.assign(block.background, cloneJson(patch.background))
  },
})

/**
 * Re-arranges a block as flow or free. Spec S0 §4: the block's inner configuration is cleared
 * (the UI asks for confirmation first); name, background and grid position are kept.
 */
export const resetBlockLayoutType = defineCommand<PageDoc, { blockId: string; layoutType: LayoutType }>({
  id: 'blocks.resetLayoutType',
  label: EDIT_LABELS.resetBlockLayout,
  canRun: (doc, { blockId }) => blockId in doc.blocks,
  run: (draft, { blockId, layoutType }) => {
    const block = draft.blocks[blockId] as BlockDoc | undefined
    if (!block) return
    block.layoutType = layoutType
    block.widgets = {}
    block.groups = {}
    block.flows = {}
    block.drawingConfig = { drawingName: '' }
    block.events = {}
  },
})

/** Adds a mobile navigation tab (at most five). */
export const addMobileTab = defineCommand<PageDoc, { id: string; name: string; icon?: string }>({
  id: 'mobile.addTab',
  label: EDIT_LABELS.addNavigation,
  canRun: (doc, { id }) => !(id in doc.mobileTabs) && Object.keys(doc.mobileTabs).length < MOBILE_TABS_MAX,
  run: (draft, { id, name, icon }) => {
    const count = Object.keys(draft.mobileTabs).length
    const order = keyBetween(byOrder(Object.values(draft.mobileTabs)).at(-1)?.order ?? null, null)
    draft.mobileTabs[id] = {
      id,
      order,
      mobileTabType: `default-${count}`,
      name,
      icon: icon ?? '',
      nodes: {},
      extra: {},
    }
  },
})

/** Removes a mobile tab; the last one cannot be deleted. Blocks only it showed are removed too. */
export const removeMobileTab = defineCommand<PageDoc, { id: string }>({
  id: 'mobile.removeTab',
  label: EDIT_LABELS.deleteNavigation,
  canRun: (doc, { id }) => id in doc.mobileTabs && Object.keys(doc.mobileTabs).length > MOBILE_TABS_MIN,
  run: (draft, { id }) => {
    const tab = draft.mobileTabs[id]
    if (!tab) return
    const orphaned = Object.keys(tab.nodes)
    delete draft.mobileTabs[id]
    for (const blockId of orphaned) {
      const stillShown =
        blockId in draft.layoutNodes || Object.values(draft.mobileTabs).some((t) => blockId in t.nodes)
      if (!stillShown && Object.keys(draft.blocks).length > 1) delete draft.blocks[blockId]
    }
  },
})

export { blockNodeCount }
