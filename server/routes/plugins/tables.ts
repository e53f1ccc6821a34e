import type { Generated } from 'kysely'

/** The table of migration 0141, joined to the shared `Database` interface by module augmentation. */
export interface ThirdPartyPluginsTable {
  installId: Generated<number>
  pluginId: string
  version: number
  manifest: string
  module: string
  checksum: string
  size: number
  enabled: Generated<number>
  installedBy: string
  installedAt: string
  updatedAt: string
}

declare module '../../db/schema.ts' {
  interface Database {
    thirdPartyPlugins: ThirdPartyPluginsTable
  }
}
