import { cloneJson } from '../document/clone.ts'
import { defaultMobileTab, defaultPageConfig, defaultPageInfo } from '../document/defaults.ts'
import {
  type LayoutNode,
  type MobileTab,
  PAGE_LAYOUT_VERSION,
  type PageConfig,
  type PageInfo,
  type PageLayoutWire,
  type PageTheme,
} from '../document/persisted.ts'
import { compressText } from './compression.ts'
import { decodeVersioned, taggedVersion } from './jsonInput.ts'
import { assertMigrationChain, type DocumentMigration } from './migrations.ts'
import type { CodecResult } from './result.ts'
import {
  assertUniqueIds,
  isObject,
  type JsonObject,
  readArray,
  readBoolean,
  readEnum,
  readNumber,
  readObject,
  readString,
  unknownFields,
} from './shape.ts'

/**
 * Page layout migrations. v0 stored a bare array of grid nodes; v1.0 added pageConfig; v1.1
 * (current) added lw/lh per node, mobile tabs and pageInfo.
 */
export const PAGE_LAYOUT_MIGRATIONS: readonly DocumentMigration[] = [
  {
    id: 1,
    name: 'WrapNodeArray',
    from: 'v0',
    to: 'v1.0',
    up: (doc) => {
      const nodes = Array.isArray(doc) ? doc : ((doc as JsonObject).layoutNodes ?? [])
      const rest = Array.isArray(doc) ? {} : (doc as JsonObject)
      return { ...rest, version: 'v1.0', layoutNodes: nodes }
    },
  },
  {
    id: 2,
    name: 'AddMobileLayoutAndPageInfo',
    from: 'v1.0',
    to: 'v1.1',
    up: (doc) => {
      const page = doc as JsonObject
      const nodes = Array.isArray(page.layoutNodes) ? page.layoutNodes : []
      return {
        ...page,
        version: 'v1.1',
        layoutNodes: nodes.map((n) => (isObject(n) ? { lw: 0, lh: 0, ...n } : n)),
        mobileLayout: page.mobileLayout ?? [defaultMobileTab(0)],
        pageInfo: page.pageInfo ?? defaultPageInfo(),
      }
    },
  },
]
assertMigrationChain('page layout', PAGE_LAYOUT_MIGRATIONS)

const NODE_FIELDS = ['i', 'x', 'y', 'w', 'h', 'lw', 'lh'] as const
const PAGE_FIELDS = ['version', 'layoutNodes', 'pageConfig', 'mobileLayout', 'pageInfo']

/** Reads one grid node, keeping unknown fields. */
export function readLayoutNode(value: unknown, path: string): LayoutNode {
  const node = readObject(value, path)
  return {
    ...unknownFields(node, NODE_FIELDS),
    i: readString(node.i, `${path}.i`),
    x: readNumber(node.x, `${path}.x`, 0),
    y: readNumber(node.y, `${path}.y`, 0),
    w: readNumber(node.w, `${path}.w`),
    h: readNumber(node.h, `${path}.h`),
    lw: readNumber(node.lw, `${path}.lw`, 0),
    lh: readNumber(node.lh, `${path}.lh`, 0),
  }
}

function readNodes(value: unknown, path: string): LayoutNode[] {
  const nodes = readArray(value, path, []).map((n, index) => readLayoutNode(n, `${path}[${index}]`))
  assertUniqueIds(
    nodes.map((n) => n.i),
    path,
  )
  return nodes
}

/** Reads a background, defaulting what is missing. */
export function readBackground(value: unknown, path: string) {
  const bg = value === undefined ? {} : readObject(value, path)
  return {
    ...unknownFields(bg, ['mode', 'color', 'image']),
    mode: readEnum(bg.mode, ['horizontalAdapt', 'verticalAdapt', 'stretch'], `${path}.mode`, 'stretch'),
    color: readString(bg.color, `${path}.color`, ''),
    image: readString(bg.image, `${path}.image`, ''),
  }
}

function readPageConfig(value: unknown, path: string, nodeCount: number): PageConfig {
  const cfg = value === undefined ? {} : readObject(value, path)
  const defaults = defaultPageConfig()
  readBoolean(cfg.singleLayout, `${path}.singleLayout`, true)
  return {
    ...unknownFields(cfg, Object.keys(defaults)),
    platformLayoutType: readEnum(
      cfg.platformLayoutType,
      ['PC', 'mobile'],
      `${path}.platformLayoutType`,
      'PC',
    ),
    // Spec S0 §4: the flag follows the node count, whatever was stored.
    singleLayout: nodeCount <= 1,
    lwType: readString(cfg.lwType, `${path}.lwType`, defaults.lwType),
    lwValue: readNumber(cfg.lwValue, `${path}.lwValue`, defaults.lwValue),
    lhValue: readNumber(cfg.lhValue, `${path}.lhValue`, defaults.lhValue),
    linkage: readString(cfg.linkage, `${path}.linkage`, defaults.linkage),
    background: readBackground(cfg.background, `${path}.background`),
    pageId: readString(cfg.pageId, `${path}.pageId`, ''),
    screenOrientation: readEnum(
      cfg.screenOrientation,
      ['horizontal', 'vertical', 'auto'],
      `${path}.screenOrientation`,
      'auto',
    ),
    ...(cfg.theme === undefined
      ? {}
      : { theme: readEnum<PageTheme>(cfg.theme, ['app', 'light', 'dark'], `${path}.theme`) }),
  }
}

