import type { FastifyInstance } from 'fastify'
import { formatMessage, type MessageDescriptor, withValues } from '../../../engine/messages.ts'
import { DATASOURCE_MESSAGES } from '../../datasources/messages.ts'
import { type ConnectionSettings, probeConnection } from '../../datasources/probe.ts'
import { type ParamValue, readOnlyProblem, runQuery } from '../../datasources/query.ts'
import { datasourceKey, decryptPassword, encryptPassword } from '../../datasources/secret.ts'
import type { DatasourceKind, SqlDatasourcesTable } from '../../datasources/tables.ts'
import { conflict, notFound, ruleError } from '../../http/httpError.ts'
import { containsPattern, fetchPage, type PagingQuery } from '../../http/paging.ts'
import { created, deleted, modified } from '../../http/replies.ts'
import { now } from '../../http/session.ts'
import {
  datasourceBody,
  datasourceIdParams,
  datasourcesQuery,
  probeBody,
  QUERY_ROW_LIMIT,
  queryBody,
} from './schema.ts'

/** The design menu's page code is the resource that guards the screen and its calls. */
const ACCESS = { access: { resource: 'sql-datasource' } } as const

/** A read never sends the password back: a saved one shows as the mask; saving the mask keeps it. */
export const PASSWORD_MASK = '******'

/** A preview query gives up after this long unless the caller asks for another timeout. */
const DEFAULT_QUERY_TIMEOUT_S = 30

interface DatasourceBody {
  name: string
  kind: DatasourceKind
  host?: string
  port?: number
  databaseName?: string
  username?: string
  password?: string
  version?: number
}

type Row = {
  [K in keyof SqlDatasourcesTable]: SqlDatasourcesTable[K] extends import('kysely').Generated<infer T>
    ? T
    : SqlDatasourcesTable[K]
}

function shown(row: Row) {
  return {
    datasourceId: row.datasourceId,
    name: row.name,
    kind: row.kind,
    host: row.host,
    port: row.port,
    databaseName: row.databaseName,
    username: row.username,
    password: row.passwordEnc === '' ? '' : PASSWORD_MASK,
    version: row.version,
    updatedAt: row.updatedAt,
  }
}

function problemsOf(body: Omit<DatasourceBody, 'name'> & { name?: string }): MessageDescriptor[] {
  const problems: MessageDescriptor[] = []
  if (body.name !== undefined && body.name.trim() === '') problems.push(DATASOURCE_MESSAGES.nameRequired)
  if (body.kind !== 'sqlite' && !body.host?.trim()) problems.push(DATASOURCE_MESSAGES.hostRequired)
  if (!body.databaseName?.trim()) problems.push(DATASOURCE_MESSAGES.databaseRequired)
  return problems
}

