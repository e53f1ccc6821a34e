import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import type { PasswordSettingsStore } from '../routes/auth/passwd/settingsStore.ts'
import type { Access } from './access.ts'
import type { MaintenanceGate } from './maintenance.ts'
import type { SessionUser } from './session.ts'

/** What the app carries for every route module: `app.db`, `app.config`, `request.session`, ... */
declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    engine: Db['engine']
    config: ServerConfig
    maintenance: MaintenanceGate
    passwordSettings: PasswordSettingsStore
  }
  interface FastifyRequest {
    /** The caller, set by the authentication hook; null on public routes without a ticket. */
    session: SessionUser | null
    /** What the operation log records for this write; defaults to the route pattern. */
    operation: { action?: string; target?: string } | null
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route must say (checked when routes are added). */
    access?: Access
    /** The WebSocket also accepts the ticket as `?ticket=` (a browser cannot give it a header). */
    ticketInQuery?: boolean
    /** A download address: also accepts a one-use `?download=` token (`http/downloadTokens.ts`). */
    downloadToken?: boolean
    /** A POST or PUT that only reads (the spec's query calls): not written to the operation log. */
    readOnly?: boolean
    /** 'skip': a write too frequent and too slight for the operation log (page-view reports). */
    operationLog?: 'skip'
  }
}
