import { Circle, type FabricObject } from 'fabric'
import { mergeLive, NO_LIVE } from '../../shared/liveProps.ts'
import type { CanvasShapeView, LiveProps, WidgetSize } from '../../shared/viewContract.ts'
import { colourOf, fittedStrokeWidth, flagOf, opacityOf } from '../shared/shapeStyle.ts'
import type { CircleProps } from './manifest.ts'

/** A fabric Circle of the box's smaller side (line included), centred in the box. */
const circleView: CanvasShapeView<CircleProps> = {
  create(props, size) {
    const circle = new Circle({ originX: 'center', originY: 'center', strokeUniform: true })
    circleView.update(circle, props, size, NO_LIVE)
    return circle
  },
  update(object: FabricObject, props: CircleProps, size: WidgetSize, live: LiveProps) {
    const shown = mergeLive(props, live)
    const stroke = colourOf(shown.stroke)
    const strokeWidth = fittedStrokeWidth(props.strokeWidth, size, stroke !== null)
    const diameter = Math.max(0, Math.min(size.width, size.height) - strokeWidth)
    object.set({
      radius: diameter / 2,
      fill: colourOf(shown.fill) ?? 'transparent',
      stroke,
      strokeWidth,
      opacity: opacityOf(props.opacity),
      visible: flagOf(shown.visible),
    })
    object.setCoords()
  },
}

export default circleView
