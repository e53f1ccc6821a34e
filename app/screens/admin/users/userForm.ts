import type { MessageDescriptor } from '@lingui/core'
import { checkName, checkTextLength } from '../../../../engine/rules/names'
import {
  checkPassword,
  checkPasswordConfirmation,
  type PasswordSettings,
} from '../../../../engine/rules/passwords'
import { checkValue, VALUE_MESSAGES } from '../../../../engine/rules/valueCheckers'

/** A user as the server shows it (GET /api/auth/users). */
export interface User {
  userId: number
  username: string
  realName: string
  email: string
  phone: string
  timezone: string
  avatar: string
  enabled: boolean
  mustChangePassword: boolean
  locked: boolean
  passwordChangedAt: string
  createdAt: string
  updatedAt: string
  version: number
  roleIds: number[]
}

/** The seeded administrator (spec S1 §6: userId 1 is admin); it cannot be disabled or deleted. */
export const ADMIN_USER_ID = 1

/** What the user form edits. */
export interface UserDraft {
  username: string
  realName: string
  email: string
  phone: string
  password: string
  confirmPassword: string
  enabled: boolean
  roleIds: number[]
}

export type UserField = keyof UserDraft

/** Whether the form creates an account (username and first password) or edits one. */
export type UserFormMode = 'create' | 'edit'

export function emptyUserDraft(): UserDraft {
  return {
    username: '',
    realName: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    enabled: true,
    roleIds: [],
  }
}

export function draftOfUser(user: User): UserDraft {
  return { ...emptyUserDraft(), ...user, password: '', confirmPassword: '', roleIds: [...user.roleIds] }
}

/**
 * The first problem of each field, by the engine's rules and the server's own: usernames follow the
 * name rule (letter first), texts their limits, email and phone their formats (phones are mobile
 * numbers: they are used for SMS login), and a first password the configured password rules.
 */
export function userProblems(
  draft: UserDraft,
  mode: UserFormMode,
  settings: PasswordSettings | null,
): Partial<Record<UserField, MessageDescriptor>> {
  const problems: Partial<Record<UserField, MessageDescriptor>> = {}
  const set = (field: UserField, problem: MessageDescriptor | null | undefined) => {
    if (problem && !problems[field]) problems[field] = problem
  }
  if (mode === 'create') {
    set('username', checkName(draft.username))
    set('username', checkTextLength(draft.username, 50))
    set('password', firstPasswordProblem(draft.password, settings))
    set('confirmPassword', checkPasswordConfirmation(draft.password, draft.confirmPassword))
  }
  set('realName', checkTextLength(draft.realName, 50))
  set('email', checkValue(draft.email, { kind: 'email', required: false }))
  set('email', checkTextLength(draft.email, 200))
  set('phone', checkValue(draft.phone, { kind: 'mobilePhone', required: false }))
  return problems
}

/** The body of POST /api/auth/users. */
export function createUserBody(draft: UserDraft) {
  return {
    username: draft.username.trim(),
    password: draft.password,
    realName: draft.realName.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    enabled: draft.enabled,
    roleIds: draft.roleIds,
  }
}

/**
 * The body of PUT /api/auth/users/{username}. The administrator's own state is not sent: the server
 * refuses to disable it, and its roles are moot (it holds everything).
 */
export function updateUserBody(draft: UserDraft, user: User) {
  const body: Record<string, unknown> = {
    realName: draft.realName.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    version: user.version,
  }
  if (user.userId !== ADMIN_USER_ID) {
    body.enabled = draft.enabled
    body.roleIds = draft.roleIds
  }
  return body
}

/** The problems of a password an administrator sets for someone (reset), by the configured rules. */
export function resetPasswordProblems(
  password: string,
  confirmation: string,
  settings: PasswordSettings | null,
): { password?: MessageDescriptor; confirmPassword?: MessageDescriptor } {
  const problems: { password?: MessageDescriptor; confirmPassword?: MessageDescriptor } = {}
  const first = firstPasswordProblem(password, settings)
  if (first) problems.password = first
  const mismatch = checkPasswordConfirmation(password, confirmation)
  if (mismatch) problems.confirmPassword = mismatch
  return problems
}

// Until the rules have loaded a password is at least required; the server checks the rules either way.
function firstPasswordProblem(password: string, settings: PasswordSettings | null): MessageDescriptor | null {
  if (password === '') return VALUE_MESSAGES.required
  return settings ? (checkPassword(password, settings)[0] ?? null) : null
}
