import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { checkTrendQuery } from '../../../engine/rules/trend.ts'
import { dataAccessOf } from '../../http/access.ts'
import { noDataPermission } from '../../http/dataPermission.ts'
import { HttpError, notFound, ruleError } from '../../http/httpError.ts'
import { findOwner, objectModelOr404, templateModelOr404 } from '../metadata/common/owners.ts'
import { pageOf } from '../metadata/common/paging.ts'
import { nameParams } from '../metadata/common/schema.ts'
import { loadObjectModels, loadTemplateModels, type ObjectScope } from '../metadata/model/load.ts'
import { queryInstances, readKeys } from '../metadata/objectdata/query.ts'
import { type QueryBody, queryBody } from '../metadata/objectdata/schema.ts'
import { listObjects } from '../metadata/objects/queries.ts'
import { listTemplates } from '../metadata/templates/queries.ts'
import { OPERATIONS_MESSAGES } from '../operationsMessages.ts'
import { instanceItems, matchesKeyword, type SelectorItem, templateItems } from './items.ts'
import {
  batchQueryBody,
  type ForSymbolBody,
  forSymbolBody,
  type HistoryBody,
  historyBody,
  type InstancesByTypeQuery,
  instancesByTypeQuery,
  instancesQuery,
  type KeywordQuery,
  keywordQuery,
  templateQuery,
  templatesQuery,
} from './schema.ts'

const READ = { access: 'session' } as const
/** POST/PUT calls that only read: not operation-logged. */
const QUERY = { access: 'session', readOnly: true } as const

/**
 * The object selector (spec S0 §7 "Object selector"): what the designer's binding dialogs list —
 * templates, instances and their members as selector items — plus instance queries and history reads.
 */
