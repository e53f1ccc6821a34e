/**
 * Text on the drawing: wraps inside its box, bindable text and colour (a state text, a formatted value).
 * Defaults are the spec's text images: 100×100, 20 px Arial, black.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { TEXT_IMAGE_DEFAULTS } from '../../../engine/rules/display.ts'
import { alignField, fontSizeField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { shapeEffectFields } from '../../shared/shapeEffects.ts'
import { textMessages as m } from './messages.ts'

/** Props of the text shape. */
export const textProps = {
  text: field.string({
    label: f.text,
    default: 'Text',
    defaultText: m.defaultText,
    maxLength: 500,
    multiline: true,
    bindable: true,
  }),
  fontSize: fontSizeField(TEXT_IMAGE_DEFAULTS.fontSize),
  fontFamily: field.string({
    label: f.fontFamily,
    default: TEXT_IMAGE_DEFAULTS.fontFamily,
    maxLength: 50,
    group: 'style',
  }),
  color: field.color({
    label: f.textColor,
    default: TEXT_IMAGE_DEFAULTS.color,
    ink: true,
    bindable: true,
    group: 'style',
  }),
  background: field.color({ label: f.background, default: '', bindable: true, group: 'style' }),
  bold: field.boolean({ label: f.bold, default: false, group: 'style' }),
  align: alignField('center'),
  visible: field.boolean({ label: f.visible, default: true, bindable: true, group: 'style' }),
  ...shapeEffectFields(),
}

/** The text shape's props. */
export type TextProps = PropsOf<typeof textProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.text',
  version: 1,
  category: 'shape',
  order: 30,
  title: m.title,
  icon: { paths: ['M5 5h14', 'M12 5v14', 'M9 19h6'] },
  defaultSize: { w: TEXT_IMAGE_DEFAULTS.width, h: TEXT_IMAGE_DEFAULTS.height },
  props: textProps,
})
