/**
 * The live-value model: every property of every object instance has a value with quality and timestamp
 * (VQT), kept in memory under the key `objName.propName`.
 */

/** Property data types of object models. */
export const PROPERTY_TYPES = [
  'int',
  'long',
  'float',
  'double',
  'bool',
  'string',
  'datetime',
  'json',
] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]

/** OPC-style quality: 'good' from a healthy source, 'bad' when the source failed, 'uncertain' otherwise. */
export type Quality = 'good' | 'bad' | 'uncertain'
export const QUALITIES: readonly Quality[] = ['good', 'bad', 'uncertain']

/** A value with its quality and timestamp (ISO-8601 UTC). */
export interface Vqt {
  value: unknown
  quality: Quality
  timestamp: string
}

/** Where a connector reads and publishes one property; everything beyond `connector` is its own. */
export interface PropertyBinding {
  connector: string
  [setting: string]: unknown
}

/** An alarm limit in force on a property (spec S1 §3), with the instance's overrides applied. */
export interface LiveAlarmLimit {
  name: string
  showName: string
  alertType: 'gt' | 'ge' | 'lt' | 'le'
  limitValue: number
  /** An active alarm clears only once the value is back past the limit by this much (≥ 0; none: 0). */
  deadband?: number
  enabled: boolean
  priority: number
  color: string
}

/** What the live store knows of one property. */
export interface LivePropertyDefinition {
  name: string
  type: PropertyType
  defaultValue: unknown
  writable: boolean
  unit: string
  binding: PropertyBinding | null
  alarmLimits: LiveAlarmLimit[]
}

/** What the live store knows of one object instance. */
export interface LiveObjectDefinition {
  name: string
  templateName: string | null
  properties: LivePropertyDefinition[]
}

/** Who caused a change: a connector, a signed-in user (HTTP or service), or the model (defaults). */
export type ChangeOrigin =
  | { kind: 'connector'; connector: string }
  | { kind: 'user'; userId: number; username: string }
  | { kind: 'model' }

/** One change of a live value, as the store emits it to its listeners (hub, alarms, history). */
export interface ValueChange extends Vqt {
  key: string
  objName: string
  propName: string
  previous: Vqt | undefined
  origin: ChangeOrigin
}

/** An alarm event the alarm engine publishes to WebSocket clients; its fields are the engine's. */
export interface AlarmEvent {
  /** e.g. 'raised' | 'acknowledged' | 'cleared' */
  action: string
  objName: string
  propName: string
  [field: string]: unknown
}

/** `objName.propName`; object and property names cannot contain dots, so the split is unambiguous. */
export const liveKey = (objName: string, propName: string) => `${objName}.${propName}`

export function splitKey(key: string): { objName: string; propName: string } | null {
  const dot = key.indexOf('.')
  if (dot <= 0 || dot === key.length - 1) return null
  return { objName: key.slice(0, dot), propName: key.slice(dot + 1) }
}
