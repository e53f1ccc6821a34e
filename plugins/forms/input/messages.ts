import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the input. */
export const inputMessages = {
  title: /*i18n*/ { id: 'form.input.title', message: 'Input' },
  checker: /*i18n*/ { id: 'form.input.checker', message: 'Value check' },
  checkerNone: /*i18n*/ { id: 'form.input.checker.none', message: 'Any text' },
  checkerMobilePhone: /*i18n*/ { id: 'form.input.checker.mobilePhone', message: 'Mobile phone' },
  checkerTelephone: /*i18n*/ { id: 'form.input.checker.telephone', message: 'Telephone' },
  checkerZipCode: /*i18n*/ { id: 'form.input.checker.zipCode', message: 'Postal code' },
  checkerIdCard: /*i18n*/ { id: 'form.input.checker.idCard', message: 'ID card' },
  checkerNumber: /*i18n*/ { id: 'form.input.checker.number', message: 'Number' },
  checkerEmail: /*i18n*/ { id: 'form.input.checker.email', message: 'Email' },
  checkerIp: /*i18n*/ { id: 'form.input.checker.ip', message: 'IP address' },
  checkerOther: /*i18n*/ { id: 'form.input.checker.other', message: 'Custom pattern' },
  pattern: /*i18n*/ { id: 'form.input.pattern', message: 'Custom pattern' },
  patternHelp: /*i18n*/ {
    id: 'form.input.pattern.help',
    message: 'A regular expression, used when the value check is Custom pattern',
  },
  required: /*i18n*/ { id: 'form.input.required', message: 'Required' },
  maxLength: /*i18n*/ { id: 'form.input.maxLength', message: 'Maximum length' },
} satisfies Record<string, MessageDescriptor>
