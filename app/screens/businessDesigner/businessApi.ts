import { requestJson } from '../../shell/http'

/** A workflow diagram as the list `/api/flow/diagram?appId=` answers it (without its drawing). */
export interface DiagramRow {
  id: number
  appId: number
  diagramName: string
  description: string
  currentVersion: number
  updatedBy: string
  updatedAt: string
  version: number
}

const quiet = { suppressNotice: true }

export const listDiagrams = (appId: number, page: number, size: number) =>
  requestJson<{ list: DiagramRow[]; pagination: { total: number } }>('GET', '/api/flow/diagram', undefined, {
    ...quiet,
    query: { appId, page: page - 1, size },
  })

export const createDiagram = (body: {
  appId: number
  diagramName: string
  description?: string
  xml?: string
}) => requestJson<DiagramRow>('POST', '/api/flow/diagram', body, quiet)

export const deleteDiagram = (id: number) =>
  requestJson<void>('DELETE', `/api/flow/diagram/${id}`, undefined, quiet)

export const loadDiagramXml = (id: number) =>
  requestJson<DiagramRow & { xml: string }>('GET', `/api/flow/diagram/${id}`, undefined, quiet)
