import { call, fetchJson, type Page, type Paging } from '../admin/common/request'
import { metaQuery } from './metaPaging'

/** An organisation (GET /api/metadata/organizations/tree). */
export interface Org {
  orgId: number
  name: string
  description: string
  parentId: number | null
  sortOrder: number
  staffCount: number
  version: number
  updatedAt: string
}

export interface OrgNode extends Org {
  children: OrgNode[]
}

export interface OrgView extends Org {
  path: string[]
  staffTotal: number
  children: Org[]
}

/** A person (GET /api/metadata/staff). */
export interface Person {
  staffId: number
  name: string
  code: string
  post: string
  phone: string
  email: string
  description: string
  userId: number | null
  username: string | null
  organizations: { orgId: number; name: string }[]
  version: number
  updatedAt: string
}

const orgs = '/api/metadata/organizations'
const staff = '/api/metadata/staff'

export const orgTree = () => fetchJson<{ list: OrgNode[]; total: number }>(`${orgs}/tree`)
export const getOrg = (orgId: number) =>
  call<OrgView>('GET', `${orgs}/${orgId}`, undefined, { failure: 'screen' })
export const createOrg = (body: { name: string; description: string; parentId: number | null }) =>
  call<OrgView>('POST', orgs, body, { failure: 'screen' })
export const updateOrg = (orgId: number, body: { name: string; description: string; version: number }) =>
  call<OrgView>('PUT', `${orgs}/${orgId}`, body, { failure: 'screen' })
export const deleteOrg = (orgId: number) => call<void>('DELETE', `${orgs}/${orgId}`)
/** Re-parent and/or reorder; a cycle answers 400 with the server's message (shown by the shell). */
export const organizeOrg = (orgId: number, parentId: number | null, sortOrder?: number) =>
  call<OrgView>('PUT', `${orgs}/${orgId}/organize`, {
    parentId,
    ...(sortOrder === undefined ? {} : { sortOrder }),
  })

export interface StaffFilters {
  keyWord: string
  orgId: number | null
  recursive: boolean
}

export const listStaff = (query: StaffFilters & Paging) => {
  const { orgId, ...rest } = metaQuery(query)
  return fetchJson<Page<Person>>(staff, orgId === null ? rest : { ...rest, orgId })
}

export type StaffBody = Pick<
  Person,
  'name' | 'code' | 'post' | 'phone' | 'email' | 'description' | 'userId'
> & {
  organizations: number[]
}

export const getPerson = (staffId: number) =>
  call<Person>('GET', `${staff}/${staffId}`, undefined, { failure: 'screen' })
export const createPerson = (body: StaffBody) => call<Person>('POST', staff, body, { failure: 'screen' })
export const updatePerson = (staffId: number, body: StaffBody & { version: number }) =>
  call<Person>('PUT', `${staff}/${staffId}`, body, { failure: 'screen' })
export const deletePerson = (staffId: number) => call<void>('DELETE', `${staff}/${staffId}`)

/** The user accounts a person may be linked to. */
export interface Account {
  userId: number
  username: string
  realName: string
}

export const listAccounts = () =>
  fetchJson<Page<Account>>('/api/auth/users', { pageIndex: 1, pageSize: 1000 })
