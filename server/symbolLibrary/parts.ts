import type {
  BindingTransform,
  SymbolParameter,
  SymbolPartWire,
  SymbolSlot,
  SymbolWire,
} from '../../engine/document/persisted.ts'
import { SYMBOL_VERSION } from '../../engine/document/persisted.ts'

/*
 * Drawing helpers of the equipment library: parts of the symbol documents, in the symbol's own
 * coordinates, drawn with the catalogue's shapes (custom path, circle, rect, text). Vector parts only, so
 * a symbol stays crisp at any size. ISA-101 style: greys in the normal state, colour only when abnormal.
 */

/** The ISA-101 palette the library draws with. */
export const ISA = {
  line: '#4a5560',
  /** Stopped, closed, de-energised: a hollow, light body. */
  idle: '#e4e7eb',
  /** Running, open, energised: a dark body (still grey: running is normal). */
  active: '#6b7785',
  fill: '#d3d8de',
  liquid: '#9fb3c8',
  text: '#323f4b',
  /** The abnormal state (fault, trip): the theme's first alarm colour. */
  alarm: '#d93a2b',
  none: '',
} as const

/** A symbol's name in the two interface languages: [en-us, zh-cn]. */
export type Worded = readonly [string, string]

/** One symbol of the library before it is stored: its document and its bilingual name. */
export interface LibrarySymbol {
  key: string
  name: Worded
  /** What the symbol is for, in English (the story the library tells the designer). */
  story: string
  drawing: SymbolWire
}

export const param = {
  running: { name: 'running', type: 'bool', default: false } as SymbolParameter,
  fault: { name: 'fault', type: 'bool', default: false } as SymbolParameter,
  open: { name: 'open', type: 'bool', default: false } as SymbolParameter,
  closed: { name: 'closed', type: 'bool', default: false } as SymbolParameter,
  position: { name: 'position', type: 'number', default: 0, min: 0, max: 100 } as SymbolParameter,
  level: { name: 'level', type: 'number', default: 50, min: 0, max: 100 } as SymbolParameter,
  value: { name: 'value', type: 'number', default: 0 } as SymbolParameter,
  tag: { name: 'tag', type: 'text', default: '' } as SymbolParameter,
}

/** A bool parameter as a colour: `on` when true (or ≥ 1), `off` otherwise. */
export const onOff = (on: string, off: string): BindingTransform => ({
  kind: 'ranges',
  ranges: [{ min: 1, max: null, value: on }],
  otherwise: off,
})

/** A bool parameter as visibility (shown while true). */
export const shownWhile: BindingTransform = {
  kind: 'ranges',
  ranges: [{ min: 1, max: null, value: true }],
  otherwise: false,
}

/** A bool parameter as visibility (hidden while true). */
export const hiddenWhile: BindingTransform = {
  kind: 'ranges',
  ranges: [{ min: 1, max: null, value: false }],
  otherwise: true,
}

/** The running / open state as the body's fill. */
export const stateFill = (name: string): Record<string, SymbolSlot> => ({
  fill: { param: name, transform: onOff(ISA.active, ISA.idle) },
})

interface Style {
  fill?: string
  stroke?: string
  strokeWidth?: number
  name?: string
  slots?: Record<string, SymbolSlot>
}

/** Builds the parts of one symbol of `width` × `height`; ids are numbered in drawing order. */
export class Drawing {
  readonly parts: SymbolPartWire[] = []
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  private add(part: Pick<SymbolPartWire, 'kind' | 'type' | 'x' | 'y' | 'w' | 'h' | 'props'>, style: Style) {
    this.parts.push({
      ...part,
      id: `p${this.parts.length + 1}`,
      version: 1,
      rotation: 0,
      partName: style.name ?? '',
      slots: style.slots ?? {},
    })
    return this
  }

  /** An SVG path in the symbol's coordinates (a custom shape over the whole symbol). */
  path(d: string, style: Style = {}) {
    return this.add(
      {
        kind: 'shape',
        type: 'shape.customShape',
        x: 0,
        y: 0,
        w: this.width,
        h: this.height,
        props: {
          path: d,
          viewWidth: this.width,
          viewHeight: this.height,
          fill: style.fill ?? ISA.fill,
          stroke: style.stroke ?? ISA.line,
          strokeWidth: style.strokeWidth ?? 2,
        },
      },
      style,
    )
  }

