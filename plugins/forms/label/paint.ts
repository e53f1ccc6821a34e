/** The label painted on the runtime's shared canvas: the same box, colours, font and ellipsis as view.tsx. */
import { liveStatus, mergeLive, NO_BOUND } from '../../shared/liveProps.ts'
import {
  centredBaseline,
  fillRoundRect,
  fitText,
  paintQualityMark,
  QUALITY_MARK_GAP,
  QUALITY_MARK_SIZE,
  WIDGET_INK,
  widgetFont,
} from '../../shared/paint.ts'
import type { PaintInput, PaintView } from '../../shared/viewContract.ts'
import { LABEL_WAITING } from './labelText.ts'
import type { LabelProps } from './manifest.ts'

const PADDING = 4

function textOf({ props, live, bound }: PaintInput<LabelProps>): string {
  return shownText(mergeLive(props, live, LABEL_WAITING, bound))
}

function shownText(shown: LabelProps): string {
  return shown.text === null || shown.text === undefined ? '' : String(shown.text)
}

/** The label's painter. */
const labelPainter: PaintView<LabelProps> = {
  paint(ctx, input) {
    const { props, live, bound = NO_BOUND, width, height } = input
    const shown = mergeLive(props, live, LABEL_WAITING, bound)
    if (shown.background) fillRoundRect(ctx, 0, 0, width, height, 3, String(shown.background))
    // As the view: a bad, uncertain or awaited value has its mark before it, and a bad one is dimmed.
    const quality = liveStatus(live, bound)
    const marked = quality !== 'good'
    const markWidth = marked ? QUALITY_MARK_SIZE + QUALITY_MARK_GAP : 0
    const font = widgetFont(props.fontSize, props.bold ? 700 : 400)
    ctx.font = font
    const text = fitText(ctx, shownText(shown), width - 2 * PADDING - markWidth, font)
    const baseline = centredBaseline(ctx, font, height)
    ctx.textBaseline = 'alphabetic'
    if (!marked) {
      // The common case, thousands of times a second on a busy page: no measuring beyond fitText.
      ctx.fillStyle = shown.color ? String(shown.color) : WIDGET_INK
      ctx.textAlign = props.align
      const x = props.align === 'center' ? width / 2 : props.align === 'right' ? width - PADDING : PADDING
      ctx.fillText(text, x, baseline)
      return
    }
    const used = markWidth + ctx.measureText(text).width
    const start =
      props.align === 'center'
        ? (width - used) / 2
        : props.align === 'right'
          ? width - PADDING - used
          : PADDING
    paintQualityMark(ctx, quality, start, height / 2)
    ctx.font = font
    ctx.fillStyle = shown.color ? String(shown.color) : WIDGET_INK
    ctx.textAlign = 'left'
    ctx.textBaseline = 'alphabetic'
    ctx.globalAlpha = quality === 'bad' ? 0.6 : 1
    ctx.fillText(text, start + markWidth, baseline)
    ctx.globalAlpha = 1
  },
  tooltip: textOf,
}

export default labelPainter
