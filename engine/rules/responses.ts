import { type MessageDescriptor, withValues } from '../messages.ts'

/** The part of a response body or HTTP response the success rules read. */
export type ResponseLike = { code?: unknown; status?: unknown } | null | undefined

/** Codes that mean success, as number or string (spec S1 §5). */
export const SUCCESS_CODES: readonly number[] = [200, 201, 202, 204]

/** The status that means a restore is running: show the maintenance overlay and poll. */
export const MAINTENANCE_STATUS = 425

/** Restore status values at which polling stops (spec S1 §4). */
export const RESTORE_FINAL_STATUSES: readonly number[] = [2, 5, 6]

function codeNumber(code: unknown): number | null {
  if (typeof code === 'number') return Number.isInteger(code) ? code : null
  return typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : null
}

// The body's code decides; the HTTP status is read only when the body carries no code.
function responseCode(res: ResponseLike): unknown {
  if (typeof res !== 'object' || res === null) return undefined
  return res.code ?? res.status
}

/**
 * "A response is a failure unless code is 200, 201, 202 or 204 (number or string); a missing response
 * is a failure." Status stands in for a missing code.
 */
export function isSuccessResponse(res: ResponseLike): boolean {
  const code = codeNumber(responseCode(res))
  return code !== null && SUCCESS_CODES.includes(code)
}

/** Whether the response carries exactly `expected` ("edit page continues only on '201'", delete '204'). */
export function hasResponseCode(res: ResponseLike, expected: 200 | 201 | 204): boolean {
  return codeNumber(responseCode(res)) === expected
}

/** Whether a restore status ends the maintenance polling (2, 5 or 6). */
export function isRestoreFinished(status: unknown): boolean {
  const code = codeNumber(status)
  return code !== null && RESTORE_FINAL_STATUSES.includes(code)
}

/** The service message table of spec S1 §8, by HTTP status. */
export const SERVICE_MESSAGES: Readonly<Record<number, MessageDescriptor>> = {
  200: /*i18n*/ { id: 'rules.service.200', message: 'The server returned the requested data.' },
  201: /*i18n*/ { id: 'rules.service.201', message: 'The data was created or modified.' },
  202: /*i18n*/ { id: 'rules.service.202', message: 'The request has been queued to run in the background.' },
  204: /*i18n*/ { id: 'rules.service.204', message: 'The data was deleted.' },
  400: /*i18n*/ {
    id: 'rules.service.400',
    message: 'The request was wrong; nothing was created or changed.',
  },
  401: /*i18n*/ {
    id: 'rules.service.401',
    message: 'No permission (the token, user name or password is wrong).',
  },
  403: /*i18n*/ { id: 'rules.service.403', message: 'You are authorised, but access is forbidden.' },
  404: /*i18n*/ { id: 'rules.service.404', message: 'The record does not exist; nothing was done.' },
  406: /*i18n*/ { id: 'rules.service.406', message: 'The requested format is not available.' },
  410: /*i18n*/ { id: 'rules.service.410', message: 'The resource was permanently deleted.' },
  422: /*i18n*/ { id: 'rules.service.422', message: 'A validation error occurred while creating an object.' },
  500: /*i18n*/ { id: 'rules.service.500', message: 'A server error occurred.' },
  502: /*i18n*/ { id: 'rules.service.502', message: 'Gateway error.' },
  503: /*i18n*/ {
    id: 'rules.service.503',
    message: 'The service is unavailable, overloaded or under maintenance.',
  },
  504: /*i18n*/ { id: 'rules.service.504', message: 'The gateway timed out.' },
}

/** The service message for a status (number or string), or null when the table has none. */
export function serviceMessage(status: unknown): MessageDescriptor | null {
  const code = codeNumber(status)
  return code === null ? null : (SERVICE_MESSAGES[code] ?? null)
}

