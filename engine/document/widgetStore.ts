import type { WidgetNode } from './pageDoc.ts'

/**
 * A block's widgets, keyed by id inside 64 hash buckets. immer copies and re-walks every key of
 * an object it changes, so one flat record of 4,000 widgets costs milliseconds per edit; with
 * buckets an edit copies about sixty keys. Patches still address ids, never array positions.
 */
export type WidgetStore = Record<string, Record<string, WidgetNode>>

/** Number of buckets; fixed, so a widget's bucket never changes. */
export const WIDGET_BUCKETS = 64

/** The bucket key of a widget id (FNV-1a hash). */
export function bucketOf(id: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return `k${(hash >>> 0) % WIDGET_BUCKETS}`
}

/** The widget with `id`, or undefined. */
export function getWidget(store: WidgetStore, id: string): WidgetNode | undefined {
  return store[bucketOf(id)]?.[id]
}

/** Whether the store holds a widget with `id`. */
export function hasWidget(store: WidgetStore, id: string): boolean {
  return getWidget(store, id) !== undefined
}

/** Adds or replaces a widget (on an immer draft or a fresh store). */
export function putWidget(store: WidgetStore, node: WidgetNode): void {
  const key = bucketOf(node.id)
  const bucket = store[key]
  if (bucket) bucket[node.id] = node
  else store[key] = { [node.id]: node }
}

/** Removes a widget; an emptied bucket goes too, so empty blocks stay `{}`. */
export function deleteWidget(store: WidgetStore, id: string): void {
  const key = bucketOf(id)
  const bucket = store[key]
  if (!bucket || !(id in bucket)) return
  delete bucket[id]
  for (const _ in bucket) return
  delete store[key]
}

/** Every widget, in no particular order (use byOrder for z-order). */
export function listWidgets(store: WidgetStore): WidgetNode[] {
  const all: WidgetNode[] = []
  for (const bucket of Object.values(store)) for (const node of Object.values(bucket)) all.push(node)
  return all
}

/** How many widgets the store holds. */
export function countWidgets(store: WidgetStore): number {
  let n = 0
  for (const bucket of Object.values(store)) n += Object.keys(bucket).length
  return n
}

/** A store holding `nodes`. */
export function storeOf(nodes: Iterable<WidgetNode>): WidgetStore {
  const store: WidgetStore = {}
  for (const node of nodes) putWidget(store, node)
  return store
}

interface BucketExtremes {
  min: string | null
  minId: string | null
  max: string | null
  maxId: string | null
}

// Buckets are never mutated once a command has produced them, so their lowest and highest
// z-order keys can be cached per bucket object: "bring to front" then reads 64 cached pairs
// instead of every widget of the block.
const extremesCache = new WeakMap<object, BucketExtremes>()

function scanBucket(bucket: Record<string, WidgetNode>, exclude?: ReadonlySet<string>): BucketExtremes {
  const found: BucketExtremes = { min: null, minId: null, max: null, maxId: null }
  for (const id in bucket) {
    if (exclude?.has(id)) continue
    const order = (bucket[id] as WidgetNode).order
    if (found.min === null || order < found.min) {
      found.min = order
      found.minId = id
    }
    if (found.max === null || order > found.max) {
      found.max = order
      found.maxId = id
    }
  }
  return found
}

function cachedExtremes(bucket: Record<string, WidgetNode>): BucketExtremes {
  let extremes = extremesCache.get(bucket)
  if (!extremes) {
    extremes = scanBucket(bucket)
    extremesCache.set(bucket, extremes)
  }
  return extremes
}

/**
 * The lowest or highest z-order key among the store's widgets, leaving out `exclude`. Pass
 * plain (non-draft) data: the per-bucket cache relies on buckets never changing in place.
 */
export function extremeOrder(
  store: WidgetStore,
  which: 'min' | 'max',
  exclude?: ReadonlySet<string>,
): string | null {
  let result: string | null = null
  for (const bucket of Object.values(store)) {
    let extremes = cachedExtremes(bucket)
    // The cached value stands unless the excluded widgets include the bucket's own extreme.
    const extremeId = which === 'max' ? extremes.maxId : extremes.minId
    if (exclude && extremeId !== null && exclude.has(extremeId)) extremes = scanBucket(bucket, exclude)
    const candidate = extremes[which]
    if (candidate === null) continue
    if (result === null || (which === 'max' ? candidate > result : candidate < result)) result = candidate
  }
  return result
}
