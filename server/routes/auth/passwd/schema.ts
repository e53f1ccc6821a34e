/** Password settings as the API carries them: the engine's PasswordSettings plus the record's version. */
const count = { type: 'integer', minimum: 0, maximum: 100_000 } as const

export const passwordSettingsBody = {
  type: 'object',
  additionalProperties: false,
  required: [
    'minLength',
    'maxLength',
    'requireUpper',
    'requireLower',
    'requireDigit',
    'requireSpecial',
    'regex',
    'regexHint',
    'retryCount',
    'lockMinutes',
    'historyCount',
    'validityDays',
    'version',
  ],
  properties: {
    minLength: { type: 'integer', minimum: 0, maximum: 1000 },
    maxLength: { type: 'integer', minimum: 1, maximum: 1000 },
    requireUpper: { type: 'boolean' },
    requireLower: { type: 'boolean' },
    requireDigit: { type: 'boolean' },
    requireSpecial: { type: 'boolean' },
    regex: { type: 'string', maxLength: 500 },
    regexHint: { type: 'string', maxLength: 200 },
    retryCount: count,
    lockMinutes: count,
    historyCount: { type: 'integer', minimum: 0, maximum: 50 },
    validityDays: count,
    /** 0 before the first save. */
    version: { type: 'integer', minimum: 0 },
  },
} as const

export const updatePwdBody = {
  type: 'object',
  required: ['newPassword', 'confirmPassword'],
  properties: {
    /** Required when changing one's own password; an administrator resetting another user omits it. */
    oldPassword: { type: 'string', maxLength: 1000 },
    newPassword: { type: 'string', maxLength: 1000 },
    confirmPassword: { type: 'string', maxLength: 1000 },
  },
} as const

export interface UpdatePwdBody {
  oldPassword?: string
  newPassword: string
  confirmPassword: string
}
