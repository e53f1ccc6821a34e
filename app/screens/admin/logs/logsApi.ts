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

/** One reported navigation (POST /api/analytics/pageviews). */
export interface PageViewEntry {
  id: number
  userId: number
  username: string
  path: string
  pattern: string
  title: string
  language: string
  referrer: string
  viewedAt: string
}

/** The most viewed paths of a period. */
export interface PageViewSummary {
  from: string
  to: string
  views: number
  users: number
  top: { path: string; pattern: string; title: string; views: number; users: number }[]
}

export const pageViewSummary = (query: { from: string; limit: number }) =>
  fetchJson<PageViewSummary>('/api/analytics/pageviews/summary', query)

export const listPageViews = (query: Paging & { username: string; from: string }) =>
  fetchJson<Page<PageViewEntry>>('/api/analytics/pageviews', { ...query })