/** Other messages of spec S1 §8 and S0 §8 that the app and the server show. */
export const MESSAGES = {
  serverText: /*i18n*/ { id: 'rules.message.serverText', message: '{text}' },
  accountOrPasswordWrong: /*i18n*/ {
    id: 'rules.message.accountOrPasswordWrong',
    message: 'The account or password is wrong',
  },
  sessionTimeout: /*i18n*/ {
    id: 'rules.message.sessionTimeout',
    message: 'Session timed out, please log in again',
  },
  tryAgainLater: /*i18n*/ { id: 'rules.message.tryAgainLater', message: 'Please try again later' },
  wrongVerificationCode: /*i18n*/ {
    id: 'rules.message.wrongVerificationCode',
    message: 'Wrong verification code, please try again',
  },
  interfaceError: /*i18n*/ {
    id: 'rules.message.interfaceError',
    message: 'Interface error, please log in again',
  },
  operationSucceeded: /*i18n*/ { id: 'rules.message.operationSucceeded', message: 'Operation succeeded' },
  createSucceeded: /*i18n*/ { id: 'rules.message.createSucceeded', message: 'Created successfully' },
  createFailed: /*i18n*/ { id: 'rules.message.createFailed', message: 'Create failed' },
  editSucceeded: /*i18n*/ { id: 'rules.message.editSucceeded', message: 'Edited successfully' },
  editFailed: /*i18n*/ { id: 'rules.message.editFailed', message: 'Edit failed' },
  deleteSucceeded: /*i18n*/ { id: 'rules.message.deleteSucceeded', message: 'Deleted successfully' },
  deleteFailed: /*i18n*/ { id: 'rules.message.deleteFailed', message: 'Delete failed' },
  copySucceeded: /*i18n*/ { id: 'rules.message.copySucceeded', message: 'Copied successfully' },
  copyFailed: /*i18n*/ { id: 'rules.message.copyFailed', message: 'Copy failed' },
  saveSucceeded: /*i18n*/ { id: 'rules.message.saveSucceeded', message: 'Saved successfully' },
  saveFailed: /*i18n*/ { id: 'rules.message.saveFailed', message: 'Save failed' },
  backupSucceeded: /*i18n*/ { id: 'rules.message.backupSucceeded', message: 'Backup succeeded' },
  backupFailed: /*i18n*/ { id: 'rules.message.backupFailed', message: 'Backup failed' },
  restoreSucceeded: /*i18n*/ { id: 'rules.message.restoreSucceeded', message: 'Restore succeeded' },
  restoreFailed: /*i18n*/ { id: 'rules.message.restoreFailed', message: 'Restore failed' },
  importSucceeded: /*i18n*/ { id: 'rules.message.importSucceeded', message: 'Import succeeded' },
  importFailed: /*i18n*/ { id: 'rules.message.importFailed', message: 'Import failed' },
  namedImportSucceeded: /*i18n*/ {
    id: 'rules.message.namedImportSucceeded',
    message: '{name} import succeeded',
  },
  namedImportFailed: /*i18n*/ { id: 'rules.message.namedImportFailed', message: '{name} import failed' },
  exportSucceeded: /*i18n*/ { id: 'rules.message.exportSucceeded', message: 'Export succeeded' },
  exportFailed: /*i18n*/ { id: 'rules.message.exportFailed', message: 'Export failed' },
  /** Follows "Export failed: " and the like on a job whose server process stopped while it ran. */
  jobInterrupted: /*i18n*/ {
    id: 'rules.message.jobInterrupted',
    message: 'interrupted by a server restart',
  },
  uploadSucceeded: /*i18n*/ { id: 'rules.message.uploadSucceeded', message: 'Upload succeeded' },
  uploadFailed: /*i18n*/ { id: 'rules.message.uploadFailed', message: 'Upload failed' },
  maintenance: /*i18n*/ {
    id: 'rules.message.maintenance',
    message: 'The system is being restored, please wait',
  },
  createPageError: /*i18n*/ { id: 'rules.message.createPageError', message: 'Create page error' },
  dataRequestFailed: /*i18n*/ { id: 'rules.message.dataRequestFailed', message: 'Data request failed' },
  layoutResetWarning: /*i18n*/ {
    id: 'rules.message.layoutResetWarning',
    message:
      "If the block's layout type is re-arranged, the block's inner configuration is cleared. Continue?",
  },
  lastLayoutBlock: /*i18n*/ {
    id: 'rules.message.lastLayoutBlock',
    message: 'The last layout block cannot be deleted',
  },
  homePageDelete: /*i18n*/ { id: 'rules.message.homePageDelete', message: 'The home page cannot be deleted' },
  lastItem: /*i18n*/ { id: 'rules.message.lastItem', message: 'The last item cannot be deleted' },
  canvasExists: /*i18n*/ { id: 'rules.message.canvasExists', message: 'The canvas already exists' },
  blockTypeMissing: /*i18n*/ {
    id: 'rules.message.blockTypeMissing',
    message: 'The block type does not exist',
  },
  scriptError: /*i18n*/ { id: 'rules.message.scriptError', message: 'Script run error' },
  widgetScriptError: /*i18n*/ { id: 'rules.message.widgetScriptError', message: 'Widget script run error' },
  blockConfigError: /*i18n*/ { id: 'rules.message.blockConfigError', message: 'Block configuration error' },
  dataSourcePropertyMissing: /*i18n*/ {
    id: 'rules.message.dataSourcePropertyMissing',
    message: 'The data source property is missing',
  },
  externalSourceFailed: /*i18n*/ {
    id: 'rules.message.externalSourceFailed',
    message: 'Connecting to the external data source failed',
  },
  connectionTimeout: /*i18n*/ { id: 'rules.message.connectionTimeout', message: 'Connection timed out' },
  serviceMustReturnList: /*i18n*/ {
    id: 'rules.message.serviceMustReturnList',
    message: 'The service must return JSON that contains a list',
  },
  keyOrFilterMissing: /*i18n*/ {
    id: 'rules.message.keyOrFilterMissing',
    message: 'The primary key or filter is not configured',
  },
  primaryKeyChanged: /*i18n*/ {
    id: 'rules.message.primaryKeyChanged',
    message: 'The primary key has changed; refresh before editing',
  },
  fullScreenUnsupported: /*i18n*/ {
    id: 'rules.message.fullScreenUnsupported',
    message: 'The browser does not support full screen',
  },
  videoSourceMissing: /*i18n*/ {
    id: 'rules.message.videoSourceMissing',
    message: 'The video source is not configured or could not be acquired',
  },
  tooManyPopups: /*i18n*/ {
    id: 'rules.message.tooManyPopups',
    message: 'Too many pop-up windows are open; close some of them first',
  },
  uuidRequired: /*i18n*/ { id: 'rules.message.uuidRequired', message: 'The UUID is required' },
  dataFieldRequired: /*i18n*/ {
    id: 'rules.message.dataFieldRequired',
    message: 'The data field name is required for table columns',
  },
  mergedCellsSameSize: /*i18n*/ {
    id: 'rules.message.mergedCellsSameSize',
    message: 'Merged cells must be the same size',
  },
  noDataPermission: /*i18n*/ { id: 'rules.message.noDataPermission', message: 'No data permission' },
  noLinkedPagePermission: /*i18n*/ {
    id: 'rules.message.noLinkedPagePermission',
    message: 'No permission to open the linked page',
  },
  roleWithoutUsers: /*i18n*/ {
    id: 'rules.message.roleWithoutUsers',
    message: 'The role is small without child user',
  },
  page403: /*i18n*/ { id: 'rules.message.page403', message: "Sorry, you don't have access to this page" },
  page404: /*i18n*/ { id: 'rules.message.page404', message: 'Sorry, the page you visited does not exist' },
  page500: /*i18n*/ { id: 'rules.message.page500', message: 'Sorry, the server reported an error' },
  backToHome: /*i18n*/ { id: 'rules.message.backToHome', message: 'Back to the main page' },
} satisfies Record<string, MessageDescriptor>

/** An error response as the shared request layer sees it (status 400 or more). */
export interface ErrorResponse {
  status: number | string
  /** The message the server sent, if any. */
  message?: unknown
  statusText?: unknown
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/**
 * "Message from the response, else the service message table, else status text", falling back to
 * "try again later" when none of them says anything.
 */
export function errorMessage(res: ErrorResponse): MessageDescriptor {
  const fromServer = text(res.message)
  if (fromServer !== null) return withValues(MESSAGES.serverText, { text: fromServer })
  const fromTable = serviceMessage(res.status)
  if (fromTable !== null) return fromTable
  const statusText = text(res.statusText)
  return statusText === null ? MESSAGES.tryAgainLater : withValues(MESSAGES.serverText, { text: statusText })
}
