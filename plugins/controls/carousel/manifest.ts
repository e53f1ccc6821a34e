/** Carousel: pages of the application or images, one after another on an interval, paused on hover. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { messages as m } from './messages.ts'

/** Props of the carousel. */
export const props = {
  slides: field.list({
    label: m.slides,
    description: m.slidesHelp,
    maxItems: 50,
    item: {
      image: field.image({ label: m.image, default: '' }),
      pageId: field.pageRef({ label: m.page, default: '' }),
      caption: field.string({ label: m.caption, default: '', maxLength: 200 }),
    },
    default: [],
  }),
  intervalSeconds: field.number({
    label: m.intervalSeconds,
    default: 5,
    min: 1,
    max: 3600,
    integer: true,
    unit: 's',
  }),
  pauseOnHover: field.boolean({ label: m.pauseOnHover, default: true }),
  showDots: field.boolean({ label: m.showDots, default: true }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'control.carousel',
  version: 1,
  category: 'control',
  order: 50,
  title: m.title,
  icon: { paths: ['M6 5h12v14H6z', 'M2 8v8', 'M22 8v8', 'M10 21h.01', 'M14 21h.01'] },
  defaultSize: { w: 480, h: 300 },
  props,
})
