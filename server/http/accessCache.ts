import type { DataAccess } from '../../engine/rules/dataAccess.ts'
import type { findSession } from './session.ts'

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>

interface Entry<T> {
  value: T
  at: number
  epoch: number
}

/**
 * A short-lived, per-process cache of sessions, permitted resource codes and data permissions. Nearly every API call
 * is a read by one of a few sessions, and these two look-ups were half the cost of a list call.
 * Every API write clears it (so a logout, a disabled user or a changed role applies at once in this
 * process), as does the start or end of a restore; another process sees such a change within `ttlMs`.
 */
export class AccessCache {
  readonly #sessions = new Map<string, Entry<SessionRow>>()
  readonly #resources = new Map<number, Entry<Set<string>>>()
  readonly #dataAccess = new Map<number, Entry<DataAccess>>()

  constructor(
    readonly ttlMs = 2_000,
    private readonly maxEntries = 10_000,
  ) {}

  session(ticketHash: string, epoch: number, nowMs: number): SessionRow | undefined {
    return this.#fresh(this.#sessions, ticketHash, epoch, nowMs)
  }

  rememberSession(ticketHash: string, row: SessionRow, epoch: number, nowMs: number): void {
    this.#put(this.#sessions, ticketHash, row, epoch, nowMs)
  }

  resources(userId: number, epoch: number, nowMs: number): Set<string> | undefined {
    return this.#fresh(this.#resources, userId, epoch, nowMs)
  }

  rememberResources(userId: number, codes: Set<string>, epoch: number, nowMs: number): void {
    this.#put(this.#resources, userId, codes, epoch, nowMs)
  }

  dataAccess(userId: number, epoch: number, nowMs: number): DataAccess | undefined {
    return this.#fresh(this.#dataAccess, userId, epoch, nowMs)
  }

  rememberDataAccess(userId: number, access: DataAccess, epoch: number, nowMs: number): void {
    this.#put(this.#dataAccess, userId, access, epoch, nowMs)
  }

  /** Forgets everything (after any write). */
  clear(): void {
    this.#sessions.clear()
    this.#resources.clear()
    this.#dataAccess.clear()
  }

  #fresh<K, T>(map: Map<K, Entry<T>>, key: K, epoch: number, nowMs: number): T | undefined {
    const entry = map.get(key)
    if (!entry) return undefined
    if (entry.epoch !== epoch || nowMs - entry.at > this.ttlMs) {
      map.delete(key)
      return undefined
    }
    return entry.value
  }

  #put<K, T>(map: Map<K, Entry<T>>, key: K, value: T, epoch: number, nowMs: number): void {
    if (map.size >= this.maxEntries) map.clear()
    map.set(key, { value, at: nowMs, epoch })
  }
}
