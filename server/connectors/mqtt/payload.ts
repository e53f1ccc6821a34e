import type { PropertyBinding, PropertyType, Quality } from '../../live/types.ts'
import { QUALITIES } from '../../live/types.ts'

/** What an MQTT binding says, checked. */
export interface MqttBinding {
  /** Where values arrive; MQTT wildcards (+, #) allowed. */
  topic: string
  /** A JSON path into the payload (`data.value`, `values[0].v`); without it see `readPayload`. */
  path: string | null
  /** Where a user's write is published; default the `topic` itself (so every subscriber sees it). */
  writeTopic: string
  /** 'raw': the value as text (numbers, true/false, JSON for objects); 'json': `{"value":…,"timestamp":…}`. */
  writeFormat: 'raw' | 'json'
  qos: 0 | 1 | 2
  retain: boolean
}

/** Reads a binding `{ connector, topic, path?, writeTopic?, writeFormat?, qos?, retain? }`. */
export function readMqttBinding(binding: PropertyBinding): MqttBinding | { error: string } {
  const { topic, path, writeTopic, writeFormat, qos, retain } = binding
  if (typeof topic !== 'string' || topic.trim() === '') return { error: 'topic is required' }
  if (path !== undefined && (typeof path !== 'string' || parsePath(path) === null))
    return { error: 'path must be a JSON path like data.value or values[0]' }
  const target = writeTopic ?? topic
  if (typeof target !== 'string' || target === '' || /[+#]/.test(target))
    return { error: 'the write topic must be a topic without wildcards (set writeTopic)' }
  if (writeFormat !== undefined && writeFormat !== 'raw' && writeFormat !== 'json')
    return { error: "writeFormat must be 'raw' or 'json'" }
  if (qos !== undefined && qos !== 0 && qos !== 1 && qos !== 2) return { error: 'qos must be 0, 1 or 2' }
  if (retain !== undefined && typeof retain !== 'boolean') return { error: 'retain must be true or false' }
  return {
    topic,
    path: typeof path === 'string' && path !== '' ? path : null,
    writeTopic: target,
    writeFormat: writeFormat ?? 'raw',
    qos: qos ?? 1,
    retain: retain ?? false,
  }
}

/** `a.b[0].c` → ['a', 'b', 0, 'c']; null when malformed. */
export function parsePath(path: string): (string | number)[] | null {
  const steps: (string | number)[] = []
  for (const part of path.split('.')) {
    const match = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part)
    if (!match) return null
    if (match[1]) steps.push(match[1])
    for (const index of (match[2] ?? '').matchAll(/\[(\d+)\]/g)) steps.push(Number(index[1]))
    if (!match[1] && !match[2]) return null
  }
  return steps
}

function walk(data: unknown, steps: (string | number)[]): unknown {
  let at = data
  for (const step of steps) {
    if (typeof at !== 'object' || at === null) return undefined
    at = (at as Record<string | number, unknown>)[step]
  }
  return at
}

export interface ReadValue {
  value: unknown
  quality?: Quality
  timestamp?: string | number
}

const JSON_START = /^[[{"\d-]|^(?:true|false|null)$/

/**
 * Reads one message for a property. The payload is JSON when it parses as JSON, otherwise text (which the
 * live store reads leniently: "12.5", "on", "true"). With `path` the value is taken from the JSON there.
 * Without it, an object `{ value, timestamp?, quality? }` is read as a value with its time and quality
 * (a `json` property takes the whole object instead).
 */
export function readPayload(
  payload: Buffer | string,
  binding: MqttBinding,
  type: PropertyType,
): ReadValue | null {
  const text = (typeof payload === 'string' ? payload : payload.toString('utf8')).trim()
  let data: unknown = text
  if (JSON_START.test(text)) {
    try {
      data = JSON.parse(text)
    } catch {
      data = text
    }
  }
  if (binding.path) {
    const value = walk(data, parsePath(binding.path) ?? [])
    return value === undefined ? null : { value }
  }
  if (
    type !== 'json' &&
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    'value' in data
  ) {
    const vqt = data as { value: unknown; timestamp?: unknown; ts?: unknown; quality?: unknown }
    const time = vqt.timestamp ?? vqt.ts
    return {
      value: vqt.value,
      ...(QUALITIES.includes(vqt.quality as Quality) ? { quality: vqt.quality as Quality } : {}),
      ...(typeof time === 'string' || typeof time === 'number' ? { timestamp: time } : {}),
    }
  }
  return { value: data }
}

/** The message a user's write becomes. */
export function encodeWrite(value: unknown, binding: MqttBinding, user: string): string {
  if (binding.writeFormat === 'json')
    return JSON.stringify({ value, timestamp: new Date().toISOString(), user })
  return typeof value === 'string' ? value : JSON.stringify(value)
}
