import { useEffect, useState } from 'react'
import { requestJson } from '../../shell/http'
import { flattenOrgs, type OrgNode, type OrgPath } from './orgPaths'

/** What the properties panel's pickers offer: the people, roles, organisations and form pages. */
export interface PickerOptions {
  users: { username: string; realName: string }[]
  roles: { roleId: number; roleName: string }[]
  orgs: OrgPath[]
  pages: { id: string; name: string }[]
}

const EMPTY: PickerOptions = { users: [], roles: [], orgs: [], pages: [] }

/**
 * Loads the choices once per application. Each list is read quietly: a designer who may not list users
 * or roles (no user-management rights) gets an empty list, and the fields still take typed values.
 */
export function usePickerOptions(appId: number | undefined): PickerOptions {
  const [options, setOptions] = useState<PickerOptions>(EMPTY)
  useEffect(() => {
    if (!appId) return
    let live = true
    const quiet = { suppressNotice: true }
    const all = { pageIndex: 1, pageSize: 1000 }
    void Promise.all([
      requestJson<{ list: PickerOptions['users'] }>('GET', '/api/auth/users', undefined, {
        ...quiet,
        query: all,
      }),
      requestJson<{ list: PickerOptions['roles'] }>('GET', '/api/auth/roles', undefined, {
        ...quiet,
        query: all,
      }),
      requestJson<{ list: OrgNode[] }>('GET', '/api/metadata/organizations/tree', undefined, quiet),
      requestJson<{ list: PickerOptions['pages'] }>('GET', '/api/compose/manage/pages', undefined, {
        ...quiet,
        query: { ...all, appId, type: 1 },
      }),
    ]).then(([users, roles, orgs, pages]) => {
      if (!live) return
      setOptions({
        users: users.ok ? users.data.list : [],
        roles: roles.ok ? roles.data.list : [],
        orgs: orgs.ok ? flattenOrgs(orgs.data.list) : [],
        pages: pages.ok ? pages.data.list : [],
      })
    })
    return () => {
      live = false
    }
  }, [appId])
  return options
}
