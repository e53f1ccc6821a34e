/**
 * A placed library symbol painted on the runtime's shared canvas of a crowded page: each part painted by
 * its own plugin's painter on the symbol's grid, scaled uniformly to the smaller side and centred, as
 * shape.ts lays out the fabric group. Parts take their parameters' values through partLive.ts.
 */
import type { SymbolPartWire, SymbolWire } from '../../../engine/document/persisted.ts'
import { normaliseProps, type PropsSchema } from '../../../engine/plugins/propsSchema.ts'
import { NO_BOUND } from '../../shared/liveProps.ts'
import type { PaintInput, PaintView } from '../../shared/viewContract.ts'
import type { LibrarySymbolProps } from './manifest.ts'
import { partLive } from './partLive.ts'

type AnyPainter = PaintView<Record<string, unknown>>

// Bundled with this painter: a part paints synchronously within the host's frame. No fabric here.
const painterModules = import.meta.glob<AnyPainter>(['../../shapes/*/paint.ts', '../pump/paint.ts'], {
  eager: true,
  import: 'default',
})
const manifestModules = import.meta.glob<{ id: string; props: PropsSchema }>(
  ['../../shapes/*/manifest.ts', '../pump/manifest.ts'],
  { eager: true, import: 'manifest' },
)
const partPainters = new Map<string, { painter: AnyPainter; props: PropsSchema }>()
for (const [path, manifest] of Object.entries(manifestModules)) {
  const painter = painterModules[path.replace(/manifest\.ts$/, 'paint.ts')]
  if (painter) partPainters.set(manifest.id, { painter, props: manifest.props })
}

interface Prepared {
  part: SymbolPartWire
  painter: AnyPainter
  props: Record<string, unknown>
}

// Normalised part props per drawing: a drawing object is replaced, never changed, when the symbol is refreshed.
const prepared = new WeakMap<SymbolWire, Prepared[]>()

function leaves(parts: readonly SymbolPartWire[]): SymbolPartWire[] {
  return parts.flatMap((part) => (part.kind === 'group' ? leaves(part.children ?? []) : [part]))
}

function partsOf(drawing: SymbolWire): Prepared[] {
  let parts = prepared.get(drawing)
  if (!parts) {
    parts = []
    for (const part of leaves(drawing.children ?? [])) {
      const type = partPainters.get(part.type)
      if (type) parts.push({ part, painter: type.painter, props: normaliseProps(type.props, part.props) })
    }
    prepared.set(drawing, parts)
  }
  return parts
}

function partInput(
  { part, props }: Prepared,
  drawing: SymbolWire,
  input: PaintInput<LibrarySymbolProps>,
): PaintInput<Record<string, unknown>> {
  const shown = partLive(part.slots, drawing.parameters ?? [], input.live, input.bound ?? NO_BOUND)
  return { props, live: shown.live, bound: shown.bound, width: part.w, height: part.h, now: input.now }
}

/**
 * What a placed symbol without a drawing shows: its symbol is gone from the library (deleted) or could not
 * be read. A dashed box crossed through, so the gap on the page is plain to see.
 */
export function paintMissingSymbol(ctx: CanvasRenderingContext2D, width: number, height: number): void {
  const inset = Math.min(2, width / 4, height / 4)
  ctx.save()
  ctx.strokeStyle = '#8a94a3'
  ctx.fillStyle = 'rgba(138, 148, 163, 0.12)'
  ctx.lineWidth = 1.5
  ctx.setLineDash([4, 3])
  ctx.fillRect(inset, inset, width - 2 * inset, height - 2 * inset)
  ctx.strokeRect(inset, inset, width - 2 * inset, height - 2 * inset)
  ctx.setLineDash([])
  ctx.beginPath()
  ctx.moveTo(inset, inset)
  ctx.lineTo(width - inset, height - inset)
  ctx.moveTo(width - inset, inset)
  ctx.lineTo(inset, height - inset)
  ctx.stroke()
  ctx.restore()
}

const librarySymbolPainter: PaintView<LibrarySymbolProps> = {
  paint(ctx, input) {
    const drawing = input.props.drawing
    if (!drawing) {
      if (input.props.symbolId) paintMissingSymbol(ctx, input.width, input.height)
      return
    }
    const width = Math.max(1, drawing.width)
    const height = Math.max(1, drawing.height)
    const scale = Math.max(0.01, Math.min(input.width / width, input.height / height))
    ctx.translate(input.width / 2, input.height / 2)
    ctx.scale(scale, scale)
    ctx.translate(-width / 2, -height / 2)
    for (const item of partsOf(drawing)) {
      const { part } = item
      ctx.save()
      ctx.translate(part.x + part.w / 2, part.y + part.h / 2)
      if (part.rotation) ctx.rotate((part.rotation * Math.PI) / 180)
      ctx.translate(-part.w / 2, -part.h / 2)
      item.painter.paint(ctx, partInput(item, drawing, input))
      ctx.restore()
    }
  },
  animated(input) {
    const drawing = input.props.drawing
    if (!drawing) return false
    return partsOf(drawing).some((item) => item.painter.animated?.(partInput(item, drawing, input)) ?? false)
  },
}

export default librarySymbolPainter
