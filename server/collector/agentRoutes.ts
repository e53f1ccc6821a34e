import type { FastifyInstance } from 'fastify'
import { ConnectorNoAnswer, ConnectorUnavailable } from '../live/connectors.ts'
import type { Quality } from '../live/types.ts'
import { authenticateCollector } from './keys.ts'
import { HEARTBEAT_MS, heldBy, LEASE_MS, LeaseWatch, markBad, releaseLeases, renewLeases } from './leases.ts'
import { Relay, type RelayAnswer, RelayNoAnswer, RelayNoHolder } from './relay.ts'
import type { Driver } from './routes.ts'
import { answersBody, heartbeatBody, requestsBody, valuesBody } from './schema.ts'
import { CollectorRelay, type RelayedValue } from './valueBroadcast.ts'

interface SentValue {
  connector: string
  objName: string
  propName: string
  value?: unknown
  quality?: Quality
  timestamp?: string
}

/**
 * The calls an external collector process makes with its key (`npm run collector`, server/collector/agent):
 * the heartbeat (drivers in, connectors, leases and bindings out), the values its connectors read, which
 * go into the live store as the built-in connectors' values do (alarms and history see them alike), and the
 * relay: the requests for its connectors (writes, OPC UA browse, certificates) and its answers. Answers the
 * relay, for the routes that ask an external collector.
 */
