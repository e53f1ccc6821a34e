import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Backdrop } from '../stage/Backdrop'
import { DomLayer } from '../stage/DomLayer'
import { blockFrames, contentBounds, designWidth, pageBounds } from '../stage/geometry/pageGrid'
import type { Rect } from '../stage/geometry/rect'
import type { StageStore } from '../stage/pageStore'
import { ShapeLayer } from '../stage/ShapeLayer'
import type { WidgetHost } from '../stage/widgetHost'
import { shapeAt } from './actions/shapeClicks'
import type { LiveHub } from './live/liveHub'
import type { SocketState } from './live/liveSocket'
import type { PaintPlan } from './paint/crowding'
import { PaintLayer } from './paint/PaintLayer'
import type { PaintScene } from './paint/paintScene'

interface Props {
  store: StageStore
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
  /** Scrolls away above the page (a mobile page's navigation bar that is not fixed). */
  header?: ReactNode
  /**
   * How the page meets the screen: 'width' fits its width and scrolls down (the default), 'screen' fits
   * all of it, 'content' fits all of its widgets (a page in a pop-up), 'none' shows it at its designed
   * size and scrolls both ways (a mobile page's display).
   */
  fit?: StageFit
}

export type StageFit = 'width' | 'screen' | 'content' | 'none'

/** Elements over the canvases that handle their own pointer events. */
const OWN_ELEMENTS = '.stage-widget, .runtime__corner'

/** The largest zoom a fitted page gets (a phone-sized page on a desktop screen). */
const MAX_ZOOM = 1.5

/** A request to show a box of the page. */
export interface Located {
  box: Rect
  at: number
}

/**
 * A page scaled to the screen and scrolled natively (wheel, touch, keyboard, scroll bar): the layers stay
 * put while a spacer gives the scroller the page's height, and the scroll position becomes the camera.
 * The shape canvas with live values, the painted widgets of a crowded page, the DOM widgets above them,
 * clicks on shapes and painted widgets that carry a click event, and the connection state.
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
  header,
  fit = 'width',
}: Props) {
  const { t } = useLingui()
  const scroller = useRef<HTMLElement>(null)
  const layers = useRef<HTMLDivElement>(null)
  const top = useRef<HTMLDivElement>(null)
  const [spacer, setSpacer] = useState({ w: 0, h: 0 })
  // The part of the page shown; its corner (0, 0 but for 'content') sits at the scroller's origin.
  const sheet = useMemo(() => {
    const { doc, platform, tabId } = store.state
    const frames = blockFrames(doc, platform, tabId)
    const whole = pageBounds(frames, designWidth(doc, platform))
    return (fit === 'content' ? contentBounds(doc, frames) : null) ?? whole
  }, [store, fit])

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    // The camera follows the scroll position; a header above the page scrolls away first.
    const follow = () => {
      const { camera, viewport } = store.state
      const width = sheet.w * camera.z
      const x = (width <= viewport.w ? (viewport.w - width) / 2 : -element.scrollLeft) - sheet.x * camera.z
      const y = -Math.max(0, element.scrollTop - (top.current?.offsetHeight ?? 0)) - sheet.y * camera.z
      if (x !== camera.x || y !== camera.y) store.state.camera = { ...camera, x, y }
    }
    const resize = () => {
      const width = element.clientWidth
      const height = element.clientHeight
      const z =
        fit === 'none'
          ? 1
          : fit === 'screen' || fit === 'content'
            ? Math.min(MAX_ZOOM, width / sheet.w, height / sheet.h)
            : Math.min(MAX_ZOOM, width / sheet.w)
      // Only a real change is written: a new object would repaint the whole page (the resize observer's
      // first call, right after this one, measures the same size).
      const viewport = { w: Math.round(width), h: Math.round(height) }
      const { state } = store
      if (viewport.w !== state.viewport.w || viewport.h !== state.viewport.h) state.viewport = viewport
      if (z !== state.camera.z) state.camera = { ...state.camera, z }
      const spaced = { w: Math.ceil(sheet.w * z), h: Math.max(0, Math.ceil(sheet.h * z) - height) }
      setSpacer((last) => (last.w === spaced.w && last.h === spaced.h ? last : spaced))
      follow()
    }
    resize()
    const observer = new ResizeObserver(resize)
    observer.observe(element)
    element.addEventListener('scroll', follow, { passive: true })
    return () => {
      observer.disconnect()
      element.removeEventListener('scroll', follow)
    }
  }, [store, sheet, fit])

  // Scrolls so that the located box sits mid-screen, as far as the page's ends allow.
  useEffect(() => {
    const element = scroller.current
    if (!located || !element) return
    const { z } = store.state.camera
    const headerHeight = top.current?.offsetHeight ?? 0
    element.scrollTo({
      top: headerHeight + (located.box.y - sheet.y + located.box.h / 2) * z - element.clientHeight / 2,
      left: (located.box.x - sheet.x + located.box.w / 2) * z - element.clientWidth / 2,
    })
  }, [located, store, sheet])

  const paints = plan?.paints ?? null
  const scene = useRef<PaintScene | null>(null)
  const onScene = useCallback((created: PaintScene | null) => {
    scene.current = created
  }, [])

  /** A pointer's position on the layers, where the camera's page coordinates start. */
  const onLayers = (event: React.MouseEvent) => {
    const bounds = layers.current?.getBoundingClientRect()
    return { x: event.clientX - (bounds?.left ?? 0), y: event.clientY - (bounds?.top ?? 0) }
  }

  // Painted widgets have no element: the stage shows their tooltip and a click cursor itself.
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!scene.current) return
    const element = event.currentTarget
    const hit = (event.target as HTMLElement).closest(OWN_ELEMENTS)
      ? null
      : scene.current.hitAt(onLayers(event))
    const title = hit?.tooltip ?? ''
    if (element.title !== title) element.title = title
    const cursor = hit?.node.events.noticeOnclick ? 'pointer' : ''
    if (element.style.cursor !== cursor) element.style.cursor = cursor
  }

  // DOM widgets raise their own clicks; shapes and painted widgets live on canvases, so the stage finds
  // the one hit.
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest(OWN_ELEMENTS)) return
    const node = shapeAt(store, onLayers(event))
    if (node) host.emit(node, 'noticeOnclick')
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: shapes are drawn on a canvas; their click actions are pointer-only, as on every HMI canvas (the values list runs them from the keyboard)
    <div
      className="runtime__viewport"
      data-testid="runtime-stage"
      data-painted={paints ? 'yes' : 'no'}
      onClick={onClick}
      onPointerMove={onPointerMove}
    >
      {/* Focusable, so that the keyboard scrolls the page even before anything on it was clicked. */}
      <section
        className="runtime__scroller"
        ref={scroller}
        data-testid="runtime-scroller"
        aria-label={t`Page`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard (WCAG 2.1.1)
        tabIndex={0}
      >
        {header ? <div ref={top}>{header}</div> : null}
        <div className="runtime__layers" ref={layers}>
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
        </div>
        <div className="runtime__spacer" style={{ width: spacer.w, height: spacer.h }} />
      </section>
      <div className="runtime__corner">
        {corner}
        <ConnectionDot hub={hub} />
      </div>
    </div>
  )
}

/** A ring around a located widget, following the camera, that fades out (see valuesList.css). */
function LocateRing({ store, box, onDone }: { store: StageStore; box: Rect; onDone?: () => void }) {
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
      <span className="runtime__connection-text">{label}</span>
    </div>
  )
}