  /** A line or polyline (no fill). */
  line(d: string, style: Style = {}) {
    return this.path(d, { ...style, fill: ISA.none })
  }

  circle(cx: number, cy: number, r: number, style: Style = {}) {
    return this.add(
      {
        kind: 'shape',
        type: 'shape.circle',
        x: cx - r,
        y: cy - r,
        w: 2 * r,
        h: 2 * r,
        props: {
          fill: style.fill ?? ISA.fill,
          stroke: style.stroke ?? ISA.line,
          strokeWidth: style.strokeWidth ?? 2,
        },
      },
      style,
    )
  }

  rect(x: number, y: number, w: number, h: number, style: Style & { radius?: number } = {}) {
    return this.add(
      {
        kind: 'shape',
        type: 'shape.rect',
        x,
        y,
        w,
        h,
        props: {
          fill: style.fill ?? ISA.fill,
          stroke: style.stroke ?? ISA.line,
          strokeWidth: style.strokeWidth ?? 2,
          cornerRadius: style.radius ?? 0,
        },
      },
      style,
    )
  }

  text(
    x: number,
    y: number,
    w: number,
    h: number,
    text: string,
    style: Style & { size?: number; bold?: boolean } = {},
  ) {
    return this.add(
      {
        kind: 'text',
        type: 'shape.text',
        x,
        y,
        w,
        h,
        props: {
          text,
          fontSize: style.size ?? 12,
          color: style.fill ?? ISA.text,
          bold: style.bold ?? false,
          align: 'center',
          fontFamily: 'Arial',
        },
      },
      style,
    )
  }

  /** A value read out: parameter `name` formatted with `decimals` and `unit`. */
  readout(
    x: number,
    y: number,
    w: number,
    h: number,
    name: string,
    decimals: number,
    unit: string,
    size = 11,
  ) {
    return this.text(x, y, w, h, '—', {
      size,
      bold: true,
      name: `${name}Text`,
      slots: { text: { param: name, transform: { kind: 'format', decimals, unit } } },
    })
  }

  /** An outline in the alarm colour, shown while `fault` is true. */
  faultRing(d: string) {
    return this.line(d, {
      stroke: ISA.alarm,
      strokeWidth: 3,
      name: 'faultRing',
      slots: { visible: { param: 'fault', transform: shownWhile } },
    })
  }

  /**
   * The liquid inside a box as `bands` stacked bands, the lowest first, each shown while parameter `name`
   * (0–100) reaches its middle: a level fill in steps of 100 / bands per cent.
   */
  levelFill(x: number, y: number, w: number, h: number, name = 'level', bands = 20) {
    const step = h / bands
    for (let i = 0; i < bands; i += 1) {
      const threshold = ((i + 0.5) * 100) / bands
      this.rect(x, y + h - (i + 1) * step, w, step, {
        fill: ISA.liquid,
        stroke: ISA.none,
        strokeWidth: 0,
        slots: {
          visible: {
            param: name,
            transform: {
              kind: 'ranges',
              ranges: [{ min: threshold, max: null, value: true }],
              otherwise: false,
            },
          },
        },
      })
    }
    return this
  }
}

/** One library symbol: `draw` fills a drawing of the given size. */
export function symbol(
  key: string,
  name: Worded,
  story: string,
  size: { w: number; h: number },
  parameters: SymbolParameter[],
  draw: (d: Drawing) => void,
  templateName = '',
): LibrarySymbol {
  const drawing = new Drawing(size.w, size.h)
  draw(drawing)
  return {
    key,
    name,
    story,
    drawing: {
      version: SYMBOL_VERSION,
      id: '',
      name: name[0],
      templateName,
      appId: '',
      parentId: '',
      width: size.w,
      height: size.h,
      parameters: parameters.map((p) => ({ ...p })),
      children: drawing.parts,
    },
  }
}
