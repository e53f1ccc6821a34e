/** The image painted on the runtime's shared canvas, and on the fabric layer through drawnShape.ts. */
import { imageFor } from '../../shared/imageCache.ts'
import { mergeLive } from '../../shared/liveProps.ts'
import { fitText } from '../../shared/paint.ts'
import type { PaintView } from '../../shared/viewContract.ts'
import { fillAndStroke, shapeLook } from '../shared/shapePaint.ts'
import { colourOf } from '../shared/shapeStyle.ts'
// From geometry.ts: painters load with the operator runtime, which must not carry fabric.
import { fittedRect } from './geometry.ts'
import type { Props } from './manifest.ts'

/** A quiet picture mark where no picture is (none chosen, loading, or failed). */
function placeholder(ctx: CanvasRenderingContext2D, width: number, height: number, failed: boolean): void {
  const size = Math.min(width, height) * 0.4
  const x = (width - size) / 2
  const y = (height - size) / 2
  ctx.strokeStyle = failed ? '#b3261e' : '#9aa5b1'
  ctx.lineWidth = Math.max(1, size / 16)
  ctx.setLineDash([])
  ctx.beginPath()
  ctx.rect(x, y, size, size)
  ctx.moveTo(x, y + size * 0.8)
  ctx.lineTo(x + size * 0.4, y + size * 0.45)
  ctx.lineTo(x + size * 0.65, y + size * 0.7)
  ctx.lineTo(x + size, y + size * 0.4)
  if (failed) {
    ctx.moveTo(x, y)
    ctx.lineTo(x + size, y + size)
  }
  ctx.stroke()
}

const painter: PaintView<Props> = {
  paint(ctx, { props, live, width, height }) {
    const look = shapeLook(props, live, { width, height })
    if (!look) return
    const shown = mergeLive(props, live)
    if (look.fill || look.stroke) {
      ctx.beginPath()
      ctx.rect(
        look.strokeWidth / 2,
        look.strokeWidth / 2,
        width - look.strokeWidth,
        height - look.strokeWidth,
      )
      fillAndStroke(ctx, look)
    }
    ctx.globalAlpha = look.opacity
    const src = typeof shown.src === 'string' ? shown.src.trim() : ''
    const image = src === '' ? 'failed' : imageFor(src)
    if (typeof image === 'string') placeholder(ctx, width, height, src !== '' && image === 'failed')
    else {
      const rect = fittedRect(
        props.fit,
        { w: width, h: height },
        { w: image.naturalWidth, h: image.naturalHeight },
      )
      ctx.drawImage(image, rect.x, rect.y, rect.w, rect.h)
    }
    const text = shown.text === null || shown.text === undefined ? '' : String(shown.text)
    if (text !== '') {
      ctx.font = `${props.fontSize}px ${props.fontFamily || 'Arial'}`
      ctx.fillStyle = colourOf(shown.color) ?? '#000000'
      ctx.textAlign = 'center'
      ctx.textBaseline = 'middle'
      ctx.fillText(fitText(ctx, text, width - 4), width / 2, height / 2)
    }
  },
}

export default painter
