/** The label painted on the runtime's shared canvas: the same box, colours, font and ellipsis as view.tsx. */
import { mergeLive, worstQuality } from '../../shared/liveProps.ts'
import {
  centredBaseline,
  fillRoundRect,
  fitText,
  paintQualityTag,
  WIDGET_INK,
  widgetFont,
} from '../../shared/paint.ts'
import type { PaintInput, PaintView } from '../../shared/viewContract.ts'
import type { LabelProps } from './index.ts'

const PADDING = 4

function textOf({ props, live }: PaintInput<LabelProps>): string {
  const shown = mergeLive(props, live)
  return shown.text === null || shown.text === undefined ? '' : String(shown.text)
}

/** The label's painter. */
const labelPainter: PaintView<LabelProps> = {
  paint(ctx, input) {
    const { props, live, width, height } = input
    const shown = mergeLive(props, live)
    if (shown.background) fillRoundRect(ctx, 0, 0, width, height, 3, String(shown.background))
    const font = widgetFont(props.fontSize, props.bold ? 700 : 400)
    ctx.font = font
    ctx.fillStyle = shown.color ? String(shown.color) : WIDGET_INK
    ctx.textBaseline = 'alphabetic'
    const text = fitText(ctx, textOf(input), width - 2 * PADDING)
    const baseline = centredBaseline(ctx, font, height)
    if (props.align === 'center') {
      ctx.textAlign = 'center'
      ctx.fillText(text, width / 2, baseline)
    } else if (props.align === 'right') {
      ctx.textAlign = 'right'
      ctx.fillText(text, width - PADDING, baseline)
    } else {
      ctx.textAlign = 'left'
      ctx.fillText(text, PADDING, baseline)
    }
    paintQualityTag(ctx, worstQuality(live), width)
  },
  tooltip: textOf,
}

export default labelPainter
