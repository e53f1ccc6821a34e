/**
 * The menu model of spec S0 §2/§3: runtime menus built from the user's permission tree, design
 * entries gated by permitted resources, and the flat path lists kept in local storage.
 */

/** A node of the user's resource (permission) tree as the server sends it. */
export interface MenuResource {
  resourceId: string | number
  resourceCode: string
  name: string
  resourceFunctionType: 'page' | 'folder'
  /** JSON: {config: {menuDisplay?: boolean, icon?: string}, url?: string}. */
  resource: string
  childResources?: MenuResource[]
  /**
   * false for a folder the user does not hold, sent only so that the granted resources below it can be
   * reached; absent means held (the whole tree of an administrator).
   */
  granted?: boolean
}

/** A menu node as the shell renders it. */
export interface MenuNode {
  id: string
  name: string
  path: string
  /** Ids of the ancestors, root first. */
  parentId: string[]
  url: string
  children: MenuNode[]
  menuDisplay: boolean
  icon: string
}

/** The three resource groups the shell reads (spec S0 §2). */
export interface ResourceGroups {
  design: MenuResource[]
  report: MenuResource[]
  application: MenuResource[]
}

/** Runtime menu entries live under this path prefix. */
export const RUNTIME_MENU_PREFIX = 'application-runtime/'

/** Design menu entries carry this prefix and appear only if permitted. */
export const DESIGN_MENU_PREFIX = 'design/'

/** Code of the resource that gates the system-information entry. */
export const SYSTEM_INFO_MANAGE_CODE = 'system-info-manage'

/** Code of the child that must come first under system-info-manage. */
export const SYSTEM_INFO_CODE = 'system-info'

interface ResourceSettings {
  menuDisplay: boolean
  url: string
  icon: string
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// Trees arrive as JSON, so a list may hold nulls or other junk; those items are skipped.
function isResource(value: unknown): value is MenuResource {
  return isRecord(value)
}

function resourcesIn(list: unknown): MenuResource[] {
  return Array.isArray(list) ? list.filter(isResource) : []
}

function childrenOf(resource: MenuResource): MenuResource[] {
  return resourcesIn(resource.childResources)
}

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json)
  } catch {
    return null
  }
}

/**
 * Reads a resource's settings from its JSON string (or an already parsed object). "Menu display
 * defaults to true"; malformed JSON gives the defaults.
 */
export function readResourceSettings(json: unknown): ResourceSettings {
  const settings: ResourceSettings = { menuDisplay: true, url: '', icon: '' }
  const parsed = typeof json === 'string' ? parseJson(json) : json
  if (!isRecord(parsed)) return settings
  if (typeof parsed.url === 'string') settings.url = parsed.url
  const config = parsed.config
  if (isRecord(config)) {
    if (config.menuDisplay === false) settings.menuDisplay = false
    if (typeof config.icon === 'string') settings.icon = config.icon
  }
  return settings
}

/** "A page resource whose code starts with Page_ uses that code as its id; otherwise the resource id." */
export function runtimeMenuId(resource: MenuResource): string {
  const code = resource.resourceCode
  if (resource.resourceFunctionType === 'page' && typeof code === 'string' && code.startsWith('Page_')) {
    return code
  }
  return String(resource.resourceId)
}

function toMenuNode(resource: MenuResource, ancestors: string[]): MenuNode {
  const id = runtimeMenuId(resource)
  const settings = readResourceSettings(resource.resource)
  return {
    id,
    name: typeof resource.name === 'string' ? resource.name : '',
    path: `${RUNTIME_MENU_PREFIX}${id}`,
    parentId: ancestors,
    url: settings.url,
    children: childrenOf(resource).map((child) => toMenuNode(child, [...ancestors, id])),
    menuDisplay: settings.menuDisplay,
    icon: settings.icon,
  }
}

/** Builds the runtime menu from the user's permission tree; never throws on malformed resources. */
export function buildRuntimeMenu(resources: readonly MenuResource[]): MenuNode[] {
  return resourcesIn(resources).map((resource) => toMenuNode(resource, []))
}

/** The nodes to draw: those with menuDisplay false are left out, with their children. */
export function visibleMenuNodes(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes
    .filter((node) => node.menuDisplay)
    .map((node) => ({ ...node, children: visibleMenuNodes(node.children) }))
}

/** Every resource code in a permission tree, for `filterDesignMenu`. */
export function collectResourceCodes(tree: readonly MenuResource[]): Set<string> {
  const codes = new Set<string>()
  const visit = (resources: readonly MenuResource[]) => {
    for (const resource of resources) {
      if (typeof resource.resourceCode === 'string') codes.add(resource.resourceCode)
      visit(childrenOf(resource))
    }
  }
  visit(resourcesIn(tree))
  return codes
}

/**
 * The codes the user actually holds: what the server checks (a folder's own code gates functions, such as
 * system-info-manage for backup and settings). Folders sent only to reach granted pages below them are
 * not held, so holding a page never permits its ancestors.
 */
