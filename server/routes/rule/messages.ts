import type { MessageDescriptor } from '../../../engine/messages.ts'

/** What the rule calls answer when the input breaks a rule the JSON schema cannot state. */
export const RULE_MESSAGES = {
  badPattern: /*i18n*/ {
    id: 'server.rule.badPattern',
    message: 'The pattern is not a valid regular expression: {reason}',
  },
  ruleMissing: /*i18n*/ { id: 'server.rule.ruleMissing', message: 'Validation rule {name} does not exist' },
  fieldsMissing: /*i18n*/ {
    id: 'server.rule.fieldsMissing',
    message: 'Saving a rule needs its pattern and message',
  },
} satisfies Record<string, MessageDescriptor>
