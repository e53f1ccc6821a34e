/** Breadcrumb: where the page sits (Plant / Intake / Pump P-101); earlier steps raise the click event. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { messages as m } from './messages.ts'

/** Props of the breadcrumb. */
export const props = {
  items: field.list({
    label: m.items,
    minItems: 1,
    maxItems: 10,
    item: { label: field.string({ label: m.itemLabel, default: 'Step', maxLength: 50, required: true }) },
    default: [{ label: 'Water works' }, { label: 'Intake' }, { label: 'Pump P-101' }],
  }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'form.breadcrumb',
  version: 1,
  category: 'form',
  order: 3,
  title: m.title,
  icon: { paths: ['M3 12h4', 'm9 9 3 3-3 3', 'M14 12h7'] },
  defaultSize: { w: 360, h: 28 },
  props,
  events: { noticeOnclick: { label: m.clickEvent } },
})
