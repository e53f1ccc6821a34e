import type { PasswordSettings } from '../../../../engine/rules/passwords'
import { call, fetchJson, type Page, type Paging } from '../common/request'
import type { Role } from '../roles/rolesApi'
import type { User } from './userForm'

/** Calls of the user list (spec S1 §7 "Auth" users; server/README.md). */

const usersPath = '/api/auth/users'
const userPath = (username: string) => `${usersPath}/${encodeURIComponent(username)}`

export const listUsers = (query: { keyword: string } & Paging) => fetchJson<Page<User>>(usersPath, query)

export const createUser = (body: object) => call<User>('POST', usersPath, body, { failure: 'screen' })

export const updateUser = (username: string, body: object) =>
  call<User>('PUT', userPath(username), body, { failure: 'screen' })

export const getUser = (username: string) =>
  call<User>('GET', userPath(username), undefined, { failure: 'screen' })

/** Enabling or disabling from the list: a list action, so the shell reports a failure. */
export const setUserEnabled = (user: User, enabled: boolean) =>
  call<User>('PUT', userPath(user.username), { enabled, version: user.version })

export const deleteUser = (username: string) => call<void>('DELETE', userPath(username))

export const deleteUsers = (usernames: string[]) => call<void>('DELETE', usersPath, { usernames })

/** An administrator sets someone's password; they must change it at their next login. */
export const resetPassword = (username: string, newPassword: string, confirmPassword: string) =>
  call<unknown>(
    'PUT',
    `${usersPath}/updatePwd/${encodeURIComponent(username)}`,
    { newPassword, confirmPassword },
    { failure: 'screen' },
  )

/** Every role, for the role choice of the user form (at most 1000, the server's page limit). */
export const listAllRoles = () => fetchJson<Page<Role>>('/api/auth/roles', { pageIndex: 1, pageSize: 1000 })

export const getPasswordSettings = () =>
  call<PasswordSettings & { version: number }>('GET', '/api/auth/passwd/settings', undefined, {
    failure: 'screen',
  })

/** Users whose name contains `name`, for pickers. */
export const queryUsersByName = (name: string, limit = 20) =>
  fetchJson<{ userId: number; username: string; realName: string }[]>(`${usersPath}/queryUsersByName`, {
    name,
    limit,
  })
