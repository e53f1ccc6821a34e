/**
 * A placed library symbol drawn with fabric: one group holding each part drawn by its own plugin's view
 * (rect, text, pipe, pump...), laid out on the symbol's own grid and scaled uniformly to the widget box.
 * `update` hands each part the values of the parameters its slots name (partLive.ts).
 */
import { type FabricObject, Group, Line, Rect } from 'fabric'
import type { SymbolPartWire, SymbolWire } from '../../../engine/document/persisted.ts'
import { normaliseProps, type PropsSchema } from '../../../engine/plugins/propsSchema.ts'
import { createComposite, partsOf, resizeComposite } from '../../shapes/shared/composite.ts'
import { NO_BOUND } from '../../shared/liveProps.ts'
import { placeShape } from '../../shared/shapePlacement.ts'
import type { BoundProps, CanvasShapeView, LiveProps, WidgetSize } from '../../shared/viewContract.ts'
import type { LibrarySymbolProps } from './manifest.ts'
import { partLive } from './partLive.ts'

type AnyView = CanvasShapeView<Record<string, unknown>>

// The part views are bundled with this one: a part draws synchronously, as the host expects of a view.
const viewModules = import.meta.glob<AnyView>(['../../shapes/*/shape.ts', '../pump/shape.ts'], {
  eager: true,
  import: 'default',
})
const manifestModules = import.meta.glob<{ id: string; props: PropsSchema }>(
  ['../../shapes/*/manifest.ts', '../pump/manifest.ts'],
  { eager: true, import: 'manifest' },
)
const partTypes = new Map<string, { view: AnyView; props: PropsSchema }>()
for (const [path, manifest] of Object.entries(manifestModules)) {
  const view = viewModules[path.replace(/manifest\.ts$/, 'shape.ts')]
  if (view) partTypes.set(manifest.id, { view, props: manifest.props })
}

interface Drawn {
  drawing: SymbolWire | null
  parts: { part: SymbolPartWire; object: FabricObject; view: AnyView; props: Record<string, unknown> }[]
  /** The parts whose view has a tick. */
  animated: Drawn['parts']
}

const drawn = new WeakMap<FabricObject, Drawn>()

/** The symbol's drawable parts, depth first (a group part's children in its place). */
function leaves(parts: readonly SymbolPartWire[]): SymbolPartWire[] {
  return parts.flatMap((part) => (part.kind === 'group' ? leaves(part.children ?? []) : [part]))
}

/** A placed symbol without a drawing (gone from the library): a dashed box crossed through. */
function missingPlaceholder(width: number, height: number): FabricObject[] {
  const look = { stroke: '#8a94a3', strokeWidth: 1.5, selectable: false, evented: false }
  const box = new Rect({
    ...look,
    left: 0,
    top: 0,
    originX: 'center',
    originY: 'center',
    width,
    height,
    fill: 'rgba(138, 148, 163, 0.12)',
    strokeDashArray: [4, 3],
  })
  const a = new Line([-width / 2, -height / 2, width / 2, height / 2], look)
  const b = new Line([width / 2, -height / 2, -width / 2, height / 2], look)
  return [box, a, b]
}

function build(drawing: SymbolWire | null, missing = false): { group: Group; state: Drawn } {
  const width = Math.max(1, drawing?.width ?? 100)
  const height = Math.max(1, drawing?.height ?? 100)
  const parts: Drawn['parts'] = []
  for (const part of leaves(drawing?.children ?? [])) {
    const type = partTypes.get(part.type)
    if (!type) continue
    const props = normaliseProps(type.props, part.props)
    const object = type.view.create(props, { width: part.w, height: part.h })
    object.set({ selectable: false, evented: false })
    placeShape(object, {
      x: part.x - width / 2,
      y: part.y - height / 2,
      w: part.w,
      h: part.h,
      rotation: part.rotation,
    })
    parts.push({ part, object, view: type.view, props })
  }
  const objects = parts.map((p) => p.object)
  if (!drawing && missing) objects.push(...missingPlaceholder(width, height))
  const group = createComposite(objects, { width, height })
  group.set({ objectCaching: false })
  return { group, state: { drawing, parts, animated: parts.filter((p) => p.view.tick) } }
}

const librarySymbolView: CanvasShapeView<LibrarySymbolProps> = {
  create(props, size) {
    const { group, state } = build(props.drawing, props.symbolId !== '')
    drawn.set(group, state)
    librarySymbolView.update(group, props, size, {}, NO_BOUND)
    return group
  },
  update(object: FabricObject, props, size: WidgetSize, live: LiveProps, bound: BoundProps = NO_BOUND) {
    let state = drawn.get(object)
    if (!state || !(object instanceof Group)) return
    if (state.drawing !== props.drawing) {
      // Another drawing (the symbol refreshed from the library): the parts are built anew in the same group.
      const next = build(props.drawing, props.symbolId !== '')
      for (const old of partsOf(object)) object.remove(old)
      object.add(...partsOf(next.group))
      state = next.state
      drawn.set(object, state)
    }
    const parameters = state.drawing?.parameters ?? []
    for (const { part, object: partObject, view, props: partProps } of state.parts) {
      const shown = partLive(part.slots, parameters, live, bound)
      view.update(partObject, partProps, { width: part.w, height: part.h }, shown.live, shown.bound)
      placeShape(partObject, {
        x: part.x - (state.drawing?.width ?? 100) / 2,
        y: part.y - (state.drawing?.height ?? 100) / 2,
        w: part.w,
        h: part.h,
        rotation: part.rotation,
      })
    }
    // Uniform scale to the smaller side; the invisible box widens to the widget so hit-testing covers it.
    const width = Math.max(1, state.drawing?.width ?? 100)
    const height = Math.max(1, state.drawing?.height ?? 100)
    const scale = Math.max(0.01, Math.min(size.width / width, size.height / height))
    resizeComposite(object, { width: size.width / scale, height: size.height / scale })
    object.set({ scaleX: scale, scaleY: scale })
    object.setCoords()
  },
  tick(object: FabricObject, now: number) {
    const state = drawn.get(object)
    let changed = false
    for (const { object: partObject, view } of state?.parts ?? [])
      if (view.tick?.(partObject, now)) changed = true
    return changed
  },
}

export default librarySymbolView
