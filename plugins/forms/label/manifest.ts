/** Label: one line of text, bindable, typically a formatted live value ('23.5 °C') or a state text. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { alignField, fontSizeField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { labelMessages as m } from './messages.ts'

/** Props of the label. */
export const labelProps = {
  text: field.string({
    label: f.text,
    default: 'Label',
    defaultText: m.defaultText,
    maxLength: 200,
    bindable: true,
  }),
  fontSize: fontSizeField(14),
  color: field.color({ label: f.textColor, default: '#1b2430', ink: true, bindable: true, group: 'style' }),
  background: field.color({ label: f.background, default: '', bindable: true, group: 'style' }),
  bold: field.boolean({ label: f.bold, default: false, group: 'style' }),
  align: alignField('left'),
}

/** The label's props. */
export type LabelProps = PropsOf<typeof labelProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'form.label',
  version: 1,
  category: 'form',
  order: 10,
  title: m.title,
  icon: { paths: ['M3 12 8 6h13v12H8z', 'M11 12h6'] },
  defaultSize: { w: 120, h: 32 },
  props: labelProps,
})
