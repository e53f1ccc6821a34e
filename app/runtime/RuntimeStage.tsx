import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { blockFrames, designWidth, pageBounds } from '../designer/geometry/pageGrid'
import type { Rect } from '../designer/geometry/rect'
import { Backdrop } from '../designer/stage/Backdrop'
import { DomLayer } from '../designer/stage/DomLayer'
import { ShapeLayer } from '../designer/stage/ShapeLayer'
import type { WidgetHost } from '../designer/stage/widgetHost'
import type { DesignerStore } from '../designer/state/designerStore'
import '../designer/styles/designer.css'
import { shapeAt } from './actions/shapeClicks'
import type { LiveHub } from './live/liveHub'
import type { SocketState } from './live/liveSocket'
import type { PaintPlan } from './paint/crowding'
import { PaintLayer } from './paint/PaintLayer'
import type { PaintScene } from './paint/paintScene'

interface Props {
  store: DesignerStore
  host: WidgetHost
  hub: LiveHub
  /** How the page paints (paintPlan), or null when it mounts every widget. */
  plan: PaintPlan | null
  /** Called after each render of the fabric shape layer (stable). */
  onShapesRendered?: () => void
  /** Shown beside the connection state, bottom right (the values list's button). */
  corner?: ReactNode
  /** A widget's box to scroll into view and mark (`at` tells one request from the next). */
  located?: Located | null
  onLocatedShown?: () => void
}

/** Elements over the canvases that handle their own pointer events. */
const OWN_ELEMENTS = '.stage-widget, .runtime__corner'

/** A request to show a box of the page. */
export interface Located {
  box: Rect
  at: number
}

/**
 * A page scaled to the window's width and scrolled with the wheel: the shape canvas with live values,
 * the painted widgets of a crowded page, the DOM widgets above them, clicks on shapes and painted
 * widgets that carry a click event, and the connection state.
 */
export function RuntimeStage({
  store,
  host,
  hub,
  plan,
  onShapesRendered,
  corner,
  located,
  onLocatedShown,
}: Props) {
  const viewport = useRef<HTMLDivElement>(null)
  const sheet = useMemo(() => {
    const { doc, platform, tabId } = store.state
    return pageBounds(blockFrames(doc, platform, tabId), designWidth(doc, platform))
  }, [store])

  useLayoutEffect(() => {
    const element = viewport.current
    if (!element) return
    const fitWidth = () => {
      const { width, height } = element.getBoundingClientRect()
      const z = Math.min(1.5, width / sheet.w)
      store.state.viewport = { w: Math.round(width), h: Math.round(height) }
      store.state.camera = {
        x: Math.max(0, (width - sheet.w * z) / 2),
        y: Math.min(0, store.state.camera.y),
        z,
      }
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

  // Scrolls so that the located box sits mid-screen, as far as the page's ends allow.
  useEffect(() => {
    const element = viewport.current
    if (!located || !element) return
    const { camera } = store.state
    const min = Math.min(0, element.clientHeight - sheet.h * camera.z)
    const centre = element.clientHeight / 2 - (located.box.y + located.box.h / 2) * camera.z
    store.state.camera = { ...camera, y: Math.max(min, Math.min(0, centre)) }
  }, [located, store, sheet])

  const paints = plan?.paints ?? null
  const scene = useRef<PaintScene | null>(null)
  const onScene = useCallback((created: PaintScene | null) => {
    scene.current = created
  }, [])

  // Painted widgets have no element: the stage shows their tooltip and a click cursor itself.
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!scene.current) return
    const element = event.currentTarget
    const bounds = element.getBoundingClientRect()
    const hit = (event.target as HTMLElement).closest(OWN_ELEMENTS)
      ? null
      : scene.current.hitAt({ x: event.clientX - bounds.left, y: event.clientY - bounds.top })
    const title = hit?.tooltip ?? ''
    if (element.title !== title) element.title = title
    const cursor = hit?.node.events.noticeOnclick ? 'pointer' : ''
    if (element.style.cursor !== cursor) element.style.cursor = cursor
  }

  // DOM widgets raise their own clicks; shapes and painted widgets live on canvases, so the stage finds
  // the one hit.
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest(OWN_ELEMENTS)) return
    const bounds = event.currentTarget.getBoundingClientRect()
    const node = shapeAt(store, { x: event.clientX - bounds.left, y: event.clientY - bounds.top })
    if (node) host.emit(node, 'noticeOnclick')
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: shapes are drawn on a canvas; their click actions are pointer-only, as on every HMI canvas
    <div
      className="runtime__viewport"
      ref={viewport}
      data-testid="runtime-stage"
      data-painted={paints ? 'yes' : 'no'}
      onClick={onClick}
      onPointerMove={onPointerMove}
    >
      <Backdrop store={store} />
      {/* A crowded page that paints all its shapes needs no fabric at all (not even its download). */}
      {(!plan || plan.fabric) && (
        <ShapeLayer
          store={store}
          kind="runtime"
          live={host.live}
          skip={paints ?? undefined}
          onRendered={onShapesRendered}
        />
      )}
      {paints && <PaintLayer store={store} live={host.live} paints={paints} onScene={onScene} />}
      <DomLayer store={store} kind="runtime" host={host} skip={paints ?? undefined} />
      {located ? (
        <LocateRing key={located.at} store={store} box={located.box} onDone={onLocatedShown} />
      ) : null}
      <div className="runtime__corner">
        {corner}
        <ConnectionDot hub={hub} />
      </div>
    </div>
  )
}

/** A ring around a located widget, following the camera, that fades out (see valuesList.css). */
function LocateRing({ store, box, onDone }: { store: DesignerStore; box: Rect; onDone?: () => void }) {
  const { camera } = useSnapshot(store.state)
  return (
    <div
      className="runtime__locate"
      data-testid="runtime-locate"
      aria-hidden="true"
      onAnimationEnd={onDone}
      style={{
        left: box.x * camera.z + camera.x - 4,
        top: box.y * camera.z + camera.y - 4,
        width: box.w * camera.z + 8,
        height: box.h * camera.z + 8,
      }}
    />
  )
}

function ConnectionDot({ hub }: { hub: LiveHub }) {
  const { t } = useLingui()
  const [state, setState] = useState<SocketState>(hub.state)
  useEffect(() => {
    setState(hub.state)
    return hub.onState(setState)
  }, [hub])
  const label =
    state === 'open'
      ? t`Live`
      : state === 'connecting'
        ? t`Connecting…`
        : t`Disconnected: values are not current`
  return (
    <div
      className={`runtime__connection runtime__connection--${state}`}
      data-testid="runtime-connection"
      data-state={state}
    >
      <span className="runtime__connection-dot" aria-hidden="true" />
      {label}
    </div>
  )
}
