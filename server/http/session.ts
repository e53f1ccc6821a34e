import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { SessionLimits } from '../config.ts'
import type { Database } from '../db/schema.ts'

/** The caller of a request, as the authentication hook found it. */
export interface SessionUser {
  userId: number
  username: string
  realName: string
  ticketHash: string
  /** A first login, an administrator's reset or an expired password: only the password change is open. */
  passwordChange: 'none' | 'required'
}

/** The spec: userId 1 is the administrator (authority admin). */
export const ADMIN_USER_ID = 1

/** A new bearer ticket: 256 random bits, URL-safe. */
export function newTicket(): string {
  return randomBytes(32).toString('base64url')
}

/** Tickets are stored hashed, so a copy of the database holds no usable ticket. */
export function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex')
}

export const now = () => new Date().toISOString()
export const addMinutes = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString()

/** When a session used at `at` ends: idle time from now, but never past its absolute lifetime. */
export function sessionExpiry(createdAt: string, at: string, limits: SessionLimits): string {
  const idle = Date.parse(at) + limits.idleMinutes * 60_000
  const absolute = Date.parse(createdAt) + limits.maxHours * 3_600_000
  return new Date(Math.min(idle, absolute)).toISOString()
}

/** The session row and its user, or undefined for an unknown ticket. */
export function findSession(db: Kysely<Database>, ticketHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.userId', 'sessions.userId')
    .select([
      'sessions.userId',
      'sessions.createdAt',
      'sessions.expiresAt',
      'sessions.lastSeenAt',
      'users.username',
      'users.realName',
      'users.enabled',
      'users.mustChangePassword',
      'users.passwordChangedAt',
    ])
    .where('sessions.ticketHash', '=', ticketHash)
    .executeTakeFirst()
}

/** The resource codes a user may use: granted directly or through any of the user's roles. */
export async function permittedResourceCodes(db: Kysely<Database>, userId: number): Promise<Set<string>> {
  if (userId === ADMIN_USER_ID) {
    const all = await db.selectFrom('resources').select('resourceCode').execute()
    return new Set(all.map((row) => row.resourceCode))
  }
  const direct = db
    .selectFrom('userResources')
    .innerJoin('resources', 'resources.resourceId', 'userResources.resourceId')
    .select('resources.resourceCode')
    .where('userResources.userId', '=', userId)
  const viaRoles = db
    .selectFrom('userRoles')
    .innerJoin('roleResources', 'roleResources.roleId', 'userRoles.roleId')
    .innerJoin('resources', 'resources.resourceId', 'roleResources.resourceId')
    .select('resources.resourceCode')
    .where('userRoles.userId', '=', userId)
  const rows = await direct.union(viaRoles).execute()
  return new Set(rows.map((row) => row.resourceCode))
}
