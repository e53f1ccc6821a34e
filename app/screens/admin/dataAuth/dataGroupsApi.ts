import { call, fetchJson, type Page, type Paging } from '../common/request'

/** One data item of a group with its permission bit mask (spec S1 §6). */
export interface GroupItem {
  dataType: string
  dataName: string
  mask: string
}

/** A data authorisation group (GET /api/auth/dataGroups). */
export interface DataGroup {
  groupId: number
  name: string
  description: string
  userIds: number[]
  items: GroupItem[]
  createdAt: string
  updatedAt: string
  version: number
}

const groupsPath = '/api/auth/dataGroups'
const groupPath = (groupId: number) => `${groupsPath}/${groupId}`

export const listGroups = (query: { keyword: string } & Paging) =>
  fetchJson<Page<DataGroup>>(groupsPath, query)

export const listAllGroups = () => fetchJson<Page<DataGroup>>(groupsPath, { pageIndex: 1, pageSize: 1000 })

export const getGroup = (groupId: number) =>
  call<DataGroup>('GET', groupPath(groupId), undefined, { failure: 'screen' })

export const createGroup = (body: { name: string; description: string }) =>
  call<DataGroup>('POST', groupsPath, body, { failure: 'screen' })

export const updateGroup = (
  groupId: number,
  body: Partial<Pick<DataGroup, 'name' | 'description' | 'userIds' | 'items'>> & { version: number },
) => call<DataGroup>('PUT', groupPath(groupId), body, { failure: 'screen' })

export const deleteGroup = (groupId: number) => call<void>('DELETE', groupPath(groupId))
