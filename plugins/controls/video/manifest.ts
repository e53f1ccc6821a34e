/**
 * Video: an HLS stream (hls.js where the browser has no native HLS) or an MP4 file, with a poster, muted
 * autoplay and player controls; "Video source not configured or acquisition failed" in place otherwise.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { messages as m } from './messages.ts'
import { isVideoUrl } from './videoSource.ts'

/** Props of the video control. The address binds, so a page can switch cameras. */
export const props = {
  src: field.string({
    label: m.src,
    description: m.srcHelp,
    default: '',
    maxLength: 2000,
    bindable: true,
    // The inspector's "Choose from files" lists the application's videos.
    resource: 'video',
  }),
  format: field.enum({
    label: m.format,
    default: 'auto',
    options: [
      { value: 'auto', label: m.formatAuto },
      { value: 'hls', label: m.formatHls },
      { value: 'mp4', label: m.formatMp4 },
    ] as const,
  }),
  poster: field.image({ label: m.poster, default: '' }),
  autoplay: field.boolean({ label: m.autoplay, default: true }),
  controls: field.boolean({ label: m.controls, default: true }),
  loop: field.boolean({ label: m.loop, default: false }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'control.video',
  version: 1,
  category: 'control',
  order: 30,
  title: m.title,
  icon: { paths: ['M3 6h13v12H3z', 'm16 10 5-3v10l-5-3'] },
  defaultSize: { w: 480, h: 270 },
  props,
  rules: [{ fields: ['src'], message: m.badUrl, holds: (p) => isVideoUrl(p.src) }],
})
