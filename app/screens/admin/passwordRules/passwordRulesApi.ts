import type { PasswordSettings } from '../../../../engine/rules/passwords'
import { call } from '../common/request'
import type { StoredPasswordSettings } from './passwordRulesForm'

/** The stored rules in the shape a versioned record takes on the screens. */
function asRecord(settings: StoredPasswordSettings) {
  const { version, ...value } = settings
  return { value: value as PasswordSettings, version, updatedAt: null }
}

export async function loadPasswordRules() {
  const result = await call<StoredPasswordSettings>('GET', '/api/auth/passwd/settings', undefined, {
    failure: 'screen',
  })
  return result.ok ? { ...result, data: asRecord(result.data) } : result
}

export async function savePasswordRules(settings: PasswordSettings, version: number) {
  const result = await call<StoredPasswordSettings>(
    'POST',
    '/api/auth/passwd/settings',
    { ...settings, version },
    { failure: 'screen' },
  )
  return result.ok ? { ...result, data: asRecord(result.data) } : result
}
