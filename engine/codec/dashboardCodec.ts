import { cloneJson } from '../document/clone.ts'
import { DASHBOARD_VERSION, type DashboardCardWire, type DashboardWire } from '../document/persisted.ts'
import { decodeVersioned, taggedVersion } from './jsonInput.ts'
import { assertMigrationChain, type DocumentMigration } from './migrations.ts'
import type { CodecResult } from './result.ts'
import { assertUniqueIds, readArray, readNumber, readObject, readString, unknownFields } from './shape.ts'

/** Dashboard migrations: v0 was a bare array of cards. */
export const DASHBOARD_MIGRATIONS: readonly DocumentMigration[] = [
  {
    id: 1,
    name: 'WrapCardArray',
    from: 'v0',
    to: 'v1.0',
    up: (doc) =>
      Array.isArray(doc)
        ? { version: 'v1.0', mkey: '', fields: [], cards: doc }
        : { ...(doc as object), version: 'v1.0' },
  },
]
assertMigrationChain('dashboard', DASHBOARD_MIGRATIONS)

function readCard(value: unknown, path: string): DashboardCardWire {
  const card = readObject(value, path)
  return {
    ...cloneJson(unknownFields(card, ['id', 'type', 'x', 'y', 'w', 'h', 'props'])),
    id: readString(card.id, `${path}.id`),
    type: readString(card.type, `${path}.type`),
    x: readNumber(card.x, `${path}.x`, 0),
    y: readNumber(card.y, `${path}.y`, 0),
    w: readNumber(card.w, `${path}.w`),
    h: readNumber(card.h, `${path}.h`),
    props: cloneJson(card.props === undefined ? {} : readObject(card.props, `${path}.props`)),
  }
}

function validateDashboard(value: unknown): DashboardWire {
  const dash = readObject(value, '')
  const cards = readArray(dash.cards, 'cards', []).map((c, i) => readCard(c, `cards[${i}]`))
  assertUniqueIds(
    cards.map((c) => c.id),
    'cards',
  )
  return {
    ...cloneJson(unknownFields(dash, ['version', 'mkey', 'fields', 'cards'])),
    version: DASHBOARD_VERSION,
    mkey: readString(dash.mkey, 'mkey', ''),
    fields: readArray(dash.fields, 'fields', []).map((f, i) => readString(f, `fields[${i}]`)),
    cards,
  }
}

/** Parses a user dashboard configuration (configInfo) to v1.0. */
export function decodeDashboard(input: unknown): CodecResult<DashboardWire> {
  return decodeVersioned(
    'dashboard',
    input,
    DASHBOARD_MIGRATIONS,
    (value) => (Array.isArray(value) ? 'v0' : taggedVersion(value)),
    validateDashboard,
  )
}

/** Serialises a dashboard configuration. */
export function encodeDashboard(dashboard: DashboardWire): string {
  return JSON.stringify(dashboard)
}
