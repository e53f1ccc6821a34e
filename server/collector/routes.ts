import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import { withValues } from '../../engine/messages.ts'
import type { OpcuaConnector } from '../connectors/opcua/connector.ts'
import { clientCertificate, judgeServerCertificate, serverCertificates } from '../connectors/opcua/pki.ts'
import { assertUpdated } from '../http/concurrency.ts'
import { conflict, HttpError, notFound, unprocessable } from '../http/httpError.ts'
import { created, deleted, modified } from '../http/replies.ts'
import { now } from '../http/session.ts'
import type { ConnectorStatus } from '../live/connectors.ts'
import { agentRoutes } from './agentRoutes.ts'
import { BUILT_IN_UUID, BuiltInCollector, ensureBuiltIn } from './builtIn.ts'
import { type ConnectorType, publicConfig, readConnectorConfig } from './connectorConfig.ts'
import { hashKey } from './keys.ts'
import { COLLECTOR_MESSAGES as M } from './messages.ts'
import { RelayFailed, RelayNoAnswer, RelayNoHolder } from './relay.ts'
import {
  browseQuery,
  certificateBody,
  confirmBody,
  connectorBody,
  connectorEditBody,
  registerBody,
  thumbprintParams,
} from './schema.ts'
import type { CollectorsTable } from './tables.ts'

const manage = { resource: 'collector-manage' }
const acceptm = { resource: 'collector-acceptm' }
const PENDING = ['pendingAccess', 'pendingReplace', 'pendingReview']
const UUID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/
const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/
/** An external collector that has not called in for this long is offline. */
export const HEARTBEAT_TIMEOUT_MS = 30_000

type Row = Selectable<CollectorsTable>
export type Driver = ConnectorStatus & { name: string; type: string }

/**
 * Collectors (issue 26; spec S0 §3 "Device", S1 §4 "Collector access"), under /api/collector: a collector
 * registers by deviceUuid, an administrator agrees (a key is issued, shown once) or refuses, or lets a new
 * collector replace an old one keeping its connectors; the collector then calls in with its key
 * (heartbeat) and gets its connectors. The built-in collector's connectors run in this process.
 */
