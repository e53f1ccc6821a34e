import type { MessageDescriptor } from '../../engine/messages'
import { FILE_MESSAGES } from '../../engine/rules/files'
import { NAME_MESSAGES } from '../../engine/rules/names'
import { PASSWORD_MESSAGES } from '../../engine/rules/passwords'
import { errorMessage, MESSAGES, SERVICE_MESSAGES } from '../../engine/rules/responses'
import { VALUE_MESSAGES } from '../../engine/rules/valueCheckers'

/** The part of an error body the client reads: `{ code, message, details }` (server/README.md). */
export interface ErrorBody {
  code?: unknown
  message?: unknown
  details?: unknown
}

// The server words its plain-text errors with the engine's catalogue (formatMessage of a descriptor), so
// a text without placeholders maps back to its descriptor and can be shown in the user's language.
const KNOWN_TEXTS = new Map<string, MessageDescriptor>()
for (const table of [
  MESSAGES,
  SERVICE_MESSAGES,
  PASSWORD_MESSAGES,
  VALUE_MESSAGES,
  FILE_MESSAGES,
  NAME_MESSAGES,
]) {
  for (const descriptor of Object.values(table) as MessageDescriptor[]) {
    if (!descriptor.message.includes('{')) KNOWN_TEXTS.set(descriptor.message, descriptor)
  }
}

function isDescriptor(value: unknown): value is MessageDescriptor {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return typeof candidate.id === 'string' && typeof candidate.message === 'string'
}

/**
 * The messages to show for a failed response, as descriptors for lingui: the body's rule `details`
 * when it has them (translatable), else its message (mapped back to the catalogue when the server used
 * a catalogue text), else the service message table, else the status text (engine `errorMessage`).
 */
export function failureMessages(
  status: number,
  statusText: string,
  body: ErrorBody | undefined,
): MessageDescriptor[] {
  const details = Array.isArray(body?.details) ? body.details.filter(isDescriptor) : []
  if (details.length > 0) return details
  const text = typeof body?.message === 'string' ? body.message.trim() : ''
  const known = KNOWN_TEXTS.get(text.replace(/\.$/, ''))
  if (known) return [known]
  return [errorMessage({ status, message: text, statusText })]
}

/** The code a failure is titled with: the body's code ('401.3') when it has one, else the status. */
export function failureCode(status: number, body: ErrorBody | undefined): string {
  const code = body?.code
  return typeof code === 'string' || typeof code === 'number' ? String(code) : String(status)
}
