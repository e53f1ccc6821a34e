/**
 * SVG path data reduced to absolute moves, lines, cubic curves and closes, so that any affine transform
 * (an SVG `transform`, a viewBox, a scale) can be applied to the points exactly: arcs, quadratic and
 * shorthand curves become cubics on the way in.
 */

/** An affine matrix as SVG writes it: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number]

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

/** One segment: a move or line to a point, a cubic curve (two controls and the end), or a close. */
export type Segment =
  | { cmd: 'M' | 'L'; x: number; y: number }
  | { cmd: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { cmd: 'Z' }

/** `outer` applied after `inner` (the matrix of an element inside a transformed group). */
export function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer
  const [a2, b2, c2, d2, e2, f2] = inner
  return [
    a * a2 + c * b2,
    b * a2 + d * b2,
    a * c2 + c * d2,
    b * c2 + d * d2,
    a * e2 + c * f2 + e,
    b * e2 + d * f2 + f,
  ]
}

/** How much the matrix scales lengths (the geometric mean of its axes), for stroke widths. */
export function lengthScale(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]))
}

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g

/** The matrix of an SVG `transform` attribute (a list of matrix/translate/scale/rotate/skew); identity for junk. */
export function parseTransform(text: string | null | undefined): Matrix {
  let out = IDENTITY
  for (const match of (text ?? '').matchAll(/(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g)) {
    const n = (match[2]?.match(NUMBER) ?? []).map(Number)
    const [p = 0, q, r, s, t, u] = n
    let m: Matrix = IDENTITY
    switch (match[1]) {
      case 'matrix':
        if (n.length === 6) m = [p, q ?? 0, r ?? 0, s ?? 0, t ?? 0, u ?? 0]
        break
      case 'translate':
        m = [1, 0, 0, 1, p, q ?? 0]
        break
      case 'scale':
        m = [p, 0, 0, q ?? p, 0, 0]
        break
      case 'rotate': {
        const angle = (p * Math.PI) / 180
        const cos = Math.cos(angle)
        const sin = Math.sin(angle)
        const rotation: Matrix = [cos, sin, -sin, cos, 0, 0]
        const cx = q ?? 0
        const cy = r ?? 0
        m = multiply(multiply([1, 0, 0, 1, cx, cy], rotation), [1, 0, 0, 1, -cx, -cy])
        break
      }
      case 'skewX':
        m = [1, 0, Math.tan((p * Math.PI) / 180), 1, 0, 0]
        break
      case 'skewY':
        m = [1, Math.tan((p * Math.PI) / 180), 0, 1, 0, 0]
        break
    }
    out = multiply(out, m)
  }
  return out
}

/** Arguments each command takes. */
const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 }

