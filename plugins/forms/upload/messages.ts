import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The upload control's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'form.upload.title', message: 'Upload' },
  accept: /*i18n*/ { id: 'form.upload.accept', message: 'Accepted file types' },
  acceptHelp: /*i18n*/ {
    id: 'form.upload.acceptHelp',
    message:
      'Extensions, separated by commas, among pdf, txt, csv, xls, xlsx, doc, docx, jpg, png and gif; files under 5 MB',
  },
} satisfies Record<string, MessageDescriptor>
