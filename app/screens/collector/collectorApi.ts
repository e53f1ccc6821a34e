import { call, fetchJson } from '../admin/common/request'

/** Registration statuses of a collector (spec S0 §3 "Device"). */
export type RegistrationStatus =
  | 'pendingAccess'
  | 'pendingReplace'
  | 'pendingReview'
  | 'reviewed'
  | 'rejected'
/** Collector status: heartbeat within 30 s, and abnormal when one of its connectors reports an error. */
export type CollectorStatus = 'offline' | 'online' | 'abnormal'
export type ConnectorType = 'opcua' | 'modbus'

/** What a collector reports of one of its connectors (spec "drivers"). */
export interface Driver {
  name: string
  type: string
  online: boolean
  description?: string
  time?: string
}

export interface CollectorConnector {
  name: string
  type: ConnectorType
  description: string
  enabled: boolean
  config: Record<string, unknown>
  online: boolean
  /** How many instance properties this connector feeds. */
  boundCount: number
  version: number
}

export interface Collector {
  deviceUuid: string
  name: string
  registrationStatus: RegistrationStatus
  status: CollectorStatus
  deviceRegInfo: Record<string, unknown>
  builtIn: boolean
  replacesUuid: string
  lastHeartbeat: string | null
  drivers: Driver[]
  connectors: CollectorConnector[]
  createdAt: string
  updatedAt: string
  version: number
}

/** The statuses the review can still agree to or refuse (the server's rule). */
export const REVIEWABLE: readonly RegistrationStatus[] = ['pendingReplace', 'pendingReview']

const base = '/api/collector'

export const listPending = () => fetchJson<{ list: Collector[] }>(`${base}/pending`)
export const listCollectors = () => fetchJson<{ list: Collector[] }>(`${base}/collectors`)

/** Agree (a key is answered once) or refuse; `replaces` names the old collector whose connectors move over. */
export const confirmCollector = (deviceUuid: string, action: 'agree' | 'refuse', replaces?: string) =>
  call<Collector & { key?: string }>(
    'POST',
    `${base}/confirm`,
    replaces ? { deviceUuid, action, replaces } : { deviceUuid, action },
    { failure: 'screen' },
  )

export const deleteCollector = (deviceUuid: string) =>
  call<void>('DELETE', `${base}/collectors/${encodeURIComponent(deviceUuid)}`)

export interface ConnectorInput {
  name: string
  type: ConnectorType
  description: string
  enabled: boolean
  config: Record<string, unknown>
}

export const createConnector = (deviceUuid: string, body: ConnectorInput) =>
  call<CollectorConnector>('POST', `${base}/collectors/${encodeURIComponent(deviceUuid)}/connectors`, body, {
    failure: 'screen',
  })

export const updateConnector = (
  name: string,
  body: { description: string; enabled: boolean; config: Record<string, unknown>; version: number },
) =>
  call<CollectorConnector>('PUT', `${base}/connectors/${encodeURIComponent(name)}`, body, {
    failure: 'screen',
  })

export const deleteConnector = (name: string) =>
  call<void>('DELETE', `${base}/connectors/${encodeURIComponent(name)}`)

/** A certificate as the connector form shows it (thumbprint: SHA-1, lower-case hex). */
export interface CertificateInfo {
  thumbprint: string
  subject: string
  issuer: string
  validFrom: string
  validTo: string
}

export interface ServerCertificate extends CertificateInfo {
  status: 'trusted' | 'rejected'
}

export interface ConnectorCertificates {
  /** The collector's own certificate (created on first use), with its PEM text for download. */
  client: CertificateInfo & { pem: string }
  /** The certificate the OPC UA server presented on the last attempt. */
  serverThumbprint: string | null
  servers: ServerCertificate[]
}

export const getCertificates = (name: string) =>
  fetchJson<ConnectorCertificates>(`${base}/connectors/${encodeURIComponent(name)}/certificates`)

export const judgeCertificate = (name: string, thumbprint: string, action: 'trust' | 'reject') =>
  call<Omit<ConnectorCertificates, 'client'>>(
    'POST',
    `${base}/connectors/${encodeURIComponent(name)}/certificates/${thumbprint}`,
    { action },
    { failure: 'screen' },
  )
