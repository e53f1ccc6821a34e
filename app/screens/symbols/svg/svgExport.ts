/**
 * A symbol written as a standalone SVG file (for another product, an icon library, Inkscape): custom
 * shapes as paths with their geometry in the symbol's coordinates, rectangles, round rectangles and
 * ovals as their SVG elements, each with its designed fill, line and opacity (what a parameter's
 * default shows, not live values). Part names become ids. Parts of other kinds (a pump, a pipe, a text
 * box) have no SVG form here: they are counted as skipped.
 */
import type { SymbolPartWire, SymbolWire } from '../../../../engine/document/persisted'
import { normaliseProps, type PropsSchema } from '../../../../engine/plugins/propsSchema'
import { props as customShapeProps } from '../../../../plugins/shapes/customShape/manifest'
import { props as ovalProps } from '../../../../plugins/shapes/oval/manifest'
import { rectProps } from '../../../../plugins/shapes/rect/manifest'
import { props as roundRectProps } from '../../../../plugins/shapes/roundRect/manifest'
import { formatSegments, parsePathData, short, transformSegments } from './pathData'

/** The SVG text, and how many parts it leaves out. */
export interface SvgExport {
  svg: string
  skipped: number
}

const SCHEMAS: Record<string, PropsSchema> = {
  'shape.customShape': customShapeProps,
  'shape.rect': rectProps,
  'shape.roundRect': roundRectProps,
  'shape.oval': ovalProps,
}

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Fill, line and opacity attributes of a shape's style props. */
function paintAttributes(props: Record<string, unknown>): string {
  const fill = typeof props.fill === 'string' && props.fill.trim() ? props.fill.trim() : 'none'
  const stroke = typeof props.stroke === 'string' && props.stroke.trim() ? props.stroke.trim() : 'none'
  const width = typeof props.strokeWidth === 'number' ? props.strokeWidth : 0
  const opacity = typeof props.opacity === 'number' ? props.opacity : 1
  let out = ` fill="${escaped(fill)}"`
  if (stroke !== 'none' && width > 0) out += ` stroke="${escaped(stroke)}" stroke-width="${short(width)}"`
  if (opacity < 1) out += ` opacity="${short(opacity)}"`
  return out
}

/** One part's element, or null for a kind that has no SVG form here. */
function elementOf(part: SymbolPartWire): string | null {
  const schema = SCHEMAS[part.type]
  if (!schema) return null
  const props = normaliseProps(schema, part.props)
  if (props.visible === false) return ''
  // The shapes draw inside their box inset by half the line width (shared/outlinePaint.ts insetBox).
  const hasStroke = typeof props.stroke === 'string' && props.stroke.trim() !== ''
  const width = hasStroke ? Math.min(Number(props.strokeWidth) || 0, Math.min(part.w, part.h) / 2) : 0
  const x = part.x + width / 2
  const y = part.y + width / 2
  const w = Math.max(0, part.w - width)
  const h = Math.max(0, part.h - width)
  const id = part.partName ? ` id="${escaped(part.partName)}"` : ''
  const rotation = part.rotation
    ? ` transform="rotate(${short(part.rotation)} ${short(part.x + part.w / 2)} ${short(part.y + part.h / 2)})"`
    : ''
  const paint = paintAttributes({ ...props, strokeWidth: width })
  switch (part.type) {
    case 'shape.customShape': {
      const viewWidth = Number(props.viewWidth) || 1
      const viewHeight = Number(props.viewHeight) || 1
      const segments = transformSegments(parsePathData(String(props.path)), [
        w / viewWidth,
        0,
        0,
        h / viewHeight,
        x,
        y,
      ])
      return `<path${id} d="${formatSegments(segments)}"${paint} stroke-linejoin="round" stroke-linecap="round"${rotation}/>`
    }
    case 'shape.oval':
      return `<ellipse${id} cx="${short(x + w / 2)}" cy="${short(y + h / 2)}" rx="${short(w / 2)}" ry="${short(h / 2)}"${paint}${rotation}/>`
    default: {
      const radius = Math.min(Number(props.cornerRadius) || 0, w / 2, h / 2)
      const corners = radius > 0 ? ` rx="${short(radius)}"` : ''
      return `<rect${id} x="${short(x)}" y="${short(y)}" width="${short(w)}" height="${short(h)}"${corners}${paint}${rotation}/>`
    }
  }
}

function partsSvg(parts: readonly SymbolPartWire[], counter: { skipped: number }, indent: string): string[] {
  const out: string[] = []
  for (const part of parts) {
    if (part.kind === 'group') {
      const id = part.partName ? ` id="${escaped(part.partName)}"` : ''
      out.push(`${indent}<g${id}>`, ...partsSvg(part.children ?? [], counter, `${indent}  `), `${indent}</g>`)
      continue
    }
    const element = elementOf(part)
    if (element === null) counter.skipped++
    else if (element) out.push(indent + element)
  }
  return out
}

/** The symbol as SVG text at its own size (width, height and a view box of the symbol's grid). */
export function exportSvg(symbol: SymbolWire): SvgExport {
  const counter = { skipped: 0 }
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${short(symbol.width)}" height="${short(symbol.height)}" viewBox="0 0 ${short(symbol.width)} ${short(symbol.height)}">`,
    `  <title>${escaped(symbol.name)}</title>`,
    ...partsSvg(symbol.children, counter, '  '),
    '</svg>',
    '',
  ]
  return { svg: lines.join('\n'), skipped: counter.skipped }
}
