import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { schedulerRoutes } from './routes.ts'
import { TaskScheduler } from './scheduler.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The task scheduler of this process (tests drive its `tick` with a chosen clock). */
    taskScheduler: TaskScheduler
  }
}

/**
 * The task scheduler: its calls under /api/scheduler and the loop that runs due tasks. Not encapsulated
 * (skip-override), so `app.taskScheduler` is seen from the root. Needs `app.history` and `app.live`.
 */
async function scheduler(app: FastifyInstance): Promise<void> {
  const scheduler = new TaskScheduler(app)
  app.decorate('taskScheduler', scheduler)
  await app.register(schedulerRoutes(scheduler), { prefix: '/api/scheduler' })
  app.addHook('onReady', async () => scheduler.start())
  app.addHook('onClose', async () => scheduler.stop())
}

;(scheduler as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true

export const schedulerArea: FastifyPluginAsync = scheduler
