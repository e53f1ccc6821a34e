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
  submitForm: /*i18n*/ { id: 'form.button.submitForm', message: 'Submits form' },
  submitFormHelp: /*i18n*/ {
    id: 'form.button.submitForm.help',
    message:
      'The form whose controls a click checks and sends; empty: the button only runs its click actions',
  },
  submitTo: /*i18n*/ { id: 'form.button.submitTo', message: 'Sends to' },
  submitToForms: /*i18n*/ { id: 'form.button.submitTo.forms', message: 'Form records' },
  submitToAdd: /*i18n*/ { id: 'form.button.submitTo.objectAdd', message: 'Object data: add' },
  submitToUpdate: /*i18n*/ { id: 'form.button.submitTo.objectUpdate', message: 'Object data: update' },
  submitToDelete: /*i18n*/ { id: 'form.button.submitTo.objectDelete', message: 'Object data: delete' },
  submitToProperties: /*i18n*/ { id: 'form.button.submitTo.properties', message: 'Object properties' },
  dataSource: /*i18n*/ { id: 'form.button.dataSource', message: 'Object template' },
  keyField: /*i18n*/ { id: 'form.button.keyField', message: 'Primary key field' },
  keyFieldHelp: /*i18n*/ {
    id: 'form.button.keyField.help',
    message: 'The form field whose value names the object instance',
  },
  targetObject: /*i18n*/ { id: 'form.button.targetObject', message: 'Object whose properties are set' },
  resetAfterSubmit: /*i18n*/ { id: 'form.button.resetAfterSubmit', message: 'Empty the form after sending' },
} satisfies Record<string, MessageDescriptor>
