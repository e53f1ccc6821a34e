/**
 * Everything a runtime page needs before its first render: the plugin catalogue, the page document
 * (fetched, decoded and checked by the engine's codec), the stage's store, the live bindings, and the
 * downloads of the views it will draw with, started at once.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { decodePage } from '../../engine/codec/pageDocCodec'
import { withFaceplateInstance } from '../../engine/document/faceplateInstance'
import type { PageDoc } from '../../engine/document/pageDoc'
import { listWidgets } from '../../engine/document/widgetStore'
import type { PluginRegistry } from '../../engine/plugins/registry'
import { widgetMigratorFor } from '../../engine/plugins/widgetMigrator'
import { type MenuResource, type RuntimeEntry, resolveRuntimeEntry } from '../../engine/rules/menus'
import { MESSAGES } from '../../engine/rules/responses'
import type { GantryPlugin } from '../../plugins/shared/viewContract'
import { type HttpResult, requestJson } from '../shell/http'
import { fetchPage, type PageRecord } from '../stage/pageApi'
import { createPageStore, firstTab, platformOf, type StageStore } from '../stage/pageStore'
import { loadBuiltinRegistry, loadDesignerRegistry } from '../stage/plugins/registry'
import { resolveSymbolRefs } from '../stage/symbolRefs'
import { withBlocksHoldingContent } from './blockGrowth'
import { LiveBindings } from './live/liveBindings'
import { type PaintPlan, paintPlan } from './paint/crowding'
import { preloadViews } from './preloadViews'

/** A page ready to run, another route the address leads to, or why it cannot run. */
export type LoadedPage =
  | {
      kind: 'page'
      store: StageStore
      bindings: LiveBindings
      /** How the page draws (null: not crowded, every widget an element or a shape). */
      plan: PaintPlan | null
      /** Set when the bindings already follow the live socket (a prefetched page subscribes at once). */
      detach?: () => void
    }
  | { kind: 'route'; path: string }
  | { kind: 'error'; error: MessageDescriptor | string }

const notFound = msg`This page does not exist, or you have no permission to open it.`
const tooManyLinks = msg`This link page leads through too many other links.`

/** Where a link page to an application or business page opens (spec S0 §2). */
export const FULL_SCREEN_BASE = '/runtime-fullscreen/runtime-fullscreen'

/** How a runtime follows link pages: where it is, or (the framed runtime) on the full-screen address. */
export type LinkOpening = 'inPlace' | 'fullScreen'

/** The link targets that open full screen (a system function opens its own screen). */
const RUNS_FULL_SCREEN: ReadonlySet<unknown> = new Set(['app', 'business'])

/** Link pages followed before giving up (a link to a link to … a page). */
const MAX_LINKS = 5

/** The widgets of every block of the page, for its bindings and load/unload events. */
export function pageWidgets(doc: PageDoc) {
  return Object.values(doc.blocks).flatMap((block) => listWidgets(block.widgets))
}

/**
 * Loads a runtime address for the runtime: a `Page_` id, or a resource code or id (spec S0 §2: menu
 * entries, and link pages' `{resourceCode}`) resolved through the user's permission tree. Link pages
 * (types 2 and 3) are followed to what they link to. The built-in plugins and the page load side by side,
 * then the views the page draws with (fabric only for a page that keeps shapes on the fabric layer); the
 * third-party plugins are waited for only by a page that has a widget no built-in plugin draws;
 * `fetching` is the page's request if it is under way already. With `links: 'fullScreen'` (the framed
 * runtime), a link page (type 3) to an application or business page leaves for the full-screen address
 * of its resource code instead (spec S0 §2); the full-screen runtime, pop-ups and the preview follow
 * links in place. With `instance` (a designer's faceplate page opened for a placed symbol's instance),
 * what the page binds to `$instance` follows that instance (engine/document/faceplateInstance.ts).
 */
