/** Request and response shapes of the session calls (spec S1 §3 "Login response", "User session info"). */

export const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 200 },
    password: { type: 'string', minLength: 1, maxLength: 1000 },
  },
} as const

export interface LoginBody {
  username: string
  password: string
}

const phone = { type: 'string', pattern: '^1[345789][0-9]{9}$' } as const

export const smsCodeBody = {
  type: 'object',
  required: ['phone'],
  properties: { phone },
} as const

export const smsLoginBody = {
  type: 'object',
  required: ['phone', 'code'],
  properties: { phone, code: { type: 'string', minLength: 1, maxLength: 20 } },
} as const

export interface SmsLoginBody {
  phone: string
  code: string
}

/** A download address of this server, without its query: `/api/…`. */
export const downloadTokenBody = {
  type: 'object',
  additionalProperties: false,
  required: ['path'],
  properties: { path: { type: 'string', minLength: 6, maxLength: 1000, pattern: '^/api/[^?#\\s]*$' } },
} as const

/** status 'ok', or 'firstLogin' when the password must be changed before anything else (first or expired). */
export interface LoginResponse {
  status: 'ok' | 'firstLogin'
  ticket: string
  userId: number
  code: '200'
  /** Why a change is forced: 'firstLogin' (new or reset password) or 'expired' (validity period over). */
  reason?: 'firstLogin' | 'expired'
}
