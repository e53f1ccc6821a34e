import type { MessageDescriptor } from '../../../engine/messages.ts'

/**
 * What application jobs (export, import, upgrade) and page packages report, summary and items alike.
 * Reasons follow an item's "{name} import failed", so they read as the rest of that sentence.
 */
export const JOB_MESSAGES = {
  importFailures: /*i18n*/ {
    id: 'server.app.importFailures',
    message: '{failures} of {total} items failed',
  },
  upgradeSucceeded: /*i18n*/ {
    id: 'server.app.upgradeSucceeded',
    message: 'Upgrade succeeded: {count, plural, one {# document} other {# documents}} upgraded',
  },
  upgradeKept: /*i18n*/ {
    id: 'server.app.upgradeKept',
    message: '{kept, plural, one {# document was kept as it was} other {# documents were kept as they were}}',
  },
  itemExported: /*i18n*/ { id: 'server.app.itemExported', message: '{name} exported' },
  itemUpgraded: /*i18n*/ { id: 'server.app.itemUpgraded', message: '{name} upgraded from {from}' },
  itemNewer: /*i18n*/ {
    id: 'server.app.itemNewer',
    message: '{name} is of a newer version than this server and was kept as it is',
  },
  itemInvalidDocument: /*i18n*/ {
    id: 'server.app.itemInvalidDocument',
    message: '{name} is not a valid document: {detail}',
  },
  itemInvalidJson: /*i18n*/ {
    id: 'server.app.itemInvalidJson',
    message: '{name} is not valid JSON: {detail}',
  },
  itemNotUpgraded: /*i18n*/ { id: 'server.app.itemNotUpgraded', message: '{name}: {detail}' },
  notStored: /*i18n*/ { id: 'server.app.notStored', message: 'it could not be stored' },
  notFolderEntry: /*i18n*/ { id: 'server.app.notFolderEntry', message: 'not a folder entry' },
  notPageEntry: /*i18n*/ { id: 'server.app.notPageEntry', message: 'not a page entry' },
  notTemplateEntry: /*i18n*/ { id: 'server.app.notTemplateEntry', message: 'not a template entry' },
  notSymbolEntry: /*i18n*/ { id: 'server.app.notSymbolEntry', message: 'not a symbol entry' },
  notResourcePath: /*i18n*/ { id: 'server.app.notResourcePath', message: 'not a resource path' },
  notResourceEntry: /*i18n*/ { id: 'server.app.notResourceEntry', message: 'not a resource entry' },
  parentNotInFile: /*i18n*/ {
    id: 'server.app.parentNotInFile',
    message: 'its parent folder is not in the file',
  },
  folderNotImported: /*i18n*/ {
    id: 'server.app.folderNotImported',
    message: 'its folder {folderId} was not imported',
  },
  pluginsNotCarried: /*i18n*/ {
    id: 'server.app.pluginsNotCarried',
    message:
      'The pages use third-party plugins that the file names but does not carry: {plugins}. A server importing it needs them installed by its administrator',
  },
  pluginsMissing: /*i18n*/ {
    id: 'server.app.pluginsMissing',
    message:
      'Plugins missing on this server: {plugins}. Their widgets were kept and show a placeholder until an administrator installs them',
  },
  pluginMissing: /*i18n*/ {
    id: 'server.app.pluginMissing',
    message: '{name} is not installed on this server: its widgets were kept and show a placeholder',
  },
  pluginOlder: /*i18n*/ {
    id: 'server.app.pluginOlder',
    message:
      '{name} is installed on this server at version {installed}, older than the one the pages were made with',
  },
  pluginVersionUnknown: /*i18n*/ { id: 'server.app.pluginVersionUnknown', message: 'version unknown' },
} satisfies Record<string, MessageDescriptor>
