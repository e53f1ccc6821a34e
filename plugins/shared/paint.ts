/**
 * Drawing helpers for painters (`PaintView`): the widget font and ink of widget.css, text fitted with an
 * ellipsis, and the quality mark, so painted widgets look like their DOM views.
 */

/** The `--gx-font` stack of widget.css. */
export const WIDGET_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif'

/** The `--gx-ink` colour of widget.css. */
export const WIDGET_INK = '#1b2430'

const fonts = new Map<number, string>()

/** A canvas font string in the widget font (the same string each time: painters set it per widget). */
export function widgetFont(size: number, weight = 400): string {
  const key = size * 1000 + weight
  let font = fonts.get(key)
  if (font === undefined) {
    font = `${weight} ${size}px ${WIDGET_FONT}`
    fonts.set(key, font)
  }
  return font
}

/** Per font, the advance of each character measured so far (see `fitsSurely`). */
const advances = new Map<string, Map<string, number>>()

/** Characters whose advances add up to the text's width within `MARGIN` (no combining or shaping). */
const SIMPLE_CHAR = /^[\u0020-\u007e\u00a0-\u02ff]$/
const MARGIN = 0.05

/**
 * Whether `text` surely fits `maxWidth` in `font` (the context's current font), from the cached advances
 * of its characters, without measuring the text itself: a live value's text changes with every value,
 * and measuring each one is a good part of painting it. Kerning moves a pair by a fraction of a pixel,
 * so a margin of 5 % and one pixel keeps the answer on the safe side; an unsure answer measures.
 */
function fitsSurely(ctx: CanvasRenderingContext2D, font: string, text: string, maxWidth: number): boolean {
  if (text.length > 32) return false
  let widths = advances.get(font)
  if (!widths) {
    widths = new Map()
    advances.set(font, widths)
  }
  let sum = 0
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i)
    let width = widths.get(char)
    if (width === undefined) {
      if (!SIMPLE_CHAR.test(char)) return false
      width = ctx.measureText(char).width
      widths.set(char, width)
    }
    sum += width
  }
  return sum * (1 + MARGIN) + 1 <= maxWidth
}

/**
 * `text` as it fits `maxWidth` in the context's font: whole, or cut with '…' (as CSS text-overflow does).
 * `font`, when given, is the context's current font as the caller set it: a short text that surely fits
 * is then not measured.
 */
export function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  maxWidth: number,
  font?: string,
): string {
  if (maxWidth <= 0 || text === '') return ''
  if (font !== undefined && fitsSurely(ctx, font, text, maxWidth)) return text
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

/** Size of the inline quality mark and the gap after it (QualityMark in WidgetFrame.tsx, painted). */
export const QUALITY_MARK_SIZE = 14
export const QUALITY_MARK_GAP = 4

const QUALITY_MARK = {
  bad: { glyph: '!', background: '#b3261e', ink: '#ffffff' },
  uncertain: { glyph: '?', background: '#f5c04a', ink: '#4a3200' },
  waiting: { glyph: '…', background: '#dde2e8', ink: '#5b6673' },
} as const

/** Paints the inline mark of a bad, uncertain or awaited value, its left edge at `x`, centred on `centreY`. */
export function paintQualityMark(
  ctx: CanvasRenderingContext2D,
  quality: 'bad' | 'uncertain' | 'waiting',
  x: number,
  centreY: number,
): void {
  const mark = QUALITY_MARK[quality]
  const radius = QUALITY_MARK_SIZE / 2
  ctx.fillStyle = mark.background
  ctx.beginPath()
  ctx.arc(x + radius, centreY, radius, 0, 2 * Math.PI)
  ctx.fill()
  const font = widgetFont(10, 700)
  ctx.font = font
  ctx.fillStyle = mark.ink
  ctx.textAlign = 'center'
  ctx.textBaseline = 'alphabetic'
  ctx.fillText(mark.glyph, x + radius, centreY - radius + centredBaseline(ctx, font, QUALITY_MARK_SIZE))
}
