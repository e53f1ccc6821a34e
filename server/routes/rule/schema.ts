/** Rule names follow the spec's name rule (S1 §5): a letter, then letters, digits or '_'. */
const ruleName = { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9_]*$' } as const

/**
 * The spec's single write call: `method` 'post' saves (creates or replaces) the named rule, 'delete'
 * removes it. Text limits are the spec's 200 and 500 (S1 §5).
 */
export const ruleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'name'],
  properties: {
    method: { type: 'string', enum: ['post', 'delete'] },
    name: ruleName,
    pattern: { type: 'string', minLength: 1, maxLength: 500 },
    message: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    description: { type: 'string', maxLength: 500, default: '' },
  },
} as const

export interface RuleBody {
  method: 'post' | 'delete'
  name: string
  pattern?: string
  message?: string
  description: string
}

export const ruleQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { name: ruleName },
} as const