export async function loadRuntimePage(
  idOrCode: string,
  fetching?: Promise<HttpResult<PageRecord>>,
  options: { links?: LinkOpening; instance?: string } = {},
): Promise<LoadedPage> {
  let pageId = idOrCode
  let request = fetching
  for (let hops = 0; hops <= MAX_LINKS; hops++) {
    if (!pageId.startsWith('Page_')) {
      const entry = await resolveEntry(pageId)
      if (!entry) return { kind: 'error', error: notFound }
      if (entry.kind === 'route') return entry
      pageId = entry.pageId
      request = undefined
    }
    const [registry, fetched] = await Promise.all([loadBuiltinRegistry(), request ?? fetchPage(pageId)])
    request = undefined
    if (!fetched.ok) return { kind: 'error', error: fetched.message }
    if (fetched.status !== 200) return { kind: 'error', error: MESSAGES.dataRequestFailed }
    if (fetched.data.type === 2 || fetched.data.type === 3) {
      const link = readLink(fetched.data.url)
      if (!link) return { kind: 'error', error: MESSAGES.dataRequestFailed }
      if (options.links === 'fullScreen' && fetched.data.type === 3 && RUNS_FULL_SCREEN.has(link.type)) {
        return { kind: 'route', path: `${FULL_SCREEN_BASE}/${encodeURIComponent(link.code)}` }
      }
      pageId = link.code
      continue
    }
    return runnablePage(registry, fetched.data, options.instance)
  }
  return { kind: 'error', error: tooManyLinks }
}

async function runnablePage(
  registry: PluginRegistry<GantryPlugin>,
  record: PageRecord,
  instance: string | undefined,
): Promise<LoadedPage> {
  let decoded = decodeRecord(registry, record)
  let widgets = decoded.ok ? pageWidgets(decoded.value) : []
  // A widget of a plugin that is not built in: the third-party plugins join the registry, and the page is
  // decoded again so that their props migrations run (one still unknown shows the missing-plugin placeholder).
  if (widgets.some((node) => !registry.has(node.type))) {
    decoded = decodeRecord(await loadDesignerRegistry(), record)
    widgets = decoded.ok ? pageWidgets(decoded.value) : []
  }
  if (!decoded.ok) {
    return {
      kind: 'error',
      error: decoded.code === 'createPageError' ? MESSAGES.createPageError : MESSAGES.dataRequestFailed,
    }
  }
  // Placed library symbols draw with the library's drawing, read once per symbol. The views download
  // while the drawings are read (they depend on the widgets' types only), rather than after them: the
  // symbol requests were the last step before the views on the demo overview.
  const resolving = resolveSymbolRefs(decoded.value)
  const shown = decoded.value
  const early = { doc: shown, platform: platformOf(shown), tabId: firstTab(shown) }
  preloadViews(registry, pageWidgets(shown), paintPlan({ registry, state: early })?.paints ?? null)
  await resolving
  const doc = instance ? withFaceplateInstance(decoded.value, instance) : decoded.value
  const store = createPageStore(withBlocksHoldingContent(doc), { registry })
  if (doc !== decoded.value) widgets = pageWidgets(doc)
  const plan = paintPlan(store)
  // Views already asked for load once: this only adds any the final layout paints differently.
  preloadViews(registry, widgets, plan?.paints ?? null)
  return { kind: 'page', store, bindings: new LiveBindings(widgets), plan }
}

function decodeRecord(registry: PluginRegistry<GantryPlugin>, record: PageRecord) {
  return decodePage(
    { ...record, appId: String(record.appId) },
    { migrateWidget: widgetMigratorFor(registry) },
  )
}

/** What a link page's url names (JSON: resourceType, resourceCode), or null if unreadable. */
function readLink(url: string | undefined): { type: unknown; code: string } | null {
  try {
    const parsed = JSON.parse(url ?? '') as { resourceType?: unknown; resourceCode?: unknown }
    const code = parsed.resourceCode
    return typeof code === 'string' && code !== '' ? { type: parsed.resourceType, code } : null
  } catch {
    return null
  }
}

async function resolveEntry(idOrCode: string): Promise<RuntimeEntry> {
  const tree = await requestJson<MenuResource[]>('GET', '/api/auth/userResourceTree', undefined, {
    suppressNotice: true,
  })
  return tree.ok && Array.isArray(tree.data) ? resolveRuntimeEntry(tree.data, idOrCode) : null
}
