import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import '../live/context.ts'
import { AlarmColors } from './colors.ts'
import { AlarmEngine } from './engine.ts'
import { alarmSettings } from './settings.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The alarm engine (server/alarms); the routes of server/routes/alarms read and acknowledge through it. */
    alarms: AlarmEngine
  }
}

const PURGE_EVERY_MS = 60 * 60 * 1000

/**
 * Starts the alarm engine on `app.live` (registered after the live plugin, before the connectors, so the
 * first connector values are evaluated) and decorates the root instance with `app.alarms`.
 */
async function alarms(app: FastifyInstance): Promise<void> {
  const settings = alarmSettings(process.env, app.config.alarms)
  const engine = new AlarmEngine(app.db, app.live.store, app.live.hub, new AlarmColors(app.db), {
    syncMs: settings.syncMs,
    onError: (error) => app.log.error({ err: error }, 'alarm engine: writing alarms failed'),
  })
  await engine.start()
  app.decorate('alarms', engine)

  // Removed and acknowledged alarms past the retention: idempotent, so every process may run it.
  const purge = async () => {
    if (settings.retentionDays <= 0) return
    const cutoff = new Date(Date.now() - settings.retentionDays * 86_400_000).toISOString()
    await app.db
      .deleteFrom('alarms')
      .where('isRemove', '=', 1)
      .where('isConfirm', '=', 1)
      .where('alarmTime', '<', cutoff)
      .execute()
      .catch((error) => app.log.warn({ err: error }, 'alarm purge failed'))
  }
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await engine.stop()
  })
}
;(alarms as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true

export const alarmsPlugin: FastifyPluginAsync = alarms
