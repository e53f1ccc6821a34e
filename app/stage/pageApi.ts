import type { LayoutRecordWire, PageRecordWire } from '../../engine/document/persisted'
import { type HttpResult, requestJson } from '../shell/http'

/** A layout block as the compose calls return it, with its version for optimistic concurrency. */
export interface LayoutRecord extends LayoutRecordWire {
  version: number
  updatedAt: string
}

/** A page as GET/PUT /api/compose/manage/pages/{id} return it (spec S0 §3 "Layout response"). */
export interface PageRecord extends Omit<PageRecordWire, 'appId' | 'layouts'> {
  appId: number
  parentId: number | null
  version: number
  updatedAt: string
  layouts: LayoutRecord[]
}

/** PUT body: the page layout and the blocks added, saved (with the version they were based on) or removed. */
export interface SavePageBody {
  layout: string
  url?: string | null
  layouts: { id: string; name: string; context: string; version?: number }[]
  removedLayoutIds: string[]
  version: number
}

export const pagePath = (id: string) => `/api/compose/manage/pages/${encodeURIComponent(id)}`

/** GET the page with its blocks; the editor shows its own message on failure. */
export function fetchPage(id: string): Promise<HttpResult<PageRecord>> {
  return requestJson<PageRecord>('GET', pagePath(id), undefined, { suppressNotice: true })
}

/** PUT the page and its blocks in one transaction; 201 on success, 409 when someone saved in between. */
export function putPage(id: string, body: SavePageBody): Promise<HttpResult<PageRecord>> {
  return requestJson<PageRecord>('PUT', pagePath(id), body, { suppressNotice: true })
}
