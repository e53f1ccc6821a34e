import { useLingui } from '@lingui/react/macro'
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react'
import { CORNERS, type Corner, cornerPoint, moved, type Point, resized, spanned } from './boxGeometry'
import type { VisionBox, VisionPrediction } from './visionApi'

interface Props {
  dataUrl: string
  width: number
  height: number
  boxes: VisionBox[]
  predictions: VisionPrediction[]
  colorOf: (label: string) => string
  selectedId: string | null
  onSelect: (id: string | null) => void
  /** A new box drawn with the mouse (at least 2 × 2 pixels). */
  onDraw: (rect: Pick<VisionBox, 'x' | 'y' | 'w' | 'h'>) => void
  /** A box moved or resized: one call when the mouse is released. */
  onChange: (id: string, rect: Pick<VisionBox, 'x' | 'y' | 'w' | 'h'>) => void
}

type Gesture =
  | { kind: 'draw'; start: Point; at: Point }
  | { kind: 'move'; id: string; start: Point; at: Point }
  | { kind: 'resize'; id: string; corner: Corner; at: Point }

/**
 * The picture with its boxes on an SVG whose viewBox is the image's pixel grid, so pointer positions
 * convert to image pixels with one scale whatever size the picture is shown at. Drag on the picture to
 * draw, drag a box to move it, drag a corner handle to resize. People's boxes are solid in their label's
 * colour; the model's are dashed with their score, and cannot be edited until accepted.
 */
