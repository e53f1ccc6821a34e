import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the button. */
export const buttonMessages = {
  title: /*i18n*/ { id: 'form.button.title', message: 'Button' },
  defaultText: /*i18n*/ { id: 'form.button.defaultText', message: 'Button' },
  variant: /*i18n*/ { id: 'form.button.variant', message: 'Style' },
  variantPrimary: /*i18n*/ { id: 'form.button.variant.primary', message: 'Primary' },
  variantSecondary: /*i18n*/ { id: 'form.button.variant.secondary', message: 'Secondary' },
  variantDanger: /*i18n*/ { id: 'form.button.variant.danger', message: 'Danger' },
  confirmText: /*i18n*/ { id: 'form.button.confirmText', message: 'Ask for confirmation' },
  confirmHelp: /*i18n*/ {
    id: 'form.button.confirmText.help',
    message: 'A question shown before the click actions run; empty runs them at once',
  },
} satisfies Record<string, MessageDescriptor>
