import type { MessageDescriptor } from '../../engine/messages.ts'
import { formatMessage } from '../../engine/messages.ts'

/** What an error says: a catalogue descriptor (shown in the user's language) or, for logs only, plain text. */
export type ErrorText = MessageDescriptor | string

/**
 * An error that answers with a status and a message. `code` is the body's code, normally the status; the
 * spec's SMS path answers 401 with code '401.3'. `details` carries the engine's message descriptors so the
 * app can show them in the user's language.
 */
export class HttpError extends Error {
  readonly details: MessageDescriptor[]

  constructor(
    readonly status: number,
    text: ErrorText,
    readonly code: number | string = status,
    details: MessageDescriptor[] = [],
  ) {
    super(typeof text === 'string' ? text : formatMessage(text))
    // A descriptor is its own detail: the app translates it (app/shell/serverMessages.ts).
    this.details = details.length > 0 || typeof text === 'string' ? details : [text]
  }
}

/** 400 (or 422 on create, as the spec's table says) from the engine's rule messages. */
export function ruleError(status: 400 | 422, details: MessageDescriptor[]): HttpError {
  return new HttpError(status, details.map(formatMessage).join('; '), status, details)
}

export const badRequest = (text: ErrorText) => new HttpError(400, text)
export const unauthorized = (text: ErrorText, code: number | string = 401) => new HttpError(401, text, code)
export const forbidden = (text: ErrorText) => new HttpError(403, text)
export const notFound = (text: ErrorText) => new HttpError(404, text)
export const conflict = (text: ErrorText) => new HttpError(409, text)
export const unprocessable = (text: ErrorText) => new HttpError(422, text)
export const tooManyRequests = (text: ErrorText) => new HttpError(429, text)
