import { downloadAs } from '../../../shell/download'
import { call, fetchJson, type Page, type Paging } from '../common/request'

/** A configuration record (spec S1 §3): key + configValue (a JSON string) + our version. */
export interface ConfigRecord {
  key: string
  configValue: string
  /** 0 while only the built-in value exists. */
  version: number
  updatedAt: string | null
}

/** The configuration records these screens edit (server routes/config/records/wellKnown.ts). */
export const CONFIG_KEYS = {
  loginImages: 'loginImgs',
  pageTitle: 'pageTitle',
  appOption: 'appOption',
  mailServer: 'emailServer',
  alarmColors: 'user_widget_alarm_color',
} as const

export type ConfigKey = (typeof CONFIG_KEYS)[keyof typeof CONFIG_KEYS]

export const readConfigRecord = (key: ConfigKey) =>
  call<ConfigRecord>('GET', `/api/config/configInfo/${key}`, undefined, { failure: 'screen' })

export const saveConfigRecord = (key: ConfigKey, value: unknown, version: number) =>
  call<ConfigRecord>(
    'POST',
    '/api/config/configInfo',
    { key, configValue: JSON.stringify(value), version },
    { failure: 'screen' },
  )

/** The default home page: '' while none is set (the app then goes to /hellow). */
export interface HomePage {
  path: string
  version: number
  updatedAt: string | null
}

export const readHomePage = () =>
  call<HomePage>('GET', '/api/config/homePage/default', undefined, { failure: 'screen' })

export const saveHomePage = (path: string, version: number) =>
  call<HomePage>('POST', '/api/config/homePage/default', { path, version }, { failure: 'screen' })

export interface VersionInfo {
  name: string
  version: string
  startedAt: string
  database: string
  schemaVersion: string
  node: string
}

export interface ServiceInfo {
  status: 'ok' | 'degraded'
  startedAt: string
  uptimeSeconds: number
  database: { engine: string; reachable: boolean; latencyMs: number | null }
  maintenance: { active: boolean; reason: string | null }
}

export const readVersion = () => fetchJson<VersionInfo>('/api/config/version')
export const readService = () => fetchJson<ServiceInfo>('/api/config/service')

/** One file of the backup list. */
export interface BackupFile {
  filename: string
  size: number
  modifyDate: string
  created: string | null
  engine: string | null
  rows: number | null
  images: number | null
}

export const listBackups = (query: Paging) => fetchJson<Page<BackupFile>>('/api/config/backups', { ...query })

export const createBackup = (loading: string) =>
  call<BackupFile>('POST', '/api/config/system/backup', undefined, { loading })

export const deleteBackup = (filename: string) =>
  call<void>('DELETE', `/api/config/backup/${encodeURIComponent(filename)}`)

/** Downloads a backup file (`app/shell/download.ts`: a one-use token, never the ticket, in the address). */
export const downloadBackup = (filename: string) =>
  downloadAs(`/api/config/backup/${encodeURIComponent(filename)}`, filename)

/** Restore status values (server backup/restoreJob.ts); the app waits for 2, 5 or 6 (spec S1 §4). */
export interface RestoreState {
  status: number
  progress: number
  message: string
  filename: string | null
  startedAt: string | null
  finishedAt: string | null
}

/**
 * 'signedHere': the server refuses a backup this installation did not sign (code BACKUP_NOT_SIGNED_HERE);
 * 'acceptUnsigned': the administrator confirmed restoring it anyway.
 */
export type BackupTrust = 'signedHere' | 'acceptUnsigned'

export const restoreBackup = (filename: string, trust: BackupTrust) =>
  call<RestoreState>(
    'POST',
    '/api/config/system/restore',
    trust === 'acceptUnsigned' ? { filename, acceptUnsigned: true } : { filename },
    { failure: 'screen' },
  )

export function uploadAndRestore(file: File, loading: string, trust: BackupTrust) {
  const form = new FormData()
  form.append('file', file, file.name)
  return call<RestoreState>('POST', '/api/config/system/restore/upload', form, {
    failure: 'screen',
    loading,
    query: trust === 'acceptUnsigned' ? { acceptUnsigned: true } : undefined,
  })
}

export const readRestoreStatus = () =>
  call<RestoreState>('GET', '/api/config/system/restore/status', undefined, { failure: 'screen' })

/** An uploaded image (POST /api/image/upload/uploadImage). */
export interface UploadedImage {
  name: string
  folder: string
  url: string
  size: number
}

/** Login page images go to their own folder of the image store. */
export const LOGIN_IMAGE_FOLDER = 'default'

export function uploadImage(file: File) {
  const form = new FormData()
  form.append('file', file, file.name)
  return call<UploadedImage>('POST', '/api/image/upload/uploadImage', form, {
    failure: 'screen',
    query: { folder: LOGIN_IMAGE_FOLDER },
  })
}
