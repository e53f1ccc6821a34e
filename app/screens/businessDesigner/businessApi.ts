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

/** Where a form, workflow or report is used (GET /api/compose/manage/business/usage). */
export interface BusinessUse {
  kind: 'page' | 'symbol' | 'workflow' | 'task'
  id: string
  name: string
  how: 'link' | 'embed' | 'start' | 'taskForm' | 'control' | 'schedule'
}

export interface FormPageRow {
  id: string
  name: string
  formNames: string[]
  updatedAt: string
  usedBy: BusinessUse[]
}

export interface BusinessUsage {
  forms: FormPageRow[]
  workflows: { id: number; usedBy: BusinessUse[] }[]
  reports: { reportId: number; name: string; usedBy: BusinessUse[] }[]
}

export const loadUsage = (appId: number) =>
  requestJson<BusinessUsage>('GET', '/api/compose/manage/business/usage', undefined, {
    ...quiet,
    query: { appId },
  })

/** A copy of a page under a new name, beside the original. */
export const copyFormPage = (id: string, name: string) =>
  requestJson<{ id: string; name: string }>(
    'POST',
    `/api/compose/manage/page/${encodeURIComponent(id)}/copy`,
    { name },
    quiet,
  )