function readMobileTab(value: unknown, path: string, index: number): MobileTab {
  const tab = readObject(value, path)
  return {
    ...unknownFields(tab, ['mobileTabType', 'name', 'icon', 'mobileLayoutNodes']),
    mobileTabType: readString(tab.mobileTabType, `${path}.mobileTabType`, `default-${index}`),
    name: readString(tab.name, `${path}.name`, ''),
    icon: readString(tab.icon, `${path}.icon`, ''),
    mobileLayoutNodes: readNodes(tab.mobileLayoutNodes, `${path}.mobileLayoutNodes`),
  }
}

function readPageInfo(value: unknown, path: string): PageInfo {
  const info = value === undefined ? {} : readObject(value, path)
  const defaults = defaultPageInfo()
  const navbar = info.navbar === undefined ? {} : readObject(info.navbar, `${path}.navbar`)
  return {
    ...unknownFields(info, ['platformType', 'mobileShowType', 'navbar']),
    platformType: readEnum(info.platformType, ['PC', 'mobile'], `${path}.platformType`, 'PC'),
    mobileShowType: readString(info.mobileShowType, `${path}.mobileShowType`, defaults.mobileShowType),
    navbar: {
      ...unknownFields(navbar, Object.keys(defaults.navbar)),
      name: readString(navbar.name, `${path}.navbar.name`, defaults.navbar.name),
      navbarStyle: readString(navbar.navbarStyle, `${path}.navbar.navbarStyle`, defaults.navbar.navbarStyle),
      navbarFront: readString(navbar.navbarFront, `${path}.navbar.navbarFront`, defaults.navbar.navbarFront),
      navbarBgColor: readString(
        navbar.navbarBgColor,
        `${path}.navbar.navbarBgColor`,
        defaults.navbar.navbarBgColor,
      ),
    },
  }
}

/** Validates a current-version page layout, filling spec defaults and keeping unknown fields. */
function validatePageLayout(value: unknown): PageLayoutWire {
  const page = readObject(value, '')
  const layoutNodes = readNodes(page.layoutNodes, 'layoutNodes')
  const tabs = readArray(page.mobileLayout, 'mobileLayout', [defaultMobileTab(0)])
  return {
    ...cloneJson(unknownFields(page, PAGE_FIELDS)),
    version: PAGE_LAYOUT_VERSION,
    layoutNodes,
    pageConfig: readPageConfig(page.pageConfig, 'pageConfig', layoutNodes.length),
    mobileLayout: (tabs.length > 0 ? tabs : [defaultMobileTab(0)]).map((t, i) =>
      readMobileTab(t, `mobileLayout[${i}]`, i),
    ),
    pageInfo: readPageInfo(page.pageInfo, 'pageInfo'),
  }
}

/** Parses a page's `layout` (JSON text, maybe compressed, or an object) to the current v1.1 shape. */
export function decodePageLayout(input: unknown): CodecResult<PageLayoutWire> {
  return decodeVersioned(
    'page layout',
    input,
    PAGE_LAYOUT_MIGRATIONS,
    (value) => (Array.isArray(value) ? 'v0' : taggedVersion(value)),
    validatePageLayout,
  )
}

/** The ids of the layout blocks a page layout shows, PC blocks first, then each mobile tab's. */
export function shownBlockIds(layout: PageLayoutWire): string[] {
  return [
    ...layout.layoutNodes.map((node) => node.i),
    ...layout.mobileLayout.flatMap((tab) => tab.mobileLayoutNodes.map((node) => node.i)),
  ]
}

/**
 * Whether a normal page (type 1) has a layout to show (spec S0 §8 "create page error" otherwise): a PC
 * page needs a PC block; a mobile page a block in a navigation tab or, as a page switched from PC keeps
 * them, a PC block.
 */
export function hasPageLayout(layout: PageLayoutWire): boolean {
  if (layout.layoutNodes.length > 0) return true
  return (
    layout.pageInfo.platformType === 'mobile' &&
    layout.mobileLayout.some((tab) => tab.mobileLayoutNodes.length > 0)
  )
}

/** Serialises a page layout to the JSON text the server stores; `compress` applies pako level 6. */
export function encodePageLayout(layout: PageLayoutWire, options: { compress?: boolean } = {}): string {
  const text = JSON.stringify(layout)
  return options.compress ? compressText(text) : text
}
