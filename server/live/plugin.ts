import websocket from '@fastify/websocket'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { metadataModelSource } from '../routes/metadata/model/liveSource.ts'
import './context.ts'
import type { HubOptions } from './hub.ts'
import { LiveRuntime } from './runtime.ts'

/** The largest client frame: a subscribe message with a few thousand keys fits easily. */
const MAX_PAYLOAD = 1024 * 1024

/**
 * Decorates the root instance with `app.live` (values of every instance property, loaded from the model
 * at start-up) and adds WebSocket support for routes declared with `websocket: true`. Registered before
 * the metadata, runtime and object-selector routes, which all use `app.live`.
 */
async function liveValues(app: FastifyInstance, options: { hub?: HubOptions }): Promise<void> {
  const live = new LiveRuntime(metadataModelSource(app.db), options)
  live.store.onListenerError = (error) => app.log.error({ err: error }, 'live value listener failed')
  await live.loadAll()
  app.decorate('live', live)
  if (!app.hasPlugin('@fastify/websocket')) {
    await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD } })
  }
  app.addHook('onClose', async () => live.close())
}
// Like fastify-plugin: the decoration belongs to the root instance, not to an encapsulated child.
;(liveValues as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true

export const livePlugin: FastifyPluginAsync<{ hub?: HubOptions }> = liveValues
