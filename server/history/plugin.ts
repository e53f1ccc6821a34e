import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import '../live/context.ts'
import { HistoryKeys } from './keys.ts'
import { type Leadership, leadership } from './leader.ts'
import { purgeHistory } from './purge.ts'
import { readTrends, type TrendSeries } from './query.ts'
import { type NumericSample, readSamples } from './samples.ts'
import { type HistorySettings, historySettings } from './settings.ts'
import { HistoryWriter } from './writer.ts'

/** `app.history`: the writer, trend reads and the leadership shared with other periodic jobs. */
export interface HistoryService {
  settings: HistorySettings
  writer: HistoryWriter | null
  /** PostgreSQL with several processes: only the leader writes history and runs the periodic jobs. */
  leader: Leadership
  read(query: { keys: string[]; start: string; end: string }, maxPoints?: number): Promise<TrendSeries[]>
  /** Stored numeric samples of one property in [start, end] (epoch ms) and the one before (statistics). */
  samples(
    key: string,
    start: number,
    end: number,
  ): Promise<{ prior: NumericSample | null; samples: NumericSample[] }>
  /** Writes what is buffered (tests, statistics before they read). */
  flush(): Promise<void>
  /** Drops cached key ids after a property rename moved them in the database. */
  forgetKeys(keys: readonly string[]): void
  purge(now?: number): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    history: HistoryService
  }
}

/**
 * Records live value changes (server/history/writer.ts), answers trend reads through `app.live.history`
 * (PUT /api/objectselector/history/data) and purges values past the retention. Registered after the live
 * plugin and before the connectors.
 */
async function history(app: FastifyInstance): Promise<void> {
  const settings = historySettings(process.env, app.config.history)
  const keys = new HistoryKeys(app.db)
  await keys.load()
  const leader = leadership(app.db, app.engine, 'gantry-history', settings.leaderRetryMs)
  await leader.ready()
  const writer = settings.enabled
    ? new HistoryWriter(app.db, app.engine, app.live.store, keys, leader, {
        flushMs: settings.flushMs,
        batchRows: settings.batchRows,
        maxBufferRows: settings.maxBufferRows,
        onError: (error) => app.log.error({ err: error }, 'history: writing values failed'),
      })
    : null
  writer?.start()

  const service: HistoryService = {
    settings,
    writer,
    leader,
    read: (query, maxPoints = settings.maxPoints) =>
      readTrends(
        {
          db: app.db,
          keys,
          store: app.live.store,
          pending: (key, start, end) => writer?.pending(key, start, end) ?? [],
        },
        query,
        maxPoints,
      ),
    samples: (key, start, end) => readSamples(app.db, keys, key, start, end),
    flush: async () => writer?.flush(),
    forgetKeys: (names) => keys.forget(names),
    purge: (now) => purgeHistory(app.db, settings.retentionDays, now),
  }
  app.decorate('history', service)
  app.live.history = { read: (query) => service.read(query) }

  const purge = () => {
    if (!leader.isLeader()) return
    service.purge().catch((error) => app.log.warn({ err: error }, 'history purge failed'))
  }
  const first = setTimeout(purge, 60_000)
  const timer = setInterval(purge, settings.purgeEveryMs)
  first.unref()
  timer.unref()
  app.addHook('onClose', async () => {
    clearTimeout(first)
    clearInterval(timer)
    // Embedded SQLite: this process alone collects, so its stop is a gap in every trend.
    await writer?.stop({ markShutdown: app.engine === 'sqlite' })
    await leader.stop()
  })
}
;(history as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true

export const historyPlugin: FastifyPluginAsync = history
