import { type FabricObject, Rect } from 'fabric'
import { mergeLive, NO_LIVE } from '../../shared/liveProps.ts'
import type { CanvasShapeView, LiveProps, WidgetSize } from '../../shared/viewContract.ts'
import { colourOf, fittedStrokeWidth, flagOf, opacityOf } from '../shared/shapeStyle.ts'
import type { RectProps } from './manifest.ts'

/**
 * A fabric Rect whose outer edge (line included) is exactly the widget box: fabric draws the line centred
 * on the path, so the path is inset by the line width.
 */
const rectView: CanvasShapeView<RectProps> = {
  create(props, size) {
    const rect = new Rect({ originX: 'center', originY: 'center', strokeUniform: true })
    rectView.update(rect, props, size, NO_LIVE)
    return rect
  },
  update(object: FabricObject, props: RectProps, size: WidgetSize, live: LiveProps) {
    const shown = mergeLive(props, live)
    const stroke = colourOf(shown.stroke)
    const strokeWidth = fittedStrokeWidth(props.strokeWidth, size, stroke !== null)
    const width = Math.max(0, size.width - strokeWidth)
    const height = Math.max(0, size.height - strokeWidth)
    const radius = Math.max(0, Math.min(props.cornerRadius, width / 2, height / 2))
    object.set({
      width,
      height,
      rx: radius,
      ry: radius,
      fill: colourOf(shown.fill) ?? 'transparent',
      stroke,
      strokeWidth,
      opacity: opacityOf(props.opacity),
      visible: flagOf(shown.visible),
    })
    object.setCoords()
  },
}

export default rectView
