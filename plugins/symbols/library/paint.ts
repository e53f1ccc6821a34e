/**
 * A placed library symbol painted on the runtime's shared canvas of a crowded page: each part painted by
 * its own plugin's painter on the symbol's grid, scaled uniformly to the smaller side and centred, as
 * shape.ts lays out the fabric group. Parts take their parameters' values through partLive.ts. The parts
 * no parameter reaches are stamped from a bitmap made once per symbol and size (stamp.ts).
 */
import type { SymbolPartWire, SymbolWire } from '../../../engine/document/persisted.ts'
import { normaliseProps, type PropsSchema } from '../../../engine/plugins/propsSchema.ts'
import { flagOf } from '../../shapes/shared/shapeStyle.ts'
import { NO_BOUND } from '../../shared/liveProps.ts'
import type { PaintInput, PaintView } from '../../shared/viewContract.ts'
import type { LibrarySymbolProps } from './manifest.ts'
import { partLive } from './partLive.ts'
import { type Layer, layersOf, StampCache, snapToPixels } from './stamp.ts'

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

const IMAGE_TYPE = 'shape.image'

interface PreparedDrawing {
  parts: Prepared[]
  /** The parts whose painter may animate. */
  animated: Prepared[]
  layers: Layer<Prepared>[]
  stamps: StampCache<Prepared>
}

// Normalised part props per drawing: a drawing object is replaced, never changed, when the symbol is refreshed.
const prepared = new WeakMap<SymbolWire, PreparedDrawing>()

function leaves(parts: readonly SymbolPartWire[]): SymbolPartWire[] {
  return parts.flatMap((part) => (part.kind === 'group' ? leaves(part.children ?? []) : [part]))
}

function preparedOf(drawing: SymbolWire): PreparedDrawing {
  let done = prepared.get(drawing)
  if (!done) {
    const parts: Prepared[] = []
    for (const part of leaves(drawing.children ?? [])) {
      const type = partPainters.get(part.type)
      if (type) parts.push({ part, painter: type.painter, props: normaliseProps(type.props, part.props) })
    }
    // A part is live if a parameter reaches it (a slot), it may move with time (its painter animates), or
    // it is an image, which paints once its file has arrived (a stamp made before would keep the gap).
    const layers = layersOf(
      parts,
      (item) =>
        Object.keys(item.part.slots ?? {}).length > 0 ||
        typeof item.painter.animated === 'function' ||
        item.part.type === IMAGE_TYPE,
    )
    const animated = parts.filter((item) => typeof item.painter.animated === 'function')
    done = { parts, animated, layers, stamps: new StampCache(layers) }
    prepared.set(drawing, done)
  }
  return done
}

/**
 * Paints `item` on the symbol's grid (the context already maps the symbol's grid). A part a parameter hides
 * (a level band above the level) is passed over before any canvas call: a tank's level is twenty bands.
 */
function paintPart(
  ctx: CanvasRenderingContext2D,
  item: Prepared,
  drawing: SymbolWire,
  input: PaintInput<LibrarySymbolProps>,
): void {
  const { part } = item
  const partInput = inputOf(item, drawing, input)
  const visible = partInput.live.visible
  if (visible && !flagOf(visible.value)) return
  ctx.save()
  ctx.translate(part.x + part.w / 2, part.y + part.h / 2)
  if (part.rotation) ctx.rotate((part.rotation * Math.PI) / 180)
  ctx.translate(-part.w / 2, -part.h / 2)
  item.painter.paint(ctx, partInput)
  ctx.restore()
}

/** Maps the symbol's grid onto the widget box: scaled uniformly to the smaller side and centred. */
function toGrid(ctx: CanvasRenderingContext2D, drawing: SymbolWire, width: number, height: number): void {
  const w = Math.max(1, drawing.width)
  const h = Math.max(1, drawing.height)
  const scale = Math.max(0.01, Math.min(width / w, height / h))
  ctx.translate(width / 2, height / 2)
  ctx.scale(scale, scale)
  ctx.translate(-w / 2, -h / 2)
}

function inputOf(
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
    const { layers, stamps, parts } = preparedOf(drawing)
    const at = snapToPixels(ctx)
    const made = at
      ? stamps.stamps(input.width, input.height, at.scale, (stampCtx, fixed) => {
          toGrid(stampCtx, drawing, input.width, input.height)
          for (const item of fixed) paintPart(stampCtx, item, drawing, input)
        })
      : null
    if (!at || !made) {
      // Turned, sheared or too large to stamp: every part as vectors.
      toGrid(ctx, drawing, input.width, input.height)
      for (const item of parts) paintPart(ctx, item, drawing, input)
      return
    }
    // Plain numbers: handing the context a DOMMatrix back costs more than painting a part.
    const { scale, x, y } = at
    // Whether the context maps the symbol's grid: live parts in a row share it (a part restores it).
    let onGrid = false
    for (let i = 0; i < layers.length; i++) {
      const layer = layers[i] as (typeof layers)[number]
      if (layer.kind === 'fixed') {
        const stamp = made[i]
        if (!stamp) continue
        // The stamp is in device pixels: drawn 1:1 at the box's (whole-pixel) corner.
        ctx.setTransform(1, 0, 0, 1, x, y)
        ctx.drawImage(stamp, 0, 0)
        onGrid = false
        continue
      }
      if (!onGrid) {
        ctx.setTransform(scale, 0, 0, scale, x, y)
        toGrid(ctx, drawing, input.width, input.height)
        onGrid = true
      }
      paintPart(ctx, layer.part, drawing, input)
    }
    ctx.setTransform(scale, 0, 0, scale, x, y)
  },
  animated(input) {
    const drawing = input.props.drawing
    if (!drawing) return false
    // Asked every frame of every copy on screen: only the parts that can animate are looked at.
    return preparedOf(drawing).animated.some(
      (item) => item.painter.animated?.(inputOf(item, drawing, input)) ?? false,
    )
  },
}

export default librarySymbolPainter
