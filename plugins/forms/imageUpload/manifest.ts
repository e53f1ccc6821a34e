/**
 * Image upload: a JPG, GIF or PNG under 5 MB is checked in the browser, stored through the images API
 * and its address becomes the form value (a photo of a leak with the incident report).
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { formGroupFields, requiredField } from '../shared/formFields.ts'
import { messages as m } from './messages.ts'

/** Props of the image upload. */
export const props = {
  label: field.string({ label: f.label, default: 'Photo', maxLength: 50 }),
  ...formGroupFields,
  ...requiredField,
  disabled: field.boolean({ label: f.disabled, default: false, bindable: true }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'form.imageUpload',
  version: 1,
  category: 'form',
  order: 38,
  title: m.title,
  icon: { paths: ['M4 5h16v14H4z', 'm4 16 5-5 4 4 3-3 4 4', 'M15 9h0'] },
  defaultSize: { w: 300, h: 120 },
  props,
})
