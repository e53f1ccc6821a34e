import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef } from 'react'
import { subscribe, useSnapshot } from 'valtio'
import type { PageDoc, WidgetNode } from '../../../engine/document/pageDoc'
import { getWidget, listWidgets } from '../../../engine/document/widgetStore'
import { type Camera, pageToScreen } from '../../stage/geometry/camera'
import { HANDLES, type Handle, handleCursor, handlePoint } from '../../stage/geometry/handles'
import { type BlockFrame, blockFrames } from '../../stage/geometry/pageGrid'
import {
  centerOf,
  offsetRect,
  type Point,
  type Rect,
  rotatedBounds,
  rotatePoint,
  unionRects,
} from '../../stage/geometry/rect'
import { problemsOf } from '../problems/useBindingProblems'
import type { DesignerState, DesignerStore } from '../state/designerStore'
import { selectedBlockId } from '../state/selectors'
import { PolygonLayer } from './PolygonLayer'

/** Above this many selected widgets only the selection's bounds are outlined, not each widget. */
const OUTLINE_LIMIT = 300
const HANDLE_SIZE = 8
const ROTATE_OFFSET = 24

function toScreen(camera: Camera, r: Rect): Rect {
  const p = pageToScreen(camera, r)
  return { x: p.x, y: p.y, w: r.w * camera.z, h: r.h * camera.z }
}

function polygon(points: Point[]): string {
  return points.map((p) => `${p.x},${p.y}`).join(' ')
}

/** The corners on screen of a page box turned by `rotation` about its centre. */
function screenCorners(camera: Camera, box: Rect, rotation: number): Point[] {
  const s = toScreen(camera, box)
  const c = centerOf(s)
  return [
    { x: s.x, y: s.y },
    { x: s.x + s.w, y: s.y },
    { x: s.x + s.w, y: s.y + s.h },
    { x: s.x, y: s.y + s.h },
  ].map((p) => rotatePoint(p, c, rotation))
}

interface Selected {
  id: string
  box: Rect
  rotation: number
  shape: boolean
}

function selectedBoxes(
  store: DesignerStore,
  state: DesignerState,
  frame: BlockFrame | undefined,
): Selected[] {
  const block = state.doc.blocks[state.blockId]
  const index = store.index.block(state.blockId)
  if (!block || !index || !frame) return []
  const out: Selected[] = []
  for (const id of state.selection) {
    const node = getWidget(block.widgets, id)
    const rect = index.rect(id)
    if (!node || !rect) continue
    out.push({
      id,
      box: offsetRect(rect, frame.rect.x, frame.rect.y),
      rotation: node.rotation,
      shape: store.registry.get(node.type)?.render === 'canvas',
    })
  }
  return out
}

/** A warning mark at the top-right corner of each widget of the current block whose binding is broken. */
function ProblemMarkers({
  store,
  camera,
  frame,
}: {
  store: DesignerStore
  camera: Camera
  frame: BlockFrame | undefined
}) {
  const { t } = useLingui()
  const { list } = useSnapshot(problemsOf(store))
  const index = store.index.block(store.state.blockId)
  if (!frame || !index || list.length === 0) return null
  const marked = new Set<string>()
  return (
    <>
      {list.map((problem) => {
        if (problem.blockId !== frame.id || marked.has(problem.widgetId)) return null
        marked.add(problem.widgetId)
        const rect = index.rect(problem.widgetId)
        if (!rect) return null
        const corner = pageToScreen(camera, { x: frame.rect.x + rect.x + rect.w, y: frame.rect.y + rect.y })
        return (
          <g
            key={problem.widgetId}
            className="overlay-problem"
            transform={`translate(${corner.x} ${corner.y})`}
            data-problem-widget={problem.widgetId}
          >
            <title>
              {problem.kind === 'unbound'
                ? t`Not bound: ${problem.prop}`
                : t`Binding problem: ${problem.key}`}
            </title>
            <circle r={8} />
            <text y={4}>!</text>
          </g>
        )
      })}
    </>
  )
}

/** Above this many bound widgets on the page, no badges are drawn (they would hide the page). */
const BADGE_LIMIT = 400

/**
 * A link badge over the top-left corner of each bound widget of every block shown, so a designer tells
 * bound widgets from unbound ones at a glance; its tooltip names what the widget is bound to.
 */
