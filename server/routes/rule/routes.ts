import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { notFound, ruleError } from '../../http/httpError.ts'
import { created, deleted, modified } from '../../http/replies.ts'
import { now } from '../../http/session.ts'
import { DESIGN_RESOURCE } from '../compose/access.ts'
import { RULE_MESSAGES } from './messages.ts'
import { type RuleBody, ruleBody, ruleQuery } from './schema.ts'
import './tables.ts'

/** A stored rule as the calls answer it. */
export interface RuleView {
  id: number
  name: string
  pattern: string
  message: string
  description: string
  updatedAt: string
}

const columns = ['ruleId as id', 'name', 'pattern', 'message', 'description', 'updatedAt'] as const

/** Why `pattern` cannot be compiled (the unicode flag, as forms check it), or undefined when it can. */
function patternError(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u')
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

/**
 * Validation rules kept on the server (spec S1 §7 "GET and POST /api/rule", method post or delete): any
 * signed-in user reads them (forms at runtime check with them); only designers change them.
 */
export async function ruleRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { name?: string } }>(
    '/rule',
    { schema: { querystring: ruleQuery }, config: { access: 'session' } },
    async (request) => {
      let query = app.db.selectFrom('validationRules').select(columns).orderBy('name')
      if (request.query.name) query = query.where('name', '=', request.query.name)
      const list: RuleView[] = await query.execute()
      return { list }
    },
  )

  app.post<{ Body: RuleBody }>(
    '/rule',
    { schema: { body: ruleBody }, config: { access: { resource: DESIGN_RESOURCE } } },
    async (request, reply) => {
      const { method, name, pattern, message, description } = request.body
      if (method === 'delete') {
        const gone = await app.db.deleteFrom('validationRules').where('name', '=', name).executeTakeFirst()
        if (Number(gone.numDeletedRows) === 0) throw notFound(withValues(RULE_MESSAGES.ruleMissing, { name }))
        request.operation = { action: 'rule.delete', target: name }
        return deleted(reply)
      }
      if (pattern === undefined || message === undefined) throw ruleError(400, [RULE_MESSAGES.fieldsMissing])
      const reason = patternError(pattern)
      if (reason) throw ruleError(422, [withValues(RULE_MESSAGES.badPattern, { reason })])
      const at = now()
      const saved = await app.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('validationRules')
          .set({ pattern, message: message.trim(), description, updatedAt: at })
          .where('name', '=', name)
          .returning(columns)
          .executeTakeFirst()
        if (updated) return { row: updated, isNew: false }
        const inserted = await trx
          .insertInto('validationRules')
          .values({ name, pattern, message: message.trim(), description, createdAt: at, updatedAt: at })
          .returning(columns)
          .executeTakeFirstOrThrow()
        return { row: inserted, isNew: true }
      })
      request.operation = { action: 'rule.save', target: name }
      if (saved.isNew) return created(reply, `/api/rule?name=${encodeURIComponent(name)}`, saved.row)
      return modified(reply, saved.row)
    },
  )
}
