import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The image's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'shape.image.title', message: 'Image' },
  src: /*i18n*/ { id: 'shape.image.src', message: 'Picture' },
  srcHelp: /*i18n*/ {
    id: 'shape.image.srcHelp',
    message: 'Upload a picture (it is stored with the application images) or give its address.',
  },
  fit: /*i18n*/ { id: 'shape.image.fit', message: 'Fit' },
  contain: /*i18n*/ { id: 'shape.image.contain', message: 'Whole picture' },
  cover: /*i18n*/ { id: 'shape.image.cover', message: 'Fill the box (crop)' },
  stretch: /*i18n*/ { id: 'shape.image.stretch', message: 'Stretch' },
  caption: /*i18n*/ { id: 'shape.image.caption', message: 'Text on the image' },
} satisfies Record<string, MessageDescriptor>