export async function collectorRoutes(app: FastifyInstance): Promise<void> {
  const builtIn = new BuiltInCollector(app)
  app.addHook('onReady', async () => {
    await ensureBuiltIn(app)
    await builtIn.sync()
  })
  app.addHook('onClose', async () => builtIn.stop())
  const relay = await agentRoutes(app)

  /** Asks the external collector running `name`, turning what went wrong into a clear answer. */
  async function relayed<T>(name: string, kind: 'browse' | 'certificates' | 'judge', args = {}): Promise<T> {
    try {
      return (await relay.ask(name, kind, args)) as T
    } catch (error) {
      if (error instanceof RelayNoHolder) throw new HttpError(503, withValues(M.noHolder, { name }))
      if (error instanceof RelayNoAnswer)
        throw new HttpError(504, withValues(M.noAnswer, { name, seconds: error.seconds }))
      if (error instanceof RelayFailed)
        throw new HttpError(502, withValues(M.collectorFailed, { name, reason: error.message }))
      throw error
    }
  }

  async function collectorOr404(deviceUuid: string): Promise<Row> {
    const row = await app.db
      .selectFrom('collectors')
      .selectAll()
      .where('deviceUuid', '=', deviceUuid)
      .executeTakeFirst()
    if (!row) throw notFound(withValues(M.missing, { uuid: deviceUuid }))
    return row
  }

  /** The driver entries and status of a collector, as the manage screen shows them. */
  function driversOf(row: Row): Driver[] {
    if (row.builtIn !== 1) return JSON.parse(row.drivers) as Driver[]
    return app.live.connectors
      .list()
      .filter((c) => c.type === 'opcua' || c.type === 'modbus')
      .map((c) => ({ name: c.name, type: c.type, ...c.status() }))
  }

  function statusOf(row: Row, drivers: Driver[]): 'offline' | 'online' | 'abnormal' {
    if (row.builtIn !== 1) {
      const last = row.lastHeartbeat ? Date.parse(row.lastHeartbeat) : 0
      if (Date.now() - last > HEARTBEAT_TIMEOUT_MS) return 'offline'
    }
    return drivers.some((driver) => !driver.online) ? 'abnormal' : 'online'
  }

  async function view(row: Row) {
    const drivers = driversOf(row)
    const connectors = await app.db
      .selectFrom('collectorConnectors')
      .selectAll()
      .where('collectorId', '=', row.collectorId)
      .orderBy('name')
      .execute()
    return {
      deviceUuid: row.deviceUuid,
      name: row.name,
      registrationStatus: row.registrationStatus,
      status: statusOf(row, drivers),
      deviceRegInfo: JSON.parse(row.deviceRegInfo),
      builtIn: row.builtIn === 1,
      replacesUuid: row.replacesUuid,
      lastHeartbeat: row.lastHeartbeat,
      drivers,
      connectors: connectors.map((c) => ({
        name: c.name,
        type: c.type,
        description: c.description,
        enabled: c.enabled === 1,
        config: publicConfig(JSON.parse(c.config)),
        online: drivers.find((d) => d.name === c.name)?.online ?? false,
        boundCount: app.live.connectors.boundTo(c.name).length,
        version: c.version,
      })),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      version: row.version,
    }
  }

  // A collector process announces itself; it waits for review (or replaces an old collector).
  app.post<{ Body: { deviceUuid: string; name?: string; deviceRegInfo?: object; replaces?: string } }>(
    '/register',
    { schema: { body: registerBody }, config: { access: 'public' } },
    async (request, reply) => {
      const { deviceUuid, name, deviceRegInfo, replaces } = request.body
      if (!UUID_PATTERN.test(deviceUuid) || deviceUuid === BUILT_IN_UUID)
        throw unprocessable(M.uuidCharacters)
      const existing = await app.db
        .selectFrom('collectors')
        .selectAll()
        .where('deviceUuid', '=', deviceUuid)
        .executeTakeFirst()
      if (existing && existing.registrationStatus !== 'pendingAccess') {
        return { deviceUuid, registrationStatus: existing.registrationStatus }
      }
      if (replaces) {
        const old = await app.db
          .selectFrom('collectors')
          .select('builtIn')
          .where('deviceUuid', '=', replaces)
          .executeTakeFirst()
        if (!old) throw unprocessable(withValues(M.replacedMissing, { uuid: replaces }))
        if (old.builtIn === 1) throw unprocessable(M.builtIn)
      }
      const status = replaces ? 'pendingReplace' : 'pendingReview'
      const at = now()
      if (existing) {
        // An administrator announced it (pending access): it now waits for review.
        await app.db
          .updateTable('collectors')
          .set({
            registrationStatus: status,
            replacesUuid: replaces ?? '',
            deviceRegInfo: JSON.stringify(deviceRegInfo ?? {}),
            updatedAt: at,
            version: existing.version + 1,
          })
          .where('collectorId', '=', existing.collectorId)
          .execute()
        return { deviceUuid, registrationStatus: status }
      }
      await app.db
        .insertInto('collectors')
        .values({
          deviceUuid,
          name: name ?? deviceUuid,
          registrationStatus: status,
          replacesUuid: replaces ?? '',
          deviceRegInfo: JSON.stringify(deviceRegInfo ?? {}),
          createdAt: at,
          updatedAt: at,
        })
        .onConflict((oc) => oc.column('deviceUuid').doNothing())
        .execute()
      return reply.code(201).header('Location', `/api/collector/collectors/${deviceUuid}`).send({
        deviceUuid,
        registrationStatus: status,
      })
    },
  )

  app.get('/collectors', { config: { access: manage } }, async () => {
    const rows = await app.db.selectFrom('collectors').selectAll().orderBy('collectorId').execute()
    return { list: await Promise.all(rows.map(view)) }
  })

  app.get('/pending', { config: { access: acceptm } }, async () => {
    const rows = await app.db
      .selectFrom('collectors')
      .selectAll()
      .where('registrationStatus', 'in', [...PENDING, 'rejected'])
      .orderBy('collectorId')
      .execute()
    return { list: await Promise.all(rows.map(view)) }
  })

  app.get<{ Params: { deviceUuid: string } }>(
    '/collectors/:deviceUuid',
    { config: { access: manage } },
    async (request) => view(await collectorOr404(request.params.deviceUuid)),
  )

  // Agree (a key is issued and shown once; a replacement takes over the old collector's connectors) or refuse.
  app.post<{ Body: { deviceUuid: string; action: 'agree' | 'refuse'; replaces?: string } }>(
    '/confirm',
    { schema: { body: confirmBody }, config: { access: acceptm } },
    async (request, reply) => {
      const { deviceUuid, action } = request.body
      const row = await collectorOr404(deviceUuid)
      if (row.builtIn === 1) throw unprocessable(M.builtIn)
      // The administrator may name the collector to replace; otherwise the one the collector asked for.
      const replaces = action === 'agree' ? (request.body.replaces ?? row.replacesUuid) : ''
      if (request.body.replaces !== undefined) {
        if (action !== 'agree' || request.body.replaces === deviceUuid) throw unprocessable(M.badReplace)
        const old = await app.db
          .selectFrom('collectors')
          .select(['builtIn', 'registrationStatus'])
          .where('deviceUuid', '=', request.body.replaces)
          .executeTakeFirst()
        if (!old) throw unprocessable(withValues(M.replacedMissing, { uuid: request.body.replaces }))
        if (old.builtIn === 1) throw unprocessable(M.builtIn)
        if (old.registrationStatus !== 'reviewed') throw unprocessable(M.badReplace)
      }
      const key = action === 'agree' ? randomBytes(24).toString('base64url') : ''
      await app.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('collectors')
          .set({
            registrationStatus: action === 'agree' ? 'reviewed' : 'rejected',
            keyHash: key ? hashKey(key) : '',
            replacesUuid: '',
            updatedAt: now(),
            version: row.version + 1,
          })
          .where('collectorId', '=', row.collectorId)
          .where('registrationStatus', 'in', ['pendingReplace', 'pendingReview'])
          .executeTakeFirst()
        if (result.numUpdatedRows === 0n)
          throw conflict(withValues(M.notPending, { uuid: deviceUuid, status: row.registrationStatus }))
        if (replaces) {
          const old = await trx
            .selectFrom('collectors')
            .select(['collectorId', 'builtIn'])
            .where('deviceUuid', '=', replaces)
            .executeTakeFirst()
          if (!old) throw new HttpError(409, withValues(M.replacedMissing, { uuid: replaces }))
          await trx
            .updateTable('collectorConnectors')
            .set({ collectorId: row.collectorId, updatedAt: now() })
            .where('collectorId', '=', old.collectorId)
            .execute()
          await trx.deleteFrom('collectors').where('collectorId', '=', old.collectorId).execute()
        }
      })
      request.operation = { action: `collectors.${action}`, target: deviceUuid }
      const body = await view(await collectorOr404(deviceUuid))
      return modified(reply, key ? { ...body, key } : body)
    },
  )

  app.delete<{ Params: { deviceUuid: string } }>(
    '/collectors/:deviceUuid',
    { config: { access: manage } },
    async (request, reply) => {
      const row = await collectorOr404(request.params.deviceUuid)
      if (row.builtIn === 1) throw unprocessable(M.builtIn)
      await app.db.deleteFrom('collectors').where('collectorId', '=', row.collectorId).execute()
      request.operation = { action: 'collectors.delete', target: row.deviceUuid }
      return deleted(reply)
    },
  )

  app.post<{
    Params: { deviceUuid: string }
    Body: {
      name: string
      type: ConnectorType
      description?: string
      enabled?: boolean
      config: Record<string, unknown>
    }
  }>(
    '/collectors/:deviceUuid/connectors',
    { schema: { body: connectorBody }, config: { access: manage } },
    async (request, reply) => {
      const row = await collectorOr404(request.params.deviceUuid)
      const { name, type, description, enabled } = request.body
      if (!NAME_PATTERN.test(name)) throw unprocessable(M.connectorName)
      if (
        name === 'simulator' ||
        name === 'mqtt' ||
        (app.live.connectors.get(name) && !(await connectorRow(name)))
      )
        throw unprocessable(withValues(M.connectorReserved, { name }))
      const config = readConnectorConfig(type, request.body.config)
      if ('error' in config) throw unprocessable(withValues(M.badConfig, { reason: String(config.error) }))
      if (await connectorRow(name)) throw conflict(withValues(M.connectorExists, { name }))
      const at = now()
      await app.db
        .insertInto('collectorConnectors')
        .values({
          collectorId: row.collectorId,
          name,
          type,
          description: description ?? '',
          enabled: enabled === false ? 0 : 1,
          config: JSON.stringify(config),
          createdAt: at,
          updatedAt: at,
        })
        .execute()
      request.operation = { action: 'collectors.connectors.create', target: name }
      if (row.builtIn === 1) await builtIn.sync()
      return created(reply, `/api/collector/connectors/${name}`, await connectorView(name))
    },
  )

  async function connectorRow(name: string) {
    return app.db
      .selectFrom('collectorConnectors as c')
      .innerJoin('collectors as d', 'd.collectorId', 'c.collectorId')
      .selectAll('c')
      .select(['d.builtIn', 'd.deviceUuid'])
      .where('c.name', '=', name)
      .executeTakeFirst()
  }

  async function connectorView(name: string) {
    const row = await connectorRow(name)
    if (!row) throw notFound(withValues(M.connectorMissing, { name }))
    const running = app.live.connectors.get(name)
    return {
      name: row.name,
      type: row.type,
      deviceUuid: row.deviceUuid,
      description: row.description,
      enabled: row.enabled === 1,
      config: publicConfig(JSON.parse(row.config)),
      online: running?.status().online ?? false,
      statusDescription: running?.status().description ?? '',
      statusTime: running?.status().time ?? '',
      boundCount: app.live.connectors.boundTo(name).length,
      version: row.version,
    }
  }

  app.get<{ Params: { name: string } }>(
    '/connectors/:name',
    { config: { access: manage } },
    async (request) => connectorView(request.params.name),
  )

  app.put<{
    Params: { name: string }
    Body: { description?: string; enabled?: boolean; config?: Record<string, unknown>; version: number }
  }>(
    '/connectors/:name',
    { schema: { body: connectorEditBody }, config: { access: manage } },
    async (request, reply) => {
      const { name } = request.params
      const row = await connectorRow(name)
      if (!row) throw notFound(withValues(M.connectorMissing, { name }))
      let config: string | undefined
      if (request.body.config) {
        const stored = JSON.parse(row.config) as Record<string, unknown>
        // A blank password in an edit keeps the stored one (the screens never see it).
        const given = { ...request.body.config }
        if (given.password === undefined && given.username === stored.username)
          given.password = stored.password
        const read = readConnectorConfig(row.type as ConnectorType, given)
        if ('error' in read) throw unprocessable(withValues(M.badConfig, { reason: String(read.error) }))
        config = JSON.stringify(read)
      }
      const result = await app.db
        .updateTable('collectorConnectors')
        .set({
          description: request.body.description,
          enabled: request.body.enabled === undefined ? undefined : request.body.enabled ? 1 : 0,
          config,
          updatedAt: now(),
          version: request.body.version + 1,
        })
        .where('connectorId', '=', row.connectorId)
        .where('version', '=', request.body.version)
        .executeTakeFirst()
      assertUpdated(result, withValues(M.connectorStale, { name }))
      request.operation = { action: 'collectors.connectors.update', target: name }
      if (row.builtIn === 1) await builtIn.sync()
      return modified(reply, await connectorView(name))
    },
  )

  app.delete<{ Params: { name: string } }>(
    '/connectors/:name',
    { config: { access: manage } },
    async (request, reply) => {
      const row = await connectorRow(request.params.name)
      if (!row) throw notFound(withValues(M.connectorMissing, { name: request.params.name }))
      await app.db.deleteFrom('collectorConnectors').where('connectorId', '=', row.connectorId).execute()
      request.operation = { action: 'collectors.connectors.delete', target: row.name }
      if (row.builtIn === 1) await builtIn.sync()
      return deleted(reply)
    },
  )

  // The binding editor's node picker: the children of one node of an OPC UA server's address space (an
  // external collector's connector is browsed by the process running it, through the relay).
  app.get<{ Params: { name: string }; Querystring: { nodeId?: string } }>(
    '/connectors/:name/browse',
    { schema: { querystring: browseQuery }, config: { access: 'session' } },
    async (request) => {
      const { name } = request.params
      const nodeId = request.query.nodeId ?? 'i=85'
      const connector = app.live.connectors.get(name)
      if (!connector) {
        const row = await connectorRow(name)
        if (!row || row.builtIn === 1) throw notFound(withValues(M.connectorMissing, { name }))
        if (row.type !== 'opcua') throw unprocessable(M.notBrowsable)
        return { nodeId, list: await relayed(name, 'browse', { nodeId }) }
      }
      if (connector.type !== 'opcua') throw unprocessable(M.notBrowsable)
      try {
        return { nodeId, list: await (connector as OpcuaConnector).browse(request.query.nodeId) }
      } catch (error) {
        throw new HttpError(502, withValues(M.notRunning, { name, reason: (error as Error).message }))
      }
    },
  )

  /**
   * The PKI folder of a built-in OPC UA connector (its certificates live in this server's data folder);
   * null for an external collector's, whose certificates live on its PC and are reached through the relay.
   */
  async function pkiOf(name: string): Promise<string | null> {
    const row = await connectorRow(name)
    if (!row) throw notFound(withValues(M.connectorMissing, { name }))
    if (row.type !== 'opcua') throw unprocessable(M.noCertificates)
    return row.builtIn === 1 ? join(app.config.dataDir, 'pki', 'opcua') : null
  }

  // The collector's own certificate (created on first use) and the server certificates it trusts or refused.
  app.get<{ Params: { name: string } }>(
    '/connectors/:name/certificates',
    { config: { access: manage } },
    async (request) => {
      const { name } = request.params
      const pki = await pkiOf(name)
      if (!pki) return relayed(name, 'certificates')
      const running = app.live.connectors.get(name) as OpcuaConnector | undefined
      return {
        client: await clientCertificate(pki),
        serverThumbprint: running?.serverThumbprint ?? null,
        servers: (await serverCertificates(pki)).map(({ der: _der, ...info }) => info),
      }
    },
  )

  app.post<{ Params: { name: string; thumbprint: string }; Body: { action: 'trust' | 'reject' } }>(
    '/connectors/:name/certificates/:thumbprint',
    { schema: { params: thumbprintParams, body: certificateBody }, config: { access: manage } },
    async (request, reply) => {
      const { name, thumbprint } = request.params
      const { action } = request.body
      const pki = await pkiOf(name)
      let answer: { found: boolean; serverThumbprint: string | null; servers: unknown[] }
      if (pki) {
        const found = await judgeServerCertificate(pki, thumbprint, action)
        // Every OPC UA connector of this store waiting on a refused certificate tries again now.
        if (found && action === 'trust')
          for (const c of app.live.connectors.list()) if (c.type === 'opcua') (c as OpcuaConnector).retryNow()
        answer = {
          found,
          serverThumbprint:
            (app.live.connectors.get(name) as OpcuaConnector | undefined)?.serverThumbprint ?? null,
          servers: (await serverCertificates(pki)).map(({ der: _der, ...info }) => info),
        }
      } else answer = await relayed(name, 'judge', { thumbprint, action })
      if (!answer.found) throw notFound(withValues(M.certificateMissing, { thumbprint }))
      request.operation = {
        action: `collectors.connectors.certificates.${action}`,
        target: `${name}/${thumbprint}`,
      }
      return modified(reply, { serverThumbprint: answer.serverThumbprint, servers: answer.servers })
    },
  )
}
