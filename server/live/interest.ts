/**
 * Which live keys someone is interested in right now (leased polling, issue 26): a key on a client's screen
 * (the WebSocket hub's subscriptions) or with an active alarm (the alarm engine). A connector polling slowly
 * speeds up a group while one of its keys is here. Listeners hear a key when it comes or goes.
 */
export class Interest {
  readonly #bySource = new Map<string, Set<string>>()
  readonly #listeners = new Set<(key: string) => void>()

  has(key: string): boolean {
    for (const keys of this.#bySource.values()) if (keys.has(key)) return true
    return false
  }

  /** Marks `key` as wanted (or not) by one source ('screen', 'alarm'). */
  set(source: string, key: string, wanted: boolean): void {
    let keys = this.#bySource.get(source)
    if (!keys) {
      keys = new Set()
      this.#bySource.set(source, keys)
    }
    const before = this.has(key)
    if (wanted) keys.add(key)
    else keys.delete(key)
    if (this.has(key) !== before) for (const listener of this.#listeners) listener(key)
  }

  onChange(listener: (key: string) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }
}
