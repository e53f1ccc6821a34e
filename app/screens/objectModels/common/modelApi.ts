import { call, fetchJson, type HttpResult, type Page } from '../../admin/common/request'

/*
 * The object-model calls of the screens (server/routes/metadata/README.md): templates, instances and
 * their members. Every member edit sends the owner's `version`; a 409 is a stale owner.
 */

export const PROPERTY_TYPES = [
  'int',
  'long',
  'float',
  'double',
  'bool',
  'string',
  'datetime',
  'json',
] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]
export const NUMERIC_TYPES: readonly PropertyType[] = ['int', 'long', 'float', 'double']

export type OwnerKind = 'template' | 'object'

export interface Binding {
  connector: string
  [setting: string]: unknown
}

export interface Property {
  name: string
  showName: string
  description: string
  type: PropertyType
  defaultValue: unknown
  unit: string
  writable: boolean
  source: 'template' | 'feature' | 'object'
  featureName: string | null
  inherited: boolean
  overridden: boolean
  binding: Binding | null
  version: number
}

export type AlertType = 'gt' | 'ge' | 'lt' | 'le'

export interface AlertLimit {
  name: string
  showName: string
  alertType: AlertType
  limitValue: number
  deadband: number
  /** The workflow process an alarm of this limit starts ('' for none); set through the limit API. */
  processName?: string
  enabled: boolean
  priority: number
  color: string
  inherited?: boolean
  overridden?: boolean
}

export interface ServiceParam {
  name: string
  type: PropertyType
  required?: boolean
}

export type ServiceAction =
  | { kind: 'setProperties'; values: { propName: string; value?: unknown; param?: string }[] }
  | { kind: 'readProperties'; propNames: string[] }
  | { kind: 'toggle'; propName: string }
  | { kind: 'snapshot' }

export interface Service {
  name: string
  type: 'service' | 'event'
  showName: string
  description: string
  inputs: ServiceParam[]
  outputs: ServiceParam[]
  action: ServiceAction | null
  inherited: boolean
  overridden: boolean
}

interface ModelCommon {
  name: string
  showName: string
  description: string
  labels: string[]
  properties: Property[]
  services: Service[]
  alertLimits: Record<string, AlertLimit[]>
  version: number
}

export interface TemplateModel extends ModelCommon {
  features: string[]
}

export interface ObjectModel extends ModelCommon {
  templateName: string | null
  visible: boolean
  systemProperty: boolean
}

export interface TemplateSummary {
  name: string
  showName: string
  description: string
  features: string[]
  labels: string[]
  propertyCount: number
  serviceCount: number
  eventCount: number
  instanceCount: number
  updatedAt: string
  version: number
}

export interface ObjectSummary {
  name: string
  showName: string
  description: string
  templateName: string | null
  visible: boolean
  labels: string[]
  updatedAt: string
  version: number
}

export interface Connector {
  name: string
  type: string
  online: boolean
  description: string
  boundCount: number
}

export interface DocumentUsage {
  kind: 'page' | 'block' | 'pageTemplate' | 'symbol'
  appId: number
  appName: string
  id: string
  name: string
  pageId: string | null
  pageName: string | null
  refs: { key: string; count: number }[]
}

export interface UsageReport {
  propName: string | null
  objects: string[]
  documents: DocumentUsage[]
  alarmLimits: { ownerKind: OwnerKind; ownerName: string; propName: string; name: string }[]
  total: number
}

export interface Subscription {
  subscriptionId: number
  ownerType: string
  ownerName: string
  queryType: 'property' | 'event' | 'service'
  target: string
}

const META = '/api/metadata'
const enc = encodeURIComponent

/** The base path of a template's or an instance's member routes. */
export function ownerPath(kind: OwnerKind, name: string): string {
  return `${META}/${kind === 'template' ? 'object_templates' : 'objects'}/${enc(name)}`
}

export interface TemplateQuery {
  keyWord: string
  label: string
  pageIndex: number
  pageSize: number
}

export function listTemplates(query: TemplateQuery): Promise<HttpResult<Page<TemplateSummary>>> {
  return fetchJson(`${META}/object_templates`, {
    keyWord: query.keyWord,
    label: query.label,
    page: query.pageIndex,
    per_page: query.pageSize,
  })
}

export interface ObjectQuery {
  keyWord: string
  templateName: string
  label: string
  visible: '' | 'true' | 'false'
  pageIndex: number
  pageSize: number
}

export function listObjects(query: ObjectQuery): Promise<HttpResult<Page<ObjectSummary>>> {
  return fetchJson(`${META}/objects`, {
    keyWord: query.keyWord,
    templateName: query.templateName,
    label: query.label,
    visible: query.visible,
    page: query.pageIndex,
    per_page: query.pageSize,
  })
}

export const getTemplate = (name: string) => fetchJson<TemplateModel>(ownerPath('template', name))
export const getObject = (name: string) => fetchJson<ObjectModel>(ownerPath('object', name))

export function createTemplate(body: {
  name: string
  showName: string
  description: string
  labels: string[]
}) {
  return call<TemplateModel>('POST', `${META}/object_templates`, body, { failure: 'screen' })
}

export function createObject(body: {
  name: string
  showName: string
  description: string
  templateName: string
  visible: boolean
  labels: string[]
}) {
  return call<ObjectModel>('POST', `${META}/objects`, body, { failure: 'screen' })
}

