import type { MessageDescriptor } from '../../engine/messages.ts'

/** What the request plumbing answers: sign-in, permission, maintenance, stale edits and constraint errors. */
export const HTTP_MESSAGES = {
  logInFirst: /*i18n*/ { id: 'server.http.logInFirst', message: 'Log in first' },
  changePasswordFirst: /*i18n*/ {
    id: 'server.http.changePasswordFirst',
    message: 'Change your password before continuing',
  },
  noPermission: /*i18n*/ {
    id: 'server.http.noPermission',
    message: 'Authorised but forbidden: you have no permission for this function',
  },
  maintenance: /*i18n*/ {
    id: 'server.http.maintenance',
    message: 'The system is under maintenance; try again later',
  },
  recordExists: /*i18n*/ { id: 'server.http.recordExists', message: 'The record already exists' },
  missingReference: /*i18n*/ {
    id: 'server.http.missingReference',
    message: 'The request refers to a record that does not exist; nothing changed',
  },
  unstorableValue: /*i18n*/ {
    id: 'server.http.unstorableValue',
    message: 'A value is out of range or holds characters that cannot be stored; nothing changed',
  },
  noSuchApi: /*i18n*/ { id: 'server.http.noSuchApi', message: 'No such API: {method} {path}' },
  bodyTooLarge: /*i18n*/ {
    id: 'server.http.bodyTooLarge',
    message: 'The request is larger than {limit} MB, the most the server accepts; nothing changed',
  },
  malformedBody: /*i18n*/ {
    id: 'server.http.malformedBody',
    message: 'The request body is not valid JSON; nothing changed',
  },
  noDataReading: /*i18n*/ { id: 'server.http.noDataReading', message: 'No data permission: reading {keys}' },
  noDataWriting: /*i18n*/ { id: 'server.http.noDataWriting', message: 'No data permission: writing {keys}' },
} satisfies Record<string, MessageDescriptor>
