import type { MessageDescriptor } from '@lingui/core'
import { call, fetchJson } from '../../admin/common/request'

/** An installed third-party plugin (server/routes/plugins/routes.ts). */
export interface InstalledPlugin {
  id: string
  version: number
  category: string
  render: 'dom' | 'canvas'
  title: MessageDescriptor
  enabled: boolean
  checksum: string
  size: number
  installedBy: string
  installedAt: string
  updatedAt: string
}

const base = '/api/plugins'

export const listPlugins = () => fetchJson<{ list: InstalledPlugin[] }>(base)

/** Installs (or upgrades to a higher version): the manifest JSON and the module's text, as the kit built them. */
export const installPlugin = (manifest: unknown, module: string) =>
  call<InstalledPlugin>('POST', base, { manifest, module }, { failure: 'screen' })

export const setPluginEnabled = (id: string, enabled: boolean) =>
  call<InstalledPlugin>('PUT', `${base}/${encodeURIComponent(id)}`, { enabled })

export const removePlugin = (id: string) => call<void>('DELETE', `${base}/${encodeURIComponent(id)}`)
