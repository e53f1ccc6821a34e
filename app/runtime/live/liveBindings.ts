/**
 * Live values of one runtime page: which widget props each `objName.propName` key feeds, the latest
 * transformed value per bound prop, and a once-per-animation-frame flush that hands each changed widget a
 * new `LiveProps` object. Live values live here only: never in the document, never in undo history.
 */
import type { Binding } from '../../../engine/document/persisted'
import { applyTransform } from '../../../plugins/shared/transforms'
import type { LiveProps, LiveValue } from '../../../plugins/shared/viewContract'
import type { WireVqt } from './liveSocket'

interface Target {
  widgetId: string
  prop: string
  binding: Binding
}

/** What the bindings need of a widget. */
export interface BoundWidget {
  id: string
  bindings: Readonly<Record<string, Binding>>
}

type Scheduler = (flush: () => void) => void

/** A bound key's latest value as the server sent it (before transforms), or 'unavailable'. */
export type SourceValue = WireVqt | 'unavailable'

const EMPTY: LiveProps = Object.freeze({})

const nextFrame: Scheduler = (flush) => {
  requestAnimationFrame(() => flush())
}

/** The key of a bound property, as the live-value socket names it. */
export function bindingKey(binding: Pick<Binding, 'objName' | 'propName'>): string {
  return `${binding.objName}.${binding.propName}`
}

export class LiveBindings {
  private readonly targets = new Map<string, Target[]>()
  /** The bindings of each widget that has at least one. */
  private readonly byWidget = new Map<string, Readonly<Record<string, Binding>>>()
  private readonly live = new Map<string, LiveProps>()
  private readonly pending = new Map<string, Record<string, LiveValue>>()
  /** Per bound key, what the server last sent: the page's values list shows it beside what widgets show. */
  private readonly sources = new Map<string, SourceValue>()
  private readonly listeners = new Map<string, Set<() => void>>()
  private readonly frameListeners = new Set<(changed: ReadonlySet<string>) => void>()
  private scheduled = false
  /** Grows by one with every flush that changed something (the shape layer redraws on it). */
  revision = 0

  constructor(
    widgets: Iterable<BoundWidget>,
    private readonly schedule: Scheduler = nextFrame,
  ) {
    // Runs for every widget of a page before its first render: one pass, no per-prop allocations but
    // the target itself.
    for (const widget of widgets) {
      const { id, bindings } = widget
      let bound = false
      for (const prop in bindings) {
        const binding = bindings[prop]
        if (!binding?.objName || !binding.propName) continue
        const key = bindingKey(binding)
        const target = { widgetId: id, prop, binding }
        const list = this.targets.get(key)
        if (list) list.push(target)
        else this.targets.set(key, [target])
        bound = true
      }
      if (bound) this.byWidget.set(id, bindings)
    }
  }

  /** Every bound key of the page: what the socket follows. */
  keys(): string[] {
    return [...this.targets.keys()]
  }

  /** True once every bound widget has received at least one value. */
  get complete(): boolean {
    return this.live.size >= this.byWidget.size
  }

  /** How many widget props are bound. */
  get boundCount(): number {
    let count = 0
    for (const list of this.targets.values()) count += list.length
    return count
  }

  /** Takes values from the socket; they reach the views at the next animation frame. */
  receive(values: Record<string, WireVqt>): void {
    for (const key in values) {
      const targets = this.targets.get(key)
      const vqt = values[key]
      if (!targets || !vqt) continue
      this.sources.set(key, vqt)
      const time = Date.parse(vqt.timestamp)
      for (const { widgetId, prop, binding } of targets) {
        const value =
          vqt.quality === 'bad' && vqt.value === null ? undefined : transformedValue(vqt.value, binding)
        let updates = this.pending.get(widgetId)
        if (!updates) {
          updates = {}
          this.pending.set(widgetId, updates)
        }
        updates[prop] = { value, quality: vqt.quality, time: Number.isNaN(time) ? Date.now() : time }
      }
    }
    if (this.pending.size > 0 && !this.scheduled) {
      this.scheduled = true
      this.schedule(() => this.flush())
    }
  }

  /**
   * Keys the server will not send (unknown, or refused by the user's data permissions): their widgets
   * keep the designed value with a bad-quality mark, so an operator never reads a missing value as live.
   */
  unavailable(keys: Iterable<string>): void {
    const time = Date.now()
    for (const key of keys) {
      if (this.targets.has(key)) this.sources.set(key, 'unavailable')
      for (const { widgetId, prop } of this.targets.get(key) ?? []) {
        let updates = this.pending.get(widgetId)
        if (!updates) {
          updates = {}
          this.pending.set(widgetId, updates)
        }
        updates[prop] = { value: undefined, quality: 'bad', time }
      }
    }
    if (this.pending.size > 0 && !this.scheduled) {
      this.scheduled = true
      this.schedule(() => this.flush())
    }
  }

  /**
   * The connection to the server dropped: every value shown becomes bad quality, kept as the last one
   * known (OPC's "last known value"). Widgets mark it, a live chart breaks its line, and the values
   * list says so, until the new connection sends the values afresh.
   */
  connectionLost(): void {
    const stale: Record<string, WireVqt> = {}
    for (const [key, source] of this.sources) {
      if (source !== 'unavailable' && source.quality !== 'bad') stale[key] = { ...source, quality: 'bad' }
    }
    this.receive(stale)
  }

  /** Applies the pending values: one new LiveProps per changed widget, then tells the listeners. */
  flush(): void {
    this.scheduled = false
    if (this.pending.size === 0) return
    const changed = new Set(this.pending.keys())
    for (const [widgetId, updates] of this.pending) {
      this.live.set(widgetId, { ...(this.live.get(widgetId) ?? EMPTY), ...updates })
    }
    this.pending.clear()
    this.revision += 1
    for (const widgetId of changed) {
      const set = this.listeners.get(widgetId)
      if (set) for (const listener of set) listener()
    }
    for (const listener of this.frameListeners) listener(changed)
  }

  /**
   * The key's latest value as sent (applied to `sources` on receipt, so it may be a frame ahead of what
   * the widgets show); undefined before the first.
   */
  source(key: string): SourceValue | undefined {
    return this.sources.get(key)
  }

  /** The widget's live props; the same object until one of its values changes. */
  get(widgetId: string): LiveProps {
    return this.live.get(widgetId) ?? EMPTY
  }

  /** Calls `listener` after each flush that changed the widget (for useSyncExternalStore). */
  subscribe(widgetId: string, listener: () => void): () => void {
    let set = this.listeners.get(widgetId)
    if (!set) {
      set = new Set()
      this.listeners.set(widgetId, set)
    }
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0) this.listeners.delete(widgetId)
    }
  }

  /** Calls `listener` after every flush with the ids of the widgets that changed. */
  onFlush(listener: (changed: ReadonlySet<string>) => void): () => void {
    this.frameListeners.add(listener)
    return () => this.frameListeners.delete(listener)
  }

  /** The binding behind a widget prop, for writes (an input's value) and events. */
  bindingOf(widgetId: string, prop: string): Binding | null {
    const binding = this.byWidget.get(widgetId)?.[prop]
    return binding?.objName && binding.propName ? binding : null
  }
}

/** A bound value through its binding's transform; a failing transform (an expression error) gives undefined. */
export function transformedValue(value: unknown, binding: Binding): unknown {
  try {
    return applyTransform(value, binding.transform)
  } catch {
    return undefined
  }
}