function BindingBadges({
  store,
  doc,
  camera,
  frames,
}: {
  store: DesignerStore
  doc: PageDoc
  camera: Camera
  frames: readonly BlockFrame[]
}) {
  const { t } = useLingui()
  const badges: { frame: BlockFrame; node: WidgetNode }[] = []
  for (const frame of frames) {
    const block = doc.blocks[frame.id]
    if (!block) continue
    for (const node of listWidgets(block.widgets)) {
      if (Object.values(node.bindings).some((binding) => binding?.objName && binding.propName))
        badges.push({ frame, node })
    }
  }
  if (badges.length > BADGE_LIMIT) return null
  return (
    <>
      {badges.map(({ frame, node }) => {
        const rect = store.index.block(frame.id)?.rect(node.id)
        if (!rect) return null
        const corner = pageToScreen(camera, { x: frame.rect.x + rect.x, y: frame.rect.y + rect.y })
        const keys = Object.entries(node.bindings)
          .filter(([, binding]) => binding?.objName && binding.propName)
          .map(([prop, binding]) => `${prop} ← ${binding.objName}.${binding.propName}`)
        return (
          <g
            key={node.id}
            className="overlay-bound"
            // Just above the widget's top-left corner: on it, the badge would hide a small label's text.
            transform={`translate(${corner.x} ${corner.y - 15})`}
            data-bound-widget={node.id}
          >
            <title>{t`Bound: ${keys.join(', ')}`}</title>
            <rect className="overlay-bound__box" x={-1} y={-1} width={16} height={14} rx={3} />
            <path
              className="overlay-bound__glyph"
              d="M5 8.5 9 4.5M4 6.5l-1 1a1.8 1.8 0 0 0 2.5 2.5l1-1M10 6.5l1-1A1.8 1.8 0 0 0 8.5 3l-1 1"
            />
          </g>
        )
      })}
    </>
  )
}

/**
 * Everything drawn over the stage in screen pixels, so it keeps its size at any zoom: block frames and
 * their name tabs, the hover outline, the selection with its eight handles and the rotation handle, the
 * snapping guides and the marquee. Handles carry data attributes the stage's pointer handling reads.
 */
export function Overlay({ store }: { store: DesignerStore }) {
  const { t } = useLingui()
  const snap = useSnapshot(store.state)
  const state = store.state
  const camera = snap.camera as Camera
  const doc = snap.doc as PageDoc
  const frames = blockFrames(doc, snap.platform, snap.tabId)
  const current = frames.find((f) => f.id === snap.blockId)
  const blockSelected = selectedBlockId(state)
  const block = doc.blocks[snap.blockId]
  const selected = snap.selection.length > 0 ? selectedBoxes(store, state, current) : []
  const flow = block?.layoutType === 'flow'
  const hover = hoverBox(store, state, snap.hover, current)
  const dragLayer = useRef<SVGSVGElement>(null)
  // A large selection being dragged moves as one composited layer: no re-render, no repaint per frame.
  useLayoutEffect(() => {
    let last: unknown = null
    const apply = () => {
      const { dragOffset, camera: cam } = state
      if (dragOffset === last) return
      last = dragOffset
      if (dragLayer.current) {
        dragLayer.current.style.transform = dragOffset
          ? `translate(${dragOffset.x * cam.z}px, ${dragOffset.y * cam.z}px)`
          : ''
      }
    }
    apply()
    return subscribe(state, apply, true)
  }, [state])

  return (
    <>
      <svg className="stage-overlay" width={snap.viewport.w} height={snap.viewport.h} aria-hidden="true">
        {frames.map((frame) => {
          const r = toScreen(camera, frame.rect)
          const isCurrent = frame.id === snap.blockId
          const name = doc.blocks[frame.id]?.name || t`Block`
          const kind = doc.blocks[frame.id]?.layoutType === 'flow' ? t`Flow` : t`Free`
          return (
            <g key={frame.id}>
              <rect
                className={`overlay-block${isCurrent ? ' overlay-block--current' : ''}${blockSelected === frame.id ? ' overlay-block--selected' : ''}`}
                x={r.x}
                y={r.y}
                width={r.w}
                height={r.h}
              />
              <g
                className="overlay-block-tab"
                data-block-tab={frame.id}
                transform={`translate(${r.x} ${r.y - 22})`}
              >
                <rect width={Math.max(90, name.length * 7 + 56)} height={20} rx={4} />
                <text x={8} y={14}>
                  {name}
                </text>
                <text className="overlay-block-tab__kind" x={Math.max(90, name.length * 7 + 56) - 8} y={14}>
                  {kind}
                </text>
              </g>
            </g>
          )
        })}
        {hover ? (
          <polygon
            className="overlay-hover"
            points={polygon(screenCorners(camera, hover.box, hover.rotation))}
          />
        ) : null}
        {blockSelected && current && blockSelected === current.id ? (
          <BlockHandles camera={camera} frame={current} />
        ) : null}
        {snap.guides.map((g) => {
          const a = pageToScreen(camera, g.axis === 'x' ? { x: g.at, y: g.from } : { x: g.from, y: g.at })
          const b = pageToScreen(camera, g.axis === 'x' ? { x: g.at, y: g.to } : { x: g.to, y: g.at })
          return (
            <line key={`${g.axis}${g.at}`} className="overlay-guide" x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
          )
        })}
        {snap.marquee ? <MarqueeRect rect={toScreen(camera, snap.marquee as Rect)} /> : null}
        <BindingBadges store={store} doc={doc} camera={camera} frames={frames} />
        <ProblemMarkers store={store} camera={camera} frame={current} />
      </svg>
      <svg
        className="stage-overlay stage-overlay--selection"
        ref={dragLayer}
        width={snap.viewport.w}
        height={snap.viewport.h}
        aria-hidden="true"
      >
        {selected.length <= OUTLINE_LIMIT
          ? selected.map((s) => (
              <polygon
                key={s.id}
                className="overlay-selected"
                points={polygon(screenCorners(camera, s.box, s.rotation))}
              />
            ))
          : null}
        {selected.length > 0 ? (
          <SelectionFrame camera={camera} selected={selected} flow={flow} gesture={snap.gesture} />
        ) : null}
        <PolygonLayer store={store} camera={camera} />
      </svg>
    </>
  )
}

