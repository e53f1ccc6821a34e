/**
 * Hidden field: sends a value with its form that the operator neither sees nor edits: a fixed text, or a
 * bound live value (the line the form is about, the current batch).
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { formGroupFields } from '../shared/formFields.ts'
import { messages as m } from './messages.ts'

/** Props of the hidden field. */
export const props = {
  value: field.string({ label: f.value, default: '', maxLength: 500, bindable: true, group: 'data' }),
  ...formGroupFields,
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'form.hiddenField',
  version: 1,
  category: 'form',
  order: 31,
  title: m.title,
  icon: { paths: ['M3 12s3.5-6 9-6 9 6 9 6-3.5 6-9 6-9-6-9-6z', 'M4 20 20 4'] },
  defaultSize: { w: 160, h: 28 },
  props,
})
