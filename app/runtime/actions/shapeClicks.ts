/** Finding the shape under a click on the runtime stage (shapes are drawn on one canvas, not elements). */
import type { WidgetNode } from '../../../engine/document/pageDoc'
import { tabHidden } from '../../stage/culling'
import { blockFrames } from '../../stage/geometry/pageGrid'
import { containsPoint, type Point } from '../../stage/geometry/rect'
import type { StageStore } from '../../stage/pageStore'

/** The topmost widget under a point of the stage element (screen pixels relative to it), if any. */
export function shapeAt(store: StageStore, point: Point): WidgetNode | null {
  const { state } = store
  const { camera } = state
  const page = { x: (point.x - camera.x) / camera.z, y: (point.y - camera.y) / camera.z }
  const frames = blockFrames(state.doc, state.platform, state.tabId)
  for (let i = frames.length - 1; i >= 0; i--) {
    const frame = frames[i]
    if (!frame || !containsPoint(frame.rect, page)) continue
    const index = store.index.block(frame.id)
    // A plugin's hit shape (a circle's disc, a star's outline) takes the click, not its whole box.
    const shapeOf = (type: string) => store.registry.get(type)?.hit
    const id = index?.hitTest(
      { x: page.x - frame.rect.x, y: page.y - frame.rect.y },
      shapeOf,
      tabHidden(store, frame.id),
    )
    return id ? (index?.node(id) ?? null) : null
  }
  return null
}
