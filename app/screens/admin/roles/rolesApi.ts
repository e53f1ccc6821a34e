import { call, fetchJson, type Page, type Paging } from '../common/request'
import type { ResourceNode } from './resourceSelection'

/** A role as the server shows it (GET /api/auth/roles). */
export interface Role {
  roleId: number
  roleName: string
  description: string
  resourceIds: number[]
  userCount: number
  createdAt: string
  updatedAt: string
  version: number
}

const rolesPath = '/api/auth/roles'
const rolePath = (roleId: number) => `${rolesPath}/${roleId}`

export const listRoles = (query: { keyword: string } & Paging) => fetchJson<Page<Role>>(rolesPath, query)

export const getRole = (roleId: number) =>
  call<Role>('GET', rolePath(roleId), undefined, { failure: 'screen' })

export const createRole = (body: { roleName: string; description: string; resourceIds: number[] }) =>
  call<Role>('POST', rolesPath, body, { failure: 'screen' })

export const updateRole = (roleId: number, body: Partial<Omit<Role, 'roleId'>> & { version: number }) =>
  call<Role>('PUT', rolePath(roleId), body, { failure: 'screen' })

export const deleteRole = (roleId: number) =>
  call<void>('DELETE', rolePath(roleId), undefined, { failure: 'screen' })

/** The whole resource tree (every type), for granting. */
export const getResourceTree = () => fetchJson<ResourceNode[]>('/api/auth/getAllResourceTree')