function hoverBox(
  store: DesignerStore,
  state: DesignerState,
  hover: string | null,
  frame: BlockFrame | undefined,
) {
  if (!hover || state.gesture !== 'none' || state.selection.includes(hover) || !frame) return null
  const index = store.index.block(state.blockId)
  const rect = index?.rect(hover)
  const node = index?.node(hover)
  return rect && node ? { box: offsetRect(rect, frame.rect.x, frame.rect.y), rotation: node.rotation } : null
}

function MarqueeRect({ rect }: { rect: Rect }) {
  return <rect className="overlay-marquee" x={rect.x} y={rect.y} width={rect.w} height={rect.h} />
}

function SelectionFrame({
  camera,
  selected,
  flow,
  gesture,
}: {
  camera: Camera
  selected: Selected[]
  flow: boolean
  gesture: DesignerState['gesture']
}) {
  const single = selected.length === 1 ? selected[0] : undefined
  const rotation = single?.rotation ?? 0
  const box = single
    ? single.box
    : (unionRects(selected.map((s) => rotatedBounds(s.box, s.rotation))) as Rect)
  const s = toScreen(camera, box)
  const c = centerOf(s)
  const handles: Handle[] = flow ? ['s'] : [...HANDLES]
  const rotatable = !flow && selected.every((item) => item.shape)
  const top = rotatePoint({ x: c.x, y: s.y }, c, rotation)
  const knob = rotatePoint({ x: c.x, y: s.y - ROTATE_OFFSET }, c, rotation)
  const label =
    gesture === 'resize'
      ? `${Math.round(box.w)} × ${Math.round(box.h)}`
      : gesture === 'rotate'
        ? `${Math.round(rotation)}°`
        : null
  return (
    <g>
      {selected.length > 1 || rotation !== 0 ? (
        <polygon className="overlay-selection" points={polygon(screenCorners(camera, box, rotation))} />
      ) : (
        <rect className="overlay-selection" x={s.x} y={s.y} width={s.w} height={s.h} />
      )}
      {rotatable ? (
        <>
          <line className="overlay-rotate-stem" x1={top.x} y1={top.y} x2={knob.x} y2={knob.y} />
          <circle className="overlay-rotate" data-rotate="true" cx={knob.x} cy={knob.y} r={5} />
        </>
      ) : null}
      {handles.map((handle) => {
        const p = rotatePoint(handlePoint(s, handle), c, rotation)
        return (
          <rect
            key={handle}
            className="overlay-handle"
            data-handle={handle}
            x={p.x - HANDLE_SIZE / 2}
            y={p.y - HANDLE_SIZE / 2}
            width={HANDLE_SIZE}
            height={HANDLE_SIZE}
            style={{ cursor: handleCursor(handle, rotation) }}
          />
        )
      })}
      {label ? (
        <g transform={`translate(${c.x} ${s.y + s.h + 18})`}>
          <rect className="overlay-badge" x={-36} y={-12} width={72} height={18} rx={4} />
          <text className="overlay-badge__text" textAnchor="middle" y={1}>
            {label}
          </text>
        </g>
      ) : null}
    </g>
  )
}

/** A selected block is resized on the page grid by its right, bottom and corner handles. */
function BlockHandles({ camera, frame }: { camera: Camera; frame: BlockFrame }) {
  const s = toScreen(camera, frame.rect)
  const handles: Handle[] = ['e', 's', 'se']
  return (
    <g>
      {handles.map((handle) => {
        const p = handlePoint(s, handle)
        return (
          <rect
            key={handle}
            className="overlay-handle overlay-handle--block"
            data-block-handle={handle}
            x={p.x - 5}
            y={p.y - 5}
            width={10}
            height={10}
            style={{ cursor: handleCursor(handle) }}
          />
        )
      })}
    </g>
  )
}
