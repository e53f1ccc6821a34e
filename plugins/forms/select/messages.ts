import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the select. */
export const selectMessages = {
  title: /*i18n*/ { id: 'form.select.title', message: 'Select' },
  options: /*i18n*/ { id: 'form.select.options', message: 'Options' },
  optionLabel: /*i18n*/ { id: 'form.select.options.label', message: 'Shown text' },
  optionValue: /*i18n*/ { id: 'form.select.options.value', message: 'Value written' },
} satisfies Record<string, MessageDescriptor>
