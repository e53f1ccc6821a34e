import type { FastifyInstance, FastifyRequest } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { holdsResource, requireResource } from '../../http/access.ts'
import '../metadata/organizations/tables.ts'
import { conflict, notFound, ruleError } from '../../http/httpError.ts'
import { containsPattern, fetchPage, type PagingQuery } from '../../http/paging.ts'
import { created, deleted, modified } from '../../http/replies.ts'
import { now } from '../../http/session.ts'
import { checkType, NOTIFY_MESSAGES, parseTypeConfig } from '../../notify/typeConfig.ts'
import type { NotifyEvent, TypeConfig } from '../../notify/types.ts'
import { typeBody, typeIdParams, typesQuery } from './schema.ts'

const TYPE_CONFIG = { access: { resource: 'type-config' } } as const
/** The log screen filters by type, so it reads the list too (checked in the handler: either resource). */
const TYPE_READ = { access: 'session' } as const

async function requireTypeRead(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (await holdsResource(app, request, 'log-manage')) return
  await requireResource(app, request, 'type-config')
}

/** A read never shows a webhook's secret: a saved one appears as the mask; saving the mask keeps it. */
export const SECRET_MASK = '******'

interface TypeBody {
  name: string
  event: NotifyEvent
  enabled?: boolean
  config: TypeConfig
  version?: number
}

function shown(row: {
  typeId: number
  name: string
  event: string
  enabled: number
  config: string
  version: number
  updatedAt: string
}) {
  const config = parseTypeConfig(row.config)
  if (config.webhook?.secret) config.webhook = { ...config.webhook, secret: SECRET_MASK }
  return {
    typeId: row.typeId,
    name: row.name,
    event: row.event,
    enabled: row.enabled === 1,
    config,
    version: row.version,
    updatedAt: row.updatedAt,
  }
}

