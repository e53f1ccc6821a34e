import { fetchJson, type Page, type Paging } from '../common/request'

/** One entry of the operation log: a change someone made through the API. */
export interface OperationLogEntry {
  id: number
  userId: number | null
  username: string
  method: string
  path: string
  action: string
  target: string
  status: number
  ip: string
  at: string
}

/** What the user access log records. */
export type AccessEvent = 'login' | 'smsLogin' | 'logout' | 'loginFailed' | 'locked'

export interface AccessLogEntry {
  id: number
  userId: number | null
  username: string
  event: AccessEvent | string
  ip: string
  userAgent: string
  at: string
}

export interface LogQuery extends Paging {
  username: string
  keyword: string
  from?: string
  to?: string
}

export const listOperationLog = (query: LogQuery) =>
  fetchJson<Page<OperationLogEntry>>('/api/auth/logs/operation', { ...query })

export const listAccessLog = (query: LogQuery) =>
  fetchJson<Page<AccessLogEntry>>('/api/auth/logs/access', { ...query })
