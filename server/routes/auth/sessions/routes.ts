import type { FastifyInstance, FastifyRequest } from 'fastify'
import { formatMessage, type MessageDescriptor, withValues } from '../../../../engine/messages.ts'
import { MESSAGES } from '../../../../engine/rules/responses.ts'
import { sessionOf } from '../../../http/access.ts'
import { DOWNLOAD_TOKEN_SECONDS, issueDownloadToken } from '../../../http/downloadTokens.ts'
import { HttpError, tooManyRequests, unauthorized } from '../../../http/httpError.ts'
import { HTTP_MESSAGES } from '../../../http/messages.ts'
import { now } from '../../../http/session.ts'
import { mayOperate } from '../../runtime/operate.ts'
import { AUTH_MESSAGES } from '../messages.ts'
import { isPasswordExpired } from '../passwd/expiry.ts'
import { decoyPasswordHash, verifyPassword } from '../passwd/hashing.ts'
import { consumeSmsCode, newSmsCode, resendWait, storeSmsCode } from '../sms/codes.ts'
import type { SmsSender } from '../sms/senders.ts'
import { clearFailures, lockedUntil, recordFailedAttempt } from './lockout.ts'
import {
  type AccessEvent,
  closeSession,
  findLoginUser,
  type LoginUser,
  openSession,
  writeAccessLog,
} from './queries.ts'
import { RateLimiter } from './rateLimiter.ts'
import {
  downloadTokenBody,
  type LoginBody,
  type LoginResponse,
  loginBody,
  type SmsLoginBody,
  smsCodeBody,
  smsLoginBody,
} from './schema.ts'

const WRONG_CREDENTIALS = formatMessage(MESSAGES.accountOrPasswordWrong)
// The spec's SMS path answers code 401.3 with this message (S1 §4, §8).
const WRONG_CODE = formatMessage(MESSAGES.wrongVerificationCode)

