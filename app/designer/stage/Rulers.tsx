import { useEffect, useRef } from 'react'
import { subscribe } from 'valtio'
import { unionRects } from '../../stage/geometry/rect'
import type { DesignerStore } from '../state/designerStore'
import { frameOf, selectedWidgetIds } from '../state/selectors'

export const RULER_SIZE = 20

/** A tick spacing in page pixels that puts labels at least ~60 screen pixels apart. */
function tickStep(z: number): number {
  const steps = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000]
  return steps.find((step) => step * z >= 60) ?? 10000
}

function draw(canvas: HTMLCanvasElement, store: DesignerStore, axis: 'x' | 'y') {
  const { state } = store
  const { camera, viewport } = state
  const ratio = window.devicePixelRatio || 1
  const length = axis === 'x' ? viewport.w : viewport.h
  const w = axis === 'x' ? length : RULER_SIZE
  const h = axis === 'x' ? RULER_SIZE : length
  if (canvas.width !== Math.round(w * ratio) || canvas.height !== Math.round(h * ratio)) {
    canvas.width = Math.round(w * ratio)
    canvas.height = Math.round(h * ratio)
    canvas.style.width = `${w}px`
    canvas.style.height = `${h}px`
  }
  const ctx = canvas.getContext('2d')
  if (!ctx) return
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
  ctx.clearRect(0, 0, w, h)
  ctx.fillStyle = '#f7f8fa'
  ctx.fillRect(0, 0, w, h)
  const offset = axis === 'x' ? camera.x : camera.y
  // The selection's extent, so a designer sees where it sits on both axes.
  const frame = frameOf(state, state.blockId)
  const index = store.index.block(state.blockId)
  const boxes = selectedWidgetIds(state).flatMap((id) => {
    const r = index?.rect(id)
    return r && frame ? [{ x: r.x + frame.rect.x, y: r.y + frame.rect.y, w: r.w, h: r.h }] : []
  })
  const selection = unionRects(boxes)
  if (selection) {
    const start = (axis === 'x' ? selection.x : selection.y) * camera.z + offset
    const size = (axis === 'x' ? selection.w : selection.h) * camera.z
    ctx.fillStyle = 'rgba(31, 95, 191, 0.16)'
    if (axis === 'x') ctx.fillRect(start, 0, size, h)
    else ctx.fillRect(0, start, w, size)
  }
  const step = tickStep(camera.z)
  const minor = step / 5
  const first = Math.floor(-offset / camera.z / minor) * minor
  const last = (length - offset) / camera.z
  ctx.strokeStyle = '#a3acb9'
  ctx.fillStyle = '#5b6675'
  ctx.font = '10px system-ui, sans-serif'
  ctx.lineWidth = 1
  ctx.beginPath()
  for (let value = first; value <= last; value += minor) {
    const at = Math.round(value * camera.z + offset) + 0.5
    const major = Math.abs(value / step - Math.round(value / step)) < 1e-6
    const tick = major ? RULER_SIZE : 5
    if (axis === 'x') {
      ctx.moveTo(at, RULER_SIZE)
      ctx.lineTo(at, RULER_SIZE - tick)
    } else {
      ctx.moveTo(RULER_SIZE, at)
      ctx.lineTo(RULER_SIZE - tick, at)
    }
    if (major) {
      const label = String(Math.round(value))
      if (axis === 'x') ctx.fillText(label, at + 3, 10)
      else {
        ctx.save()
        ctx.translate(10, at + 3)
        ctx.rotate(-Math.PI / 2)
        ctx.textAlign = 'right'
        ctx.fillText(label, 0, 0)
        ctx.restore()
      }
    }
  }
  ctx.stroke()
  ctx.strokeStyle = '#d5dbe3'
  ctx.beginPath()
  if (axis === 'x') {
    ctx.moveTo(0, RULER_SIZE - 0.5)
    ctx.lineTo(w, RULER_SIZE - 0.5)
  } else {
    ctx.moveTo(RULER_SIZE - 0.5, 0)
    ctx.lineTo(RULER_SIZE - 0.5, h)
  }
  ctx.stroke()
}

/** One ruler along the stage's top (x) or left (y) edge, in page pixels, redrawn per animation frame. */
export function Ruler({ store, axis }: { store: DesignerStore; axis: 'x' | 'y' }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    let frame = 0
    let seen: unknown[] = []
    const schedule = () => {
      const { camera, viewport, selection, doc } = store.state
      // Only what the ruler shows: pointer moves and hovering must not redraw it.
      const now = [camera, viewport, selection, doc]
      if (now.every((value, i) => value === seen[i])) return
      seen = now
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        if (canvas.current) draw(canvas.current, store, axis)
      })
    }
    schedule()
    const unsubscribe = subscribe(store.state, schedule)
    return () => {
      unsubscribe()
      cancelAnimationFrame(frame)
    }
  }, [store, axis])
  return <canvas ref={canvas} className={`stage-ruler stage-ruler--${axis}`} />
}
