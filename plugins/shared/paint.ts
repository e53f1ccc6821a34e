/**
 * Drawing helpers for painters (`PaintView`): the widget font and ink of widget.css, text fitted with an
 * ellipsis, and the quality tag, so painted widgets look like their DOM views.
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Quality } from './viewContract.ts'

/** The `--gx-font` stack of widget.css. */
export const WIDGET_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif'

/** The `--gx-ink` colour of widget.css. */
export const WIDGET_INK = '#1b2430'

/** A canvas font string in the widget font. */
export function widgetFont(size: number, weight = 400): string {
  return `${weight} ${size}px ${WIDGET_FONT}`
}

/** `text` as it fits `maxWidth` in the context's font: whole, or cut with '…' (as CSS text-overflow does). */
export function fitText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (maxWidth <= 0 || text === '') return ''
  if (ctx.measureText(text).width <= maxWidth) return text
  const ellipsis = '…'
  let low = 0
  let high = text.length
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (ctx.measureText(text.slice(0, middle) + ellipsis).width <= maxWidth) low = middle
    else high = middle - 1
  }
  return low === 0 ? ellipsis : text.slice(0, low) + ellipsis
}

const baselineOffsets = new Map<string, number>()

/**
 * Where to put the alphabetic baseline of one line of text centred in a box of `height`, in the
 * context's current font (`font`, as set): as CSS centres the line box, by the font's ascent and descent (not the
 * glyphs'), so painted text sits exactly where the element's would.
 */
export function centredBaseline(ctx: CanvasRenderingContext2D, font: string, height: number): number {
  // `font` is what the caller just set: reading `ctx.font` back would serialise it on every call.
  let offset = baselineOffsets.get(font)
  if (offset === undefined) {
    const metrics = ctx.measureText('0')
    offset = (metrics.fontBoundingBoxAscent - metrics.fontBoundingBoxDescent) / 2
    baselineOffsets.set(font, offset)
  }
  return height / 2 + offset
}

/** A filled rectangle with rounded corners. */
export function fillRoundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  fill: string,
): void {
  ctx.fillStyle = fill
  ctx.beginPath()
  ctx.roundRect(x, y, w, h, radius)
  ctx.fill()
}

const QUALITY_TAG = {
  bad: { label: msg`Bad quality`, background: '#fdecea', ink: '#b3261e', outline: '#f3b4ae' },
  uncertain: { label: msg`Uncertain`, background: '#fff6e0', ink: '#8a5a00', outline: '#f1d38d' },
} as const

/** The corner tag of a value whose quality is not good (QualityTag in WidgetFrame.tsx, painted). */
export function paintQualityTag(ctx: CanvasRenderingContext2D, quality: Quality, boxWidth: number): void {
  if (quality !== 'bad' && quality !== 'uncertain') return
  const tag = QUALITY_TAG[quality]
  const label = i18n._(tag.label)
  const font = widgetFont(11, 600)
  ctx.font = font
  const width = Math.min(ctx.measureText(label).width + 12, Math.max(0, boxWidth - 8))
  const x = boxWidth - 4 - width
  ctx.strokeStyle = tag.outline
  ctx.lineWidth = 1
  fillRoundRect(ctx, x, 4, width, 18, 3, tag.background)
  ctx.stroke()
  ctx.fillStyle = tag.ink
  ctx.textAlign = 'left'
  ctx.textBaseline = 'alphabetic'
  ctx.fillText(fitText(ctx, label, width - 12), x + 6, 4 + centredBaseline(ctx, font, 18))
}
