import { useLingui } from '@lingui/react/macro'
import { type DragEvent, useEffect, useLayoutEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { Backdrop } from '../../stage/Backdrop'
import { DomLayer } from '../../stage/DomLayer'
import { screenToPage } from '../../stage/geometry/camera'
import { blockFrames } from '../../stage/geometry/pageGrid'
import { containsPoint } from '../../stage/geometry/rect'
import { ShapeLayer } from '../../stage/ShapeLayer'
import { useDesignerLive } from '../live/useDesignerLive'
import { placeLibrarySymbol, SYMBOL_DRAG_TYPE } from '../palette/librarySymbols'
import { placePlugin } from '../state/actions'
import type { DesignerStore } from '../state/designerStore'
import { openView } from '../state/view'
import { GridLayer } from './GridLayer'
import { Overlay } from './Overlay'
import { StagePointer } from './pointerController'
import { Ruler } from './Rulers'

/** The drag-and-drop type a palette item carries: the plugin id. */
export const PLUGIN_DRAG_TYPE = 'application/x-gantry-plugin'

interface Props {
  store: DesignerStore
}

/**
 * The designer's stage: rulers, and a viewport stacking the page backdrop, the fabric shape canvas, the
 * DOM widget layer and the selection overlay, all under one camera. Pointer input, wheel zoom and pan and
 * palette drops are handled here for every layer at once.
 */
export function Stage({ store }: Props) {
  const { t } = useLingui()
  const viewport = useRef<HTMLDivElement>(null)
  const snap = useSnapshot(store.state)
  const fitted = useRef(false)
  // The "live" toggle: runtime views with real values, or the designed look.
  const live = useDesignerLive(store)

  useLayoutEffect(() => {
    const element = viewport.current
    if (!element) return
    const measure = () => {
      const { width, height } = element.getBoundingClientRect()
      const size = { w: Math.round(width), h: Math.round(height) }
      if (size.w !== store.state.viewport.w || size.h !== store.state.viewport.h) store.state.viewport = size
      if (!fitted.current && size.w > 0) {
        fitted.current = true
        openView(store)
      }
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [store])

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    return new StagePointer(store, element).attach()
  }, [store])

  const onDragOver = (event: DragEvent) => {
    if (
      event.dataTransfer.types.includes(PLUGIN_DRAG_TYPE) ||
      event.dataTransfer.types.includes(SYMBOL_DRAG_TYPE)
    ) {
      event.preventDefault()
      event.dataTransfer.dropEffect = 'copy'
    }
  }

  const onDrop = (event: DragEvent) => {
    const pluginId = event.dataTransfer.getData(PLUGIN_DRAG_TYPE)
    const symbolId = Number(event.dataTransfer.getData(SYMBOL_DRAG_TYPE))
    const plugin = store.registry.get(pluginId)
    const element = viewport.current
    if ((!plugin && !(symbolId > 0)) || !element) return
    event.preventDefault()
    const bounds = element.getBoundingClientRect()
    const page = screenToPage(store.state.camera, {
      x: event.clientX - bounds.left,
      y: event.clientY - bounds.top,
    })
    const { state } = store
    const frame = blockFrames(state.doc, state.platform, state.tabId).find((f) => containsPoint(f.rect, page))
    if (plugin) placePlugin(store, plugin, page, frame?.id ?? state.blockId)
    else void placeLibrarySymbol(store, symbolId, page, frame?.id ?? state.blockId)
    element.focus()
  }

  const cursor =
    snap.gesture === 'pan'
      ? 'grabbing'
      : snap.spaceHeld || snap.tool === 'hand'
        ? 'grab'
        : snap.tool === 'polygon'
          ? 'crosshair'
          : undefined
  return (
    <div className="stage">
      <div className="stage__corner" />
      <div className="stage__ruler-x">
        <Ruler store={store} axis="x" />
      </div>
      <div className="stage__ruler-y">
        <Ruler store={store} axis="y" />
      </div>
      <div
        className="stage__viewport"
        ref={viewport}
        style={{ cursor }}
        onDragOver={onDragOver}
        onDrop={onDrop}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the stage takes keyboard shortcuts when focused
        tabIndex={0}
        role="application"
        aria-label={t`Page canvas`}
        data-testid="designer-stage"
        data-live={live ? 'on' : 'off'}
      >
        <Backdrop store={store} />
        <GridLayer store={store} />
        <ShapeLayer store={store} kind={live ? 'runtime' : 'design'} live={live?.live} />
        <DomLayer
          key={live ? 'live' : 'design'}
          store={store}
          kind={live ? 'runtime' : 'design'}
          host={live}
        />
        <Overlay store={store} />
      </div>
    </div>
  )
}
