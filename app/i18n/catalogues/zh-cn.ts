/**
 * The zh-cn catalogue: the app's, merged with each plugin folder's own (`locales/zh-cn.po` in each plugin folder, found by
 * glob), in one chunk, so a new plugin brings its translations without editing a shared catalogue.
 */
import type { Messages } from '@lingui/core'
import { messages as app } from '../../../locales/zh-cn/messages.po'

const plugins = import.meta.glob<Messages>('../../../plugins/*/*/locales/zh-cn.po', {
  eager: true,
  import: 'messages',
})

/** Every message of zh-cn. */
export const messages: Messages = Object.assign({}, app, ...Object.values(plugins))
