/** The data source messages; the first two are the spec's (S1 §8). */
export const DATASOURCE_MESSAGES = {
  connectionFailed: /*i18n*/ {
    id: 'server.datasource.connectionFailed',
    message: 'External data source connection failed: {reason}',
  },
  connectionTimeout: /*i18n*/ { id: 'server.datasource.connectionTimeout', message: 'Connection timeout' },
  driverMissing: /*i18n*/ {
    id: 'server.datasource.driverMissing',
    message: 'This server has no driver for {kind} data sources yet',
  },
  missing: /*i18n*/ { id: 'server.datasource.missing', message: 'The data source {id} does not exist' },
  stale: /*i18n*/ {
    id: 'server.datasource.stale',
    message: 'The data source {name} was changed by someone else; refresh before editing',
  },
  nameTaken: /*i18n*/ {
    id: 'server.datasource.nameTaken',
    message: 'A data source named {name} already exists',
  },
  nameRequired: /*i18n*/ { id: 'server.datasource.nameRequired', message: 'The name is required' },
  hostRequired: /*i18n*/ { id: 'server.datasource.hostRequired', message: 'The host is required' },
  databaseRequired: /*i18n*/ {
    id: 'server.datasource.databaseRequired',
    message: 'The database (or the SQLite file) is required',
  },
  fileMissing: /*i18n*/ {
    id: 'server.datasource.fileMissing',
    message: 'The SQLite file {path} does not exist',
  },
  queryNotReadOnly: /*i18n*/ {
    id: 'server.datasource.queryNotReadOnly',
    message: 'Only a query that reads (SELECT or WITH) may run here',
  },
  queryFailed: /*i18n*/ { id: 'server.datasource.queryFailed', message: 'The query failed: {reason}' },
  queryTimeout: /*i18n*/ {
    id: 'server.datasource.queryTimeout',
    message: 'The query took too long and was cancelled',
  },
  queryCancelled: /*i18n*/ { id: 'server.datasource.queryCancelled', message: 'The query was cancelled' },
  paramMissing: /*i18n*/ {
    id: 'server.datasource.paramMissing',
    message: 'The parameter :{name} has no value',
  },
}
