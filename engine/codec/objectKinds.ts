/**
 * The graphic object kinds of spec S1 §3 (hexagon and its family, unRuleShape, edge, folder, customSymbol,
 * group, htDiv, image), as documents from the spec's designer store them: a widget whose `type` is the kind,
 * carrying `shapeName`, `styleType`, `symbolId`, `widgetName` and a folder flag. Decoding turns each into the
 * plugin that draws it (`shape.polygon`, `shape.irregular`, ...) with the props the kind implies; group and
 * folder objects become widget groups of their children. The original fields stay on the widget as unknown
 * fields (and the kind as `objectKind`), so nothing the document said is lost.
 */
import type { JsonObject } from './shape.ts'

/** The kinds of S1 §3. */
export const OBJECT_KINDS = [
  'hexagon',
  'unRuleShape',
  'edge',
  'folder',
  'customSymbol',
  'group',
  'htDiv',
  'image',
] as const

export type ObjectKind = (typeof OBJECT_KINDS)[number]

const KIND_SET: ReadonlySet<string> = new Set(OBJECT_KINDS)

/** Whether a widget type is one of the object kinds (not a plugin id: those all hold a dot). */
export function isObjectKind(type: unknown): type is ObjectKind {
  return typeof type === 'string' && KIND_SET.has(type)
}

/** The plugin and the props a drawing kind stands for; null for the containers (group, folder). */
export function pluginOfKind(
  kind: ObjectKind,
  shapeName: unknown,
): { type: string; props: Record<string, unknown> } | null {
  switch (kind) {
    case 'hexagon':
      return hexagonFamily(typeof shapeName === 'string' ? shapeName : '')
    case 'unRuleShape':
      return { type: 'shape.irregular', props: {} }
    case 'edge':
      return { type: 'shape.edge', props: {} }
    case 'customSymbol':
      return { type: 'shape.customShape', props: {} }
    case 'htDiv':
      return { type: 'shape.text', props: {} }
    case 'image':
      return { type: 'shape.image', props: {} }
    case 'group':
    case 'folder':
      return null
  }
}

/** The hexagon kind also carries the pentagon, diamond, right triangle, parallelogram and trapezoid. */
function hexagonFamily(shapeName: string): { type: string; props: Record<string, unknown> } {
  const name = shapeName.replace(/[\s_-]/g, '').toLowerCase()
  if (name === 'pentagon') return { type: 'shape.polygon', props: { sides: 5 } }
  if (name === 'diamond' || name === 'rhombus') return { type: 'shape.quad', props: { variant: 'diamond' } }
  if (name === 'righttriangle') return { type: 'shape.triangle', props: { variant: 'right' } }
  if (name === 'triangle') return { type: 'shape.triangle', props: { variant: 'isosceles' } }
  if (name === 'parallelogram') return { type: 'shape.quad', props: { variant: 'parallelogram' } }
  if (name === 'trapezoid') return { type: 'shape.quad', props: { variant: 'trapezoid' } }
  return { type: 'shape.polygon', props: { sides: 6 } }
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const parentOf = (widget: JsonObject): string | null => {
  for (const key of ['groupId', 'parentId', 'parent']) {
    const value = widget[key]
    if (typeof value === 'string' && value !== '') return value
  }
  return null
}

/**
 * A layout context with its object-kind widgets decoded (returned as it is when it holds none): drawing
 * kinds become their plugins; group and folder objects become `widgetGroups` entries listing the widgets
 * that name them (by `groupId`, `parentId` or `parent`, or the group's own `childIds`). Malformed entries are
 * left for the codec's checks to refuse.
 */
export function decodeObjectKinds(context: JsonObject): JsonObject {
  const widgets = context.widgets
  if (!Array.isArray(widgets) || !widgets.some((w) => isObject(w) && isObjectKind(w.type))) return context
  const containers = new Map<string, JsonObject>()
  for (const w of widgets)
    if (isObject(w) && (w.type === 'group' || w.type === 'folder') && typeof w.id === 'string')
      containers.set(w.id, w)
  const members = new Map<string, string[]>()
  const memberOf = new Map<string, string>()
  for (const [id, container] of containers) {
    const listed = Array.isArray(container.childIds)
      ? container.childIds.filter((c) => typeof c === 'string')
      : []
    for (const child of listed as string[]) memberOf.set(child, id)
  }
  const kept: unknown[] = []
  for (const w of widgets) {
    if (!isObject(w) || (typeof w.id === 'string' && containers.has(w.id))) {
      if (!isObject(w)) kept.push(w)
      continue
    }
    const id = typeof w.id === 'string' ? w.id : ''
    const parent = memberOf.get(id) ?? parentOf(w)
    let widget: JsonObject = { ...w }
    if (isObjectKind(w.type)) {
      const plugin = pluginOfKind(w.type, w.shapeName)
      if (plugin) {
        const props = isObject(w.props) ? w.props : {}
        widget = { ...widget, objectKind: w.type, type: plugin.type, props: { ...plugin.props, ...props } }
      }
    }
    if (parent && containers.has(parent)) {
      widget.groupId = parent
      members.set(parent, [...(members.get(parent) ?? []), id])
    }
    kept.push(widget)
  }
  const groups = Array.isArray(context.widgetGroups) ? [...context.widgetGroups] : []
  for (const [id, container] of containers) {
    const name = typeof container.widgetName === 'string' ? container.widgetName : id
    groups.push({ id, name, childIds: members.get(id) ?? [], objectKind: container.type })
  }
  return { ...context, widgets: kept, widgetGroups: groups }
}
