import type { MessageDescriptor } from '../../../engine/messages.ts'

/** What the plugin installation calls answer when an upload or a change is refused. */
export const PLUGIN_MESSAGES = {
  manifestInvalid: /*i18n*/ {
    id: 'server.plugins.manifestInvalid',
    message: 'The plugin manifest is invalid: {problems}',
  },
  builtInId: /*i18n*/ {
    id: 'server.plugins.builtInId',
    message: 'The plugin id {id} is taken by a built-in plugin',
  },
  notNewer: /*i18n*/ {
    id: 'server.plugins.notNewer',
    message: 'Plugin {id} is already installed at version {installed}; upload a higher version to upgrade it',
  },
  pluginMissing: /*i18n*/ { id: 'server.plugins.pluginMissing', message: 'Plugin {id} is not installed' },
  moduleEmpty: /*i18n*/ {
    id: 'server.plugins.moduleEmpty',
    message: 'The plugin module is empty or is not JavaScript text',
  },
} satisfies Record<string, MessageDescriptor>
