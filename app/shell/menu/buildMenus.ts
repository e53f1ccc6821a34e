import type { MessageDescriptor } from '@lingui/core'
import {
  buildRuntimeMenu,
  collectGrantedCodes,
  filterDesignMenu,
  flattenMenuPaths,
  isSystemInfoVisible,
  type MenuNode,
  type MenuResource,
  RUNTIME_MENU_PREFIX,
  readResourceGroups,
  readResourceSettings,
  SYSTEM_INFO_CODE,
} from '../../../engine/rules/menus'
import { MENU_CATALOG, type MenuIconName } from './menuCatalog'

/** A side-menu entry as the shell draws it. */
export interface ShellMenuItem {
  /** Unique among its siblings: the resource id (design) or the runtime menu id. */
  key: string
  code: string
  /** The name the server holds (possibly renamed in the app menu settings). */
  name: string
  /** The translated title, while the name is still the seeded one. */
  title?: MessageDescriptor
  /** Route path without the leading slash ('design/user-manage/user-itemlist'); '' for folders. */
  path: string
  kind: 'folder' | 'page'
  icon?: MenuIconName
  children: ShellMenuItem[]
}

/** The lists kept in local storage for the authorised-path check, and the menus to draw. */
export interface BuiltMenus {
  design: ShellMenuItem[]
  runtime: ShellMenuItem[]
  /** The codes the user holds, as the server checks them (never the folders above them). */
  permittedCodes: Set<string>
}

function catalogTitle(code: string, name: string): MessageDescriptor | undefined {
  const entry = MENU_CATALOG[code]
  return entry && entry.seededName === name ? entry.title : undefined
}

function designItem(resource: MenuResource): ShellMenuItem & { children: ShellMenuItem[] } {
  const settings = readResourceSettings(resource.resource)
  const children = (resource.childResources ?? []).filter(
    (child) => readResourceSettings(child.resource).menuDisplay,
  )
  return {
    key: String(resource.resourceId),
    code: resource.resourceCode,
    name: resource.name,
    title: catalogTitle(resource.resourceCode, resource.name),
    path: settings.url.replace(/^\//, ''),
    kind: resource.resourceFunctionType === 'folder' ? 'folder' : 'page',
    icon:
      MENU_CATALOG[resource.resourceCode]?.icon ??
      (resource.resourceFunctionType === 'folder' ? 'folder' : 'page'),
    children: children.map(designItem),
  }
}

function withoutEmptyFolders(items: ShellMenuItem[]): ShellMenuItem[] {
  return items
    .map((item) => ({ ...item, children: withoutEmptyFolders(item.children) }))
    .filter((item) => item.kind === 'page' || item.children.length > 0)
}

function withoutCode(items: ShellMenuItem[], code: string): ShellMenuItem[] {
  return items
    .filter((item) => item.code !== code)
    .map((item) => ({ ...item, children: withoutCode(item.children, code) }))
}

/**
 * The design menu from the user's permitted resource tree (spec S0 §2): the design group's entries,
 * design/ pages only when permitted (engine `filterDesignMenu`), the system-information entry only when
 * system-info-manage's first child is system-info, hidden entries (menuDisplay false) and empty folders
 * left out. Order and names are the server's (the app menu settings screen edits them).
 */
export function buildDesignMenu(tree: readonly MenuResource[]): ShellMenuItem[] {
  const permitted = collectGrantedCodes(tree)
  const { design } = readResourceGroups(tree)
  const visible = design.filter((resource) => readResourceSettings(resource.resource).menuDisplay)
  let items = filterDesignMenu(visible.map(designItem), permitted)
  if (!isSystemInfoVisible(tree)) items = withoutCode(items, SYSTEM_INFO_CODE)
  return withoutEmptyFolders(items)
}

function runtimeItem(node: MenuNode, resource: MenuResource | undefined): ShellMenuItem {
  const childResources = resource?.childResources ?? []
  return {
    key: node.id,
    code: resource?.resourceCode ?? node.id,
    name: node.name,
    title: resource ? catalogTitle(resource.resourceCode, node.name) : undefined,
    path: node.path,
    kind: resource?.resourceFunctionType === 'folder' ? 'folder' : 'page',
    icon: resource?.resourceFunctionType === 'folder' ? 'folder' : 'page',
    children: node.children
      .map((child, index) => ({ child, source: childResources[index] }))
      .filter(({ child }) => child.menuDisplay)
      .map(({ child, source }) => runtimeItem(child, source)),
  }
}

/**
 * The runtime menu: the report and application groups under application-runtime/{id}, where a page whose
 * code starts with Page_ uses the code as its id (engine `buildRuntimeMenu`); hidden entries left out.
 */
export function buildRuntimeMenuItems(tree: readonly MenuResource[]): ShellMenuItem[] {
  const { report, application } = readResourceGroups(tree)
  const resources = [...report, ...application]
  const nodes = buildRuntimeMenu(resources)
  const items = nodes
    .map((node, index) => ({ node, source: resources[index] }))
    .filter(({ node }) => node.menuDisplay)
    .map(({ node, source }) => runtimeItem(node, source))
  return withoutEmptyFolders(items)
}

/** Both menus and the permitted resource codes of one resource tree. */
export function buildMenus(tree: readonly MenuResource[]): BuiltMenus {
  return {
    design: buildDesignMenu(tree),
    runtime: buildRuntimeMenuItems(tree),
    permittedCodes: collectGrantedCodes(tree),
  }
}

/** Screens every signed-in user may open on either side (personal info, error pages). */
export const ALWAYS_BASIC_PATHS = ['personal/', 'exception/'] as const
export const ALWAYS_DESIGN_PATHS = ['design/personal/', 'design/hellow'] as const

/**
 * The runtime addresses by resource code (application-runtime/App_1) of runtime entries whose menu id is
 * not their code: the README promises that a resource code runs in the framed runtime as it does full
 * screen, and the runtime screen resolves it against the same tree.
 */
function runtimeCodePaths(items: readonly ShellMenuItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.code !== '' && item.code !== item.key ? [`${RUNTIME_MENU_PREFIX}${item.code}`] : []),
    ...runtimeCodePaths(item.children),
  ])
}

/**
 * The lists the authorised-path check reads (local storage, spec S1 §3): every menu path, the runtime
 * entries' resource-code addresses, the screens every user has, and `grantedPrefixes` (detail routes of
 * permitted resources, such as design/user-manage/data-auth-detail/).
 */
export function menuLists(menus: BuiltMenus, grantedPrefixes: readonly string[]) {
  const paths = (items: ShellMenuItem[]) => flattenMenuPaths(items).filter((path) => path !== '')
  return {
    basicMenus: [...paths(menus.runtime), ...runtimeCodePaths(menus.runtime), ...ALWAYS_BASIC_PATHS],
    designMenus: [...new Set([...paths(menus.design), ...grantedPrefixes, ...ALWAYS_DESIGN_PATHS])],
  }
}
