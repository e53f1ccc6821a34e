import { useLingui } from '@lingui/react/macro'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { PluginRegistry } from '../../../engine/plugins/registry'
import type { AnyPluginView } from '../../../plugins/shared/viewContract'
import { EmptyState, Spinner } from '../../ui'
import { blockFrames, designWidth, pageBounds } from '../geometry/pageGrid'
import { loadDesignerRegistry } from '../plugins/registry'
import { fetchPage } from '../save/pageApi'
import { decodeRecord } from '../save/pageSession'
import { Backdrop } from '../stage/Backdrop'
import { DomLayer } from '../stage/DomLayer'
import { ShapeLayer } from '../stage/ShapeLayer'
import { createDesignerStore, type DesignerStore } from '../state/designerStore'
import '../styles/designer.css'
import './preview.css'

/**
 * A read-only rendering of a saved page with the plugins' runtime views, scaled to the window's width and
 * scrolled with the wheel. Live values come from the runtime layer when it exists; until then the views
 * show their designed props.
 */
export function PreviewPage({ pageId }: { pageId: string }) {
  const { t, i18n } = useLingui()
  const [registry, setRegistry] = useState<PluginRegistry<AnyPluginView> | null>(null)
  const [store, setStore] = useState<DesignerStore | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    void loadDesignerRegistry().then(setRegistry)
  }, [])

  useEffect(() => {
    if (!registry) return
    let alive = true
    let created: DesignerStore | null = null
    setStore(null)
    setError('')
    fetchPage(pageId).then((fetched) => {
      if (!alive) return
      if (!fetched.ok || fetched.status !== 200) {
        setError(fetched.ok ? '' : fetched.message)
        return
      }
      const decoded = decodeRecord({ ...fetched.data, appId: String(fetched.data.appId) }, registry)
      if (!decoded.ok) {
        setError(i18n._(decoded.message))
        return
      }
      created = createDesignerStore(decoded.doc, { registry })
      created.state.showGrid = false
      setStore(created)
    })
    return () => {
      alive = false
      created?.dispose()
    }
  }, [pageId, registry, i18n])

  if (error) return <EmptyState title={error} />
  if (!store) {
    return (
      <div className="preview__loading">
        <Spinner size={28} label={t`Loading…`} />
      </div>
    )
  }
  return <PreviewStage store={store} />
}

function PreviewStage({ store }: { store: DesignerStore }) {
  const viewport = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState(0)
  const sheet = useMemo(() => {
    const { doc, platform, tabId } = store.state
    return pageBounds(blockFrames(doc, platform, tabId), designWidth(doc, platform))
  }, [store])

  useLayoutEffect(() => {
    const element = viewport.current
    if (!element) return
    const fitWidth = () => {
      const { width, height: h } = element.getBoundingClientRect()
      const z = Math.min(1.5, width / sheet.w)
      store.state.viewport = { w: Math.round(width), h: Math.round(h) }
      store.state.camera = {
        x: Math.max(0, (width - sheet.w * z) / 2),
        y: Math.min(0, store.state.camera.y),
        z,
      }
      setHeight(h)
    }
    fitWidth()
    const observer = new ResizeObserver(fitWidth)
    observer.observe(element)
    // The page scrolls vertically with the wheel, never past its ends.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const { camera } = store.state
      const min = Math.min(0, element.clientHeight - sheet.h * camera.z)
      store.state.camera = { ...camera, y: Math.max(min, Math.min(0, camera.y - event.deltaY)) }
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => {
      observer.disconnect()
      element.removeEventListener('wheel', onWheel)
    }
  }, [store, sheet])

  return (
    <div className="preview__viewport" ref={viewport} data-testid="preview-stage" data-height={height}>
      <Backdrop store={store} />
      <ShapeLayer store={store} kind="runtime" />
      <DomLayer store={store} kind="runtime" />
    </div>
  )
}
