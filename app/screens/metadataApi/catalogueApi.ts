import { call, fetchJson, type Page, type Paging } from '../admin/common/request'
import { metaQuery } from './metaPaging'

/** A typed member row of a feature (property) or a data structure (field). */
export interface TypedRow {
  name: string
  type: string
  description?: string
}

export interface Feature {
  name: string
  showName: string
  description: string
  properties: TypedRow[]
  version: number
  updatedAt: string
}

export interface Datastruct {
  name: string
  showName: string
  description: string
  fields: TypedRow[]
  version: number
  updatedAt: string
}

export interface LabelType {
  labelName: string
  description: string
  version: number
  updatedAt: string
}

export interface ModelLabel {
  labelName: string
  modelLabelsType: string | null
  description: string
  version: number
  updatedAt: string
}

export interface Unit {
  name: string
  description: string
  visible: boolean
  version: number
  updatedAt: string
}

const m = '/api/metadata'
const enc = encodeURIComponent
const screen = { failure: 'screen' } as const

export const catalogueApi = {
  features: {
    list: (q: { keyWord: string } & Paging) => fetchJson<Page<Feature>>(`${m}/features`, metaQuery(q)),
    get: (name: string) => call<Feature>('GET', `${m}/features/${enc(name)}`, undefined, screen),
    create: (body: Omit<Feature, 'version' | 'updatedAt'>) =>
      call<Feature>('POST', `${m}/features`, body, screen),
    update: (name: string, body: Omit<Feature, 'name' | 'updatedAt'>) =>
      call<Feature>('PUT', `${m}/features/${enc(name)}`, body, screen),
    remove: (name: string) => call<void>('DELETE', `${m}/features/${enc(name)}`),
  },
  datastructs: {
    list: (q: { keyWord: string } & Paging) => fetchJson<Page<Datastruct>>(`${m}/datastructs`, metaQuery(q)),
    get: (name: string) => call<Datastruct>('GET', `${m}/datastructs/${enc(name)}`, undefined, screen),
    create: (body: Omit<Datastruct, 'version' | 'updatedAt'>) =>
      call<Datastruct>('POST', `${m}/datastructs`, body, screen),
    update: (name: string, body: Omit<Datastruct, 'name' | 'updatedAt'>) =>
      call<Datastruct>('PUT', `${m}/datastructs/${enc(name)}`, body, screen),
    remove: (name: string) => call<void>('DELETE', `${m}/datastructs/${enc(name)}`),
  },
  labelTypes: {
    list: (q: { keyWord: string } & Paging) =>
      fetchJson<Page<LabelType>>(`${m}/modelLabelType`, metaQuery(q)),
    get: (name: string) => call<LabelType>('GET', `${m}/modelLabelType/${enc(name)}`, undefined, screen),
    create: (body: { labelName: string; description: string }) =>
      call<LabelType>('POST', `${m}/modelLabelType`, body, screen),
    update: (name: string, body: { labelName: string; description: string; version: number }) =>
      call<LabelType>('PUT', `${m}/modelLabelType/${enc(name)}`, body, screen),
    remove: (name: string) => call<void>('DELETE', `${m}/modelLabelType/${enc(name)}`),
  },
  labels: {
    list: (q: { keyWord: string; modelLabelsType: string } & Paging) =>
      fetchJson<Page<ModelLabel>>(`${m}/modelLabels`, metaQuery(q)),
    get: (name: string) => call<ModelLabel>('GET', `${m}/modelLabels/${enc(name)}`, undefined, screen),
    create: (body: { labelName: string; modelLabelsType?: string; description: string }) =>
      call<ModelLabel>('POST', `${m}/modelLabels`, body, screen),
    update: (
      name: string,
      body: { labelName: string; modelLabelsType: string | null; description: string; version: number },
    ) => call<ModelLabel>('PUT', `${m}/modelLabels/${enc(name)}`, body, screen),
    remove: (name: string) => call<void>('DELETE', `${m}/modelLabels/${enc(name)}`),
  },
  units: {
    list: (q: { keyWord: string; visible: string } & Paging) =>
      fetchJson<Page<Unit>>(`${m}/unit`, metaQuery(q)),
    get: (name: string) => call<Unit>('GET', `${m}/unit/${enc(name)}`, undefined, screen),
    create: (body: { name: string; description: string; visible: boolean }) =>
      call<Unit>('POST', `${m}/unit`, body, screen),
    /** A rename (`name` differs from `preName`) carries every property that uses the unit along. */
    update: (
      preName: string,
      body: { name: string; description: string; visible: boolean; version: number },
    ) => call<Unit>('PUT', `${m}/unit/${enc(preName)}`, body, screen),
    batch: (list: { name: string; visible: boolean; version: number }[]) =>
      call<unknown>('PUT', `${m}/unit/batchUpdate/`, { list }),
    remove: (name: string) => call<void>('DELETE', `${m}/unit/${enc(name)}`),
  },
}
