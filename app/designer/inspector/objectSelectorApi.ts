import { requestJson } from '../../shell/http'

/** An object instance as the object selector lists it. */
export interface InstanceSummary {
  name: string
  showName: string
  description: string
  templateName: string | null
}

/** A member of an instance (spec S0 §3 "object selector item", plus kind, type and unit). */
export interface SelectorItem {
  instanceName: string
  propertyName: string
  propertyDesc: string
  name: string
  kind: 'property' | 'service' | 'event'
  type: string
  unit: string
}

interface Page<T> {
  list: T[]
  pagination: { page: number; size: number; total: number }
}

/** How many instances one page of the picker lists (spec S0 §9: default instance query size 20). */
export const INSTANCE_PAGE_SIZE = 20

/** GET /api/objectselector/instances: instances whose name matches, a page at a time. */
export async function searchInstances(name: string, page: number): Promise<Page<InstanceSummary> | string> {
  const result = await requestJson<Page<InstanceSummary>>('GET', '/api/objectselector/instances', undefined, {
    query: { name, page, per_page: INSTANCE_PAGE_SIZE },
    suppressNotice: true,
  })
  return result.ok ? result.data : result.message
}

/** GET /api/objectselector/instance/{name}: the instance's properties (services and events left out). */
export async function instanceProperties(name: string): Promise<SelectorItem[] | string> {
  const result = await requestJson<{ items: SelectorItem[] }>(
    'GET',
    `/api/objectselector/instance/${encodeURIComponent(name)}`,
    undefined,
    { suppressNotice: true },
  )
  return result.ok ? result.data.items.filter((item) => item.kind === 'property') : result.message
}

/** A template as the binding editor's filter offers it. */
export interface TemplateChoice {
  name: string
  showName: string
}

/** GET /api/objectselector/templates: every template, for the binding editor's filter. */
export async function listTemplateChoices(): Promise<TemplateChoice[] | string> {
  const result = await requestJson<Page<TemplateChoice>>('GET', '/api/objectselector/templates', undefined, {
    query: { page: 1, per_page: 500 },
    suppressNotice: true,
  })
  return result.ok ? result.data.list.map(({ name, showName }) => ({ name, showName })) : result.message
}

/**
 * GET /api/objectselector/instances/type/property: the instances of one template that have properties,
 * whose name matches, a page at a time.
 */
export async function searchTemplateInstances(
  templateName: string,
  name: string,
  page: number,
): Promise<Page<InstanceSummary> | string> {
  const result = await requestJson<Page<InstanceSummary>>(
    'GET',
    '/api/objectselector/instances/type/property',
    undefined,
    {
      query: { templateName, keyWord: name, page, per_page: INSTANCE_PAGE_SIZE },
      suppressNotice: true,
    },
  )
  return result.ok ? result.data : result.message
}
