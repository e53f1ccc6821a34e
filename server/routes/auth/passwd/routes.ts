import type { FastifyInstance } from 'fastify'
import { checkPasswordSettings, type PasswordSettings } from '../../../../engine/rules/passwords.ts'
import { conflict, ruleError } from '../../../http/httpError.ts'
import { modified } from '../../../http/replies.ts'
import { AUTH_MESSAGES } from '../messages.ts'
import { passwordSettingsBody } from './schema.ts'

/** Password rules (spec S1 §3 "Password settings", §7 GET/POST /api/auth/passwd/settings). */
export async function passwdRoutes(app: FastifyInstance): Promise<void> {
  // Readable by any session, including one that must change its password: the form shows the rules.
  app.get('/passwd/settings', { config: { access: 'passwordChange' } }, async () => {
    const { settings, version } = await app.passwordSettings.getStored()
    return { ...settings, version }
  })

  app.post<{ Body: PasswordSettings & { version: number } }>(
    '/passwd/settings',
    { schema: { body: passwordSettingsBody }, config: { access: { resource: 'password-rules' } } },
    async (request, reply) => {
      const { version, ...settings } = request.body
      const problems = checkPasswordSettings(settings)
      if (problems.length > 0) throw ruleError(400, problems)
      const saved = await app.passwordSettings.save(settings, version)
      if (saved === null) {
        throw conflict(AUTH_MESSAGES.settingsStale)
      }
      request.operation = { action: 'passwd.settings.save' }
      return modified(reply, { ...settings, version: saved })
    },
  )
}
