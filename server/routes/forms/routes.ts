import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { sessionOf } from '../../http/access.ts'
import { conflict, notFound, ruleError } from '../../http/httpError.ts'
import { fetchPage } from '../../http/paging.ts'
import { created, modified } from '../../http/replies.ts'
import { now } from '../../http/session.ts'
import { FORM_MESSAGES } from './messages.ts'
import {
  type FormValue,
  idParams,
  type ListQuery,
  listQuery,
  type SubmitBody,
  submitBody,
  type UpdateBody,
  updateBody,
} from './schema.ts'
import './tables.ts'

// The longest text limit of spec S1 §5 (50 / 200 / 500): no control may send more.
const MAX_TEXT = 500

/** A stored record as the calls answer it. */
export interface FormRecordView {
  id: number
  formName: string
  values: Record<string, FormValue>
  pageId: string
  username: string
  createdAt: string
  updatedAt: string
  version: number
}

interface FormRecordRow {
  id: number
  formName: string
  formValues: string
  pageId: string
  username: string
  createdAt: string
  updatedAt: string
  version: number
}

function viewOf(row: FormRecordRow): FormRecordView {
  return {
    id: row.id,
    formName: row.formName,
    values: JSON.parse(row.formValues) as Record<string, FormValue>,
    pageId: row.pageId,
    username: row.username,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  }
}

/** Refuses a text value over the longest limit (422), naming the field. */
function assertLengths(values: Record<string, FormValue>): void {
  for (const [field, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value]
    for (const text of texts) {
      if (typeof text === 'string' && [...text].length > MAX_TEXT)
        throw ruleError(422, [withValues(FORM_MESSAGES.valueTooLong, { field, num: MAX_TEXT })])
    }
  }
}

/**
 * Runtime forms (spec S1 §7 "POST /api/forms"): a submitted form is stored with who sent it and when,
 * listed per form name (a table shows them) and editable in place with its version (409 when stale).
 * Any signed-in user who runs a page may submit and read forms: a form is not a plant operation.
 */
export async function formRoutes(app: FastifyInstance): Promise<void> {
  const columns = [
    'id',
    'formName',
    'formValues',
    'pageId',
    'username',
    'createdAt',
    'updatedAt',
    'version',
  ] as const

  app.post<{ Body: SubmitBody }>(
    '/forms',
    { schema: { body: submitBody }, config: { access: 'session' } },
    async (request, reply) => {
      const session = sessionOf(request)
      const { formName, values, pageId } = request.body
      assertLengths(values)
      const at = now()
      const row = await app.db
        .insertInto('formRecords')
        .values({
          formName,
          formValues: JSON.stringify(values),
          pageId,
          userId: session.userId,
          username: session.username,
          createdAt: at,
          updatedAt: at,
        })
        .returning(columns)
        .executeTakeFirstOrThrow()
      request.operation = { action: 'forms.submit', target: formName }
      return created(reply, `/api/forms/${row.id}`, viewOf(row))
    },
  )

  app.get<{ Querystring: ListQuery }>(
    '/forms',
    { schema: { querystring: listQuery }, config: { access: 'session' } },
    async (request) => {
      const { formName, pageIndex, pageSize } = request.query
      const page = await fetchPage(
        app.db
          .selectFrom('formRecords')
          .select(columns)
          .where('formName', '=', formName)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc'),
        { pageIndex, pageSize },
      )
      return { list: page.list.map(viewOf), pagination: page.pagination }
    },
  )

  app.put<{ Params: { id: number }; Body: UpdateBody }>(
    '/forms/:id',
    { schema: { params: idParams, body: updateBody }, config: { access: 'session' } },
    async (request, reply) => {
      const { id } = request.params
      const { values, version } = request.body
      assertLengths(values)
      const updated = await app.db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('formRecords')
          .select(['version'])
          .where('id', '=', id)
          .executeTakeFirst()
        if (!current) throw notFound(withValues(FORM_MESSAGES.recordMissing, { id }))
        if (current.version !== version) throw conflict(FORM_MESSAGES.changed)
        return trx
          .updateTable('formRecords')
          .set({ formValues: JSON.stringify(values), updatedAt: now(), version: version + 1 })
          .where('id', '=', id)
          .where('version', '=', version)
          .returning(columns)
          .executeTakeFirst()
      })
      if (!updated) throw conflict(FORM_MESSAGES.changed)
      request.operation = { action: 'forms.update', target: String(id) }
      return modified(reply, viewOf(updated))
    },
  )
}
