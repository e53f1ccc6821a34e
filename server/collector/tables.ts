import type { Generated } from 'kysely'

/** Tables of migration 0090 (collectors and their connectors), joined to `Database` by module augmentation. */
export interface CollectorsTable {
  collectorId: Generated<number>
  deviceUuid: string
  name: Generated<string>
  /** 'pendingAccess' | 'pendingReplace' | 'pendingReview' | 'reviewed' | 'rejected' */
  registrationStatus: string
  deviceRegInfo: Generated<string>
  builtIn: Generated<number>
  keyHash: Generated<string>
  replacesUuid: Generated<string>
  lastHeartbeat: string | null
  drivers: Generated<string>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface CollectorConnectorsTable {
  connectorId: Generated<number>
  collectorId: number
  name: string
  type: string
  description: Generated<string>
  enabled: Generated<number>
  config: string
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

declare module '../db/schema.ts' {
  interface Database {
    collectors: CollectorsTable
    collectorConnectors: CollectorConnectorsTable
  }
}

/** Migration 0091: who polls an external collector's connector, until when. */
export interface ConnectorLeasesTable {
  connectorName: string
  holder: string
  expiresAt: string
}

declare module '../db/schema.ts' {
  interface Database {
    connectorLeases: ConnectorLeasesTable
  }
}
