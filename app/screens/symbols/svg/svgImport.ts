/**
 * An SVG file (Inkscape, another SCADA product, an icon library) as a symbol: every drawn element (path,
 * rect, circle, ellipse, line, polyline, polygon) becomes a custom-shape part whose path is the element's
 * geometry with all its transforms applied, so each is an editable shape of its own. Fill, line colour,
 * line width and opacity come from attributes and `style` (inherited through groups as SVG does); an
 * element's id (or else its first class) becomes its part name. Groups are flattened; text, images and
 * references (`use`) are counted as skipped. Small drawings (icons of 24 px) are scaled up so the larger
 * side is 100, as the editor's tools work at that size.
 */
import { SYMBOL_VERSION, type SymbolPartWire, type SymbolWire } from '../../../../engine/document/persisted'
import {
  arcToCubics,
  formatSegments,
  IDENTITY,
  lengthScale,
  type Matrix,
  multiply,
  parsePathData,
  parseTransform,
  type Segment,
  segmentsBox,
  short,
  transformSegments,
} from './pathData'

const SVG_NS = 'http://www.w3.org/2000/svg'
/** The drawing's larger side after import, when the file's is smaller. */
const MIN_SIDE = 100
/** The shapes' line width limit (shapeStyleFields). */
const MAX_STROKE = 50
const CUSTOM_SHAPE = 'shape.customShape'

/** What an import gives: the symbol, and how many elements it could not turn into parts. */
export type SvgImport =
  | { ok: true; symbol: SymbolWire; skipped: number }
  | { ok: false; reason: 'not-svg' | 'empty' }

/** The presentation properties that pass from a group to its children. */
interface Style {
  fill: string
  stroke: string
  strokeWidth: number
  opacity: number
  display: boolean
}

const ROOT_STYLE: Style = { fill: '#000000', stroke: 'none', strokeWidth: 1, opacity: 1, display: true }

/** `style="a:b;c:d"` and presentation attributes, the style winning (as CSS specificity has it). */
function declared(element: Element): Map<string, string> {
  const out = new Map<string, string>()
  for (const name of ['fill', 'stroke', 'stroke-width', 'opacity', 'display', 'visibility'])
    if (element.hasAttribute(name)) out.set(name, (element.getAttribute(name) ?? '').trim())
  for (const rule of (element.getAttribute('style') ?? '').split(';')) {
    const at = rule.indexOf(':')
    if (at > 0) out.set(rule.slice(0, at).trim(), rule.slice(at + 1).trim())
  }
  return out
}

function colour(value: string, inherited: string): string {
  if (value === 'inherit') return inherited
  if (value === 'currentColor') return '#000000'
  // A gradient or pattern has no part colour: its fallback if any, else a mid grey that still shows.
  if (value.startsWith('url(')) return value.replace(/^url\([^)]*\)\s*/, '') || '#808080'
  return value
}

function styleOf(element: Element, parent: Style): Style {
  const own = declared(element)
  const width = Number.parseFloat(own.get('stroke-width') ?? '')
  const opacity = Number.parseFloat(own.get('opacity') ?? '')
  return {
    fill: own.has('fill') ? colour(own.get('fill') as string, parent.fill) : parent.fill,
    stroke: own.has('stroke') ? colour(own.get('stroke') as string, parent.stroke) : parent.stroke,
    strokeWidth: Number.isFinite(width) ? width : parent.strokeWidth,
    // Opacity is not inherited but composes with the group's.
    opacity: parent.opacity * (Number.isFinite(opacity) ? Math.min(1, Math.max(0, opacity)) : 1),
    display: parent.display && own.get('display') !== 'none' && own.get('visibility') !== 'hidden',
  }
}

const num = (element: Element, name: string) => {
  const value = Number.parseFloat(element.getAttribute(name) ?? '')
  return Number.isFinite(value) ? value : 0
}

