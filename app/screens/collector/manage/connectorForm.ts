import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CollectorConnector, ConnectorType } from '../collectorApi'

/** The fields of the connector form, as typed (numbers may be blank while editing). */
export interface ConnectorDraft {
  name: string
  type: ConnectorType
  description: string
  enabled: boolean
  endpoint: string
  securityMode: 'None' | 'Sign' | 'SignAndEncrypt'
  username: string
  password: string
  host: string
  port: number | null
  unitId: number | null
  interval: number | null
}

export type DraftField =
  | 'name'
  | 'description'
  | 'endpoint'
  | 'username'
  | 'host'
  | 'port'
  | 'unitId'
  | 'interval'

// The server's rules (server/collector/connectorConfig.ts and routes.ts): checked here first so a wrong
// field is marked in the form; the server checks again and its message is shown if it still refuses.
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/
const ENDPOINT = /^opc\.tcp:\/\/[^\s/]+(:\d+)?(\/\S*)?$/
const HOST = /^[A-Za-z0-9.-]+$/
const RESERVED = ['simulator', 'mqtt']

export function emptyDraft(): ConnectorDraft {
  return {
    name: '',
    type: 'opcua',
    description: '',
    enabled: true,
    endpoint: 'opc.tcp://',
    securityMode: 'None',
    username: '',
    password: '',
    host: '',
    port: 502,
    unitId: 1,
    interval: 1000,
  }
}

/** The form's values of a stored connector (the password is never sent back: blank keeps it). */
export function draftOf(connector: CollectorConnector): ConnectorDraft {
  const c = connector.config
  return {
    ...emptyDraft(),
    name: connector.name,
    type: connector.type,
    description: connector.description,
    enabled: connector.enabled,
    endpoint: String(c.endpoint ?? 'opc.tcp://'),
    securityMode: (c.securityMode as ConnectorDraft['securityMode']) ?? 'None',
    username: String(c.username ?? ''),
    host: String(c.host ?? ''),
    port: typeof c.port === 'number' ? c.port : 502,
    unitId: typeof c.unitId === 'number' ? c.unitId : 1,
    interval: typeof c.interval === 'number' ? c.interval : 1000,
  }
}

const inRange = (value: number | null, min: number, max: number) =>
  value !== null && Number.isInteger(value) && value >= min && value <= max

/** What is wrong with each field; `creating` also checks the name, which an edit cannot change. */
export function checkDraft(
  draft: ConnectorDraft,
  creating: boolean,
): Partial<Record<DraftField, MessageDescriptor>> {
  const errors: Partial<Record<DraftField, MessageDescriptor>> = {}
  if (creating) {
    if (!NAME.test(draft.name))
      errors.name = msg`A connector name starts with a letter, then letters, digits, underscore and hyphen`
    else if (RESERVED.includes(draft.name)) errors.name = msg`This name belongs to a built-in connector`
    else if (draft.name.length > 100) errors.name = msg`At most 100 characters`
  }
  if (draft.description.length > 200) errors.description = msg`At most 200 characters`
  if (draft.type === 'opcua') {
    if (!ENDPOINT.test(draft.endpoint.trim()))
      errors.endpoint = msg`The endpoint must look like opc.tcp://host:4840/path`
  } else {
    if (!HOST.test(draft.host.trim())) errors.host = msg`Enter a host name or an IP address`
    if (!inRange(draft.port, 1, 65535)) errors.port = msg`The port must be 1 to 65535`
    if (!inRange(draft.unitId, 0, 255)) errors.unitId = msg`The unit id must be 0 to 255`
    if (!inRange(draft.interval, 50, 3_600_000))
      errors.interval = msg`The polling interval must be 50 to 3600000 ms`
  }
  return errors
}

/** The settings the server stores for the draft's type. */
export function configOf(draft: ConnectorDraft): Record<string, unknown> {
  if (draft.type === 'modbus')
    return { host: draft.host.trim(), port: draft.port, unitId: draft.unitId, interval: draft.interval }
  const config: Record<string, unknown> = {
    endpoint: draft.endpoint.trim(),
    securityMode: draft.securityMode,
    securityPolicy: draft.securityMode === 'None' ? 'None' : 'Basic256Sha256',
    username: draft.username.trim(),
  }
  // A blank password on an edit keeps the stored one (the server's rule).
  if (draft.username.trim() && draft.password) config.password = draft.password
  return config
}