/** Notification types (`/design/notification-center/type-config`). */
export async function typesRoutes(app: FastifyInstance): Promise<void> {
  // Before the query is validated, like the access rules: a caller without either resource learns nothing.
  const checkTypeRead = async (request: FastifyRequest) => requireTypeRead(app, request)
  const byId = (typeId: number) =>
    app.db.selectFrom('notificationTypes').selectAll().where('typeId', '=', typeId).executeTakeFirst()

  async function validate(body: TypeBody, existingId?: number): Promise<TypeConfig> {
    const config = parseTypeConfig(JSON.stringify(body.config))
    const problems = checkType(body.name, body.event, config)
    const wanted = [...config.receivers.userIds, ...(config.escalation?.receivers.userIds ?? [])]
    if (wanted.length > 0) {
      const found = new Set(
        (await app.db.selectFrom('users').select('userId').where('userId', 'in', wanted).execute()).map(
          (r) => r.userId,
        ),
      )
      const missing = [...new Set(wanted.filter((id) => !found.has(id)))]
      if (missing.length > 0)
        problems.push(withValues(NOTIFY_MESSAGES.unknownUsers, { ids: missing.join(', ') }))
    }
    const roles = [...config.receivers.roleIds, ...(config.escalation?.receivers.roleIds ?? [])]
    if (roles.length > 0) {
      const found = new Set(
        (await app.db.selectFrom('roles').select('roleId').where('roleId', 'in', roles).execute()).map(
          (r) => r.roleId,
        ),
      )
      const missing = [...new Set(roles.filter((id) => !found.has(id)))]
      if (missing.length > 0)
        problems.push(withValues(NOTIFY_MESSAGES.unknownRoles, { ids: missing.join(', ') }))
    }
    const orgs = [...config.receivers.orgIds, ...(config.escalation?.receivers.orgIds ?? [])]
    if (orgs.length > 0 && !app.notify.orgMembers) problems.push(NOTIFY_MESSAGES.orgsUnavailable)
    else if (orgs.length > 0) {
      const found = new Set(
        (await app.db.selectFrom('organizations').select('orgId').where('orgId', 'in', orgs).execute()).map(
          (r) => r.orgId,
        ),
      )
      const missing = [...new Set(orgs.filter((id) => !found.has(id)))]
      if (missing.length > 0)
        problems.push(withValues(NOTIFY_MESSAGES.unknownOrgs, { ids: missing.join(', ') }))
    }
    if (config.areas.length > 0 && app.notify.areaObjects) {
      const { missing } = await app.notify.areaObjects(app.db, config.areas)
      if (missing.length > 0) {
        const areas = missing.map((area) => `${area.network}/${area.objName}`).join(', ')
        problems.push(withValues(NOTIFY_MESSAGES.unknownAreas, { areas }))
      }
    }
    const taken = await app.db
      .selectFrom('notificationTypes')
      .select('typeId')
      .where('name', '=', body.name.trim())
      .executeTakeFirst()
    if (taken && taken.typeId !== existingId)
      problems.push(withValues(NOTIFY_MESSAGES.nameTaken, { name: body.name.trim() }))
    if (problems.length > 0) throw ruleError(existingId === undefined ? 422 : 400, problems)
    return config
  }

  app.get<{ Querystring: PagingQuery & { keyword?: string; event?: string } }>(
    '/types',
    { schema: { querystring: typesQuery }, config: TYPE_READ, preValidation: checkTypeRead },
    async (request) => {
      let query = app.db.selectFrom('notificationTypes').selectAll().orderBy('typeId')
      if (request.query.keyword)
        query = query.where((eb) =>
          eb(eb.fn('lower', ['name']), 'like', containsPattern(request.query.keyword ?? '')),
        )
      if (request.query.event) query = query.where('event', '=', request.query.event)
      const page = await fetchPage(query, request.query)
      return { ...page, list: page.list.map(shown) }
    },
  )

  app.get<{ Params: { typeId: number } }>(
    '/types/:typeId',
    { schema: { params: typeIdParams }, config: TYPE_READ, preValidation: checkTypeRead },
    async (request) => {
      const row = await byId(request.params.typeId)
      if (!row) throw notFound(withValues(NOTIFY_MESSAGES.typeMissing, { id: request.params.typeId }))
      return shown(row)
    },
  )

  app.post<{ Body: TypeBody }>(
    '/types',
    { schema: { body: typeBody }, config: TYPE_CONFIG },
    async (request, reply) => {
      const config = await validate(request.body)
      const at = now()
      const row = await app.db
        .insertInto('notificationTypes')
        .values({
          name: request.body.name.trim(),
          event: request.body.event,
          enabled: request.body.enabled === false ? 0 : 1,
          config: JSON.stringify(config),
          createdAt: at,
          updatedAt: at,
          version: 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      app.notify.invalidateTypes()
      request.operation = { action: 'notification.types.create', target: row.name }
      return created(reply, `/api/notification/types/${row.typeId}`, shown(row))
    },
  )

  app.put<{ Params: { typeId: number }; Body: TypeBody }>(
    '/types/:typeId',
    { schema: { params: typeIdParams, body: typeBody }, config: TYPE_CONFIG },
    async (request, reply) => {
      const existing = await byId(request.params.typeId)
      if (!existing) throw notFound(withValues(NOTIFY_MESSAGES.typeMissing, { id: request.params.typeId }))
      const stale = () => conflict(withValues(NOTIFY_MESSAGES.typeStale, { name: existing.name }))
      if (request.body.version === undefined || request.body.version !== existing.version) throw stale()
      const config = await validate(request.body, existing.typeId)
      // The masked secret means "keep the saved one".
      const saved = parseTypeConfig(existing.config)
      if (config.webhook && config.webhook.secret === SECRET_MASK)
        config.webhook.secret = saved.webhook?.secret ?? ''
      const row = await app.db
        .updateTable('notificationTypes')
        .set({
          name: request.body.name.trim(),
          event: request.body.event,
          enabled: request.body.enabled === false ? 0 : 1,
          config: JSON.stringify(config),
          updatedAt: now(),
          version: existing.version + 1,
        })
        .where('typeId', '=', existing.typeId)
        .where('version', '=', request.body.version)
        .returningAll()
        .executeTakeFirst()
      if (!row) throw stale()
      app.notify.invalidateTypes()
      request.operation = { action: 'notification.types.update', target: row.name }
      return modified(reply, shown(row))
    },
  )

  app.delete<{ Params: { typeId: number } }>(
    '/types/:typeId',
    { schema: { params: typeIdParams }, config: TYPE_CONFIG },
    async (request, reply) => {
      const row = await app.db
        .deleteFrom('notificationTypes')
        .where('typeId', '=', request.params.typeId)
        .returning('name')
        .executeTakeFirst()
      if (!row) throw notFound(withValues(NOTIFY_MESSAGES.typeMissing, { id: request.params.typeId }))
      app.notify.invalidateTypes()
      request.operation = { action: 'notification.types.delete', target: row.name }
      return deleted(reply)
    },
  )

  // Who may be picked as a receiver: the type editor's pickers (the users and roles screens need rights
  // of their own that a notification administrator may not hold).
  app.get('/receivers', { config: TYPE_CONFIG }, async () => {
    const users = await app.db
      .selectFrom('users')
      .select(['userId', 'username', 'realName', 'email'])
      .orderBy('username')
      .execute()
    const roles = await app.db
      .selectFrom('roles')
      .select(['roleId', 'roleName'])
      .orderBy('roleName')
      .execute()
    const organisations = await app.db
      .selectFrom('organizations')
      .select(['orgId', 'name', 'parentId'])
      .orderBy('sortOrder')
      .orderBy('name')
      .execute()
    return { users, roles, organisations }
  })
}
