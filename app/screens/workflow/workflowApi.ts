import { requestJson } from '../../shell/http'

/** A workflow diagram as `/api/flow/diagram/:id` answers it. */
export interface Diagram {
  id: number
  appId: number
  diagramName: string
  description: string
  xml: string
  currentVersion: number
  defaultVersionId: number | null
  version: number
}

/** A refusal detail of a publish: the message and the element it is about. */
export interface ElementProblem {
  elementId: string
  message: string
}

export const loadDiagram = (id: number) => requestJson<Diagram>('GET', `/api/flow/diagram/${id}`)

export const saveDiagram = (id: number, xml: string, version: number) =>
  requestJson<Diagram>('PUT', `/api/flow/diagram/${id}`, { xml, version }, { suppressNotice: true })

export const publishDiagram = (id: number) =>
  requestJson<Diagram & { publishedVersionId: number }>(
    'POST',
    `/api/flow/diagram/${id}`,
    { isNew: true },
    { suppressNotice: true },
  )

export interface VersionRow {
  id: number
  version: number
  createdBy: string
  createdAt: string
  isDefault: boolean
}

export const loadVersions = (diagramId: number) =>
  requestJson<{ list: VersionRow[] }>('GET', '/api/flow/version/diagram', undefined, {
    query: { diagramId, page: 0, size: 15 },
  })

export const setDefaultVersion = (id: number) =>
  requestJson('POST', '/api/flow/version/diagram/setDefault', { id })
export const upgradeVersion = (id: number) => requestJson('POST', '/api/flow/version/diagram/upgrade', { id })
