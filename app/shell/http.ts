import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isSuccessResponse, MAINTENANCE_STATUS, MESSAGES } from '../../engine/rules/responses'
import { LOGIN_PATH } from '../../engine/rules/routes'
import { storedLocale } from '../i18n/languagePreference'
import { localeActive } from '../i18n/localeActive'
import { clearNotices, notify } from '../ui/notices'
import { isEmbedded, postToParent } from './frameMessages'
import { hideLoading, showLoading } from './loading'
import { type QueryParams, withQuery } from './query'
import { enterMaintenance } from './restoreWatch'
import { type ErrorBody, failureCode, failureMessages } from './serverMessages'
import { session, signOut } from './session'

/** The outcome of a call: the parsed body on success, a message ready to show on failure. */
export type HttpResult<T> =
  | { ok: true; status: number; data: T; location: string | null }
  | {
      ok: false
      /** The HTTP status; 0 when the server could not be reached. */
      status: number
      /** The body's code ('401.3') or the status, as text. */
      code: string
      /** The translated message (rule details joined by '; '). */
      message: string
      /** The untranslated messages, e.g. to place each rule message beside its field. */
      details: MessageDescriptor[]
    }

/** A failed call. */
export type HttpFailure = Extract<HttpResult<never>, { ok: false }>

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

/** Options of one call. */
export interface RequestOptions {
  /** Query parameters: empty values are skipped, arrays repeat the key (`buildQuery`). */
  query?: QueryParams
  /** The screen shows the failure itself (a form's inline message): no error notice. */
  suppressNotice?: boolean
  /**
   * What a 401 means: 'signOut' (default: the session ended, go to the login page) or 'report' (the
   * call checks credentials, like the login itself, and the screen shows the message).
   */
  unauthorized?: 'signOut' | 'report'
  /** Shows the page-wide loading veil with this tip text while the call runs. */
  loading?: string
  headers?: Record<string, string>
  signal?: AbortSignal
}

const serviceUnreachable = msg`Service unavailable. Check your connection and try again later.`
const errorTitle = (code: string) => msg`Error ${code}`

/**
 * The one client for every call (spec S1 §7 "Shared request behaviour"): language header, credentials,
 * the bearer ticket, JSON bodies (FormData is sent as is). Success only on 200/201/202/204 (engine
 * `isSuccessResponse`). Failures: 401 signs out (or posts 'timeout' to the embedding window); 425 shows
 * the maintenance overlay and polls the restore status; anything else shows an error notice titled with
 * the code unless `suppressNotice`. A network failure is swallowed: no notice, status 0.
 */
export async function requestJson<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // Before the catalogue is active (an early request) the language is the one being loaded.
    'Accept-Language': i18n.locale || storedLocale(),
    ...options.headers,
  }
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  // Only with a body: the server refuses an empty body that claims to be JSON.
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
  if (session.ticket) headers.Authorization = `Bearer ${session.ticket}`
  if (options.loading !== undefined) showLoading(options.loading)
  let response: Response
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: options.signal,
    })
  } catch {
    await localeActive()
    return failure(0, '0', [serviceUnreachable])
  } finally {
    if (options.loading !== undefined) hideLoading()
  }
  const data = await readBody(response)
  if (isSuccessResponse({ code: response.status })) {
    return { ok: true, status: response.status, data: data as T, location: response.headers.get('Location') }
  }
  // A failure is told in words: a request sent before the first render waits for the catalogue.
  await localeActive()
  const errorBody = isRecord(data) ? (data as ErrorBody) : undefined
  const code = failureCode(response.status, errorBody)
  const result = failure(
    response.status,
    code,
    failureMessages(response.status, response.statusText, errorBody),
  )
  if (response.status === 401 && (options.unauthorized ?? 'signOut') === 'signOut') {
    sessionEnded()
  } else if (response.status === MAINTENANCE_STATUS) {
    enterMaintenance()
  } else if (!options.suppressNotice) {
    notify.error(i18n._(errorTitle(code)), result.message)
  }
  return result
}

function failure(status: number, code: string, details: MessageDescriptor[]): HttpFailure {
  const message = details.map((descriptor) => i18n._(descriptor)).join('; ')
  return { ok: false, status, code, message, details }
}

/**
 * The ticket is no longer accepted (a call answered 401, or the live socket closed with 4401). Inside a
 * frame the embedding page decides what to do ('timeout'); otherwise the session is cleared and the login
 * page shown with "session timed out".
 */
export function sessionEnded(): void {
  if (isEmbedded()) {
    postToParent('timeout')
    return
  }
  const hadSession = session.ticket !== ''
  signOut()
  clearNotices()
  if (hadSession) notify.warning(i18n._(MESSAGES.sessionTimeout))
  if (window.location.hash !== `#${LOGIN_PATH}`) window.location.hash = LOGIN_PATH
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const type = response.headers.get('content-type') ?? ''
  try {
    if (type.includes('json')) return await response.json()
    if (type.startsWith('text/')) return await response.text()
  } catch {
    return undefined
  }
  return undefined
}