/** An ellipse as four quarter arcs. */
function ellipseSegments(cx: number, cy: number, rx: number, ry: number): Segment[] {
  if (rx <= 0 || ry <= 0) return []
  const quarter = (x0: number, y0: number, x: number, y: number) =>
    arcToCubics(x0, y0, rx, ry, 0, false, true, x, y)
  return [
    { cmd: 'M', x: cx + rx, y: cy },
    ...quarter(cx + rx, cy, cx, cy + ry),
    ...quarter(cx, cy + ry, cx - rx, cy),
    ...quarter(cx - rx, cy, cx, cy - ry),
    ...quarter(cx, cy - ry, cx + rx, cy),
    { cmd: 'Z' },
  ]
}

function pointSegments(element: Element, close: boolean): Segment[] {
  const n = (element.getAttribute('points')?.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? []).map(
    Number,
  )
  const out: Segment[] = []
  for (let i = 0; i + 1 < n.length; i += 2)
    out.push({ cmd: i === 0 ? 'M' : 'L', x: n[i] as number, y: n[i + 1] as number })
  if (close && out.length > 0) out.push({ cmd: 'Z' })
  return out
}

/** The element's geometry in its own coordinates, or null for an element that draws no shape. */
function geometryOf(element: Element): Segment[] | null {
  switch (element.localName) {
    case 'path':
      return parsePathData(element.getAttribute('d') ?? '')
    case 'rect': {
      const x = num(element, 'x')
      const y = num(element, 'y')
      const w = num(element, 'width')
      const h = num(element, 'height')
      if (w <= 0 || h <= 0) return []
      let rx = element.hasAttribute('rx') ? num(element, 'rx') : num(element, 'ry')
      let ry = element.hasAttribute('ry') ? num(element, 'ry') : rx
      rx = Math.min(Math.max(0, rx), w / 2)
      ry = Math.min(Math.max(0, ry), h / 2)
      if (rx === 0 || ry === 0)
        return [
          { cmd: 'M', x, y },
          { cmd: 'L', x: x + w, y },
          { cmd: 'L', x: x + w, y: y + h },
          { cmd: 'L', x, y: y + h },
          { cmd: 'Z' },
        ]
      const arc = (x0: number, y0: number, x1: number, y1: number) =>
        arcToCubics(x0, y0, rx, ry, 0, false, true, x1, y1)
      return [
        { cmd: 'M', x: x + rx, y },
        { cmd: 'L', x: x + w - rx, y },
        ...arc(x + w - rx, y, x + w, y + ry),
        { cmd: 'L', x: x + w, y: y + h - ry },
        ...arc(x + w, y + h - ry, x + w - rx, y + h),
        { cmd: 'L', x: x + rx, y: y + h },
        ...arc(x + rx, y + h, x, y + h - ry),
        { cmd: 'L', x, y: y + ry },
        ...arc(x, y + ry, x + rx, y),
        { cmd: 'Z' },
      ]
    }
    case 'circle': {
      const r = num(element, 'r')
      return ellipseSegments(num(element, 'cx'), num(element, 'cy'), r, r)
    }
    case 'ellipse':
      return ellipseSegments(num(element, 'cx'), num(element, 'cy'), num(element, 'rx'), num(element, 'ry'))
    case 'line':
      return [
        { cmd: 'M', x: num(element, 'x1'), y: num(element, 'y1') },
        { cmd: 'L', x: num(element, 'x2'), y: num(element, 'y2') },
      ]
    case 'polyline':
      return pointSegments(element, false)
    case 'polygon':
      return pointSegments(element, true)
    default:
      return null
  }
}

/** Containers whose children are drawn; everything else that is not a shape is left out. */
const CONTAINERS = new Set(['g', 'a', 'switch'])
/** Never drawn directly (definitions, metadata). */
const NOT_DRAWN = new Set([
  'defs',
  'metadata',
  'title',
  'desc',
  'style',
  'script',
  'symbol',
  'clipPath',
  'mask',
])

/** A part name from the element's id or first class: letters, digits, '_' and '-', at most 40. */
function nameOf(element: Element): string {
  const raw = element.getAttribute('id') || (element.getAttribute('class') ?? '').trim().split(/\s+/)[0] || ''
  return raw
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .replace(/^[^A-Za-z_]+/, '')
    .slice(0, 40)
}

