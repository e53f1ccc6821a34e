import { i18n } from '@lingui/core'
import { MESSAGES } from '../../../engine/rules/responses'
import { requestJson } from '../../shell/http'
import type { SignInResult } from '../../shell/session'

/** The login response (spec S1 §3). */
interface LoginResponse {
  status?: string
  ticket?: string
  code?: string | number
  phone?: string
  userId?: number
  reason?: string
  message?: string
}

/** A login attempt's outcome: a session to start, or a message to show. */
export type LoginOutcome = { ok: true; session: SignInResult } | { ok: false; message: string }

/**
 * Reads a login answer (S1 §4): status ok or firstLogin with a ticket signs in; anything else (such
 * as an answer that asks for a phone number first) does not proceed.
 */
function readLoginResponse(data: LoginResponse | undefined): LoginOutcome {
  const { status, ticket, userId, message, reason } = data ?? {}
  if ((status === 'ok' || status === 'firstLogin') && ticket) {
    const firstLogin = status === 'firstLogin'
    return {
      ok: true,
      session: {
        ticket,
        userId: Number(userId),
        firstLogin,
        reason: firstLogin ? (reason === 'expired' ? 'expired' : 'firstLogin') : undefined,
      },
    }
  }
  return { ok: false, message: message || i18n._(MESSAGES.accountOrPasswordWrong) }
}

// Login calls check credentials: their 401 is a wrong password, not an ended session, and the form
// shows the message itself.
const loginCallOptions = { suppressNotice: true, unauthorized: 'report' } as const

/** Posts the credentials to the login endpoint. */
export async function requestLogin(username: string, password: string): Promise<LoginOutcome> {
  const result = await requestJson<LoginResponse>(
    'POST',
    '/api/auth/users/login',
    { username, password },
    loginCallOptions,
  )
  if (!result.ok) return { ok: false, message: result.message }
  return readLoginResponse(result.data)
}

/** Asks the server to send a verification code; answers the seconds until a new one may be requested. */
export async function requestSmsCode(
  phone: string,
): Promise<{ ok: true; resendAfter: number } | { ok: false; message: string; retryAfter: number }> {
  const result = await requestJson<{ resendAfter?: number }>(
    'POST',
    '/api/auth/users/smsCode',
    { phone },
    loginCallOptions,
  )
  if (result.ok) return { ok: true, resendAfter: Math.max(0, Number(result.data?.resendAfter ?? 60)) }
  // The countdown's length is a value of the server's message ("Wait {seconds} seconds ...").
  const wait = result.details.map((detail) => Number(detail.values?.seconds)).find(Number.isFinite)
  return {
    ok: false,
    message: result.message,
    retryAfter: result.status === 429 && wait !== undefined ? wait : 0,
  }
}

/** Logs in with a phone number and its verification code; code 401.3 is a wrong, used or expired code. */
export async function requestSmsLogin(phone: string, code: string): Promise<LoginOutcome> {
  const result = await requestJson<LoginResponse>(
    'POST',
    '/api/auth/users/smsLogin',
    { phone, code },
    loginCallOptions,
  )
  if (!result.ok) {
    if (result.code === '401.3') return { ok: false, message: i18n._(MESSAGES.wrongVerificationCode) }
    return { ok: false, message: result.message }
  }
  return readLoginResponse(result.data)
}
