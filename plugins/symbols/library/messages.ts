import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of a symbol placed from the application's library. */
export const librarySymbolMessages = {
  title: /*i18n*/ { id: 'symbol.library.title', message: 'Library symbol' },
  drawing: /*i18n*/ { id: 'symbol.library.drawing', message: 'Drawing' },
  drawingHelp: /*i18n*/ {
    id: 'symbol.library.drawing.help',
    message: 'The symbol’s parts and parameters as they were when it was placed (or last refreshed)',
  },
  symbolVersion: /*i18n*/ { id: 'symbol.library.symbolVersion', message: 'Symbol version' },
  symbolVersionHelp: /*i18n*/ {
    id: 'symbol.library.symbolVersion.help',
    message: 'The library version of the symbol when it was placed or last updated on this page',
  },
  instance: /*i18n*/ { id: 'symbol.library.instance', message: 'Instance' },
  instanceHelp: /*i18n*/ {
    id: 'symbol.library.instance.help',
    message: 'The object the symbol shows: each parameter follows the instance’s property of the same name',
  },
  faceplatePage: /*i18n*/ { id: 'symbol.library.faceplatePage', message: 'Faceplate page' },
  faceplatePageHelp: /*i18n*/ {
    id: 'symbol.library.faceplatePage.help',
    message:
      'A page to open on click instead of the faceplate generated from the template; what the page binds to $instance follows this symbol’s instance',
  },
} satisfies Record<string, MessageDescriptor>
