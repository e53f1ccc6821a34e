import { cloneJson } from '../document/clone.ts'
import {
  type Binding,
  EVENT_NAMES,
  type EventMap,
  isEventName,
  LAYOUT_CONTEXT_VERSION,
  type LayoutContextWire,
  type WidgetGroupWire,
  type WidgetWire,
} from '../document/persisted.ts'
import { WIDGET_FIELD_SET } from '../document/widgetFields.ts'
import { compressText } from './compression.ts'
import { decodeVersioned, taggedVersion } from './jsonInput.ts'
import { assertMigrationChain, type DocumentMigration } from './migrations.ts'
import { decodeObjectKinds } from './objectKinds.ts'
import { readBackground } from './pageLayoutCodec.ts'
import { type CodecResult, DocumentShapeError } from './result.ts'
import {
  assertUniqueIds,
  type JsonObject,
  readArray,
  readEnum,
  readNumber,
  readObject,
  readString,
  unknownFields,
} from './shape.ts'

/**
 * Layout block migrations. v0 was untagged, named the flow layout 'waterfall' and kept groups
 * under `groups`; v1.0 (current) is tagged, says 'flow', and stores `widgetGroups`.
 */
export const LAYOUT_CONTEXT_MIGRATIONS: readonly DocumentMigration[] = [
  {
    id: 1,
    name: 'TagAndRenameWaterfall',
    from: 'v0',
    to: 'v1.0',
    up: (doc) => {
      const { type, groups, ...rest } = doc as JsonObject
      const layoutType = rest.layoutType ?? (type === 'waterfall' ? 'flow' : (type ?? 'free'))
      return { ...rest, version: 'v1.0', layoutType, widgetGroups: rest.widgetGroups ?? groups ?? [] }
    },
  },
]
assertMigrationChain('layout context', LAYOUT_CONTEXT_MIGRATIONS)

/** Per-widget hook run after parsing (plugin props migrations); returns the widget to keep. */
export type WidgetMigrator = (widget: WidgetWire) => WidgetWire

/** How parts of the input are kept: copied, or as they are when the input was parsed by the codec. */
type Copy = <T>(value: T) => T
const keep: Copy = (value) => value

const CONTEXT_FIELDS = [
  'version',
  'layoutType',
  'background',
  'orientation',
  'widgets',
  'widgetGroups',
  'flows',
  'drawingConfig',
  'events',
]

function readEvents(value: unknown, path: string, copy: Copy): EventMap {
  if (value === undefined) return {}
  const events = readObject(value, path)
  const out: EventMap = {}
  for (const [name, actions] of Object.entries(events)) {
    if (!isEventName(name)) {
      throw new DocumentShapeError(`${path}.${name}`, `an event named ${EVENT_NAMES.join(', ')}`)
    }
    const list = readArray(actions, `${path}.${name}`).map((a, i) => {
      const action = readObject(a, `${path}.${name}[${i}]`)
      readString(action.kind, `${path}.${name}[${i}].kind`)
      return copy(action)
    })
    out[name as keyof EventMap] = list as never
  }
  return out
}

function readBindings(value: unknown, path: string, copy: Copy): Record<string, Binding> {
  if (value === undefined) return {}
  const bindings = readObject(value, path)
  const out: Record<string, Binding> = {}
  for (const [prop, raw] of Object.entries(bindings)) {
    const b = readObject(raw, `${path}.${prop}`)
    out[prop] = {
      ...copy(b),
      objName: readString(b.objName, `${path}.${prop}.objName`),
      propName: readString(b.propName, `${path}.${prop}.propName`),
    } as Binding
  }
  return out
}

/** Reads a widget; an unknown plugin type is fine (the widget is kept as it is). */
function readWidget(value: unknown, path: string, copy: Copy): WidgetWire {
  const w = readObject(value, path)
  const groupId =
    w.groupId === undefined || w.groupId === null ? null : readString(w.groupId, `${path}.groupId`)
  return {
    ...copy(unknownFields(w, WIDGET_FIELD_SET)),
    id: readString(w.id, `${path}.id`),
    type: readString(w.type, `${path}.type`),
    version: readNumber(w.version, `${path}.version`, 1),
    x: readNumber(w.x, `${path}.x`, 0),
    y: readNumber(w.y, `${path}.y`, 0),
    w: readNumber(w.w, `${path}.w`),
    h: readNumber(w.h, `${path}.h`),
    rotation: readNumber(w.rotation, `${path}.rotation`, 0),
    groupId,
    props: copy(w.props === undefined ? {} : readObject(w.props, `${path}.props`)),
    bindings: readBindings(w.bindings, `${path}.bindings`, copy),
    events: readEvents(w.events, `${path}.events`, copy),
  }
}

