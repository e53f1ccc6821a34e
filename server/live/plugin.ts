import websocket from '@fastify/websocket'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type pg from 'pg'
import { metadataModelSource } from '../routes/metadata/model/liveSource.ts'
import './context.ts'
import type { HubOptions } from './hub.ts'
import { PostgresModelSync } from './modelSync.ts'
import { LiveRuntime } from './runtime.ts'
import { liveSettings } from './settings.ts'

/** The largest client frame: a subscribe message with a few thousand keys fits easily. */
const MAX_PAYLOAD = 1024 * 1024

export interface LivePluginOptions {
  hub?: HubOptions
  /** PostgreSQL: opens the connection that listens for model changes made by other processes. */
  dedicatedClient?: (() => pg.Client) | undefined
}

/**
 * Decorates the root instance with `app.live` (values of every instance property, loaded from the model
 * at start-up) and adds WebSocket support for routes declared with `websocket: true`. Registered before
 * the metadata, runtime and object-selector routes, which all use `app.live`.
 */
async function liveValues(app: FastifyInstance, options: LivePluginOptions): Promise<void> {
  const settings = liveSettings(process.env, app.config.live)
  const live = new LiveRuntime(metadataModelSource(app.db), {
    hub: { batchMs: settings.batchMs, fanOutBudget: settings.fanOutBudget, ...options.hub },
  })
  live.store.onListenerError = (error) => app.log.error({ err: error }, 'live value listener failed')
  live.onSyncError = (error) => app.log.error({ err: error }, 'announcing a model change failed')
  if (app.engine === 'postgres' && options.dedicatedClient) {
    const sync = new PostgresModelSync(app.db, options.dedicatedClient, live, {
      retryMs: settings.syncRetryMs,
      heartbeatMs: settings.syncHeartbeatMs,
      onError: (error, what) => app.log.error({ err: error }, what),
    })
    live.sync = sync
    // Listening before the first read: a change committed in between is heard, not lost.
    await sync.started()
  }
  try {
    await live.loadAll()
  } catch (error) {
    await live.sync.close()
    throw error
  }
  app.decorate('live', live)
  if (!app.hasPlugin('@fastify/websocket')) {
    await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD } })
  }
  app.addHook('onClose', async () => live.close())
}
// Like fastify-plugin: the decoration belongs to the root instance, not to an encapsulated child.
;(liveValues as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true

export const livePlugin: FastifyPluginAsync<LivePluginOptions> = liveValues
