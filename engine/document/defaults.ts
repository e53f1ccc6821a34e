import {
  type Background,
  LAYOUT_CONTEXT_VERSION,
  type LayoutContextWire,
  type LayoutNode,
  type LayoutType,
  type MobileTab,
  PAGE_LAYOUT_VERSION,
  type PageConfig,
  type PageInfo,
  type PageLayoutWire,
} from './persisted.ts'

/** Default block background: stretch, no colour, no image. */
export function defaultBackground(): Background {
  return { mode: 'stretch', color: '', image: '' }
}

/** pageConfig defaults of spec S0 §3 (PC, single layout, lwType '1', linkage '0'). */
export function defaultPageConfig(pageId = ''): PageConfig {
  return {
    platformLayoutType: 'PC',
    singleLayout: true,
    lwType: '1',
    lwValue: 0,
    lhValue: 0,
    linkage: '0',
    background: defaultBackground(),
    pageId,
    screenOrientation: 'auto',
  }
}

/** pageInfo defaults of spec S0 §3 (mobileShowType auto, navbar fixed/dark/#ffffff). */
export function defaultPageInfo(): PageInfo {
  return {
    platformType: 'PC',
    mobileShowType: 'auto',
    navbar: { name: '', navbarStyle: 'fixed', navbarFront: 'dark', navbarBgColor: '#ffffff' },
  }
}

/** A mobile tab; the first one a page gets is type 'default-0' (spec S0 §3). */
export function defaultMobileTab(index = 0, nodes: LayoutNode[] = []): MobileTab {
  return { mobileTabType: `default-${index}`, name: '', icon: '', mobileLayoutNodes: nodes }
}

/** A grid node for block `i`; the default fills a 24-column grid row. */
export function defaultLayoutNode(i: string, at: Partial<LayoutNode> = {}): LayoutNode {
  const node = { i, x: 0, y: 0, w: 24, h: 12, lw: 0, lh: 0, ...at }
  return node
}

/** An empty v1.1 page layout with every default of spec S0 §3. */
export function defaultPageLayout(pageId = '', nodes: LayoutNode[] = []): PageLayoutWire {
  return {
    version: PAGE_LAYOUT_VERSION,
    layoutNodes: nodes,
    pageConfig: { ...defaultPageConfig(pageId), singleLayout: nodes.length <= 1 },
    mobileLayout: [defaultMobileTab(0)],
    pageInfo: defaultPageInfo(),
  }
}

/** An empty v1.0 layout block context of the given layout type. */
export function defaultLayoutContext(layoutType: LayoutType = 'free'): LayoutContextWire {
  return {
    version: LAYOUT_CONTEXT_VERSION,
    layoutType,
    background: defaultBackground(),
    orientation: 'auto',
    widgets: [],
    widgetGroups: [],
    flows: [],
    drawingConfig: { drawingName: '' },
    events: {},
  }
}
