import type { FastifyInstance } from 'fastify'
import { FlowHost } from '../../flow/host.ts'
import { alarmTaskRoutes } from './alarmTasks.ts'
import { delegationRoutes } from './delegations.ts'
import { diagramRoutes } from './diagrams.ts'
import { processRoutes } from './processes.ts'
import { taskRoutes } from './tasks.ts'
import { templateRoutes } from './templates.ts'
import { versionRoutes } from './versions.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The workflow host (server/flow/host.ts): runs instances, their timers and service tasks. */
    flow: FlowHost
  }
}

/** The workflow calls of spec S1 §7, mounted under /api/flow; starts the host that resumes instances. */
export async function flowArea(app: FastifyInstance): Promise<void> {
  await app.register(delegationRoutes)
  await app.register(diagramRoutes)
  await app.register(versionRoutes)
  await app.register(processRoutes)
  await app.register(taskRoutes)
  await app.register(alarmTaskRoutes)
  await app.register(templateRoutes)
}

/** Creates `app.flow` on the root instance and resumes instances once the server is ready. */
export function registerFlowHost(app: FastifyInstance): void {
  const host = new FlowHost(app)
  app.decorate('flow', host)
  app.addHook('onReady', async () => {
    await host.start()
  })
  app.addHook('onClose', async () => {
    host.stop()
    await host.settled()
  })
}
