import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the carousel. */
export const messages = {
  title: /*i18n*/ { id: 'control.carousel.title', message: 'Carousel' },
  slides: /*i18n*/ { id: 'control.carousel.slides', message: 'Slides' },
  slidesHelp: /*i18n*/ {
    id: 'control.carousel.slides.help',
    message: 'Each slide shows a page of the application, or else an image',
  },
  image: /*i18n*/ { id: 'control.carousel.image', message: 'Image' },
  page: /*i18n*/ { id: 'control.carousel.page', message: 'Page' },
  caption: /*i18n*/ { id: 'control.carousel.caption', message: 'Caption' },
  intervalSeconds: /*i18n*/ { id: 'control.carousel.intervalSeconds', message: 'Next slide after (s)' },
  pauseOnHover: /*i18n*/ {
    id: 'control.carousel.pauseOnHover',
    message: 'Pause while the pointer is over it',
  },
  showDots: /*i18n*/ { id: 'control.carousel.showDots', message: 'Show slide buttons' },
} satisfies Record<string, MessageDescriptor>
