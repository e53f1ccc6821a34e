import { requestJson } from '../../shell/http'

/** A symbol record (spec S0 §7 Symbols); `content` is the symbol document, maybe compressed. */
export interface SymbolRecord {
  id: number
  appId: number
  parentId: number | null
  name: string
  templateName: string
  content: string
  sortOrder: number
  createdAt: string
  updatedAt: string
  version: number
}

/** One node of the symbol tree: folder, category or symbol. */
export interface SymbolTreeNode {
  id: number
  nodeType: 'folder' | 'category' | 'symbol'
  name: string
  parentId: number | null
  sortOrder: number
  templateName?: string
  version: number
  children?: SymbolTreeNode[]
}

const BASE = '/api/compose/manage'
// The screens show failures themselves (inline or as a notice with the server's words).
const quiet = { suppressNotice: true }

export const fetchSymbol = (id: number) =>
  requestJson<SymbolRecord>('GET', `${BASE}/symbol/${id}`, undefined, quiet)

export const fetchSymbolTree = (appId: number) =>
  requestJson<SymbolTreeNode[]>('GET', `${BASE}/symbol/tree/${appId}`, undefined, quiet)

export const createSymbol = (body: {
  appId: number
  parentId: number | null
  name: string
  templateName?: string
  content: string
}) => requestJson<SymbolRecord>('POST', `${BASE}/symbol`, body, quiet)

export const updateSymbol = (
  id: number,
  body: { version: number; name?: string; parentId?: number | null; templateName?: string; content?: string },
) => requestJson<SymbolRecord>('PUT', `${BASE}/symbol/${id}`, body, quiet)

export const deleteSymbol = (id: number) =>
  requestJson<void>('DELETE', `${BASE}/symbol/${id}`, undefined, quiet)

export const copySymbol = (id: number, body: { name?: string; parentId?: number | null } = {}) =>
  requestJson<SymbolRecord>('POST', `${BASE}/symbol/${id}/copy`, body, quiet)

/** A folder (kind folder) or category of type symbol. */
export const createSymbolFolder = (
  kind: 'folder' | 'category',
  body: { appId: number; parentId: number | null; name: string },
) =>
  kind === 'category'
    ? requestJson<SymbolTreeNode>('POST', `${BASE}/category`, body, quiet)
    : requestJson<SymbolTreeNode>('POST', `${BASE}/folders`, { ...body, type: 'symbol' }, quiet)

export const updateSymbolFolder = (
  kind: 'folder' | 'category',
  id: number,
  body: { version: number; name?: string; parentId?: number | null },
) =>
  requestJson<SymbolTreeNode>(
    'PUT',
    kind === 'category' ? `${BASE}/category/${id}` : `${BASE}/folders/${id}`,
    body,
    quiet,
  )

export const deleteSymbolFolder = (kind: 'folder' | 'category', id: number) =>
  requestJson<void>(
    'DELETE',
    kind === 'category' ? `${BASE}/category/${id}` : `${BASE}/folders/${id}`,
    undefined,
    quiet,
  )
