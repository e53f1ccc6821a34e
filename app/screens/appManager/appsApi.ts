import type { MessageDescriptor } from '../../../engine/messages'
import { type HttpResult, requestJson } from '../../shell/http'

/** 'running' | 'stopped' | 'upgrading' (spec S0 §4). */
export type AppStatus = 'running' | 'stopped' | 'upgrading'

/** An application as the application manager lists it. */
export interface AppRecord {
  appId: number
  name: string
  description: string
  appVersion: string
  icon: string
  status: AppStatus
  upgradeStatus: string
  homePageId: string | null
  createdAt: string
  updatedAt: string
  version: number
}

export interface AppFields {
  name: string
  description: string
  appVersion: string
}

export interface Paged<T> {
  list: T[]
  pagination: { page: number; size: number; total: number }
}

/** One line of a job's report: "{name} import failed" and why. */
export interface JobItem {
  kind: string
  name: string
  ok: boolean
  /** English, as older servers wrote it. */
  message: string
  /** The line, then the reasons of a failure, as catalogue descriptors (absent on jobs of older servers). */
  details?: MessageDescriptor[]
}

/** A background job's state (export, import, upgrade), polled with the status calls. */
export type JobStatus = 'none' | 'running' | 'succeeded' | 'partial' | 'failed'

export interface JobView {
  appId: number
  kind: 'export' | 'import' | 'upgrade'
  status: JobStatus
  progress: number
  message: string
  /** The message as catalogue descriptors when the server worded it itself (shown in the user's language). */
  details?: MessageDescriptor[]
  /** One line per folder, page, template, symbol or file the job handled. */
  items?: JobItem[]
  fileName: string
  downloadUrl?: string | null
  appStatus?: AppStatus
}

const BASE = '/api/app/manager'
// The screens show the spec's own success and failure messages: no generic error notice.
const quiet = { suppressNotice: true }

export function listApps(query: { keyword: string; pageIndex: number; pageSize: number }) {
  return requestJson<Paged<AppRecord>>('GET', BASE, undefined, { ...quiet, query })
}

export function getApp(appId: number) {
  return requestJson<AppRecord>('GET', `${BASE}/detail`, undefined, { ...quiet, query: { appId } })
}

export function createApp(fields: AppFields) {
  return requestJson<AppRecord>('POST', BASE, fields, quiet)
}

export function updateApp(
  appId: number,
  fields: Partial<AppFields> & { homePageId?: string | null; version: number },
) {
  return requestJson<AppRecord>('PUT', BASE, fields, { ...quiet, query: { appId } })
}

export function deleteApp(appId: number) {
  return requestJson<void>('DELETE', BASE, undefined, { ...quiet, query: { appId } })
}

/** Starts or stops the application's runtime. */
export function setAppActivity(appId: number, action: 'start' | 'stop') {
  return requestJson<AppRecord>('PUT', `${BASE}/containerActivity`, { appId, action }, quiet)
}

export function startExport(appId: number) {
  return requestJson<JobView>('POST', `${BASE}/export`, undefined, { ...quiet, query: { appId } })
}

export function startUpgrade(appId: number) {
  return requestJson<JobView>('POST', `${BASE}/upgrade`, undefined, { ...quiet, query: { appId } })
}

/** Uploads an application export file; the answer names the new application whose import runs. */
export function startImport(file: File) {
  const form = new FormData()
  form.append('file', file)
  return requestJson<JobView>('POST', `${BASE}/import`, form, quiet)
}

/** GET /export/status, /import/status or /upgrade/status. */
export function jobStatus(kind: JobView['kind'], appId: number): Promise<HttpResult<JobView>> {
  return requestJson<JobView>('GET', `${BASE}/${kind}/status`, undefined, { ...quiet, query: { appId } })
}
