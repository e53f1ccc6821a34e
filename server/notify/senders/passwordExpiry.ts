import type { FastifyInstance } from 'fastify'
import { localTime } from '../enqueue.ts'
import { notifyUsers } from '../notifyUsers.ts'

/** How long before its expiry a password's owner is told. */
export const PASSWORD_WARN_DAYS = 7
/** How often the check runs; each password is announced once (its key is the change time). */
export const PASSWORD_CHECK_EVERY_MS = 6 * 60 * 60 * 1000

const DAY_MS = 86_400_000

/**
 * "Password about to expire": every enabled user whose password expires within PASSWORD_WARN_DAYS (the
 * validity period of the password rules; 0 days never expires) is told once per password. Answers how
 * many notifications were queued.
 */
export async function checkExpiringPasswords(app: FastifyInstance, at = Date.now()): Promise<number> {
  const settings = await app.passwordSettings.get()
  if (settings.validityDays <= 0) return 0
  const validity = settings.validityDays * DAY_MS
  // Changed between (validity + …) ago and (validity − warning) ago: expiring soon, not expired yet.
  const newest = new Date(at - validity + PASSWORD_WARN_DAYS * DAY_MS).toISOString()
  const oldest = new Date(at - validity).toISOString()
  const users = await app.db
    .selectFrom('users')
    .select(['userId', 'passwordChangedAt'])
    .where('enabled', '=', 1)
    .where('passwordChangedAt', '<=', newest)
    .where('passwordChangedAt', '>', oldest)
    .execute()
  let queued = 0
  for (const user of users) {
    const due = new Date(Date.parse(user.passwordChangedAt) + validity).toISOString()
    queued += await notifyUsers(
      app,
      'password.expiring',
      `password:${user.userId}:${user.passwordChangedAt}`,
      [user.userId],
      { due: localTime(due), time: localTime(new Date(at).toISOString()), link: '' },
    )
  }
  return queued
}

/** Runs the check now and then every PASSWORD_CHECK_EVERY_MS until the app closes; a failure is logged. */
export function watchExpiringPasswords(app: FastifyInstance, everyMs = PASSWORD_CHECK_EVERY_MS): () => void {
  const run = () =>
    void checkExpiringPasswords(app).catch((error: unknown) =>
      app.log.error({ err: error }, 'checking passwords about to expire failed'),
    )
  const first = setTimeout(run, 5_000)
  const timer = setInterval(run, everyMs)
  first.unref?.()
  timer.unref?.()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}
