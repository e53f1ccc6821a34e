import type { MessageDescriptor } from '../../engine/messages.ts'
import { formatMessage } from '../../engine/messages.ts'

/**
 * An error that answers with a status and a message. `code` is the body's code, normally the status; the
 * spec's SMS path answers 401 with code '401.3'. `details` carries the engine's message descriptors so the
 * app can show them in the user's language.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number | string = status,
    readonly details: MessageDescriptor[] = [],
  ) {
    super(message)
  }
}

/** 400 (or 422 on create, as the spec's table says) from the engine's rule messages. */
export function ruleError(status: 400 | 422, details: MessageDescriptor[]): HttpError {
  return new HttpError(status, details.map(formatMessage).join('; '), status, details)
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message: string, code: number | string = 401) =>
  new HttpError(401, message, code)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
export const unprocessable = (message: string) => new HttpError(422, message)
export const tooManyRequests = (message: string) => new HttpError(429, message)
