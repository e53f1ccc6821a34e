import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { checkPassword, checkPasswordConfirmation } from '../../../../engine/rules/passwords.ts'
import { badRequest, ruleError } from '../../../http/httpError.ts'
import { now } from '../../../http/session.ts'
import { AUTH_MESSAGES } from '../messages.ts'
import { hashPassword, verifyPassword } from './hashing.ts'

/** History rows kept per user: enough for any history setting an administrator may later choose. */
const HISTORY_KEPT = 50

/**
 * Checks a new password against the rules, its confirmation and the user's history, then stores it with
 * the history row in one transaction. `mustChange` says whether the user must change it again at the next
 * login (an administrator's reset) or not (the user chose it). Every other session of the user ends.
 */
export async function changePassword(
  app: FastifyInstance,
  target: { userId: number; passwordHash: string },
  input: { newPassword: string; confirmPassword: string },
  options: { mustChange: 'atNextLogin' | 'no'; keepSession?: string; status: 400 | 422 },
): Promise<{ passwordChangedAt: string }> {
  const settings = await app.passwordSettings.get()
  const problems = checkPassword(input.newPassword, settings)
  const mismatch = checkPasswordConfirmation(input.newPassword, input.confirmPassword)
  if (mismatch) problems.unshift(mismatch)
  if (problems.length > 0) throw ruleError(options.status, problems)

  // The current password never counts as a change, whatever the history setting.
  if (await verifyPassword(target.passwordHash, input.newPassword)) {
    throw badRequest(AUTH_MESSAGES.passwordUnchanged)
  }
  if (settings.historyCount > 0) {
    const history = await app.db
      .selectFrom('passwordHistory')
      .select('passwordHash')
      .where('userId', '=', target.userId)
      .orderBy('id', 'desc')
      .limit(settings.historyCount)
      .execute()
    for (const row of history) {
      if (await verifyPassword(row.passwordHash, input.newPassword)) {
        throw badRequest(withValues(AUTH_MESSAGES.passwordReused, { count: settings.historyCount }))
      }
    }
  }

  const passwordHash = await hashPassword(input.newPassword)
  const at = now()
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({
        passwordHash,
        passwordChangedAt: at,
        mustChangePassword: options.mustChange === 'atNextLogin' ? 1 : 0,
        failedAttempts: 0,
        lockedUntil: null,
        updatedAt: at,
        version: eb('version', '+', 1),
      }))
      .where('userId', '=', target.userId)
      .execute()
    // A new password lifts the account's locks from every address.
    await trx.deleteFrom('loginFailures').where('userId', '=', target.userId).execute()
    await trx
      .insertInto('passwordHistory')
      .values({ userId: target.userId, passwordHash, createdAt: at })
      .execute()
    const kept = trx
      .selectFrom('passwordHistory')
      .select('id')
      .where('userId', '=', target.userId)
      .orderBy('id', 'desc')
      .limit(HISTORY_KEPT)
    await trx
      .deleteFrom('passwordHistory')
      .where('userId', '=', target.userId)
      .where('id', 'not in', kept)
      .execute()
    let sessions = trx.deleteFrom('sessions').where('userId', '=', target.userId)
    if (options.keepSession) sessions = sessions.where('ticketHash', '!=', options.keepSession)
    await sessions.execute()
  })
  return { passwordChangedAt: at }
}
