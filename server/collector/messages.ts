/** What the collector calls answer when a request cannot be done (issue 26). */
export const COLLECTOR_MESSAGES = {
  missing: /*i18n*/ { id: 'server.collector.missing', message: 'The collector {uuid} does not exist' },
  uuidCharacters: /*i18n*/ {
    id: 'server.collector.uuidCharacters',
    message: 'A collector UUID has letters, digits, dot, colon, underscore and hyphen only',
  },
  notPending: /*i18n*/ {
    id: 'server.collector.notPending',
    message: 'The collector {uuid} is not waiting for review (it is {status}); nothing changed',
  },
  replacedMissing: /*i18n*/ {
    id: 'server.collector.replacedMissing',
    message: 'The collector {uuid} to be replaced does not exist',
  },
  builtIn: /*i18n*/ {
    id: 'server.collector.builtIn',
    message: 'The built-in collector cannot be removed or reviewed',
  },
  badReplace: /*i18n*/ {
    id: 'server.collector.badReplace',
    message: 'Only an accepted collector other than this one can be replaced, and only when agreeing',
  },
  badKey: /*i18n*/ { id: 'server.collector.badKey', message: 'The collector key is wrong or missing' },
  notReviewed: /*i18n*/ {
    id: 'server.collector.notReviewed',
    message: 'The collector {uuid} is not accepted (it is {status})',
  },
  connectorMissing: /*i18n*/ {
    id: 'server.collector.connectorMissing',
    message: 'The connector {name} does not exist',
  },
  connectorExists: /*i18n*/ {
    id: 'server.collector.connectorExists',
    message: 'A connector named {name} already exists',
  },
  connectorName: /*i18n*/ {
    id: 'server.collector.connectorName',
    message: 'A connector name starts with a letter, then letters, digits, underscore and hyphen',
  },
  connectorReserved: /*i18n*/ {
    id: 'server.collector.connectorReserved',
    message: 'The name {name} belongs to a built-in connector',
  },
  badConfig: /*i18n*/ {
    id: 'server.collector.badConfig',
    message: 'The connector settings are not usable: {reason}',
  },
  connectorStale: /*i18n*/ {
    id: 'server.collector.connectorStale',
    message: 'The connector {name} was changed by someone else since you loaded it; reload and try again',
  },
  notRunning: /*i18n*/ {
    id: 'server.collector.notRunning',
    message: 'The connector {name} is not running in this server: {reason}',
  },
  notBrowsable: /*i18n*/ {
    id: 'server.collector.notBrowsable',
    message: 'Only an OPC UA connector has an address space to browse',
  },
  noCertificates: /*i18n*/ {
    id: 'server.collector.noCertificates',
    message: 'Only an OPC UA connector has certificates',
  },
  noHolder: /*i18n*/ {
    id: 'server.collector.noHolder',
    message:
      'No process of its collector runs the connector {name} now (the collector is offline or stopped)',
  },
  noAnswer: /*i18n*/ {
    id: 'server.collector.noAnswer',
    message: 'The collector running the connector {name} did not answer within {seconds} s',
  },
  collectorFailed: /*i18n*/ {
    id: 'server.collector.collectorFailed',
    message: 'The collector running the connector {name} could not do it: {reason}',
  },
  certificateMissing: /*i18n*/ {
    id: 'server.collector.certificateMissing',
    message: 'No server certificate with the thumbprint {thumbprint} is known',
  },
}
