/**
 * Upload: an operator attaches one file to a form (a PDF of the inspection, a sheet of readings). The
 * type (the designer's list, within what the server keeps) and the spec's "under 5M" are checked in the
 * browser, the file is stored through the form files call and its address becomes the form value.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { formGroupFields, requiredField } from '../shared/formFields.ts'
import { messages as m } from './messages.ts'

/** Props of the upload control. */
export const props = {
  label: field.string({ label: f.label, default: 'Attachment', maxLength: 50 }),
  accept: field.string({
    label: m.accept,
    description: m.acceptHelp,
    default: 'pdf, xlsx, xls, csv, docx, doc, txt, jpg, png, gif',
    maxLength: 200,
  }),
  ...formGroupFields,
  ...requiredField,
  disabled: field.boolean({ label: f.disabled, default: false, bindable: true }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'form.upload',
  version: 1,
  category: 'form',
  order: 39,
  title: m.title,
  icon: { paths: ['M12 16V4', 'm7 9 5-5 5 5', 'M4 15v5h16v-5'] },
  defaultSize: { w: 300, h: 100 },
  props,
})
