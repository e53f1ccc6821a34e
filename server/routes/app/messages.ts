import type { MessageDescriptor } from '../../../engine/messages.ts'

/** What the application calls (manager, transfer, upgrade, resources, uploads) answer when a request cannot be done. */
export const APP_MESSAGES = {
  appMissing: /*i18n*/ { id: 'server.app.appMissing', message: 'The application {appId} does not exist' },
  appNameTaken: /*i18n*/ {
    id: 'server.app.appNameTaken',
    message: 'The application name {name} is already in use',
  },
  homePageElsewhere: /*i18n*/ {
    id: 'server.app.homePageElsewhere',
    message: 'The home page {pageId} is not a page of this application',
  },
  appStale: /*i18n*/ {
    id: 'server.app.appStale',
    message: 'The application {name} was changed by someone else since you loaded it; reload and try again',
  },
  appUpgrading: /*i18n*/ {
    id: 'server.app.appUpgrading',
    message: 'The application {name} is being upgraded; try again when it is done',
  },
  appUpgradingDelete: /*i18n*/ {
    id: 'server.app.appUpgradingDelete',
    message: 'The application {name} is being upgraded; delete it when the upgrade is done',
  },
  appRunningExport: /*i18n*/ {
    id: 'server.app.appRunningExport',
    message: 'The application {name} has a running export; try again later',
  },
  appRunningImport: /*i18n*/ {
    id: 'server.app.appRunningImport',
    message: 'The application {name} has a running import; try again later',
  },
  appRunningUpgrade: /*i18n*/ {
    id: 'server.app.appRunningUpgrade',
    message: 'The application {name} has a running upgrade; try again later',
  },
  appBusy: /*i18n*/ {
    id: 'server.app.appBusy',
    message: 'The application {name} is busy with another job; try again later',
  },
  exportRunning: /*i18n*/ {
    id: 'server.app.exportRunning',
    message: 'An export of {name} is already running',
  },
  noExport: /*i18n*/ {
    id: 'server.app.noExport',
    message: 'There is no finished export of this application; export it first',
  },
  notAnExport: /*i18n*/ {
    id: 'server.app.notAnExport',
    message: 'The file is not a valid application export',
  },
  multipartOnly: /*i18n*/ {
    id: 'server.app.multipartOnly',
    message: 'Send the file as multipart/form-data',
  },
  noFile: /*i18n*/ { id: 'server.app.noFile', message: 'The request carries no file' },
  noFolder: /*i18n*/ { id: 'server.app.noFolder', message: 'No folder {path}' },
  noFileOrFolder: /*i18n*/ { id: 'server.app.noFileOrFolder', message: 'No file or folder {path}' },
  noSuchFile: /*i18n*/ { id: 'server.app.noSuchFile', message: 'No file {path}' },
  rootNotDeleted: /*i18n*/ {
    id: 'server.app.rootNotDeleted',
    message: "The application's root folder cannot be deleted",
  },
  rootNotMoved: /*i18n*/ {
    id: 'server.app.rootNotMoved',
    message: "The application's root folder cannot be moved",
  },
  pathExists: /*i18n*/ { id: 'server.app.pathExists', message: '{path} already exists' },
  fileInUse: /*i18n*/ {
    id: 'server.app.fileInUse',
    message: '{path} is used by {names}: move it with its references updated, or remove it from them first',
  },
  folderIntoItself: /*i18n*/ {
    id: 'server.app.folderIntoItself',
    message: 'A folder cannot move into itself',
  },
  upgradeFailed: /*i18n*/ { id: 'server.app.upgradeFailed', message: 'Upgrade failed' },
  notMedia: /*i18n*/ {
    id: 'server.app.notMedia',
    message: 'Only pictures and videos of an application are served to its pages',
  },
  pathOutside: /*i18n*/ { id: 'server.app.pathOutside', message: 'The path leaves the application' },
} satisfies Record<string, MessageDescriptor>
