/** Line: a divider between the parts of a form, with an optional caption. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { messages as m } from './messages.ts'

/** Props of the divider. */
export const props = {
  text: field.string({ label: f.text, default: '', maxLength: 50 }),
  textPosition: field.enum({
    label: m.textPosition,
    default: 'center',
    options: [
      { value: 'left', label: f.alignLeft },
      { value: 'center', label: f.alignCenter },
    ] as const,
  }),
  color: field.color({ label: f.color, default: '#d0d7e2', group: 'style' }),
  dashed: field.boolean({ label: m.dashed, default: false, group: 'style' }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'form.divider',
  version: 1,
  category: 'form',
  order: 5,
  title: m.title,
  icon: { paths: ['M3 12h7', 'M14 12h7', 'M11 12h2'] },
  defaultSize: { w: 400, h: 24 },
  props,
})
