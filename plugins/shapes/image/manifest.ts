/**
 * Image (S1 §3 "image"): a picture uploaded through the files API, fitted to its box, with an optional text
 * on it; the spec's text image defaults (100 × 100, 20 px Arial, black). The picture can be bound (a state
 * picture through value ranges), as can the text and its colour.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { TEXT_IMAGE_DEFAULTS } from '../../../engine/rules/display.ts'
import { fontSizeField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { messages as m } from './messages.ts'

/** Props of the image. */
export const props = {
  src: field.image({ label: m.src, description: m.srcHelp, default: '', bindable: true, group: 'basic' }),
  fit: field.enum({
    label: m.fit,
    default: 'contain',
    group: 'basic',
    options: [
      { value: 'contain', label: m.contain },
      { value: 'cover', label: m.cover },
      { value: 'stretch', label: m.stretch },
    ] as const,
  }),
  text: field.string({ label: m.caption, default: '', maxLength: 200, bindable: true, group: 'basic' }),
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
  ...shapeStyleFields({ fill: '', stroke: '', strokeWidth: 0 }),
}

/** The props a view receives. */
export type Props = PropsOf<typeof props>

/** Metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.image',
  version: 1,
  category: 'shape',
  order: 80,
  title: m.title,
  icon: { paths: ['M4 5h16v14H4z', 'M4 16l5-5 4 4 2-2 5 5', 'M15 9h.01'] },
  defaultSize: { w: TEXT_IMAGE_DEFAULTS.width, h: TEXT_IMAGE_DEFAULTS.height },
  props,
})
