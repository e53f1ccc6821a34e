import type { Readable } from 'node:stream'
import type { FastifyError, FastifyInstance } from 'fastify'
import { formatMessage, type MessageDescriptor, withValues } from '../../engine/messages.ts'
import { serviceMessage as serviceDescriptor } from '../../engine/rules/responses.ts'
import { HttpError } from './httpError.ts'
import { HTTP_MESSAGES } from './messages.ts'
import { type SchemaError, schemaErrorMessage } from './validationMessages.ts'

/** The body of every error answer: the spec's clients show `message` and treat `code` as the outcome. */
export interface ErrorBody {
  code: number | string
  message: string
  details?: { id: string; message: string; values?: Record<string, string | number> }[]
}

// Constraint errors the handlers did not foresee still get a clear answer instead of a 500.
const UNIQUE_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505'])
const FOREIGN_KEY_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'])
// Values the database refuses to store (validation should have caught them; this is the last net):
// PostgreSQL's NUL in text (22021, 22P05 in JSON), numbers out of range (22003), text that is no number
// (22P02), dates out of range (22008); SQLite's oversized values and type mismatches.
const UNSTORABLE_VALUES = new Set([
  '22021',
  '22P05',
  '22003',
  '22P02',
  '22008',
  'SQLITE_TOOBIG',
  'SQLITE_MISMATCH',
])

/**
 * Every error answers `{ code, message }`: the thrower's message, else the spec's service message table
 * (S1 §8) for the status. Unexpected errors are logged and answer 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | HttpError | Error, request, reply) => {
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Answered before the client has sent it all, the connection would close under a client that is
      // still sending (it sees a reset, not the answer): read the rest first, within reason.
      await drain(request.raw, DRAIN_MAX_BYTES, DRAIN_MAX_MS)
      const limit = Math.round((request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit) / 2 ** 20)
      return reply.code(413).send(bodyOf(413, withValues(HTTP_MESSAGES.bodyTooLarge, { limit })))
    }
    const body = toErrorBody(error)
    const status = statusOf(error)
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    return reply.code(status).send(body)
  })

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      const path = request.url.split('?')[0] ?? ''
      return reply
        .code(404)
        .send(bodyOf(404, withValues(HTTP_MESSAGES.noSuchApi, { method: request.method, path })))
    }
    // A missing built file (a chunk of an older build, asked for by a tab opened before an upgrade) is a
    // 404: the app shell in its place would fail as a script with a misleading type error.
    if (!app.hasReplyDecorator('sendFile') || request.url.startsWith('/assets/')) {
      return reply.code(404).send({ code: 404, message: serviceMessage(404) })
    }
    // Hash routing: every non-API path that is not a file serves the app shell.
    return reply.sendFile('index.html')
  })
}

/** How much of a body over the limit is read and dropped so its sender sees the 413; beyond, it is cut off. */
const DRAIN_MAX_BYTES = 64 * 2 ** 20
const DRAIN_MAX_MS = 15_000

/** Reads and drops the rest of a request body, until it ends or `maxBytes` / `maxMs` have passed. */
function drain(stream: Readable, maxBytes: number, maxMs: number): Promise<void> {
  if (stream.readableEnded || stream.destroyed) return Promise.resolve()
  return new Promise((resolve) => {
    let seen = 0
    const finish = () => {
      clearTimeout(timer)
      stream.off('data', onData)
      stream.off('end', finish)
      stream.off('error', finish)
      stream.off('close', finish)
      resolve()
    }
    const onData = (chunk: Buffer) => {
      seen += chunk.length
      if (seen > maxBytes) finish()
    }
    const timer = setTimeout(finish, maxMs)
    stream.on('data', onData)
    stream.once('end', finish)
    stream.once('error', finish)
    stream.once('close', finish)
    stream.resume()
  })
}

/** An error body worded by a catalogue descriptor, which the app shows in the user's language. */
function bodyOf(code: number, descriptor: MessageDescriptor): ErrorBody {
  return { code, message: formatMessage(descriptor), details: [descriptor] }
}

/** The spec's service message for `status` (S1 §8), or a generic text for statuses the table lacks. */
export function serviceMessage(status: number): string {
  const descriptor = serviceDescriptor(status)
  return descriptor ? formatMessage(descriptor) : `Request failed (${status})`
}

function statusOf(error: Error): number {
  if (error instanceof HttpError) return error.status
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && UNIQUE_VIOLATIONS.has(code)) return 409
  if (typeof code === 'string' && (FOREIGN_KEY_VIOLATIONS.has(code) || UNSTORABLE_VALUES.has(code)))
    return 400
  const statusCode = (error as FastifyError).statusCode
  return typeof statusCode === 'number' && statusCode >= 400 ? statusCode : 500
}

function toErrorBody(error: Error): ErrorBody {
  const status = statusOf(error)
  if (error instanceof HttpError) {
    const body: ErrorBody = { code: error.code, message: error.message || serviceMessage(status) }
    if (error.details.length > 0) body.details = error.details
    return body
  }
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && UNIQUE_VIOLATIONS.has(code)) return bodyOf(409, HTTP_MESSAGES.recordExists)
  if (typeof code === 'string' && FOREIGN_KEY_VIOLATIONS.has(code)) {
    return bodyOf(400, HTTP_MESSAGES.missingReference)
  }
  if (typeof code === 'string' && UNSTORABLE_VALUES.has(code))
    return bodyOf(400, HTTP_MESSAGES.unstorableValue)
  const validation = (error as FastifyError).validation
  const first = validation?.[0] as SchemaError | undefined
  if (first)
    return bodyOf(400, schemaErrorMessage(first, (error as FastifyError).validationContext ?? 'body'))
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return bodyOf(400, HTTP_MESSAGES.malformedBody)
  }
  if (status >= 500) return { code: status, message: serviceMessage(status) }
  return { code: status, message: error.message || serviceMessage(status) }
}
