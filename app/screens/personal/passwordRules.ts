import { useEffect, useState } from 'react'
import {
  DEFAULT_PASSWORD_SETTINGS,
  PASSWORD_MESSAGES,
  type PasswordSettings,
} from '../../../engine/rules/passwords'
import { requestJson } from '../../shell/http'

/** The configured password rules (GET /api/auth/passwd/settings); null while they load. */
export function usePasswordSettings(): PasswordSettings | null {
  const [settings, setSettings] = useState<PasswordSettings | null>(null)
  useEffect(() => {
    let live = true
    void requestJson<Partial<PasswordSettings>>('GET', '/api/auth/passwd/settings').then((result) => {
      // Without the server's rules the form still checks the defaults; the server checks the real ones.
      if (live) setSettings({ ...DEFAULT_PASSWORD_SETTINGS, ...(result.ok ? result.data : {}) })
    })
    return () => {
      live = false
    }
  }, [])
  return settings
}

/** One rule as the form lists it: the id of the problem `checkPassword` reports when it is broken. */
export interface RuleLine {
  problemId: string
  kind: 'minLength' | 'maxLength' | 'upper' | 'lower' | 'digit' | 'special' | 'regex'
}

/** The checkable rules the settings switch on, in `checkPassword`'s order. */
export function activeRules(settings: PasswordSettings): RuleLine[] {
  const lines: RuleLine[] = []
  if (settings.minLength > 0) lines.push({ kind: 'minLength', problemId: PASSWORD_MESSAGES.tooShort.id })
  if (settings.maxLength > 0) lines.push({ kind: 'maxLength', problemId: PASSWORD_MESSAGES.tooLong.id })
  if (settings.requireUpper) lines.push({ kind: 'upper', problemId: PASSWORD_MESSAGES.upper.id })
  if (settings.requireLower) lines.push({ kind: 'lower', problemId: PASSWORD_MESSAGES.lower.id })
  if (settings.requireDigit) lines.push({ kind: 'digit', problemId: PASSWORD_MESSAGES.digit.id })
  if (settings.requireSpecial) lines.push({ kind: 'special', problemId: PASSWORD_MESSAGES.special.id })
  if (settings.regex) {
    // Either message id may come back for the pattern rule, depending on whether a hint is set.
    lines.push({
      kind: 'regex',
      problemId: settings.regexHint ? PASSWORD_MESSAGES.regexHint.id : PASSWORD_MESSAGES.regex.id,
    })
  }
  return lines
}
