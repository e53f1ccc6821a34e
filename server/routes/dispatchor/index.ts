import type { FastifyInstance } from 'fastify'
import { statisticsRoutes } from './statistics/routes.ts'
import { StatisticsScheduler } from './statistics/scheduler.ts'

/**
 * The spec's dispatch statistics calls (S0 §7 "Dispatch statistics"), mounted under /api/dispatchor, and
 * the scheduler of periodic statistics tasks. Needs `app.history` (server/history/plugin.ts).
 */
export async function dispatchorArea(app: FastifyInstance): Promise<void> {
  await app.register(statisticsRoutes)
  const scheduler = new StatisticsScheduler(app)
  app.addHook('onReady', async () => scheduler.start())
  app.addHook('onClose', async () => scheduler.stop())
}
