/**
 * The en-us catalogue: the app's, merged with each plugin folder's own (`locales/en-us.po` in each plugin folder, found by
 * glob), in one chunk, so a new plugin brings its translations without editing a shared catalogue.
 */
import type { Messages } from '@lingui/core'
import { messages as app } from '../../../locales/en-us/messages.po'

const plugins = import.meta.glob<Messages>('../../../plugins/*/*/locales/en-us.po', {
  eager: true,
  import: 'messages',
})

/** Every message of en-us. */
export const messages: Messages = Object.assign({}, app, ...Object.values(plugins))