/** Login, SMS login, logout and session info (spec S1 §3–§4, §7 "Auth"). */
export async function sessionRoutes(app: FastifyInstance, opts: { smsSender: SmsSender }): Promise<void> {
  const { max, windowSeconds } = app.config.loginRateLimit
  const perAccount = new RateLimiter(app.db, max, windowSeconds * 1000)
  // Terminals on a plant floor often share one address (NAT, proxy): an address gets more room than an account.
  const perAddress = new RateLimiter(app.db, max * 5, windowSeconds * 1000)

  /** Refuses a client address or account that tried too often in the current window. */
  async function limitAttempts(request: FastifyRequest, account: string): Promise<void> {
    const checks: [RateLimiter, string][] = [
      [perAccount, `account:${account.toLowerCase()}`],
      [perAddress, `ip:${request.ip}`],
    ]
    for (const [limiter, key] of checks) {
      const { allowed, retryAfterSeconds } = await limiter.hit(key)
      if (!allowed) {
        throw tooManyRequests(withValues(AUTH_MESSAGES.tooManyAttempts, { seconds: retryAfterSeconds }))
      }
    }
  }

  function accessLog(request: FastifyRequest, userId: number | null, username: string, event: AccessEvent) {
    return writeAccessLog(app.db, {
      userId,
      username,
      event,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    })
  }

  /**
   * Refuses a disabled account, or one locked for this client address. Only called once the caller has
   * proved the password or code: before that, "disabled" or "locked" would tell anyone that the account exists.
   */
  async function assertMayLogIn(request: FastifyRequest, user: LoginUser): Promise<void> {
    if (user.enabled !== 1) {
      await accessLog(request, user.userId, user.username, 'loginFailed')
      throw unauthorized(AUTH_MESSAGES.accountDisabled)
    }
    const until = await lockedUntil(app.db, user.userId, request.ip)
    if (until) {
      await accessLog(request, user.userId, user.username, 'locked')
      throw unauthorized(lockedMessage(until))
    }
  }

  /** Opens the session; a first login, a reset or an expired password answers status firstLogin. */
  async function completeLogin(request: FastifyRequest, user: LoginUser, method: 'login' | 'sms') {
    await clearFailures(app.db, user.userId, request.ip)
    const ticket = await openSession(app.db, user.userId, method, app.config.sessions)
    await accessLog(request, user.userId, user.username, method === 'sms' ? 'smsLogin' : 'login')
    const settings = await app.passwordSettings.get()
    const response: LoginResponse = { status: 'ok', ticket, userId: user.userId, code: '200' }
    if (user.mustChangePassword === 1) Object.assign(response, { status: 'firstLogin', reason: 'firstLogin' })
    else if (isPasswordExpired(user.passwordChangedAt, settings, now())) {
      Object.assign(response, { status: 'firstLogin', reason: 'expired' })
    }
    return response
  }

  app.post<{ Body: LoginBody }>(
    '/users/login',
    { schema: { body: loginBody }, config: { access: 'public' } },
    async (request) => {
      const { username, password } = request.body
      await limitAttempts(request, username)
      const [user] = await findLoginUser(app.db, { username })
      if (!user) {
        // Same work as a real check, so response time does not reveal which usernames exist.
        await verifyPassword(await decoyPasswordHash(), password)
        await accessLog(request, null, username, 'loginFailed')
        throw unauthorized(WRONG_CREDENTIALS)
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        // Counted only while it can still lock something: a disabled account or a lock in force stays as it is.
        const counts = user.enabled === 1 && !(await lockedUntil(app.db, user.userId, request.ip))
        const settings = await app.passwordSettings.get()
        const locked = counts ? await recordFailedAttempt(app.db, user.userId, request.ip, settings) : null
        await accessLog(request, user.userId, user.username, locked ? 'locked' : 'loginFailed')
        // Neither "locked" nor "attempts left": an unknown username could not say them, so they would
        // tell which accounts exist. The lock is told to whoever then sends the right password.
        throw unauthorized(WRONG_CREDENTIALS)
      }
      await assertMayLogIn(request, user)
      return completeLogin(request, user, 'login')
    },
  )

  // The spec shows a code request with a resend countdown but not its path.
  app.post<{ Body: { phone: string } }>(
    '/users/smsCode',
    { schema: { body: smsCodeBody }, config: { access: 'public' } },
    async (request) => {
      const { phone } = request.body
      await limitAttempts(request, phone)
      const { resendSeconds, codeTtlSeconds } = app.config.sms
      const wait = await resendWait(app.db, phone, resendSeconds)
      if (wait > 0) {
        throw tooManyRequests(withValues(AUTH_MESSAGES.smsWait, { seconds: wait }))
      }
      const users = await findLoginUser(app.db, { phone })
      // Unknown numbers get the same answer, so the call cannot be used to find registered phones.
      if (users.length === 1) {
        const code = newSmsCode()
        await storeSmsCode(app.db, phone, code, codeTtlSeconds)
        try {
          await opts.smsSender.send(phone, code)
        } catch (error) {
          request.log.error({ err: error }, 'SMS sending failed')
          await app.db.deleteFrom('smsCodes').where('phone', '=', phone).execute()
          throw new HttpError(503, AUTH_MESSAGES.smsNotSent)
        }
      }
      return { resendAfter: resendSeconds, expiresIn: codeTtlSeconds }
    },
  )

  app.post<{ Body: SmsLoginBody }>(
    '/users/smsLogin',
    { schema: { body: smsLoginBody }, config: { access: 'public' } },
    async (request) => {
      const { phone, code } = request.body
      await limitAttempts(request, phone)
      const users = await findLoginUser(app.db, { phone })
      const user = users.length === 1 ? users[0] : undefined
      const valid = await consumeSmsCode(app.db, phone, code, app.config.sms.maxAttempts)
      if (!user || !valid) {
        await accessLog(request, user?.userId ?? null, user?.username ?? phone, 'loginFailed')
        throw unauthorized(WRONG_CODE, '401.3')
      }
      await assertMayLogIn(request, user)
      return completeLogin(request, user, 'sms')
    },
  )

  app.post('/users/logout', { config: { access: 'passwordChange' } }, async (request, reply) => {
    const session = request.session
    if (session) {
      await closeSession(app.db, session.ticketHash)
      await accessLog(request, session.userId, session.username, 'logout')
    }
    return reply.code(204).send()
  })

  // Ours (issue 17): what a download link carries instead of the ticket; `path` is the address it opens.
  app.post<{ Body: { path: string } }>(
    '/users/downloadToken',
    { schema: { body: downloadTokenBody }, config: { access: 'session', operationLog: 'skip' } },
    async (request, reply) => {
      const token = await issueDownloadToken(app.db, sessionOf(request).ticketHash, request.body.path)
      return reply.code(201).send({ token, expiresIn: DOWNLOAD_TOKEN_SECONDS })
    },
  )

  app.get('/users/userSessionInfo', { config: { access: 'passwordChange' } }, async (request) => {
    const session = request.session
    if (!session) throw unauthorized(HTTP_MESSAGES.logInFirst)
    // The header shows the avatar beside the name; it is not part of the cached session.
    const user = await app.db
      .selectFrom('users')
      .select('avatar')
      .where('userId', '=', session.userId)
      .executeTakeFirst()
    return {
      userId: session.userId,
      notifyCount: await app.notify.unreadCount(session.userId),
      username: session.username,
      realName: session.realName,
      avatar: user?.avatar ?? '',
      // The runtime disables the write controls of a user who may not operate, and says why.
      mayOperate: await mayOperate(app, request),
    }
  })
}

function lockedMessage(lockedUntil: string): MessageDescriptor {
  const minutes = Math.max(1, Math.ceil((Date.parse(lockedUntil) - Date.now()) / 60_000))
  return withValues(AUTH_MESSAGES.accountLocked, { minutes })
}
