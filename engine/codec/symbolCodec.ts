import { cloneJson } from '../document/clone.ts'
import {
  type BindingTransform,
  SYMBOL_PARAMETER_TYPES,
  SYMBOL_VERSION,
  type SymbolParameter,
  type SymbolPartWire,
  type SymbolSlot,
  type SymbolWire,
} from '../document/persisted.ts'
import { compressText } from './compression.ts'
import { decodeVersioned, taggedVersion } from './jsonInput.ts'
import { assertMigrationChain, type DocumentMigration } from './migrations.ts'
import { type CodecResult, DocumentShapeError } from './result.ts'
import {
  assertUniqueIds,
  isObject,
  type JsonObject,
  readArray,
  readBoolean,
  readEnum,
  readNumber,
  readObject,
  readString,
  unknownFields,
} from './shape.ts'

/** The drawing plugin a v1.0 part of each kind becomes (v1.0 named no plugin). */
const PLUGIN_OF_KIND: Record<string, string> = {
  shape: 'shape.rect',
  edge: 'shape.edge',
  text: 'shape.text',
  image: 'shape.image',
  group: '',
}

const GEOMETRY = ['x', 'y', 'w', 'h', 'rotation'] as const

/** v1.0 → v1.1 for one part: plugin type, geometry out of props (where v1.0 kept it), no slots. */
function partToV11(value: unknown, width: unknown, height: unknown): unknown {
  if (!isObject(value)) return value
  const props = isObject(value.props) ? { ...value.props } : {}
  const box: Record<string, unknown> = { x: 0, y: 0, w: width, h: height, rotation: 0 }
  for (const key of GEOMETRY) {
    if (typeof props[key] === 'number') box[key] = props[key]
    delete props[key]
  }
  const kind = typeof value.kind === 'string' ? value.kind : ''
  const children = Array.isArray(value.children)
    ? value.children.map((c) => partToV11(c, width, height))
    : undefined
  return {
    ...value,
    type: typeof props.type === 'string' ? props.type : (PLUGIN_OF_KIND[kind] ?? ''),
    version: 1,
    ...box,
    props,
    slots: {},
    ...(children ? { children } : {}),
  }
}

/** Symbol migrations: v0 was untagged and kept its parts under `elements`. */
export const SYMBOL_MIGRATIONS: readonly DocumentMigration[] = [
  {
    id: 1,
    name: 'RenameElementsToChildren',
    from: 'v0',
    to: 'v1.0',
    up: (doc) => {
      const { elements, ...rest } = doc as JsonObject
      return { ...rest, version: 'v1.0', children: rest.children ?? elements ?? [] }
    },
  },
  {
    id: 2,
    name: 'AddParametersAndSlots',
    from: 'v1.0',
    to: 'v1.1',
    up: (doc) => {
      const symbol = doc as JsonObject
      const width = typeof symbol.width === 'number' ? symbol.width : 100
      const height = typeof symbol.height === 'number' ? symbol.height : 100
      const children = Array.isArray(symbol.children)
        ? symbol.children.map((c) => partToV11(c, width, height))
        : symbol.children
      return { ...symbol, version: 'v1.1', parameters: symbol.parameters ?? [], children }
    },
  },
]
assertMigrationChain('symbol', SYMBOL_MIGRATIONS)

const PART_KINDS = ['shape', 'edge', 'text', 'image', 'group'] as const
const PART_FIELDS = [
  'id',
  'kind',
  'partName',
  'type',
  'version',
  'x',
  'y',
  'w',
  'h',
  'rotation',
  'props',
  'slots',
  'children',
]
const SYMBOL_FIELDS = [
  'version',
  'id',
  'name',
  'templateName',
  'appId',
  'parentId',
  'width',
  'height',
  'parameters',
  'children',
]
const TRANSFORM_KINDS = ['ranges', 'format', 'expression'] as const
/** A parameter is addressed by name in slots, expressions and template properties: an identifier. */
export const PARAMETER_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

function readTransform(value: unknown, path: string): BindingTransform {
  const t = readObject(value, path)
  const kind = readEnum(t.kind, TRANSFORM_KINDS, `${path}.kind`)
  if (kind === 'format') {
    readNumber(t.decimals, `${path}.decimals`)
    readString(t.unit, `${path}.unit`, '')
  } else if (kind === 'expression') readString(t.expression, `${path}.expression`)
  else {
    readArray(t.ranges, `${path}.ranges`).forEach((r, i) => {
      readObject(r, `${path}.ranges[${i}]`)
    })
  }
  return cloneJson(t) as BindingTransform
}

function readSlots(value: unknown, path: string, params: ReadonlySet<string>): Record<string, SymbolSlot> {
  if (value === undefined) return {}
  const slots = readObject(value, path)
  const out: Record<string, SymbolSlot> = {}
  for (const [prop, raw] of Object.entries(slots)) {
    const slot = readObject(raw, `${path}.${prop}`)
    const param = readString(slot.param, `${path}.${prop}.param`)
    if (!params.has(param)) throw new DocumentShapeError(`${path}.${prop}.param`, 'a declared parameter')
    out[prop] = { param }
    if (slot.transform !== undefined)
      (out[prop] as SymbolSlot).transform = readTransform(slot.transform, `${path}.${prop}.transform`)
  }
  return out
}

