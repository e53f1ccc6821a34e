import type { MessageDescriptor } from '../../../engine/messages.ts'

/** What the configuration, backup and restore calls answer when a request cannot be done (spec S1 §7 "Config"). */
export const CONFIG_MESSAGES = {
  managedElsewhere: /*i18n*/ {
    id: 'server.config.managedElsewhere',
    message: 'The record {key} is saved through {via}; nothing changed',
  },
  configValueJson: /*i18n*/ {
    id: 'server.config.configValueJson',
    message: 'configValue must be a JSON string (it does not parse); nothing changed',
  },
  recordMissing: /*i18n*/ {
    id: 'server.config.recordMissing',
    message: 'The configuration record {key} does not exist',
  },
  recordExists: /*i18n*/ {
    id: 'server.config.recordExists',
    message: 'The configuration record {key} already exists; send the version you loaded to change it',
  },
  recordStale: /*i18n*/ {
    id: 'server.config.recordStale',
    message:
      'The configuration record {key} was changed by someone else since you loaded it; reload and try again',
  },
  restoreRunning: /*i18n*/ { id: 'server.config.restoreRunning', message: 'A restore is already running' },
  backupRejected: /*i18n*/ {
    id: 'server.config.backupRejected',
    message: 'The backup cannot be restored ({reason}); nothing was changed',
  },
  notBackupName: /*i18n*/ {
    id: 'server.config.notBackupName',
    message: '{filename} is not a backup file name; nothing was changed',
  },
  backupMissing: /*i18n*/ {
    id: 'server.config.backupMissing',
    message: 'The backup {filename} does not exist',
  },
  backupTooLarge: /*i18n*/ {
    id: 'server.config.backupTooLarge',
    message:
      'The backup file is larger than {size} MB, the most this server restores (GANTRY_RESTORE_MAX_MB); nothing was changed',
  },
  backupNotSignedHere: /*i18n*/ {
    id: 'server.config.backupNotSignedHere',
    message:
      'The backup {filename} was not made by this installation (it is unsigned or signed by another one); restore it only if you trust where it came from; nothing was changed',
  },
  imageMissing: /*i18n*/ {
    id: 'server.config.imageMissing',
    message: 'The image {folder}/{name} does not exist',
  },
} satisfies Record<string, MessageDescriptor>
