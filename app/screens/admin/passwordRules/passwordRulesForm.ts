import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { checkMinMax } from '../../../../engine/rules/numbers'
import {
  checkPasswordSettings,
  PASSWORD_MESSAGES,
  type PasswordSettings,
} from '../../../../engine/rules/passwords'

/** The password rules as the server sends them (GET /api/auth/passwd/settings). */
export type StoredPasswordSettings = PasswordSettings & { version: number }

/** The form's values: number fields are null while empty. */
export type PasswordRulesDraft = {
  [K in keyof PasswordSettings]: PasswordSettings[K] extends number ? number | null : PasswordSettings[K]
}

export type PasswordRulesField = keyof PasswordSettings

export function draftOf(settings: PasswordSettings): PasswordRulesDraft {
  return { ...settings }
}

/** The settings the draft describes; empty numbers stay invalid (NaN) so the engine reports them. */
export function settingsOf(draft: PasswordRulesDraft): PasswordSettings {
  const number = (value: number | null) => (value === null ? Number.NaN : value)
  return {
    ...draft,
    minLength: number(draft.minLength),
    maxLength: number(draft.maxLength),
    retryCount: number(draft.retryCount),
    lockMinutes: number(draft.lockMinutes),
    historyCount: number(draft.historyCount),
    validityDays: number(draft.validityDays),
  }
}

// Which field each engine message belongs to.
const FIELD_OF_MESSAGE = new Map<string, PasswordRulesField>([
  [PASSWORD_MESSAGES.minLengthNumber.id, 'minLength'],
  [PASSWORD_MESSAGES.maxLengthNumber.id, 'maxLength'],
  [PASSWORD_MESSAGES.minBelowMax.id, 'maxLength'],
  [PASSWORD_MESSAGES.retryCount.id, 'retryCount'],
  [PASSWORD_MESSAGES.lockMinutes.id, 'lockMinutes'],
  [PASSWORD_MESSAGES.historyCount.id, 'historyCount'],
  [PASSWORD_MESSAGES.validityDays.id, 'validityDays'],
  [PASSWORD_MESSAGES.regexInvalid.id, 'regex'],
  [PASSWORD_MESSAGES.hintNotText.id, 'regexHint'],
])

/** Largest values the server's schema takes; the engine rules only set the lower bounds. */
export const UPPER_BOUNDS: Partial<Record<PasswordRulesField, number>> = {
  minLength: 1000,
  maxLength: 1000,
  retryCount: 100_000,
  lockMinutes: 100_000,
  historyCount: 50,
  validityDays: 100_000,
}

const atMost = (num: number): MessageDescriptor => msg`Enter a whole number of at most ${num}`

/**
 * The problems of a draft by field, from the engine's `checkPasswordSettings`. The pair of lengths is
 * reported on the maximum with the spec's wording, "max length must exceed min length".
 */
export function passwordRulesProblems(
  draft: PasswordRulesDraft,
): Partial<Record<PasswordRulesField, MessageDescriptor>> {
  const problems: Partial<Record<PasswordRulesField, MessageDescriptor>> = {}
  for (const problem of checkPasswordSettings(settingsOf(draft))) {
    const field = FIELD_OF_MESSAGE.get(problem.id)
    if (!field || problems[field]) continue
    const lengths = problem.id === PASSWORD_MESSAGES.minBelowMax.id
    problems[field] = lengths
      ? (checkMinMax(draft.minLength ?? '', draft.maxLength ?? '', { kind: 'length' }) ?? problem)
      : problem
  }
  for (const [field, bound] of Object.entries(UPPER_BOUNDS) as [PasswordRulesField, number][]) {
    const value = draft[field]
    if (!problems[field] && typeof value === 'number' && value > bound) problems[field] = atMost(bound)
  }
  return problems
}
