import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the video control. */
export const messages = {
  title: /*i18n*/ { id: 'control.video.title', message: 'Video' },
  src: /*i18n*/ { id: 'control.video.src', message: 'Video address (HLS .m3u8 or MP4)' },
  srcHelp: /*i18n*/ {
    id: 'control.video.src.help',
    message:
      'An http or https address, or a path on this server. Other servers must be allowed by the administrator (GANTRY_MEDIA_SOURCES).',
  },
  format: /*i18n*/ { id: 'control.video.format', message: 'Format' },
  formatAuto: /*i18n*/ { id: 'control.video.format.auto', message: 'From the address' },
  formatHls: /*i18n*/ { id: 'control.video.format.hls', message: 'HLS stream' },
  formatMp4: /*i18n*/ { id: 'control.video.format.mp4', message: 'MP4 file' },
  poster: /*i18n*/ { id: 'control.video.poster', message: 'Poster image' },
  autoplay: /*i18n*/ { id: 'control.video.autoplay', message: 'Play on open (muted)' },
  controls: /*i18n*/ { id: 'control.video.controls', message: 'Show player controls' },
  loop: /*i18n*/ { id: 'control.video.loop', message: 'Loop' },
  badUrl: /*i18n*/ {
    id: 'control.video.badUrl',
    message: 'Use an http or https address, or a path on this server',
  },
} satisfies Record<string, MessageDescriptor>
