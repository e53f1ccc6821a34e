import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { decodePage } from '../../engine/codec/pageDocCodec'
import type { PageDoc } from '../../engine/document/pageDoc'
import { listWidgets } from '../../engine/document/widgetStore'
import { widgetMigratorFor } from '../../engine/plugins/widgetMigrator'
import { MESSAGES } from '../../engine/rules/responses'
import { loadDesignerRegistry } from '../designer/plugins/registry'
import { fetchPage } from '../designer/save/pageApi'
import { createDesignerStore, type DesignerStore } from '../designer/state/designerStore'
import { EmptyState, Spinner } from '../ui'
import { type ActionTarget, useWidgetHost } from './actions/widgetHost'
import { LiveBindings } from './live/liveBindings'
import { liveHub } from './live/liveHub'
import { RuntimeStage } from './RuntimeStage'
import './runtime.css'

/** The user-timing mark set when every bound widget of a runtime page has shown its first value. */
export const VALUES_SHOWN_MARK = 'gantry:runtime-values-shown'

interface Loaded {
  store: DesignerStore
  bindings: LiveBindings
}

/** The widgets of every block of the page, for its bindings and load/unload events. */
export function pageWidgets(doc: PageDoc) {
  return Object.values(doc.blocks).flatMap((block) => listWidgets(block.widgets))
}

/**
 * One saved page running for an operator: its widgets with the plugins' runtime views, live values from
 * the session's one socket (exactly the page's bound properties), events and writes. Used by the runtime
 * routes, the pop-ups a page opens, and the application preview.
 */
export function RuntimePage({ pageId, target }: { pageId: string; target: ActionTarget }) {
  const { t, i18n } = useLingui()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    let alive = true
    let created: Loaded | null = null
    setLoaded(null)
    setError('')
    // The plugins, the page, the shape library and the live socket load side by side.
    void import('fabric')
    liveHub().connect()
    Promise.all([loadDesignerRegistry(), fetchPage(pageId)]).then(([registry, fetched]) => {
      if (!alive) return
      if (!fetched.ok || fetched.status !== 200) {
        setError(fetched.ok ? i18n._(MESSAGES.dataRequestFailed) : fetched.message)
        return
      }
      const decoded = decodePage(
        { ...fetched.data, appId: String(fetched.data.appId) },
        { migrateWidget: widgetMigratorFor(registry) },
      )
      if (!decoded.ok) {
        setError(
          i18n._(decoded.code === 'createPageError' ? MESSAGES.createPageError : MESSAGES.dataRequestFailed),
        )
        return
      }
      const store = createDesignerStore(decoded.value, { registry })
      store.state.showGrid = false
      created = { store, bindings: new LiveBindings(pageWidgets(decoded.value)) }
      setLoaded(created)
    })
    return () => {
      alive = false
      created?.store.dispose()
    }
  }, [pageId, i18n])

  if (error) return <EmptyState title={error} />
  if (!loaded) {
    return (
      <div className="runtime__loading">
        <Spinner size={28} label={t`Loading…`} />
      </div>
    )
  }
  return <LivePage loaded={loaded} target={target} />
}

function LivePage({ loaded, target }: { loaded: Loaded; target: ActionTarget }) {
  const { store, bindings } = loaded
  const hub = useMemo(() => liveHub(), [])
  const host = useWidgetHost(hub.services, bindings, target)

  useEffect(() => hub.attach(bindings), [hub, bindings])

  // A user-timing mark when every bound widget first shows a value (read by tests/bench/runtime.bench.ts).
  useEffect(() => {
    const stop = bindings.onFlush(() => {
      if (!bindings.complete) return
      stop()
      performance.mark(VALUES_SHOWN_MARK)
    })
    return stop
  }, [bindings])

  // Page-level load and unload events of every widget that has them (spec: noticeOnload/noticeUnload).
  useEffect(() => {
    const widgets = pageWidgets(store.state.doc)
    for (const node of widgets) if (node.events.noticeOnload) host.emit(node, 'noticeOnload')
    return () => {
      for (const node of widgets) if (node.events.noticeUnload) host.emit(node, 'noticeUnload')
    }
  }, [store, host])

  return <RuntimeStage store={store} host={host} hub={hub} />
}
