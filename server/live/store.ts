import { type MessageDescriptor, withValues } from '../../engine/messages.ts'
import { LIVE_MESSAGES } from './messages.ts'
import type {
  ChangeOrigin,
  LiveObjectDefinition,
  LivePropertyDefinition,
  Quality,
  ValueChange,
  Vqt,
} from './types.ts'
import { liveKey } from './types.ts'
import { coerceValue, valueProblem, valueProblemMessage } from './values.ts'

/** A listener of value changes; called synchronously, in write order. */
export type ChangeListener = (change: ValueChange) => void

/** A listener of model changes: objects (re)defined or removed. */
export type ModelListener = (change: { defined: LiveObjectDefinition[]; removed: string[] }) => void

/** When a value was taken: ISO text, epoch milliseconds or a Date; default now. */
export type TimeInput = string | number | Date

export type WriteResult =
  | { ok: true; vqt: Vqt; changed: boolean }
  | { ok: false; status: 400 | 404; reason: MessageDescriptor }

interface Entry {
  definition: LivePropertyDefinition
  vqt: Vqt
}

/**
 * The in-memory live values of every object property, keyed by `objName.propName`, initialised from the
 * property defaults. Writes emit a change to the listeners (WebSocket hub, alarm engine, history writer)
 * only when the value or the quality changes; a same-value write just refreshes the timestamp.
 */
export class LiveStore {
  readonly #objects = new Map<string, LiveObjectDefinition>()
  readonly #entries = new Map<string, Entry>()
  readonly #changeListeners = new Set<ChangeListener>()
  readonly #modelListeners = new Set<ModelListener>()
  /** Errors thrown by listeners are reported here instead of breaking the writer. */
  onListenerError: (error: unknown) => void = () => {}

