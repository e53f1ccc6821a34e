import type { MessageDescriptor } from '../../../engine/messages.ts'

/** What the compose calls (apps, folders, pages, layouts, templates, symbols) answer when a request cannot be done. */
export const COMPOSE_MESSAGES = {
  notAppFolder: /*i18n*/ {
    id: 'server.compose.notAppFolder',
    message: 'The folder {parentId} is not a {type} folder of application {appId}',
  },
  itemMissing: /*i18n*/ { id: 'server.compose.itemMissing', message: 'The item {id} does not exist' },
  nameTaken: /*i18n*/ { id: 'server.compose.nameTaken', message: 'An item named {name} already exists here' },
  folderIntoItself: /*i18n*/ {
    id: 'server.compose.folderIntoItself',
    message: 'A folder cannot move into itself or one of its subfolders',
  },
  folderStale: /*i18n*/ {
    id: 'server.compose.folderStale',
    message: 'The folder {id} was changed by someone else since you loaded it; reload and try again',
  },
  symbolMissing: /*i18n*/ { id: 'server.compose.symbolMissing', message: 'The symbol {id} does not exist' },
  symbolStale: /*i18n*/ {
    id: 'server.compose.symbolStale',
    message: 'The symbol {name} was changed by someone else since you loaded it; reload and try again',
  },
  badOrderId: /*i18n*/ { id: 'server.compose.badOrderId', message: '{id} is not a valid id' },
  orderTwice: /*i18n*/ { id: 'server.compose.orderTwice', message: 'The item {id} appears twice' },
  orderElsewhere: /*i18n*/ {
    id: 'server.compose.orderElsewhere',
    message: 'The item {id} is not in this folder; nothing changed',
  },
  templateNeedsSource: /*i18n*/ {
    id: 'server.compose.templateNeedsSource',
    message: 'A template needs a pageId or a layout',
  },
  templateMissing: /*i18n*/ {
    id: 'server.compose.templateMissing',
    message: 'The template {id} does not exist',
  },
  templateStale: /*i18n*/ {
    id: 'server.compose.templateStale',
    message: 'The template {name} was changed by someone else since you loaded it; reload and try again',
  },
  pageMissing: /*i18n*/ { id: 'server.compose.pageMissing', message: 'The page {id} does not exist' },
  pageStale: /*i18n*/ {
    id: 'server.compose.pageStale',
    message: 'The page {name} was changed by someone else since you loaded it; reload and try again',
  },
  layoutIdTwice: /*i18n*/ { id: 'server.compose.layoutIdTwice', message: 'The layout id {id} appears twice' },
  layoutIdsTaken: /*i18n*/ {
    id: 'server.compose.layoutIdsTaken',
    message: 'The layout id(s) {ids} are already in use',
  },
  layoutsWithPage: /*i18n*/ {
    id: 'server.compose.layoutsWithPage',
    message: 'Layouts are sent with the page layout that shows them',
  },
  layoutNeedsContext: /*i18n*/ {
    id: 'server.compose.layoutNeedsContext',
    message: 'Every new layout needs a context',
  },
  layoutNotOfPage: /*i18n*/ {
    id: 'server.compose.layoutNotOfPage',
    message: 'The layout {id} is not a block of this page',
  },
  layoutSavedAndRemoved: /*i18n*/ {
    id: 'server.compose.layoutSavedAndRemoved',
    message: 'The layout {id} is both saved and removed',
  },
  layoutNeedsVersion: /*i18n*/ {
    id: 'server.compose.layoutNeedsVersion',
    message: 'Saving the layout {id} needs the version it was based on',
  },
  layoutDeleted: /*i18n*/ {
    id: 'server.compose.layoutDeleted',
    message: 'The layout {id} was deleted by someone else; reload and try again',
  },
  newLayoutNeedsContext: /*i18n*/ {
    id: 'server.compose.newLayoutNeedsContext',
    message: 'The new layout {id} needs a context',
  },
  layoutTwice: /*i18n*/ { id: 'server.compose.layoutTwice', message: 'A layout appears twice in one save' },
  layoutStale: /*i18n*/ {
    id: 'server.compose.layoutStale',
    message: 'The layout {id} was changed by someone else since you loaded it; reload and try again',
  },
  layoutShown: /*i18n*/ {
    id: 'server.compose.layoutShown',
    message: 'The page layout still shows the block {id}; remove it from the page first',
  },
  noPagesExported: /*i18n*/ {
    id: 'server.compose.noPagesExported',
    message: 'None of the pages exists; nothing was exported',
  },
  noPagesImported: /*i18n*/ {
    id: 'server.compose.noPagesImported',
    message: 'The package holds no pages; nothing was imported',
  },
  layoutMissing: /*i18n*/ { id: 'server.compose.layoutMissing', message: 'The layout {id} does not exist' },
  // Documents the codec refuses: {detail} is the codec's English diagnostic with its JSON path.
  pageInvalid: /*i18n*/ {
    id: 'server.compose.pageInvalid',
    message: 'The page document is not valid: {detail}',
  },
  layoutInvalid: /*i18n*/ {
    id: 'server.compose.layoutInvalid',
    message: 'The layout block {layoutId} is not valid: {detail}',
  },
  widgetUnknownPlugin: /*i18n*/ {
    id: 'server.compose.widgetUnknownPlugin',
    message:
      'The widget {widgetId} in layout block {layoutId} is of type {type}, which is not an installed plugin',
  },
  widgetInvalidProp: /*i18n*/ {
    id: 'server.compose.widgetInvalidProp',
    message: 'The widget {widgetId} ({type}) in layout block {layoutId}: {prop}: {detail}',
  },
  partNameTaken: /*i18n*/ {
    id: 'server.compose.partNameTaken',
    message: 'Two graphic elements on the same level are named {name}; element names must be unique',
  },
  symbolInvalid: /*i18n*/ {
    id: 'server.compose.symbolInvalid',
    message: 'The symbol document is not valid: {detail}',
  },
  pageNeedsBlock: /*i18n*/ {
    id: 'server.compose.pageNeedsBlock',
    message: 'A normal page needs at least one layout block',
  },
  shownLayoutMissing: /*i18n*/ {
    id: 'server.compose.shownLayoutMissing',
    message: 'The page shows layout block {layoutId}, which is not one of its layouts',
  },
  linkPageNeedsUrl: /*i18n*/ {
    id: 'server.compose.linkPageNeedsUrl',
    message: 'A link page needs a url with resourceType and resourceCode',
  },
  normalPageHasNoUrl: /*i18n*/ {
    id: 'server.compose.normalPageHasNoUrl',
    message: 'A normal page has no url',
  },
  urlNotLink: /*i18n*/ {
    id: 'server.compose.urlNotLink',
    message: 'The url must be JSON with resourceType (app, business or system) and resourceCode',
  },
} satisfies Record<string, MessageDescriptor>