export function BoxCanvas(props: Props) {
  const { t } = useLingui()
  const { width, height } = props
  const svg = useRef<SVGSVGElement>(null)
  const [gesture, setGesture] = useState<Gesture | null>(null)
  const size = { width, height }
  // Handles and strokes keep their on-screen size whatever the zoom.
  const [scale, setScale] = useState(1)
  useEffect(() => {
    const element = svg.current
    if (!element) return
    const observer = new ResizeObserver(() => {
      const shown = element.getBoundingClientRect().width
      if (shown > 0) setScale(shown / width)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [width])

  function toImage(event: ReactPointerEvent): Point {
    const rect = (svg.current as SVGSVGElement).getBoundingClientRect()
    return {
      x: ((event.clientX - rect.left) * width) / rect.width,
      y: ((event.clientY - rect.top) * height) / rect.height,
    }
  }

  function begin(event: ReactPointerEvent, next: Gesture) {
    event.stopPropagation()
    svg.current?.setPointerCapture(event.pointerId)
    setGesture(next)
  }

  /** The box as the gesture under way shows it. */
  function live(box: VisionBox): VisionBox {
    if (!gesture || gesture.kind === 'draw' || gesture.id !== box.id) return box
    if (gesture.kind === 'move')
      return { ...box, ...moved(box, gesture.at.x - gesture.start.x, gesture.at.y - gesture.start.y, size) }
    return { ...box, ...resized(box, gesture.corner, gesture.at, size) }
  }

  function end() {
    if (!gesture) return
    setGesture(null)
    if (gesture.kind === 'draw') {
      const rect = spanned(gesture.start, gesture.at, size)
      if (rect.w >= 2 && rect.h >= 2) props.onDraw(rect)
      return
    }
    const box = props.boxes.find((b) => b.id === gesture.id)
    if (!box) return
    const next = live(box)
    if (next.x !== box.x || next.y !== box.y || next.w !== box.w || next.h !== box.h)
      props.onChange(box.id, next)
  }

  const stroke = 2 / scale
  const handle = 8 / scale
  const font = 13 / scale
  const drawing = gesture?.kind === 'draw' ? spanned(gesture.start, gesture.at, size) : null

  return (
    <div
      className="vision-canvas"
      // As large as the column allows, but never taller than the window: the whole picture stays in view.
      style={{
        aspectRatio: `${width} / ${height}`,
        width: `min(100%, calc((100vh - 260px) * ${width / height}))`,
      }}
    >
      <img src={props.dataUrl} alt="" draggable={false} />
      <svg
        ref={svg}
        viewBox={`0 0 ${width} ${height}`}
        data-testid="vision-canvas"
        role="application"
        aria-label={t`Picture: drag to draw a box`}
        onPointerDown={(event) => {
          const at = toImage(event)
          props.onSelect(null)
          begin(event, { kind: 'draw', start: at, at })
        }}
        onPointerMove={(event) => {
          if (gesture) {
            const at = toImage(event)
            setGesture({ ...gesture, at })
          }
        }}
        onPointerUp={end}
        onPointerCancel={() => setGesture(null)}
      >
        {props.predictions.map((p, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: predictions have no id; the list is replaced whole.
          <g key={index} data-testid="vision-prediction" className="vision-prediction" pointerEvents="none">
            {/* A white line under the dashes: a model's box stands apart from people's on any picture. */}
            <rect
              x={p.x}
              y={p.y}
              width={p.w}
              height={p.h}
              fill="none"
              stroke="#fff"
              strokeWidth={stroke * 1.5}
            />
            <rect
              x={p.x}
              y={p.y}
              width={p.w}
              height={p.h}
              fill="none"
              stroke={props.colorOf(p.label)}
              strokeWidth={stroke}
              strokeDasharray={`${6 / scale} ${4 / scale}`}
            />
            <text
              x={p.x}
              y={p.y + p.h + font}
              fontSize={font}
              fill={props.colorOf(p.label)}
              className="vision-tag"
              stroke="#fff"
              strokeWidth={3 / scale}
              paintOrder="stroke"
            >
              {`${p.label} ${Math.round(p.score * 100)}%`}
            </text>
          </g>
        ))}
        {props.boxes.map((original) => {
          const box = live(original)
          const selected = box.id === props.selectedId
          const color = props.colorOf(box.label)
          return (
            <g
              key={box.id}
              data-testid="vision-box"
              data-label={box.label}
              data-selected={selected || undefined}
            >
              <rect
                x={box.x}
                y={box.y}
                width={box.w}
                height={box.h}
                fill={color}
                fillOpacity={selected ? 0.18 : 0.08}
                stroke={color}
                strokeWidth={selected ? stroke * 1.5 : stroke}
                style={{ cursor: 'move' }}
                onPointerDown={(event) => {
                  props.onSelect(box.id)
                  const at = toImage(event)
                  begin(event, { kind: 'move', id: box.id, start: at, at })
                }}
              />
              <text
                x={box.x}
                y={Math.max(font, box.y - 3 / scale)}
                fontSize={font}
                fill={color}
                className="vision-tag"
                stroke="#fff"
                strokeWidth={3 / scale}
                paintOrder="stroke"
              >
                {box.label}
              </text>
              {selected
                ? CORNERS.map((corner) => {
                    const point = cornerPoint(box, corner)
                    return (
                      <rect
                        key={corner}
                        data-testid={`vision-handle-${corner}`}
                        x={point.x - handle / 2}
                        y={point.y - handle / 2}
                        width={handle}
                        height={handle}
                        fill="#fff"
                        stroke={color}
                        strokeWidth={stroke / 2}
                        style={{ cursor: corner === 'nw' || corner === 'se' ? 'nwse-resize' : 'nesw-resize' }}
                        onPointerDown={(event) =>
                          begin(event, { kind: 'resize', id: box.id, corner, at: toImage(event) })
                        }
                      />
                    )
                  })
                : null}
            </g>
          )
        })}
        {drawing ? (
          <rect
            x={drawing.x}
            y={drawing.y}
            width={drawing.w}
            height={drawing.h}
            fill="none"
            stroke="#fff"
            strokeWidth={stroke}
            strokeDasharray={`${4 / scale} ${3 / scale}`}
          />
        ) : null}
      </svg>
    </div>
  )
}
