import { type FabricObject, Line, Triangle } from 'fabric'
import { mergeLive, NO_LIVE } from '../../shared/liveProps.ts'
import type { CanvasShapeView, LiveProps, WidgetSize } from '../../shared/viewContract.ts'
import { createComposite, partsOf, resizeComposite } from '../shared/composite.ts'
import { colourOf, flagOf, opacityOf } from '../shared/shapeStyle.ts'
import { arrowSize, dashPattern, segmentEnds } from './geometry.ts'
import type { LineSegmentProps } from './manifest.ts'

/** A horizontal Line through the box centre with optional Triangle heads; rotation turns it. */
const lineSegmentView: CanvasShapeView<LineSegmentProps> = {
  create(props, size) {
    const line = new Line([0, 0, 1, 0], { originX: 'center', originY: 'center', strokeLineCap: 'butt' })
    const start = new Triangle({ originX: 'center', originY: 'center', angle: -90, strokeWidth: 0 })
    const end = new Triangle({ originX: 'center', originY: 'center', angle: 90, strokeWidth: 0 })
    const group = createComposite([line, start, end], size)
    lineSegmentView.update(group, props, size, NO_LIVE)
    return group
  },
  update(object: FabricObject, props: LineSegmentProps, size: WidgetSize, live: LiveProps) {
    const [line, start, end] = partsOf(object)
    if (!(line instanceof Line) || !start || !end) return
    const shown = mergeLive(props, live)
    const colour = colourOf(shown.stroke) ?? '#52606d'
    const strokeWidth = Math.max(0.5, props.strokeWidth)
    const ends = segmentEnds(size.width, strokeWidth, { start: props.arrowStart, end: props.arrowEnd })
    const head = arrowSize(strokeWidth)
    resizeComposite(object as Parameters<typeof resizeComposite>[0], size)
    // Line keeps its own x1..x2 and derives left/top from them: set both ends, then centre it.
    line.set({ x1: ends.x1, y1: 0, x2: ends.x2, y2: 0, stroke: colour, strokeWidth })
    line.set({ left: (ends.x1 + ends.x2) / 2, top: 0, strokeDashArray: dashPattern(props.dash, strokeWidth) })
    const headAt = (x: number) => ({ left: x, top: 0, width: head.width, height: head.length, fill: colour })
    start.set({ ...headAt(-size.width / 2 + head.length / 2), visible: props.arrowStart })
    end.set({ ...headAt(size.width / 2 - head.length / 2), visible: props.arrowEnd })
    object.set({ opacity: opacityOf(props.opacity), visible: flagOf(shown.visible) })
    object.setCoords()
  },
}

export default lineSegmentView
