import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { type Camera, pageToScreen } from '../../stage/geometry/camera'
import type { Point } from '../../stage/geometry/rect'
import type { DesignerStore } from '../state/designerStore'
import { editableShape } from '../state/polygonTool'

const line = (points: readonly Point[]) => points.map((p) => `${p.x},${p.y}`).join(' ')

/**
 * Over the stage, in screen pixels: the irregular shape being drawn (its points, and a rubber band to the
 * pointer; the first point grows once a press on it would close the polygon), and the vertex handles of a
 * selected irregular shape, each draggable (data-vertex), with the outline following the dragged one.
 */
export function PolygonLayer({ store, camera }: { store: DesignerStore; camera: Camera }) {
  const { t } = useLingui()
  const snap = useSnapshot(store.state)
  const draft = snap.polygon
  if (draft) {
    const points = draft.points.map((p) => pageToScreen(camera, p))
    const cursor = draft.cursor ? pageToScreen(camera, draft.cursor) : null
    const closable = points.length >= 3
    return (
      <g data-testid="polygon-draft" data-points={points.length}>
        <polyline className="overlay-polygon" points={line(cursor ? [...points, cursor] : points)} />
        {points.map((p, i) => (
          <circle
            // Points are only appended or taken from the end: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className={i === 0 && closable ? 'overlay-vertex overlay-vertex--close' : 'overlay-vertex'}
            cx={p.x}
            cy={p.y}
            r={i === 0 && closable ? 6 : 4}
          >
            {i === 0 && closable ? <title>{t`Click to close the shape`}</title> : null}
          </circle>
        ))}
      </g>
    )
  }
  // The selection and the document are read through the snapshot so the handles follow every change.
  void snap.selection
  void snap.doc
  const shape = snap.gesture === 'none' ? editableShape(store) : null
  if (!shape) return null
  const drag = snap.vertexDrag
  const page = shape.points.map((p, i) => (drag && drag.id === shape.id && drag.index === i ? drag.at : p))
  const points = page.map((p) => pageToScreen(camera, p))
  return (
    <g data-testid="polygon-vertices">
      {drag ? <polygon className="overlay-polygon" points={line(points)} /> : null}
      {points.map((p, i) => (
        <circle
          // Vertices are a list the user edits in place; the index is the point's identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          className="overlay-vertex overlay-vertex--handle"
          data-vertex={i}
          cx={p.x}
          cy={p.y}
          r={5}
        >
          <title>{t`Drag to move point ${i + 1}`}</title>
        </circle>
      ))}
    </g>
  )
}
