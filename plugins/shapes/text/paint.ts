/** The text shape painted on the runtime's shared canvas, as its fabric view (shape.ts) draws it. */
import { mergeLive, NO_BOUND, WAITING_TEXT } from '../../shared/liveProps.ts'
import type { PaintView } from '../../shared/viewContract.ts'
import { colourOf, flagOf } from '../shared/shapeStyle.ts'
import type { TextProps } from './manifest.ts'

const PADDING = 4
const LINE_HEIGHT = 1.16

/** Lines of `text` wrapped at spaces to `maxWidth` (a word longer than the line stays whole, as Textbox). */
export function wrapLines(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(' ')) {
      const next = line === '' ? word : `${line} ${word}`
      if (line !== '' && ctx.measureText(next).width > maxWidth) {
        lines.push(line)
        line = word
      } else line = next
    }
    lines.push(line)
  }
  return lines
}

const textPainter: PaintView<TextProps> = {
  paint(ctx, { props, live, bound = NO_BOUND, width, height }) {
    const shown = mergeLive(props, live, { text: WAITING_TEXT }, bound)
    if (!flagOf(shown.visible)) return
    const background = colourOf(shown.background)
    if (background) {
      ctx.fillStyle = background
      ctx.beginPath()
      ctx.roundRect(0, 0, width, height, 2)
      ctx.fill()
    }
    const text = shown.text === null || shown.text === undefined ? '' : String(shown.text)
    if (text === '') return
    ctx.font = `${props.bold ? 'bold' : 'normal'} ${props.fontSize}px ${props.fontFamily || 'Arial'}`
    ctx.fillStyle = colourOf(shown.color) ?? '#000000'
    ctx.textBaseline = 'middle'
    ctx.textAlign = props.align === 'center' ? 'center' : props.align === 'right' ? 'right' : 'left'
    const inner = Math.max(1, width - 2 * PADDING)
    const lines = wrapLines(ctx, text, inner)
    const step = props.fontSize * LINE_HEIGHT
    const x = props.align === 'center' ? width / 2 : props.align === 'right' ? width - PADDING : PADDING
    const top = height / 2 - ((lines.length - 1) * step) / 2
    lines.forEach((line, i) => {
      ctx.fillText(line, x, top + i * step)
    })
  },
}

export default textPainter