export async function agentRoutes(app: FastifyInstance): Promise<Relay> {
  const watch = new LeaseWatch(app)
  // With several server processes the values a collector sends to this one reach the others (README).
  const broadcast = new CollectorRelay(app, CollectorRelay.settings(app), (name) => markBad(app, name))
  // What the server asks of an external connector goes to the process holding its lease.
  const relay = new Relay(app)
  app.addHook('onReady', async () => {
    watch.start()
    await broadcast.start()
  })
  app.addHook('preClose', async () => relay.close())
  app.addHook('onClose', async () => {
    watch.stop()
    await broadcast.stop()
  })

  // A screen's write of a property bound to an external collector's connector goes to the process polling it.
  app.live.connectors.setRemote(async (write) => {
    const name = write.binding.connector
    const external = await app.db
      .selectFrom('collectorConnectors as c')
      .innerJoin('collectors as d', 'd.collectorId', 'c.collectorId')
      .select('c.name')
      .where('c.name', '=', name)
      .where('c.enabled', '=', 1)
      .where('d.builtIn', '=', 0)
      .executeTakeFirst()
    if (!external) throw new ConnectorUnavailable(name)
    try {
      await relay.ask(name, 'write', { write })
    } catch (error) {
      if (error instanceof RelayNoHolder) throw new ConnectorUnavailable(name)
      if (error instanceof RelayNoAnswer) throw new ConnectorNoAnswer(name, error.seconds)
      throw error
    }
  })

  /** The connectors of the calling collector that this process of it holds. */
  async function held(collectorId: number, holder: string): Promise<Set<string>> {
    const own = await app.db
      .selectFrom('collectorConnectors')
      .select('name')
      .where('collectorId', '=', collectorId)
      .execute()
    return heldBy(
      app.db,
      own.map((c) => c.name),
      holder,
    )
  }

  const boundTo = (name: string) =>
    app.live.connectors
      .boundTo(name)
      .map(({ objName, propName, type, binding }) => ({ objName, propName, type, binding }))

  // An accepted collector calls in: it reports its drivers and gets its connectors. A process naming its
  // `instance` also takes or renews the connectors' leases, and gets the bound properties of those it holds.
  app.post<{ Body: { deviceUuid: string; instance?: string; stopping?: boolean; drivers?: Driver[] } }>(
    '/heartbeat',
    { schema: { body: heartbeatBody }, config: { access: 'public' } },
    async (request) => {
      const { deviceUuid, instance, stopping } = request.body
      const row = await authenticateCollector(app, request, deviceUuid)
      const connectors = await app.db
        .selectFrom('collectorConnectors')
        .select(['name', 'type', 'config', 'version'])
        .where('collectorId', '=', row.collectorId)
        .where('enabled', '=', 1)
        .orderBy('name')
        .execute()
      const names = connectors.map((c) => c.name)
      const reported = request.body.drivers ?? []
      let drivers = reported
      let held: Set<string> | null = null
      if (instance) {
        const holder = `${deviceUuid}/${instance}`
        let touched: Set<string>
        if (stopping) {
          touched = await heldBy(app.db, names, holder)
          await releaseLeases(app.db, holder)
          for (const name of touched) markBad(app, name)
          broadcast.send([], [...touched])
          held = new Set()
        } else {
          const renewed = await renewLeases(app.db, names, holder)
          held = renewed.held
          touched = held
          // The previous holder died: its last values are stale until this process sends fresh ones.
          for (const name of renewed.takenOver) markBad(app, name)
          broadcast.send([], [...renewed.takenOver])
        }
        // Driver entries are per connector: those of connectors another process polls are kept.
        const previous = JSON.parse(row.drivers) as Driver[]
        drivers = [
          ...previous.filter((d) => names.includes(d.name) && !touched.has(d.name)),
          ...reported.filter((d) => held?.has(d.name)),
        ]
      }
      await app.db
        .updateTable('collectors')
        .set({ lastHeartbeat: new Date().toISOString(), drivers: JSON.stringify(drivers) })
        .where('collectorId', '=', row.collectorId)
        .execute()
      return {
        deviceUuid: row.deviceUuid,
        heartbeatMs: HEARTBEAT_MS,
        leaseMs: LEASE_MS,
        connectors: connectors.map((c) => ({
          ...c,
          config: JSON.parse(c.config),
          ...(held && { leased: held.has(c.name), bindings: held.has(c.name) ? boundTo(c.name) : [] }),
        })),
      }
    },
  )

  // Values read by the caller's connectors. Only the lease holder's values count (a process that lost its
  // lease learns it from `lost`), and only for properties bound to that connector.
  app.post<{ Body: { deviceUuid: string; instance: string; values: SentValue[] } }>(
    '/values',
    { schema: { body: valuesBody }, config: { access: 'public' }, bodyLimit: 4 * 1024 * 1024 },
    async (request) => {
      const { deviceUuid, instance, values } = request.body
      const row = await authenticateCollector(app, request, deviceUuid)
      const named = [...new Set(values.map((v) => v.connector))]
      const own =
        named.length === 0
          ? []
          : await app.db
              .selectFrom('collectorConnectors')
              .select('name')
              .where('collectorId', '=', row.collectorId)
              .where('name', 'in', named)
              .execute()
      const held = await heldBy(
        app.db,
        own.map((c) => c.name),
        `${deviceUuid}/${instance}`,
      )
      const relayed: RelayedValue[] = []
      for (const v of values) {
        if (!held.has(v.connector)) continue
        if (app.live.store.property(v.objName, v.propName)?.binding?.connector !== v.connector) continue
        const result = app.live.store.write(v.objName, v.propName, v.value, {
          quality: v.quality,
          timestamp: v.timestamp,
          origin: { kind: 'connector', connector: v.connector },
        })
        // The stored value, quality and timestamp (given or set here), so every process holds the same.
        if (result.ok) relayed.push({ ...v, ...result.vqt })
      }
      broadcast.send(relayed)
      const accepted = relayed.length
      return { accepted, dropped: values.length - accepted, lost: named.filter((n) => !held.has(n)) }
    },
  )

  // The relay's long-poll: requests for the connectors this process holds, or an empty list after `waitMs`.
  app.post<{ Body: { deviceUuid: string; instance: string; waitMs?: number } }>(
    '/requests',
    { schema: { body: requestsBody }, config: { access: 'public' } },
    async (request) => {
      const { deviceUuid, instance, waitMs } = request.body
      const row = await authenticateCollector(app, request, deviceUuid)
      const mine = await held(row.collectorId, `${deviceUuid}/${instance}`)
      const gone = new AbortController()
      const hangUp = () => gone.abort()
      request.raw.socket.once('close', hangUp)
      try {
        return { requests: await relay.take(mine, waitMs ?? 0, gone.signal) }
      } finally {
        request.raw.socket.off('close', hangUp)
      }
    },
  )

  // The collector's answers; an answer for a request it was not given (or too late) is not counted.
  app.post<{ Body: { deviceUuid: string; instance: string; answers: RelayAnswer[] } }>(
    '/answers',
    { schema: { body: answersBody }, config: { access: 'public' } },
    async (request) => {
      const { deviceUuid, instance, answers } = request.body
      const row = await authenticateCollector(app, request, deviceUuid)
      const mine = await held(row.collectorId, `${deviceUuid}/${instance}`)
      const accepted = answers.filter((answer) => relay.answer(answer, mine)).length
      return { accepted, late: answers.length - accepted }
    },
  )

  return relay
}
