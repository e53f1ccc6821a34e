import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { SoftSensors } from '../../bigdata/softSensors.ts'
import { experimentRoutes } from './experiments.ts'
import { releaseRoutes } from './releases.ts'
import { sampleRoutes } from './samples.ts'
import { visionImageRoutes } from './vision/images.ts'
import { visionSetRoutes } from './vision/sets.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The soft sensors of this process (released models evaluated from live values). */
    softSensors: SoftSensors
  }
}

/**
 * Industrial big data (issue 27, /design/industry-big-data/:path): samples, experiments, releases and
 * machine vision
 * under /api/bigdata, and the soft sensors the releases publish. Not encapsulated (skip-override), so
 * `app.softSensors` is seen from the root. Needs `app.history` and `app.live`.
 */
async function bigData(app: FastifyInstance): Promise<void> {
  const sensors = new SoftSensors(app.db, app.live.store)
  app.decorate('softSensors', sensors)
  await app.register(
    async (api) => {
      await api.register(sampleRoutes)
      await api.register(experimentRoutes)
      await api.register(releaseRoutes(sensors))
      await api.register(visionSetRoutes)
      await api.register(visionImageRoutes)
    },
    { prefix: '/api/bigdata' },
  )
  // The objects are in the live store once the app is ready; a release's inputs are read from there.
  app.addHook('onReady', async () => sensors.reload())
  app.addHook('onClose', async () => sensors.close())
}

;(bigData as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true

export const bigDataArea: FastifyPluginAsync = bigData