export function collectGrantedCodes(tree: readonly MenuResource[]): Set<string> {
  const codes = new Set<string>()
  const visit = (resources: readonly MenuResource[]) => {
    for (const resource of resources) {
      if (typeof resource.resourceCode === 'string' && resource.granted !== false)
        codes.add(resource.resourceCode)
      visit(childrenOf(resource))
    }
  }
  visit(resourcesIn(tree))
  return codes
}

/** A menu entry of the design side; `code` names its resource when it differs from the path. */
export interface DesignMenuEntry {
  path: string
  code?: string
  children?: DesignMenuEntry[]
}

function isPermitted(entry: DesignMenuEntry, permittedCodes: ReadonlySet<string>): boolean {
  const path = entry.path.replace(/^\//, '')
  if (!path.startsWith(DESIGN_MENU_PREFIX)) return true
  const keys = [entry.code, entry.path, path].filter((key): key is string => typeof key === 'string')
  return keys.some((key) => permittedCodes.has(key))
}

/**
 * "Design menu entries are prefixed design/ and appear only if the user's permitted resource tree
 * includes them." Other entries stay; a removed entry takes its children with it.
 */
export function filterDesignMenu<T extends DesignMenuEntry>(
  entries: readonly T[],
  permittedCodes: ReadonlySet<string>,
): T[] {
  return entries
    .filter((entry) => isPermitted(entry, permittedCodes))
    .map((entry) =>
      entry.children === undefined
        ? entry
        : { ...entry, children: filterDesignMenu(entry.children, permittedCodes) },
    )
}

function findResource(tree: readonly MenuResource[], code: string): MenuResource | null {
  for (const resource of tree) {
    if (resource.resourceCode === code) return resource
    const found = findResource(childrenOf(resource), code)
    if (found !== null) return found
  }
  return null
}

/** "The system-information entry appears only if the system-info-manage resource has a first child system-info." */
export function isSystemInfoVisible(tree: readonly MenuResource[]): boolean {
  const manage = findResource(resourcesIn(tree), SYSTEM_INFO_MANAGE_CODE)
  return manage !== null && childrenOf(manage)[0]?.resourceCode === SYSTEM_INFO_CODE
}

/** "Three resource groups are read: design, report and application": each group's children, [] if absent. */
export function readResourceGroups(tree: readonly MenuResource[]): ResourceGroups {
  const roots = resourcesIn(tree)
  const group = (code: string) => {
    const found = findResource(roots, code)
    return found === null ? [] : childrenOf(found)
  }
  return { design: group('design'), report: group('report'), application: group('application') }
}

/** Every path of a menu tree, depth first, for the basic and design menu lists kept in local storage. */
export function flattenMenuPaths(
  nodes: readonly { path: string; children?: readonly unknown[] }[],
): string[] {
  const paths: string[] = []
  const visit = (list: readonly unknown[]) => {
    for (const node of list) {
      if (!isRecord(node)) continue
      if (typeof node.path === 'string') paths.push(node.path)
      if (Array.isArray(node.children)) visit(node.children)
    }
  }
  visit(Array.isArray(nodes) ? nodes : [])
  return paths
}

/** Where a runtime address that is not a `Page_` id leads: a page to run, another route, or nowhere. */
export type RuntimeEntry = { kind: 'page'; pageId: string } | { kind: 'route'; path: string } | null

/**
 * Resolves `application-runtime/{resourceCodeOrPageId}` and the link pages' `{resourceCode}` against
 * the user's permission tree: the resource whose runtime id or code it is; a page resource leads to
 * the page its url names, a folder (an application, a folder of pages) to its first such page, any other
 * resource to its own route. Unknown or not permitted → null.
 */
export function resolveRuntimeEntry(tree: readonly MenuResource[], idOrCode: string): RuntimeEntry {
  const found = findRuntimeResource(resourcesIn(tree), idOrCode)
  if (!found) return null
  const page = firstPageOf(found)
  if (page) return { kind: 'page', pageId: page }
  const url = readResourceSettings(found.resource).url.replace(/^\/+/, '')
  return url && !url.startsWith(RUNTIME_MENU_PREFIX) ? { kind: 'route', path: `/${url}` } : null
}

function findRuntimeResource(resources: readonly MenuResource[], idOrCode: string): MenuResource | null {
  for (const resource of resources) {
    if (resource.resourceCode === idOrCode || runtimeMenuId(resource) === idOrCode) return resource
    const inside = findRuntimeResource(childrenOf(resource), idOrCode)
    if (inside) return inside
  }
  return null
}

/** The page id a page resource's runtime url names, or the first one among a folder's descendants. */
function firstPageOf(resource: MenuResource): string | null {
  const url = readResourceSettings(resource.resource).url.replace(/^\/+/, '')
  if (url.startsWith(RUNTIME_MENU_PREFIX)) {
    const id = url.slice(RUNTIME_MENU_PREFIX.length)
    if (id.startsWith('Page_')) return id
  }
  if (resource.resourceFunctionType === 'page' && resource.resourceCode.startsWith('Page_')) {
    return resource.resourceCode
  }
  for (const child of childrenOf(resource)) {
    const page = firstPageOf(child)
    if (page) return page
  }
  return null
}
