// Catalogues are imported as .po files and compiled on the fly by @lingui/vite-plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core'

  export const messages: Messages
}