export async function objectSelectorRoutes(app: FastifyInstance): Promise<void> {
  const summary = (model: {
    name: string
    showName: string
    description: string
    templateName: string | null
  }) => ({
    name: model.name,
    showName: model.showName,
    description: model.description,
    templateName: model.templateName,
  })

  app.get<{ Querystring: { keyWord?: string; page: number; per_page: number } }>(
    '/templates',
    { schema: { querystring: templatesQuery }, config: READ },
    async (request) => listTemplates(app.db, request.query),
  )

  // isBinding: the dialog binds widget values, so only properties are offered; otherwise every member.
  app.get<{ Params: { name: string }; Querystring: { isBinding: boolean } }>(
    '/templates/:name',
    { schema: { params: nameParams('name'), querystring: templateQuery }, config: READ },
    async (request) => {
      const model = await templateModelOr404(app.db, request.params.name)
      return {
        name: model.name,
        showName: model.showName,
        description: model.description,
        items: templateItems(model, request.query.isBinding ? 'property' : undefined),
      }
    },
  )

  app.get<{ Querystring: { name?: string; page: number; per_page: number } }>(
    '/instances',
    { schema: { querystring: instancesQuery }, config: READ },
    async (request) => {
      const { name, page, per_page } = request.query
      const result = await listObjects(app.db, { keyWord: name, page, per_page })
      return { ...result, list: result.list.map(summary) }
    },
  )

  app.get<{ Params: { name: string } }>(
    '/instance/:name',
    { schema: { params: nameParams('name') }, config: READ },
    async (request) => {
      const model = await objectModelOr404(app.db, request.params.name)
      return { ...summary(model), items: instanceItems(model) }
    },
  )

  app.get<{ Params: { name: string; type: string } }>(
    '/instance/:name/type/:type',
    { schema: { params: nameParams('name', 'type') }, config: READ },
    async (request) => {
      const model = await objectModelOr404(app.db, request.params.name)
      return { ...summary(model), items: instanceItems(model, request.params.type) }
    },
  )

  app.get<{ Params: { type: string }; Querystring: InstancesByTypeQuery }>(
    '/instances/type/:type',
    { schema: { params: nameParams('type'), querystring: instancesByTypeQuery }, config: READ },
    async (request) => {
      const { keyWord, templateName, page, per_page } = request.query
      const labels = (request.query.labels ?? [])
        .flatMap((l) => l.split(','))
        .map((l) => l.trim())
        .filter(Boolean)
      let scope: ObjectScope = { all: true }
      if (templateName) {
        const template = await findOwner(app.db, 'template', templateName)
        if (!template) throw notFound(withValues(OPERATIONS_MESSAGES.templateMissing, { name: templateName }))
        const rows = await app.db
          .selectFrom('objects')
          .select('objectId')
          .where('templateId', '=', template.id)
          .execute()
        scope = { ids: rows.map((row) => row.objectId) }
      }
      const needle = keyWord?.toLowerCase()
      const wanted = labels.map((l) => l.toLowerCase())
      const models = (await loadObjectModels(app.db, scope))
        .filter(
          (m) =>
            !needle || m.name.toLowerCase().includes(needle) || m.showName.toLowerCase().includes(needle),
        )
        .filter((m) => wanted.every((label) => m.labels.some((l) => l.toLowerCase() === label)))
        .map((m) => ({ ...summary(m), labels: m.labels, items: instanceItems(m, request.params.type) }))
        .filter((m) => m.items.length > 0)
        .sort((a, b) => a.name.localeCompare(b.name))
      return pageOf(models, { page, per_page })
    },
  )

  app.post<{ Body: QueryBody }>(
    '/objectdata/query',
    { schema: { body: queryBody }, config: QUERY },
    async (request) => queryInstances(app, request.body, await dataAccessOf(app, request)),
  )

  app.post<{ Body: QueryBody[] | { list: QueryBody[] } }>(
    '/objectdata/batchQuery',
    { schema: { body: batchQueryBody }, config: QUERY },
    async (request) => {
      const queries = Array.isArray(request.body) ? request.body : request.body.list
      const access = await dataAccessOf(app, request)
      const list = []
      for (const query of queries) list.push(await queryInstances(app, query, access))
      return { list }
    },
  )

  app.put<{ Body: HistoryBody }>(
    '/history/data',
    { schema: { body: historyBody }, config: QUERY },
    async (request) => {
      const { input } = request.body
      const start = new Date(input.startTime)
      const end = new Date(input.endTime)
      const problems = checkTrendQuery({
        start: start.getTime(),
        end: end.getTime(),
        pens: input.properties.length,
        sourceSelected: input.properties.length > 0,
      })
      if (problems.length > 0) throw ruleError(400, problems)
      const keys = input.properties.map((p) => p.key ?? `${p.objName ?? ''}.${p.propName ?? ''}`)
      const { missing, denied } = readKeys(app, keys, await dataAccessOf(app, request))
      if (denied.length > 0) throw noDataPermission('read', denied)
      if (missing.length > 0)
        throw new HttpError(
          404,
          withValues(OPERATIONS_MESSAGES.unknownProperties, { names: missing.join(', ') }),
        )
      const range = { start: start.toISOString(), end: end.toISOString() }
      if (app.live.history) {
        return { source: 'history', ...range, list: await app.live.history.read({ keys, ...range }) }
      }
      // No history store yet: every property answers its current value only, marked as such.
      return {
        source: 'live',
        ...range,
        list: keys.map((key) => ({ key, points: [app.live.store.getKey(key)] })),
      }
    },
  )

  async function allInstanceItems(): Promise<SelectorItem[]> {
    return (await loadObjectModels(app.db, { all: true })).flatMap((model) =>
      instanceItems(model, 'property'),
    )
  }

  app.get<{ Querystring: KeywordQuery }>(
    '/search/properties',
    { schema: { querystring: keywordQuery }, config: READ },
    async (request) => {
      const items = (await allInstanceItems()).filter((item) => matchesKeyword(item, request.query.keyword))
      return pageOf(items, request.query)
    },
  )

  for (const path of ['/templateProperties', '/search/templateProperties']) {
    app.get<{ Querystring: KeywordQuery }>(
      path,
      { schema: { querystring: keywordQuery }, config: READ },
      async (request) => {
        const items = (await loadTemplateModels(app.db, null))
          .flatMap((model) => templateItems(model, 'property'))
          .filter((item) => matchesKeyword(item, request.query.keyword))
        return pageOf(items, request.query)
      },
    )
  }

  app.post<{ Body: ForSymbolBody }>(
    '/instances/batchQuery/forSymbol',
    { schema: { body: forSymbolBody }, config: QUERY },
    async (request) => {
      const input = request.body.input
      const names = (Array.isArray(input) ? input : input.split(',')).map((n) => n.trim()).filter(Boolean)
      const models = await loadObjectModels(app.db, { names })
      const found = new Set(models.map((m) => m.name.toLowerCase()))
      return {
        list: models.map((m) => ({ ...summary(m), items: instanceItems(m) })),
        missing: names.filter((n) => !found.has(n.toLowerCase())),
      }
    },
  )
}
