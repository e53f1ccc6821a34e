import { call, fetchJson, type Page, type Paging } from '../admin/common/request'
import { metaQuery } from './metaPaging'

/** A network (GET /api/metadata/networks). */
export interface Network {
  networkName: string
  showName: string
  description: string
  memberCount: number
  createdAt: string
  updatedAt: string
  version: number
}

/** One object in a network's tree. */
export interface NetworkNode {
  objName: string
  showName: string
  templateName: string | null
  parentObjName: string | null
  networkOrder: number
  children?: NetworkNode[]
}

export interface NetworkTree extends Network {
  objects: NetworkNode[]
}

const base = '/api/metadata/networks'
const one = (name: string) => `${base}/${encodeURIComponent(name)}`

export const listNetworks = (query: { keyWord: string } & Paging) =>
  fetchJson<Page<Network>>(base, metaQuery(query))

export const allNetworks = () => fetchJson<Page<Network>>(base, { page: 1, per_page: 1000 })

export const getNetworkTree = (name: string) =>
  call<NetworkTree>('GET', one(name), undefined, { query: { recursion: true } })

export const createNetwork = (body: { networkName: string; showName: string; description: string }) =>
  call<NetworkTree>('POST', base, body, { failure: 'screen' })

export const updateNetwork = (
  name: string,
  body: { networkName: string; showName: string; description: string; version: number },
) => call<NetworkTree>('PUT', one(name), body, { failure: 'screen' })

export const deleteNetwork = (name: string) => call<void>('DELETE', one(name))

export const addToNetwork = (name: string, objName: string, parentObjName: string | null) =>
  call<NetworkNode>('POST', `${one(name)}/organize`, { objName, parentObjName })

/** Re-parents and/or reorders; a cycle answers 400 with the server's message (shown by the shell). */
export const organize = (
  name: string,
  objName: string,
  parentObjName: string | null,
  networkOrder?: number,
) =>
  call<NetworkNode>('PUT', `${one(name)}/organize/${encodeURIComponent(objName)}`, {
    parentObjName,
    ...(networkOrder === undefined ? {} : { networkOrder }),
  })

export const removeFromNetwork = (name: string, objName: string) =>
  call<void>('DELETE', `${one(name)}/organize/${encodeURIComponent(objName)}`)

/** Instances to pick from (name search). */
export interface ObjectSummary {
  name: string
  showName: string
  templateName: string | null
}

export const searchObjects = (keyWord: string) =>
  fetchJson<Page<ObjectSummary>>('/api/metadata/objects', { keyWord, page: 1, per_page: 50 })

/** A template's icon, if any (templates carry no icon field yet: the first letter is shown). */
export interface CurrentAlarm {
  objName: string
  propName: string
  priority: number
  color?: string
}

export const currentAlarms = () =>
  fetchJson<{ list: CurrentAlarm[] }>('/api/runtime/objects/alert/current', { pageIndex: 1, pageSize: 1000 })
