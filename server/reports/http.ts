import type { FastifyReply, FastifyRequest } from 'fastify'
import { REPORT_MESSAGES } from '../../engine/reports/messages.ts'
import { ruleError } from '../http/httpError.ts'

export type Params = Record<string, string | number | null>

/** The `params` of an export's address: a JSON object of plain values, or a 400 saying so. */
export function paramsFromQuery(text: string | undefined): Params {
  if (!text) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  const plain = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number'
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every(plain)
  )
    throw ruleError(400, [REPORT_MESSAGES.paramsBad])
  return parsed as Params
}

/** Aborted when the caller goes away, so a long query on PostgreSQL is cancelled with it. */
export function abortOnClose(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  request.raw.on('aborted', () => controller.abort())
  return controller.signal
}
