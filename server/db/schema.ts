import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

/*
 * Column conventions, identical on SQLite and PostgreSQL (see server/README.md):
 * - timestamps are ISO-8601 UTC text from `Date#toISOString()`, so they sort and compare as text;
 * - JSON is text holding JSON (the spec's configValue, resource and layout fields are JSON strings anyway);
 * - booleans are integers 0/1;
 * - records that users edit carry `version`, bumped on every write, for optimistic concurrency.
 */

export interface UsersTable {
  userId: Generated<number>
  username: string
  realName: Generated<string>
  email: Generated<string>
  phone: Generated<string>
  timezone: Generated<string>
  avatar: Generated<string>
  /** 1 while the account may log in. */
  enabled: Generated<number>
  passwordHash: string
  passwordChangedAt: string
  /** 1 forces a password change at the next login (first login, reset by an administrator). */
  mustChangePassword: Generated<number>
  failedAttempts: Generated<number>
  lockedUntil: string | null
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface PasswordHistoryTable {
  id: Generated<number>
  userId: number
  passwordHash: string
  createdAt: string
}

export interface SessionsTable {
  /** SHA-256 of the ticket: a leaked database does not leak live tickets. */
  ticketHash: string
  userId: number
  /** 'login' | 'sms' */
  method: string
  createdAt: string
  lastSeenAt: string
  expiresAt: string
}

/** Failed logins of one account from one client address, and the lock they caused (issue 17). */
export interface LoginFailuresTable {
  userId: number
  source: string
  failedAttempts: Generated<number>
  lockedUntil: string | null
  updatedAt: string
}

/** A login attempt window (rate limit) shared by every process on the database. */
export interface LoginAttemptsTable {
  key: string
  attempts: Generated<number>
  windowEndsAt: string
}

/** A one-use, short-lived token that stands for a session on one download address. */
export interface DownloadTokensTable {
  tokenHash: string
  ticketHash: string
  path: string
  expiresAt: string
}

/** Secrets of this installation (the backup signing key); never in a backup, kept by a restore. */
export interface InstallationSecretsTable {
  name: string
  secret: string
  createdAt: string
}

export interface SmsCodesTable {
  phone: string
  codeHash: string
  sentAt: string
  expiresAt: string
  attempts: Generated<number>
}

export interface RolesTable {
  roleId: Generated<number>
  roleName: string
  description: Generated<string>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface UserRolesTable {
  userId: number
  roleId: number
}

export interface ResourcesTable {
  resourceId: Generated<number>
  resourceCode: string
  name: string
  /** 'system' | 'business' | 'app' */
  resourceType: string
  /** 'folder' | 'page' */
  resourceFunctionType: string
  parentId: number | null
  /** JSON string: { config: { menuDisplay }, url } (spec S0 §3). */
  resource: Generated<string>
  sortOrder: Generated<number>
}

export interface RoleResourcesTable {
  roleId: number
  resourceId: number
}

export interface UserResourcesTable {
  userId: number
  resourceId: number
}

export interface DataGroupsTable {
  groupId: Generated<number>
  name: string
  description: Generated<string>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface DataGroupUsersTable {
  groupId: number
  userId: number
}

export interface DataGroupItemsTable {
  id: Generated<number>
  groupId: number
  dataType: string
  dataName: string
  /** The spec's permission bit mask: hexadecimal text, a set bit denies. */
  mask: Generated<string>
}

export interface DevicesTable {
  deviceId: Generated<number>
  deviceUuid: string
  name: Generated<string>
  /** 'pendingAccess' | 'pendingReplace' | 'pendingReview' | 'reviewed' | 'rejected' */
  registrationStatus: string
  /** 'offline' | 'online' | 'abnormal' */
  status: Generated<string>
  /** JSON string of the registration info the device sent. */
  deviceRegInfo: Generated<string>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface DeviceUsersTable {
  deviceId: number
  userId: number
}

export interface DashboardConfigsTable {
  userId: number
  mkey: string
  /** JSON string of the dashboard document (version tag v1.0). */
  configInfo: string
  /** JSON string. */
  fields: Generated<string>
  updatedAt: string
  version: Generated<number>
}

export interface ConfigRecordsTable {
  key: string
  /** JSON string (spec S1 §3 "Configuration record"). */
  configValue: string
  updatedAt: string
  version: Generated<number>
}

export interface OperationLogTable {
  id: Generated<number>
  userId: number | null
  username: Generated<string>
  method: string
  path: string
  /** What was done, e.g. 'users.create'; falls back to the route pattern. */
  action: string
  target: Generated<string>
  status: number
  ip: Generated<string>
  at: string
}

export interface AccessLogTable {
  id: Generated<number>
  userId: number | null
  username: Generated<string>
  /** 'login' | 'smsLogin' | 'logout' | 'loginFailed' | 'locked' */
  event: string
  ip: Generated<string>
  userAgent: Generated<string>
  at: string
}

export interface Database {
  users: UsersTable
  passwordHistory: PasswordHistoryTable
  sessions: SessionsTable
  smsCodes: SmsCodesTable
  loginFailures: LoginFailuresTable
  loginAttempts: LoginAttemptsTable
  downloadTokens: DownloadTokensTable
  installationSecrets: InstallationSecretsTable
  roles: RolesTable
  userRoles: UserRolesTable
  resources: ResourcesTable
  roleResources: RoleResourcesTable
  userResources: UserResourcesTable
  dataGroups: DataGroupsTable
  dataGroupUsers: DataGroupUsersTable
  dataGroupItems: DataGroupItemsTable
  devices: DevicesTable
  deviceUsers: DeviceUsersTable
  dashboardConfigs: DashboardConfigsTable
  configRecords: ConfigRecordsTable
  operationLog: OperationLogTable
  accessLog: AccessLogTable
}

export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type Resource = Selectable<ResourcesTable>