function readParameter(value: unknown, path: string): SymbolParameter {
  const p = readObject(value, path)
  const name = readString(p.name, `${path}.name`)
  if (!PARAMETER_NAME.test(name))
    throw new DocumentShapeError(`${path}.name`, 'a name of letters, digits and _')
  const type = readEnum(p.type, SYMBOL_PARAMETER_TYPES, `${path}.type`)
  const out: SymbolParameter = {
    ...cloneJson(unknownFields(p, ['name', 'type', 'default', 'min', 'max'])),
    name,
    type,
    default: '',
  }
  if (type === 'bool') out.default = readBoolean(p.default, `${path}.default`, false)
  else if (type === 'text') out.default = readString(p.default, `${path}.default`, '')
  else {
    if (p.min !== undefined) out.min = readNumber(p.min, `${path}.min`)
    if (p.max !== undefined) out.max = readNumber(p.max, `${path}.max`)
    if (out.min !== undefined && out.max !== undefined && out.min > out.max)
      throw new DocumentShapeError(`${path}.max`, 'a number not below min')
    out.default = readNumber(p.default, `${path}.default`, out.min ?? 0)
  }
  return out
}

function readPart(value: unknown, path: string, ids: string[], params: ReadonlySet<string>): SymbolPartWire {
  const part = readObject(value, path)
  const id = readString(part.id, `${path}.id`)
  ids.push(id)
  const kind = readEnum(part.kind, PART_KINDS, `${path}.kind`)
  const children =
    part.children === undefined
      ? undefined
      : readArray(part.children, `${path}.children`).map((c, i) =>
          readPart(c, `${path}.children[${i}]`, ids, params),
        )
  const read: SymbolPartWire = {
    ...cloneJson(unknownFields(part, PART_FIELDS)),
    id,
    kind,
    partName: readString(part.partName, `${path}.partName`, ''),
    type: readString(part.type, `${path}.type`, PLUGIN_OF_KIND[kind] ?? ''),
    version: readNumber(part.version, `${path}.version`, 1),
    x: readNumber(part.x, `${path}.x`, 0),
    y: readNumber(part.y, `${path}.y`, 0),
    w: readNumber(part.w, `${path}.w`, 0),
    h: readNumber(part.h, `${path}.h`, 0),
    rotation: readNumber(part.rotation, `${path}.rotation`, 0),
    props: cloneJson(part.props === undefined ? {} : readObject(part.props, `${path}.props`)),
    slots: readSlots(part.slots, `${path}.slots`, params),
  }
  if (children) read.children = children
  return read
}

function validateSymbol(value: unknown): SymbolWire {
  const symbol = readObject(value, '')
  const parameters = readArray(symbol.parameters, 'parameters', []).map((p, i) =>
    readParameter(p, `parameters[${i}]`),
  )
  assertUniqueIds(
    parameters.map((p) => p.name),
    'parameters',
  )
  const params = new Set(parameters.map((p) => p.name))
  const ids: string[] = []
  const children = readArray(symbol.children, 'children', []).map((c, i) =>
    readPart(c, `children[${i}]`, ids, params),
  )
  assertUniqueIds(ids, 'children')
  return {
    ...cloneJson(unknownFields(symbol, SYMBOL_FIELDS)),
    version: SYMBOL_VERSION,
    id: readString(symbol.id, 'id', ''),
    name: readString(symbol.name, 'name', ''),
    templateName: readString(symbol.templateName, 'templateName', ''),
    appId: readString(symbol.appId, 'appId', ''),
    parentId: readString(symbol.parentId, 'parentId', ''),
    width: readNumber(symbol.width, 'width', 100),
    height: readNumber(symbol.height, 'height', 100),
    parameters,
    children,
  }
}

/** Parses a symbol (custom graphic) document to v1.1. */
export function decodeSymbol(input: unknown): CodecResult<SymbolWire> {
  return decodeVersioned('symbol', input, SYMBOL_MIGRATIONS, taggedVersion, validateSymbol)
}

/** Serialises a symbol document. */
export function encodeSymbol(symbol: SymbolWire, options: { compress?: boolean } = {}): string {
  const text = JSON.stringify(symbol)
  return options.compress ? compressText(text) : text
}

/** The names of a symbol's bindable parts (parts with a non-empty partName), depth first. */
export function symbolPartNames(symbol: SymbolWire): string[] {
  const names: string[] = []
  const visit = (parts: SymbolPartWire[]) => {
    for (const part of parts) {
      if (part.partName) names.push(part.partName)
      if (part.children) visit(part.children)
    }
  }
  visit(symbol.children)
  return names
}

/**
 * Part names repeated among siblings (spec S1 §5: same-level graphic element names are unique), one entry
 * per repeated name; parts without a name are not counted.
 */
export function duplicatePartNames(symbol: Pick<SymbolWire, 'children'>): string[] {
  const repeated = new Set<string>()
  const visit = (parts: SymbolPartWire[]) => {
    const seen = new Set<string>()
    for (const part of parts) {
      if (part.partName) {
        if (seen.has(part.partName)) repeated.add(part.partName)
        seen.add(part.partName)
      }
      if (part.children) visit(part.children)
    }
  }
  visit(symbol.children)
  return [...repeated]
}
