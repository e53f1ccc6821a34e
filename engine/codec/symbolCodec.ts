import { cloneJson } from '../document/clone.ts'
import { SYMBOL_VERSION, type SymbolPartWire, type SymbolWire } from '../document/persisted.ts'
import { compressText } from './compression.ts'
import { decodeVersioned, taggedVersion } from './jsonInput.ts'
import { assertMigrationChain, type DocumentMigration } from './migrations.ts'
import type { CodecResult } from './result.ts'
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
]
assertMigrationChain('symbol', SYMBOL_MIGRATIONS)

const PART_KINDS = ['shape', 'edge', 'text', 'image', 'group'] as const
const SYMBOL_FIELDS = [
  'version',
  'id',
  'name',
  'templateName',
  'appId',
  'parentId',
  'width',
  'height',
  'children',
]

function readPart(value: unknown, path: string, ids: string[]): SymbolPartWire {
  const part = readObject(value, path)
  const id = readString(part.id, `${path}.id`)
  ids.push(id)
  const kind = readEnum(part.kind, PART_KINDS, `${path}.kind`)
  const children =
    part.children === undefined
      ? undefined
      : readArray(part.children, `${path}.children`).map((c, i) => readPart(c, `${path}.children[${i}]`, ids))
  const read: SymbolPartWire = {
    ...cloneJson(unknownFields(part, ['id', 'kind', 'partName', 'props', 'children'])),
    id,
    kind,
    partName: readString(part.partName, `${path}.partName`, ''),
    props: cloneJson(part.props === undefined ? {} : readObject(part.props, `${path}.props`)),
  }
  if (children) read.children = children
  return read
}

function validateSymbol(value: unknown): SymbolWire {
  const symbol = readObject(value, '')
  const ids: string[] = []
  const children = readArray(symbol.children, 'children', []).map((c, i) =>
    readPart(c, `children[${i}]`, ids),
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
    children,
  }
}

/** Parses a symbol (custom graphic) document to v1.0. */
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
