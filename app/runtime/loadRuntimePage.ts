/**
 * Everything a runtime page needs before its first render: the plugin catalogue, the page document
 * (fetched, decoded and checked by the engine's codec), the stage's store, the live bindings, and the
 * downloads of the views it will draw with, started at once.
 */
import type { MessageDescriptor } from '@lingui/core'
import { decodePage } from '../../engine/codec/pageDocCodec'
import type { PageDoc } from '../../engine/document/pageDoc'
import { listWidgets } from '../../engine/document/widgetStore'
import { widgetMigratorFor } from '../../engine/plugins/widgetMigrator'
import { MESSAGES } from '../../engine/rules/responses'
import { loadDesignerRegistry } from '../designer/plugins/registry'
import { fetchPage, type PageRecord } from '../designer/save/pageApi'
import { createDesignerStore, type DesignerStore } from '../designer/state/designerStore'
import type { HttpResult } from '../shell/http'
import { LiveBindings } from './live/liveBindings'
import { paintedWidgets } from './paint/crowding'
import { preloadViews } from './preloadViews'

/** A page ready to run, or why it cannot (a message to translate, or the server's text). */
export type LoadedPage =
  | { ok: true; store: DesignerStore; bindings: LiveBindings }
  | { ok: false; error: MessageDescriptor | string }

/** The widgets of every block of the page, for its bindings and load/unload events. */
export function pageWidgets(doc: PageDoc) {
  return Object.values(doc.blocks).flatMap((block) => listWidgets(block.widgets))
}

/**
 * Loads the page `pageId` for the runtime; the plugins, the page and the shape library load side by
 * side. `fetching` is the page's request if it is under way already.
 */
export async function loadRuntimePage(
  pageId: string,
  fetching: Promise<HttpResult<PageRecord>> = fetchPage(pageId),
): Promise<LoadedPage> {
  void import('fabric')
  const [registry, fetched] = await Promise.all([loadDesignerRegistry(), fetching])
  if (!fetched.ok) return { ok: false, error: fetched.message }
  if (fetched.status !== 200) return { ok: false, error: MESSAGES.dataRequestFailed }
  const decoded = decodePage(
    { ...fetched.data, appId: String(fetched.data.appId) },
    { migrateWidget: widgetMigratorFor(registry) },
  )
  if (!decoded.ok) {
    return {
      ok: false,
      error: decoded.code === 'createPageError' ? MESSAGES.createPageError : MESSAGES.dataRequestFailed,
    }
  }
  const store = createDesignerStore(decoded.value, { registry })
  store.state.showGrid = false
  const widgets = pageWidgets(decoded.value)
  preloadViews(registry, widgets, paintedWidgets(store))
  return { ok: true, store, bindings: new LiveBindings(widgets) }
}