/** The root's user space: its viewBox, else its width and height (100 × 100 when it gives neither). */
function viewBoxOf(root: Element): { x: number; y: number; w: number; h: number } {
  const box = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number)
  if (box.length === 4 && box.every(Number.isFinite) && (box[2] as number) > 0 && (box[3] as number) > 0)
    return { x: box[0] as number, y: box[1] as number, w: box[2] as number, h: box[3] as number }
  const w = Number.parseFloat(root.getAttribute('width') ?? '')
  const h = Number.parseFloat(root.getAttribute('height') ?? '')
  return { x: 0, y: 0, w: w > 0 ? w : 100, h: h > 0 ? h : 100 }
}

/** The symbol an SVG document's text draws, named `name`. */
export function importSvg(text: string, name: string): SvgImport {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml')
  const root = doc.documentElement
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS || doc.querySelector('parsererror'))
    return { ok: false, reason: 'not-svg' }
  const view = viewBoxOf(root)
  const scale = Math.max(view.w, view.h) < MIN_SIDE ? MIN_SIDE / Math.max(view.w, view.h) : 1
  const rootMatrix: Matrix = [scale, 0, 0, scale, -view.x * scale, -view.y * scale]
  const parts: SymbolPartWire[] = []
  const names = new Set<string>()
  let skipped = 0

  const visit = (element: Element, matrix: Matrix, parentStyle: Style) => {
    for (const child of Array.from(element.children)) {
      if (child.namespaceURI !== SVG_NS || NOT_DRAWN.has(child.localName)) continue
      const style = styleOf(child, parentStyle)
      if (!style.display) continue
      const m = multiply(matrix, parseTransform(child.getAttribute('transform')))
      if (CONTAINERS.has(child.localName) || child.localName === 'svg') {
        visit(child, m, style)
        continue
      }
      const geometry = geometryOf(child)
      if (geometry === null) {
        skipped++
        continue
      }
      const part = partOf(transformSegments(geometry, m), style, lengthScale(m), parts.length)
      if (!part) continue
      let partName = nameOf(child)
      if (names.has(partName)) partName = ''
      if (partName) names.add(partName)
      parts.push({ ...part, partName })
    }
  }
  visit(root, rootMatrix, styleOf(root, ROOT_STYLE))
  if (parts.length === 0) return { ok: false, reason: 'empty' }
  return {
    ok: true,
    skipped,
    symbol: {
      version: SYMBOL_VERSION,
      id: '',
      name,
      templateName: '',
      appId: '',
      parentId: '',
      width: Math.round(view.w * scale),
      height: Math.round(view.h * scale),
      parameters: [],
      children: parts,
    },
  }
}

/**
 * One custom-shape part drawing `segments` (symbol coordinates) at scale 1: its box is the geometry's
 * widened by the line width on every side, and the path is written from the box's inset corner, the
 * custom shape's view box being the inset box's size (customShape/geometry.ts).
 */
function partOf(
  segments: Segment[],
  style: Style,
  strokeScale: number,
  index: number,
): SymbolPartWire | null {
  const box = segmentsBox(segments)
  if (!box) return null
  const stroke = style.stroke === 'none' ? '' : style.stroke
  const fill = style.fill === 'none' ? '' : style.fill
  const strokeWidth = stroke ? Math.min(MAX_STROKE, Math.max(0, style.strokeWidth * strokeScale)) : 0
  const margin = Math.max(strokeWidth, 1)
  const x = box.x - margin
  const y = box.y - margin
  const w = box.w + 2 * margin
  const h = box.h + 2 * margin
  const inset = strokeWidth / 2
  const local = transformSegments(segments, [1, 0, 0, 1, -(x + inset), -(y + inset)])
  return {
    id: `svg${index + 1}`,
    kind: 'shape',
    partName: '',
    type: CUSTOM_SHAPE,
    version: 1,
    x: round(x),
    y: round(y),
    w: round(w),
    h: round(h),
    rotation: 0,
    props: {
      fill,
      stroke,
      strokeWidth: round(strokeWidth),
      opacity: round(style.opacity),
      path: formatSegments(local),
      viewWidth: round(w - strokeWidth),
      viewHeight: round(h - strokeWidth),
    },
    slots: {},
  }
}

const round = (n: number) => Number(short(n))
