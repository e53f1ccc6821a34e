import { useSnapshot } from 'valtio'
import type { PageDoc } from '../../../engine/document/pageDoc'
import { type Camera, pageToScreen } from '../../stage/geometry/camera'
import { blockFrames } from '../../stage/geometry/pageGrid'
import type { DesignerStore } from '../state/designerStore'

/** Screen pixels below which grid lines are thinned out (every 5th, 25th … line is kept). */
const MIN_SPACING = 8

/**
 * The snapping grid inside each block, drawn in screen pixels (crisp one-pixel lines at any zoom) under
 * the shapes. Lines closer than a few pixels on screen are thinned out, as in any drawing tool.
 */
export function GridLayer({ store }: { store: DesignerStore }) {
  const snap = useSnapshot(store.state)
  if (!snap.showGrid || snap.gridSize <= 0) return null
  const camera = snap.camera as Camera
  const doc = snap.doc as PageDoc
  let step = snap.gridSize
  while (step * camera.z < MIN_SPACING) step *= 5
  const minor = step * camera.z
  const major = minor * 5
  const origin = pageToScreen(camera, { x: 0, y: 0 })
  return (
    <svg className="stage-grid" width={snap.viewport.w} height={snap.viewport.h} aria-hidden="true">
      <defs>
        <pattern
          id="grid-minor"
          width={minor}
          height={minor}
          patternUnits="userSpaceOnUse"
          x={origin.x}
          y={origin.y}
        >
          <path d={`M ${minor} 0 L 0 0 0 ${minor}`} className="stage-grid__minor" />
        </pattern>
        <pattern
          id="grid-major"
          width={major}
          height={major}
          patternUnits="userSpaceOnUse"
          x={origin.x}
          y={origin.y}
        >
          <rect width={major} height={major} fill="url(#grid-minor)" />
          <path d={`M ${major} 0 L 0 0 0 ${major}`} className="stage-grid__major" />
        </pattern>
      </defs>
      {blockFrames(doc, snap.platform, snap.tabId).map((frame) => {
        const p = pageToScreen(camera, frame.rect)
        return (
          <rect
            key={frame.id}
            x={p.x}
            y={p.y}
            width={frame.rect.w * camera.z}
            height={frame.rect.h * camera.z}
            fill="url(#grid-major)"
          />
        )
      })}
    </svg>
  )
}
