/** Search: a search box; Enter or its button raises the click event, and its text is a form value. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { checkFields, formGroupFields } from '../shared/formFields.ts'
import { messages as m } from './messages.ts'

/** Props of the search box. */
export const props = {
  placeholder: field.string({ label: f.placeholder, default: 'Search equipment', maxLength: 50 }),
  ...formGroupFields,
  ...checkFields,
  disabled: field.boolean({ label: f.disabled, default: false, bindable: true }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'form.search',
  version: 1,
  category: 'form',
  order: 22,
  title: m.title,
  icon: { paths: ['M10 10m-6 0a6 6 0 1 0 12 0a6 6 0 1 0-12 0', 'm15 15 5 5'] },
  defaultSize: { w: 260, h: 36 },
  props,
  events: { noticeOnclick: { label: m.searchEvent } },
})
