import type { FastifyInstance } from 'fastify'
import { HttpError } from './httpError.ts'
import { HTTP_MESSAGES } from './messages.ts'

/**
 * While a restore runs every other API call answers 425 (spec S1 §4 "System maintenance"): the app then
 * shows its overlay and polls the restore status, which stays reachable.
 */
export class MaintenanceGate {
  #reason: string | null = null
  #epoch = 0
  /** Paths that keep answering during maintenance. */
  readonly openPaths = new Set(['/api/config/system/restore/status'])

  get active(): boolean {
    return this.#reason !== null
  }

  begin(reason: string): void {
    this.#reason = reason
    this.#epoch++
  }

  end(): void {
    this.#reason = null
    this.#epoch++
  }

  /** Changes whenever maintenance begins or ends: caches of database reads compare it to drop stale data. */
  get epoch(): number {
    return this.#epoch
  }

  get reason(): string {
    return this.#reason ?? ''
  }
}

export function registerMaintenanceGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!app.maintenance.active || !request.url.startsWith('/api/')) return
    const path = request.url.split('?')[0] ?? ''
    if (app.maintenance.openPaths.has(path)) return
    throw new HttpError(425, HTTP_MESSAGES.maintenance)
  })
}