function readGroup(value: unknown, path: string, copy: Copy): WidgetGroupWire {
  const g = readObject(value, path)
  return {
    ...copy(unknownFields(g, ['id', 'name', 'childIds'])),
    id: readString(g.id, `${path}.id`),
    name: readString(g.name, `${path}.name`, ''),
    childIds: readArray(g.childIds, `${path}.childIds`).map((c, i) =>
      readString(c, `${path}.childIds[${i}]`),
    ),
  }
}

/** Groups may only name widgets of the block, and a widget's groupId must name its group. */
function assertGroupMembership(widgets: WidgetWire[], groups: WidgetGroupWire[]): void {
  const widgetIds = new Set(widgets.map((w) => w.id))
  const memberOf = new Map<string, string>()
  groups.forEach((group, gi) => {
    for (const id of group.childIds) {
      if (!widgetIds.has(id))
        throw new DocumentShapeError(`widgetGroups[${gi}].childIds`, `ids of widgets ("${id}")`)
      memberOf.set(id, group.id)
    }
  })
  widgets.forEach((w, wi) => {
    if (w.groupId !== null && memberOf.get(w.id) !== w.groupId) {
      throw new DocumentShapeError(`widgets[${wi}].groupId`, 'the id of a group listing this widget')
    }
  })
}

function validateLayoutContext(value: unknown, owned: boolean, migrate?: WidgetMigrator): LayoutContextWire {
  const copy: Copy = owned ? keep : cloneJson
  // Widgets of the spec's object kinds (S1 §3) become the plugins that draw them.
  const ctx = decodeObjectKinds(readObject(value, ''))
  const widgets = readArray(ctx.widgets, 'widgets', []).map((w, i) => readWidget(w, `widgets[${i}]`, copy))
  assertUniqueIds(
    widgets.map((w) => w.id),
    'widgets',
  )
  const widgetGroups = readArray(ctx.widgetGroups, 'widgetGroups', []).map((g, i) =>
    readGroup(g, `widgetGroups[${i}]`, copy),
  )
  assertUniqueIds(
    widgetGroups.map((g) => g.id),
    'widgetGroups',
  )
  assertGroupMembership(widgets, widgetGroups)
  const flows = readArray(ctx.flows, 'flows', []).map((f, i) => {
    const flow = readObject(f, `flows[${i}]`)
    return { ...copy(flow), id: readString(flow.id, `flows[${i}].id`) }
  })
  const drawing = ctx.drawingConfig === undefined ? {} : readObject(ctx.drawingConfig, 'drawingConfig')
  return {
    ...copy(unknownFields(ctx, CONTEXT_FIELDS)),
    version: LAYOUT_CONTEXT_VERSION,
    layoutType: readEnum(ctx.layoutType, ['flow', 'free'], 'layoutType', 'free'),
    background: readBackground(ctx.background, 'background'),
    orientation: readEnum(ctx.orientation, ['horizontal', 'vertical', 'auto'], 'orientation', 'auto'),
    widgets: migrate ? widgets.map(migrate) : widgets,
    widgetGroups,
    flows,
    drawingConfig: {
      ...copy(drawing),
      drawingName: readString(drawing.drawingName, 'drawingConfig.drawingName', ''),
    },
    events: readEvents(ctx.events, 'events', copy),
  }
}

/** Parses a layout block's `context` (JSON text, maybe compressed, or an object) to v1.0. */
export function decodeLayoutContext(
  input: unknown,
  options: { migrateWidget?: WidgetMigrator } = {},
): CodecResult<LayoutContextWire> {
  return decodeVersioned('layout context', input, LAYOUT_CONTEXT_MIGRATIONS, taggedVersion, (value, owned) =>
    validateLayoutContext(value, owned, options.migrateWidget),
  )
}

/** Serialises a layout block context to the JSON text the server stores. */
export function encodeLayoutContext(
  context: LayoutContextWire,
  options: { compress?: boolean } = {},
): string {
  const text = JSON.stringify(context)
  return options.compress ? compressText(text) : text
}