export function updateOwner(kind: OwnerKind, name: string, body: Record<string, unknown>) {
  return call<TemplateModel | ObjectModel>('PUT', ownerPath(kind, name), body, { failure: 'screen' })
}

export const deleteOwner = (kind: OwnerKind, name: string) =>
  call<void>('DELETE', ownerPath(kind, name), undefined, { failure: 'screen' })

export const cloneOwner = (kind: OwnerKind, name: string, body: { name: string; showName: string }) =>
  call<unknown>('POST', `${ownerPath(kind, name)}/cloneTo`, body, { failure: 'screen' })

export interface PropertyInput {
  name: string
  showName: string
  description: string
  type: PropertyType
  defaultValue: unknown
  unit: string
  writable: boolean
}

export const addProperty = (kind: OwnerKind, owner: string, body: PropertyInput) =>
  call<Property>('POST', `${ownerPath(kind, owner)}/properties`, body, { failure: 'screen' })

export const updateProperty = (
  kind: OwnerKind,
  owner: string,
  propName: string,
  body: Partial<Omit<PropertyInput, 'name'>> & { version: number },
) =>
  call<Property>('PUT', `${ownerPath(kind, owner)}/properties/${enc(propName)}`, body, { failure: 'screen' })

export const deleteProperty = (kind: OwnerKind, owner: string, propName: string) =>
  call<void>('DELETE', `${ownerPath(kind, owner)}/properties/${enc(propName)}`, undefined, {
    failure: 'screen',
  })

export const moveProperty = (kind: OwnerKind, owner: string, propName: string, index: number) =>
  call<{ list: Property[]; version: number }>(
    'PUT',
    `${ownerPath(kind, owner)}/properties/${enc(propName)}/move`,
    { index },
    { failure: 'screen' },
  )

export const renameProperty = (
  kind: OwnerKind,
  owner: string,
  propName: string,
  newName: string,
  version: number,
) =>
  call<{ property: Property; version: number; rewritten: Record<DocumentUsage['kind'], number> }>(
    'PUT',
    `${ownerPath(kind, owner)}/properties/${enc(propName)}/rename`,
    { newName, version },
    { failure: 'screen' },
  )

export const propertyUsage = (kind: OwnerKind, owner: string, propName: string) =>
  fetchJson<UsageReport>(`${ownerPath(kind, owner)}/properties/${enc(propName)}/usage`)

export const ownerUsage = (kind: OwnerKind, owner: string) =>
  fetchJson<UsageReport>(`${ownerPath(kind, owner)}/usage`)

export const saveLimits = (
  kind: OwnerKind,
  owner: string,
  propName: string,
  limits: AlertLimit[],
  version: number,
) =>
  call<{ limits: AlertLimit[]; version: number }>(
    'PUT',
    `${ownerPath(kind, owner)}/properties/${enc(propName)}/alerts`,
    { limits, version },
    { failure: 'screen' },
  )

export const saveBinding = (owner: string, propName: string, binding: Binding, version: number) =>
  call<unknown>(
    'PUT',
    `${ownerPath('object', owner)}/bindings/${enc(propName)}`,
    { binding, version },
    {
      failure: 'screen',
    },
  )

export const deleteBinding = (owner: string, propName: string) =>
  call<void>('DELETE', `${ownerPath('object', owner)}/bindings/${enc(propName)}`, undefined, {
    failure: 'screen',
  })

export const addService = (kind: OwnerKind, owner: string, body: Omit<Service, 'inherited' | 'overridden'>) =>
  call<Service>('POST', `${ownerPath(kind, owner)}/services`, body, { failure: 'screen' })

export const deleteService = (kind: OwnerKind, owner: string, name: string, type: Service['type']) =>
  call<void>('DELETE', `${ownerPath(kind, owner)}/services/${enc(name)}`, undefined, {
    failure: 'screen',
    query: { type },
  })

export const listSubscriptions = (owner: string) =>
  fetchJson<{ list: Subscription[] }>(`${ownerPath('object', owner)}/subscriptions`)

export const addSubscription = (owner: string, body: Omit<Subscription, 'subscriptionId'>) =>
  call<Subscription>('POST', `${ownerPath('object', owner)}/subscriptions`, body, { failure: 'screen' })

export const deleteSubscription = (owner: string, id: number) =>
  call<void>('DELETE', `${ownerPath('object', owner)}/subscriptions/${id}`, undefined, { failure: 'screen' })

export const listConnectors = () => fetchJson<{ list: Connector[] }>(`${META}/datasource`)

export const listUnits = () =>
  fetchJson<Page<{ name: string; visible: boolean; description: string }>>(`${META}/unit`, { visible: true })

export const listLabels = () => fetchJson<Page<{ labelName: string }>>(`${META}/modelLabels`)

export const listFeatures = () => fetchJson<Page<{ name: string; showName: string }>>(`${META}/features`)

export const allTemplates = () =>
  fetchJson<Page<TemplateSummary>>(`${META}/object_templates`, { page: 1, per_page: 20000 })

/** Writes a live value (needs `runtime-operate`); 201 with the new VQT. */
export const writeValue = (objName: string, propName: string, propValue: unknown) =>
  call<{ value: unknown; quality: string; timestamp: string }>(
    'POST',
    `/api/runtime/objects/${enc(objName)}/services/setPropertyValue`,
    { propName, propValue },
    { failure: 'screen' },
  )
