import type { MessageDescriptor } from '../../../engine/messages.ts'

/** What the form-record calls answer when the input breaks a rule the JSON schema cannot state. */
export const FORM_MESSAGES = {
  recordMissing: /*i18n*/ { id: 'server.forms.recordMissing', message: 'Form record {id} does not exist' },
  changed: /*i18n*/ {
    id: 'server.forms.changed',
    message: 'Someone else changed this record; refresh before editing',
  },
  valueTooLong: /*i18n*/ {
    id: 'server.forms.valueTooLong',
    message: 'The value of {field} is longer than {num} characters',
  },
} satisfies Record<string, MessageDescriptor>
