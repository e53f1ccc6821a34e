import type { LiveRuntime } from './runtime.ts'

/** `app.live`: the value store, connectors, WebSocket hub and history reader (decorated by plugin.ts). */
declare module 'fastify' {
  interface FastifyInstance {
    live: LiveRuntime
  }
}
