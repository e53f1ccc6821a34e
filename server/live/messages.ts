import type { MessageDescriptor } from '../../engine/messages.ts'

/**
 * What a refused value says, per subject (a property, a service input, a default value, a value a service
 * sets) and per problem (live/values.ts `valueProblem`): whole sentences, so each language words them freely.
 */
export const VALUE_PROBLEM_MESSAGES = {
  property: {
    integer: /*i18n*/ {
      id: 'server.live.property.integer',
      message: 'The property {name} expects an integer ({type})',
    },
    number: /*i18n*/ {
      id: 'server.live.property.number',
      message: 'The property {name} expects a number ({type})',
    },
    bool: /*i18n*/ {
      id: 'server.live.property.bool',
      message: 'The property {name} expects true or false (bool)',
    },
    string: /*i18n*/ {
      id: 'server.live.property.string',
      message: 'The property {name} expects a text (string)',
    },
    datetime: /*i18n*/ {
      id: 'server.live.property.datetime',
      message: 'The property {name} expects an ISO-8601 date and time (datetime)',
    },
    json: /*i18n*/ { id: 'server.live.property.json', message: 'The property {name} expects a JSON value' },
    unknownType: /*i18n*/ {
      id: 'server.live.property.unknownType',
      message: 'The property {name} has an unknown type {type}',
    },
  },
  input: {
    integer: /*i18n*/ {
      id: 'server.live.input.integer',
      message: 'The input {name} expects an integer ({type})',
    },
    number: /*i18n*/ {
      id: 'server.live.input.number',
      message: 'The input {name} expects a number ({type})',
    },
    bool: /*i18n*/ { id: 'server.live.input.bool', message: 'The input {name} expects true or false (bool)' },
    string: /*i18n*/ { id: 'server.live.input.string', message: 'The input {name} expects a text (string)' },
    datetime: /*i18n*/ {
      id: 'server.live.input.datetime',
      message: 'The input {name} expects an ISO-8601 date and time (datetime)',
    },
    json: /*i18n*/ { id: 'server.live.input.json', message: 'The input {name} expects a JSON value' },
    unknownType: /*i18n*/ {
      id: 'server.live.input.unknownType',
      message: 'The input {name} has an unknown type {type}',
    },
  },
  default: {
    integer: /*i18n*/ {
      id: 'server.live.default.integer',
      message: 'The default value of {name} expects an integer ({type})',
    },
    number: /*i18n*/ {
      id: 'server.live.default.number',
      message: 'The default value of {name} expects a number ({type})',
    },
    bool: /*i18n*/ {
      id: 'server.live.default.bool',
      message: 'The default value of {name} expects true or false (bool)',
    },
    string: /*i18n*/ {
      id: 'server.live.default.string',
      message: 'The default value of {name} expects a text (string)',
    },
    datetime: /*i18n*/ {
      id: 'server.live.default.datetime',
      message: 'The default value of {name} expects an ISO-8601 date and time (datetime)',
    },
    json: /*i18n*/ {
      id: 'server.live.default.json',
      message: 'The default value of {name} expects a JSON value',
    },
    unknownType: /*i18n*/ {
      id: 'server.live.default.unknownType',
      message: 'The default value of {name} has an unknown type {type}',
    },
  },
  value: {
    integer: /*i18n*/ {
      id: 'server.live.value.integer',
      message: 'The value for {name} expects an integer ({type})',
    },
    number: /*i18n*/ {
      id: 'server.live.value.number',
      message: 'The value for {name} expects a number ({type})',
    },
    bool: /*i18n*/ {
      id: 'server.live.value.bool',
      message: 'The value for {name} expects true or false (bool)',
    },
    string: /*i18n*/ {
      id: 'server.live.value.string',
      message: 'The value for {name} expects a text (string)',
    },
    datetime: /*i18n*/ {
      id: 'server.live.value.datetime',
      message: 'The value for {name} expects an ISO-8601 date and time (datetime)',
    },
    json: /*i18n*/ { id: 'server.live.value.json', message: 'The value for {name} expects a JSON value' },
    unknownType: /*i18n*/ {
      id: 'server.live.value.unknownType',
      message: 'The value for {name} has an unknown type {type}',
    },
  },
} satisfies Record<string, Record<string, MessageDescriptor>>

/** What the live store and the user-write path answer besides type problems. */
export const LIVE_MESSAGES = {
  propertyMissing: /*i18n*/ {
    id: 'server.live.propertyMissing',
    message: 'The property {key} does not exist',
  },
  readOnly: /*i18n*/ { id: 'server.live.readOnly', message: 'The property {key} is read-only' },
  badTimestamp: /*i18n*/ { id: 'server.live.badTimestamp', message: 'Bad timestamp for {key}' },
  connectorDown: /*i18n*/ {
    id: 'server.live.connectorDown',
    message: 'The connector {connector} is not running',
  },
  connectorNoAnswer: /*i18n*/ {
    id: 'server.live.connectorNoAnswer',
    message:
      'The collector of the connector {connector} did not answer within {seconds} s; the value was not written',
  },
  connectorRefused: /*i18n*/ {
    id: 'server.live.connectorRefused',
    message: 'The connector {connector} refused the value: {error}',
  },
} satisfies Record<string, MessageDescriptor>