/** External SQL data sources (`/design/global-setting/sql-datasource`), under /api/global-setting. */
export async function datasourceRoutes(app: FastifyInstance): Promise<void> {
  const byId = (datasourceId: number) =>
    app.db
      .selectFrom('sqlDatasources')
      .selectAll()
      .where('datasourceId', '=', datasourceId)
      .executeTakeFirst()
  const missing = (id: number) => notFound(withValues(DATASOURCE_MESSAGES.missing, { id }))

  async function checkName(name: string, status: 400 | 422, existingId?: number): Promise<void> {
    const taken = await app.db
      .selectFrom('sqlDatasources')
      .select('datasourceId')
      .where('name', '=', name)
      .executeTakeFirst()
    if (taken && taken.datasourceId !== existingId)
      throw ruleError(status, [withValues(DATASOURCE_MESSAGES.nameTaken, { name })])
  }

  const columns = (body: DatasourceBody) => ({
    name: body.name.trim(),
    kind: body.kind,
    host: body.kind === 'sqlite' ? '' : (body.host ?? '').trim(),
    port: body.kind === 'sqlite' ? 0 : (body.port ?? 0),
    databaseName: (body.databaseName ?? '').trim(),
    username: body.kind === 'sqlite' ? '' : (body.username ?? '').trim(),
  })

  app.get<{ Querystring: PagingQuery & { keyword?: string } }>(
    '/sql-datasources',
    { schema: { querystring: datasourcesQuery }, config: ACCESS },
    async (request) => {
      let query = app.db.selectFrom('sqlDatasources').selectAll().orderBy('name')
      if (request.query.keyword)
        query = query.where((eb) =>
          eb(eb.fn('lower', ['name']), 'like', containsPattern(request.query.keyword ?? '')),
        )
      const page = await fetchPage(query, request.query)
      return { ...page, list: page.list.map(shown) }
    },
  )

  app.get<{ Params: { datasourceId: number } }>(
    '/sql-datasources/:datasourceId',
    { schema: { params: datasourceIdParams }, config: ACCESS },
    async (request) => {
      const row = await byId(request.params.datasourceId)
      if (!row) throw missing(request.params.datasourceId)
      return shown(row)
    },
  )

  app.post<{ Body: DatasourceBody }>(
    '/sql-datasources',
    { schema: { body: datasourceBody }, config: ACCESS },
    async (request, reply) => {
      const problems = problemsOf(request.body)
      if (problems.length > 0) throw ruleError(422, problems)
      await checkName(request.body.name.trim(), 422)
      const key = await datasourceKey(app.db)
      const at = now()
      const row = await app.db
        .insertInto('sqlDatasources')
        .values({
          ...columns(request.body),
          passwordEnc: encryptPassword(key, request.body.password ?? ''),
          createdAt: at,
          updatedAt: at,
          version: 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      request.operation = { action: 'datasource.create', target: row.name }
      return created(reply, `/api/global-setting/sql-datasources/${row.datasourceId}`, shown(row))
    },
  )

  app.put<{ Params: { datasourceId: number }; Body: DatasourceBody }>(
    '/sql-datasources/:datasourceId',
    { schema: { params: datasourceIdParams, body: datasourceBody }, config: ACCESS },
    async (request, reply) => {
      const existing = await byId(request.params.datasourceId)
      if (!existing) throw missing(request.params.datasourceId)
      const stale = () => conflict(withValues(DATASOURCE_MESSAGES.stale, { name: existing.name }))
      if (request.body.version !== existing.version) throw stale()
      const problems = problemsOf(request.body)
      if (problems.length > 0) throw ruleError(400, problems)
      await checkName(request.body.name.trim(), 400, existing.datasourceId)
      // The mask (or no password field) keeps the saved password.
      const password = request.body.password
      const passwordEnc =
        password === undefined || password === PASSWORD_MASK
          ? existing.passwordEnc
          : encryptPassword(await datasourceKey(app.db), password)
      const row = await app.db
        .updateTable('sqlDatasources')
        .set({ ...columns(request.body), passwordEnc, updatedAt: now(), version: existing.version + 1 })
        .where('datasourceId', '=', existing.datasourceId)
        .where('version', '=', existing.version)
        .returningAll()
        .executeTakeFirst()
      if (!row) throw stale()
      request.operation = { action: 'datasource.update', target: row.name }
      return modified(reply, shown(row))
    },
  )

  app.delete<{ Params: { datasourceId: number } }>(
    '/sql-datasources/:datasourceId',
    { schema: { params: datasourceIdParams }, config: ACCESS },
    async (request, reply) => {
      const row = await app.db
        .deleteFrom('sqlDatasources')
        .where('datasourceId', '=', request.params.datasourceId)
        .returning('name')
        .executeTakeFirst()
      if (!row) throw missing(request.params.datasourceId)
      request.operation = { action: 'datasource.delete', target: row.name }
      return deleted(reply)
    },
  )

  // A read-only query on a saved source (report data sources and the screen's preview).
  app.post<{
    Params: { datasourceId: number }
    Body: { sql: string; params?: Record<string, ParamValue>; limit?: number; timeoutSeconds?: number }
  }>(
    '/sql-datasources/:datasourceId/query',
    { schema: { params: datasourceIdParams, body: queryBody }, config: ACCESS },
    async (request, reply) => {
      const body = request.body
      const refused = readOnlyProblem(body.sql)
      if (refused) throw ruleError(400, [refused])
      const saved = await byId(request.params.datasourceId)
      if (!saved) throw missing(request.params.datasourceId)
      const settings: ConnectionSettings = {
        kind: saved.kind as DatasourceKind,
        host: saved.host,
        port: saved.port,
        databaseName: saved.databaseName,
        username: saved.username,
        password: decryptPassword(await datasourceKey(app.db), saved.passwordEnc),
      }
      // A caller that goes away (closed tab, cancelled fetch) cancels the running statement.
      const gone = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort()
      })
      const result = await runQuery(settings, {
        sql: body.sql,
        params: body.params ?? {},
        limit: body.limit ?? QUERY_ROW_LIMIT.default,
        timeoutMs: (body.timeoutSeconds ?? DEFAULT_QUERY_TIMEOUT_S) * 1000,
        signal: gone.signal,
      })
      if (!result.ok) throw ruleError(400, [result.message])
      return result.answer
    },
  )

  // "Test connection" on the form's current settings, saved or not; a failure is an answer, not an error.
  app.post<{ Body: Omit<DatasourceBody, 'name' | 'version'> & { datasourceId?: number } }>(
    '/sql-datasources/test',
    { schema: { body: probeBody }, config: ACCESS },
    async (request) => {
      const body = request.body
      const problems = problemsOf(body)
      if (problems.length > 0) throw ruleError(400, problems)
      let password = body.password ?? ''
      if (password === PASSWORD_MASK && body.datasourceId !== undefined) {
        const saved = await byId(body.datasourceId)
        if (!saved) throw missing(body.datasourceId)
        password = decryptPassword(await datasourceKey(app.db), saved.passwordEnc)
      }
      const settings: ConnectionSettings = {
        kind: body.kind,
        host: (body.host ?? '').trim(),
        port: body.port ?? 0,
        databaseName: (body.databaseName ?? '').trim(),
        username: (body.username ?? '').trim(),
        password,
      }
      const result = await probeConnection(settings)
      return result.ok
        ? { ok: true, serverVersion: result.serverVersion }
        : { ok: false, message: formatMessage(result.message), details: [result.message] }
    },
  )
}