/** Path data as absolute segments (empty for data that does not start with a move). */
export function parsePathData(d: string): Segment[] {
  const tokens = d.match(/[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? []
  if (tokens[0] !== 'M' && tokens[0] !== 'm') return []
  const out: Segment[] = []
  let x = 0
  let y = 0
  let startX = 0
  let startY = 0
  // The reflected control points of S and T.
  let lastCubic: [number, number] | null = null
  let lastQuad: [number, number] | null = null
  let i = 0
  let command = ''
  const read = () => Number(tokens[i++])
  while (i < tokens.length) {
    const token = tokens[i] as string
    if (/[A-Za-z]/.test(token)) {
      command = token
      i++
      if (command === 'Z' || command === 'z') {
        out.push({ cmd: 'Z' })
        x = startX
        y = startY
        lastCubic = null
        lastQuad = null
        continue
      }
    } else if (command === '') return []
    const upper = command.toUpperCase()
    const arity = ARITY[upper] ?? 0
    if (arity === 0 || i + arity > tokens.length) break
    if (tokens.slice(i, i + arity).some((t) => /[A-Za-z]/.test(t))) return out
    const relative = command !== upper
    const ox = relative ? x : 0
    const oy = relative ? y : 0
    let cubic: [number, number] | null = null
    let quad: [number, number] | null = null
    switch (upper) {
      case 'M':
      case 'L': {
        x = ox + read()
        y = oy + read()
        const isMove = upper === 'M'
        out.push({ cmd: isMove ? 'M' : 'L', x, y })
        if (isMove) {
          startX = x
          startY = y
          // Further pairs after a move are lines.
          command = relative ? 'l' : 'L'
        }
        break
      }
      case 'H':
        x = ox + read()
        out.push({ cmd: 'L', x, y })
        break
      case 'V':
        y = oy + read()
        out.push({ cmd: 'L', x, y })
        break
      case 'C': {
        const x1 = ox + read()
        const y1 = oy + read()
        const x2 = ox + read()
        const y2 = oy + read()
        x = ox + read()
        y = oy + read()
        out.push({ cmd: 'C', x1, y1, x2, y2, x, y })
        cubic = [x2, y2]
        break
      }
      case 'S': {
        const [x1, y1] = lastCubic ? [2 * x - lastCubic[0], 2 * y - lastCubic[1]] : [x, y]
        const x2 = ox + read()
        const y2 = oy + read()
        x = ox + read()
        y = oy + read()
        out.push({ cmd: 'C', x1, y1, x2, y2, x, y })
        cubic = [x2, y2]
        break
      }
      case 'Q':
      case 'T': {
        let qx: number = x
        let qy: number = y
        if (upper === 'Q') {
          qx = ox + read()
          qy = oy + read()
        } else if (lastQuad) {
          qx = 2 * x - lastQuad[0]
          qy = 2 * y - lastQuad[1]
        }
        const ex = ox + read()
        const ey = oy + read()
        out.push(quadToCubic(x, y, qx, qy, ex, ey))
        x = ex
        y = ey
        quad = [qx, qy]
        break
      }
      case 'A': {
        const rx = read()
        const ry = read()
        const rotation = read()
        const large = read() !== 0
        const sweep = read() !== 0
        const ex = ox + read()
        const ey = oy + read()
        out.push(...arcToCubics(x, y, rx, ry, rotation, large, sweep, ex, ey))
        x = ex
        y = ey
        break
      }
    }
    lastCubic = cubic
    lastQuad = quad
  }
  return out
}

function quadToCubic(x0: number, y0: number, qx: number, qy: number, x: number, y: number): Segment {
  return {
    cmd: 'C',
    x1: x0 + (2 / 3) * (qx - x0),
    y1: y0 + (2 / 3) * (qy - y0),
    x2: x + (2 / 3) * (qx - x),
    y2: y + (2 / 3) * (qy - y),
    x,
    y,
  }
}

/** An SVG elliptical arc as cubic curves of at most a quarter turn each (SVG 1.1 appendix F.6). */
export function arcToCubics(
  x0: number,
  y0: number,
  rxIn: number,
  ryIn: number,
  rotationDeg: number,
  large: boolean,
  sweep: boolean,
  x: number,
  y: number,
): Segment[] {
  let rx = Math.abs(rxIn)
  let ry = Math.abs(ryIn)
  if (rx === 0 || ry === 0 || (x0 === x && y0 === y)) return [{ cmd: 'L', x, y }]
  const phi = (rotationDeg * Math.PI) / 180
  const cos = Math.cos(phi)
  const sin = Math.sin(phi)
  const dx = (x0 - x) / 2
  const dy = (y0 - y) / 2
  const x1p = cos * dx + sin * dy
  const y1p = -sin * dx + cos * dy
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
  if (lambda > 1) {
    rx *= Math.sqrt(lambda)
    ry *= Math.sqrt(lambda)
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
  const denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p
  const root = Math.sqrt(Math.max(0, numerator / denominator)) * (large === sweep ? -1 : 1)
  const cxp = (root * rx * y1p) / ry
  const cyp = (-root * ry * x1p) / rx
  const cx = cos * cxp - sin * cyp + (x0 + x) / 2
  const cy = sin * cxp + cos * cyp + (y0 + y) / 2
  const angle = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    return a
  }
  const theta = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
  let delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
  if (!sweep && delta > 0) delta -= 2 * Math.PI
  if (sweep && delta < 0) delta += 2 * Math.PI
  const pieces = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9))
  const step = delta / pieces
  const k = (4 / 3) * Math.tan(step / 4)
  const point = (t: number): [number, number] => [
    cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin,
    cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos,
  ]
  const tangent = (t: number): [number, number] => [
    -rx * Math.sin(t) * cos - ry * Math.cos(t) * sin,
    -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos,
  ]
  const out: Segment[] = []
  for (let piece = 0; piece < pieces; piece++) {
    const t1 = theta + piece * step
    const t2 = t1 + step
    const [px1, py1] = point(t1)
    const [px2, py2] = piece === pieces - 1 ? [x, y] : point(t2)
    const [tx1, ty1] = tangent(t1)
    const [tx2, ty2] = tangent(t2)
    out.push({
      cmd: 'C',
      x1: px1 + k * tx1,
      y1: py1 + k * ty1,
      x2: px2 - k * tx2,
      y2: py2 - k * ty2,
      x: px2,
      y: py2,
    })
  }
  return out
}

/** The segments with every point moved by `m`. */
export function transformSegments(segments: readonly Segment[], m: Matrix): Segment[] {
  const [a, b, c, d, e, f] = m
  const px = (x: number, y: number) => a * x + c * y + e
  const py = (x: number, y: number) => b * x + d * y + f
  return segments.map((s) => {
    if (s.cmd === 'Z') return s
    if (s.cmd === 'C')
      return {
        cmd: 'C',
        x1: px(s.x1, s.y1),
        y1: py(s.x1, s.y1),
        x2: px(s.x2, s.y2),
        y2: py(s.x2, s.y2),
        x: px(s.x, s.y),
        y: py(s.x, s.y),
      }
    return { cmd: s.cmd, x: px(s.x, s.y), y: py(s.x, s.y) }
  })
}

/** The box holding every point of the segments (controls included: never smaller than the drawing). */
export function segmentsBox(
  segments: readonly Segment[],
): { x: number; y: number; w: number; h: number } | null {
  const xs: number[] = []
  const ys: number[] = []
  for (const s of segments) {
    if (s.cmd === 'Z') continue
    xs.push(s.x)
    ys.push(s.y)
    if (s.cmd === 'C') xs.push(s.x1, s.x2), ys.push(s.y1, s.y2)
  }
  if (xs.length === 0) return null
  const x = Math.min(...xs)
  const y = Math.min(...ys)
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y }
}

/** A number as short as 3 decimals write it. */
export function short(n: number): string {
  const rounded = Math.round(n * 1000) / 1000
  return String(Object.is(rounded, -0) ? 0 : rounded)
}

/** Segments written as path data (absolute, 3 decimals). */
export function formatSegments(segments: readonly Segment[]): string {
  return segments
    .map((s) => {
      if (s.cmd === 'Z') return 'Z'
      if (s.cmd === 'C')
        return `C${short(s.x1)} ${short(s.y1)} ${short(s.x2)} ${short(s.y2)} ${short(s.x)} ${short(s.y)}`
      return `${s.cmd}${short(s.x)} ${short(s.y)}`
    })
    .join(' ')
}
