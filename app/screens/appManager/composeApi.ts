import { requestJson } from '../../shell/http'
import type { Paged } from './appsApi'

/** A folder of an application's pages (type 'page') or templates. */
export interface FolderRecord {
  id: number
  appId: number
  parentId: number | null
  name: string
  type: string
  sortOrder: number
  version: number
}

/** A page without its documents; type 1 normal, 2 inner link, 3 link (spec S0 §3). */
export interface PageSummary {
  id: string
  appId: number
  parentId: number | null
  name: string
  type: 1 | 2 | 3
  url?: string
  sortOrder: number
  version: number
  updatedAt: string
}

export interface TemplateSummary {
  id: number
  appId: number
  parentId: number | null
  name: string
  type: number
  version: number
}

const BASE = '/api/compose/manage'
const quiet = { suppressNotice: true }
const ALL = { pageIndex: 1, pageSize: 1000 }

export function listFolders(appId: number) {
  return requestJson<Paged<FolderRecord>>('GET', `${BASE}/folders`, undefined, {
    ...quiet,
    query: { appId, type: 'page', ...ALL },
  })
}

export function listPages(appId: number) {
  return requestJson<Paged<PageSummary>>('GET', `${BASE}/pages`, undefined, {
    ...quiet,
    query: { appId, ...ALL },
  })
}

export function listTemplates(appId: number) {
  return requestJson<Paged<TemplateSummary>>('GET', `${BASE}/templates`, undefined, {
    ...quiet,
    query: { appId, ...ALL },
  })
}

export function createFolder(appId: number, parentId: number | null, name: string) {
  return requestJson<FolderRecord>('POST', `${BASE}/folders`, { appId, parentId, name, type: 'page' }, quiet)
}

export function updateFolder(folder: FolderRecord, patch: { name?: string; parentId?: number | null }) {
  return requestJson<FolderRecord>(
    'PUT',
    `${BASE}/folders/${folder.id}`,
    { ...patch, version: folder.version },
    quiet,
  )
}

export function deleteFolder(id: number) {
  return requestJson<void>('DELETE', `${BASE}/folders/${id}`, undefined, quiet)
}

export interface NewPage {
  appId: number
  parentId: number | null
  name: string
  type: 1 | 2 | 3
  url?: string
  templateId?: number
  /** The page's documents when it starts from a system template (built in the browser). */
  layout?: string
  layouts?: { id: string; name: string; context: string }[]
}

export function createPage(page: NewPage) {
  return requestJson<PageSummary>('POST', `${BASE}/pages`, page, quiet)
}

/** Renames, moves or re-targets a page (its documents are saved by the designer). */
export function updatePageFields(
  page: PageSummary,
  patch: { name?: string; parentId?: number | null; url?: string | null },
) {
  return requestJson<PageSummary>(
    'PUT',
    `${BASE}/pages/${encodeURIComponent(page.id)}`,
    { ...patch, version: page.version },
    quiet,
  )
}

export function deletePage(id: string) {
  return requestJson<void>('DELETE', `${BASE}/pages/${encodeURIComponent(id)}`, undefined, quiet)
}

export function copyPage(id: string) {
  return requestJson<PageSummary>('POST', `${BASE}/page/${encodeURIComponent(id)}/copy`, {}, quiet)
}

export function createTemplateFromPage(appId: number, pageId: string, name: string) {
  return requestJson<TemplateSummary>('POST', `${BASE}/templates`, { appId, pageId, name }, quiet)
}

export function deleteTemplate(id: number) {
  return requestJson<void>('DELETE', `${BASE}/templates/${id}`, undefined, quiet)
}

/** PUT /order: the items of one parent in their new order. */
export function saveOrder(
  appId: number,
  parentId: number | null,
  items: { kind: 'folder' | 'page'; id: string | number }[],
) {
  return requestJson<unknown>('PUT', `${BASE}/order`, { appId, parentId, items }, quiet)
}