  /** Adds or replaces objects. Values survive a redefinition when they still fit the property's type. */
  define(definitions: readonly LiveObjectDefinition[]): void {
    if (definitions.length === 0) return
    const at = new Date().toISOString()
    const resets: ValueChange[] = []
    for (const definition of definitions) {
      const old = this.#objects.get(definition.name)
      const keep = new Set(definition.properties.map((p) => p.name))
      for (const property of old?.properties ?? []) {
        if (!keep.has(property.name)) this.#entries.delete(liveKey(definition.name, property.name))
      }
      this.#objects.set(definition.name, definition)
      for (const property of definition.properties) {
        const key = liveKey(definition.name, property.name)
        const entry = this.#entries.get(key)
        if (entry && valueProblem(property.type, entry.vqt.value) === null) {
          entry.definition = property
          continue
        }
        const vqt: Vqt = {
          value: property.defaultValue,
          // A bound property has no measured value until its connector delivers one.
          quality: property.binding ? 'uncertain' : 'good',
          timestamp: at,
        }
        this.#entries.set(key, { definition: property, vqt })
        if (entry)
          resets.push(this.#change(definition.name, property.name, vqt, entry.vqt, { kind: 'model' }))
      }
    }
    this.#emitModel({ defined: [...definitions], removed: [] })
    for (const change of resets) this.#emit(change)
  }

  /**
   * Moves the values of a renamed property to its new name, so the redefinition that follows the rename
   * keeps them (the property is the same one; only its name changed). Emits nothing.
   */
  renameProperty(objNames: readonly string[], from: string, to: string): void {
    for (const objName of objNames) {
      const entry = this.#entries.get(liveKey(objName, from))
      if (!entry) continue
      this.#entries.delete(liveKey(objName, from))
      this.#entries.set(liveKey(objName, to), entry)
    }
  }

  /** Forgets objects and their values. */
  remove(objNames: readonly string[]): void {
    const removed: string[] = []
    for (const name of objNames) {
      const definition = this.#objects.get(name)
      if (!definition) continue
      for (const property of definition.properties) this.#entries.delete(liveKey(name, property.name))
      this.#objects.delete(name)
      removed.push(name)
    }
    if (removed.length > 0) this.#emitModel({ defined: [], removed })
  }

  objectNames(): string[] {
    return [...this.#objects.keys()]
  }

  object(objName: string): LiveObjectDefinition | undefined {
    return this.#objects.get(objName)
  }

  property(objName: string, propName: string): LivePropertyDefinition | undefined {
    return this.#entries.get(liveKey(objName, propName))?.definition
  }

  has(key: string): boolean {
    return this.#entries.has(key)
  }

  get(objName: string, propName: string): Vqt | undefined {
    return this.getKey(liveKey(objName, propName))
  }

  getKey(key: string): Vqt | undefined {
    const entry = this.#entries.get(key)
    return entry ? { ...entry.vqt } : undefined
  }

  /** Every property of one object with its VQT, in model order; undefined for an unknown object. */
  snapshot(objName: string): { name: string; type: string; vqt: Vqt }[] | undefined {
    const definition = this.#objects.get(objName)
    if (!definition) return undefined
    return definition.properties.map((property) => ({
      name: property.name,
      type: property.type,
      vqt: { ...(this.#entries.get(liveKey(objName, property.name))?.vqt as Vqt) },
    }))
  }

  /**
   * Stores a value. `strict` (users, services) requires the exact JSON type; otherwise (connectors) text
   * and numbers are read leniently ("12.5" for a float). Never throws for bad input: answers why.
   */
  write(
    objName: string,
    propName: string,
    value: unknown,
    options: { quality?: Quality; timestamp?: TimeInput; origin: ChangeOrigin; strict?: boolean },
  ): WriteResult {
    const key = liveKey(objName, propName)
    const entry = this.#entries.get(key)
    if (!entry) return { ok: false, status: 404, reason: withValues(LIVE_MESSAGES.propertyMissing, { key }) }
    const type = entry.definition.type
    let stored = value
    if (options.strict) {
      const problem = valueProblem(type, value)
      if (problem)
        return { ok: false, status: 400, reason: valueProblemMessage('property', key, type, problem) }
    } else {
      const read = coerceValue(type, value)
      if (!read.ok) {
        const problem = valueProblem(type, value) ?? 'unknownType'
        return { ok: false, status: 400, reason: valueProblemMessage('property', key, type, problem) }
      }
      stored = read.value
    }
    const timestamp = toIso(options.timestamp)
    if (timestamp === null)
      return { ok: false, status: 400, reason: withValues(LIVE_MESSAGES.badTimestamp, { key }) }
    const previous = entry.vqt
    const vqt: Vqt = { value: stored, quality: options.quality ?? 'good', timestamp }
    entry.vqt = vqt
    const changed = previous.quality !== vqt.quality || !sameValue(previous.value, vqt.value)
    if (changed) this.#emit(this.#change(objName, propName, vqt, previous, options.origin))
    return { ok: true, vqt: { ...vqt }, changed }
  }

  /** Subscribes to value changes; answers the unsubscribe function. */
  onChange(listener: ChangeListener): () => void {
    this.#changeListeners.add(listener)
    return () => this.#changeListeners.delete(listener)
  }

  /** Subscribes to model changes (objects defined or removed); answers the unsubscribe function. */
  onModel(listener: ModelListener): () => void {
    this.#modelListeners.add(listener)
    return () => this.#modelListeners.delete(listener)
  }

  #change(objName: string, propName: string, vqt: Vqt, previous: Vqt, origin: ChangeOrigin): ValueChange {
    return { key: liveKey(objName, propName), objName, propName, ...vqt, previous: { ...previous }, origin }
  }

  #emit(change: ValueChange): void {
    for (const listener of this.#changeListeners) {
      try {
        listener(change)
      } catch (error) {
        this.onListenerError(error)
      }
    }
  }

  #emitModel(change: { defined: LiveObjectDefinition[]; removed: string[] }): void {
    for (const listener of this.#modelListeners) {
      try {
        listener(change)
      } catch (error) {
        this.onListenerError(error)
      }
    }
  }
}

/** The last 'now' as ISO text: connectors write thousands of values a millisecond apart or less. */
let nowMs = 0
let nowIso = ''

function toIso(time: TimeInput | undefined): string | null {
  if (time === undefined) {
    const ms = Date.now()
    if (ms !== nowMs) {
      nowMs = ms
      nowIso = new Date(ms).toISOString()
    }
    return nowIso
  }
  const date = time instanceof Date ? time : new Date(time)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  return JSON.stringify(a) === JSON.stringify(b)
}
