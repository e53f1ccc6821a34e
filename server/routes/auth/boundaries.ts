import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { type MessageDescriptor, withValues } from '../../../engine/messages.ts'
import type { Database } from '../../db/schema.ts'
import { sessionOf } from '../../http/access.ts'
import { forbidden } from '../../http/httpError.ts'
import { ADMIN_USER_ID } from '../../http/session.ts'
import { heldResourceIds } from './resources/tree.ts'

/** Why a user or role manager may not do what they asked (issue 17: privilege boundaries). */
export const BOUNDARY_MESSAGES = {
  adminOnly: /*i18n*/ {
    id: 'server.auth.adminOnly',
    message: "Only the administrator may change the administrator's account; nothing changed",
  },
  ownRights: /*i18n*/ {
    id: 'server.auth.ownRights',
    message: 'You cannot change your own roles or resources; ask another manager; nothing changed',
  },
  notHeld: /*i18n*/ {
    id: 'server.auth.notHeld',
    message: 'You cannot grant resources you do not hold yourself: {codes}; nothing changed',
  },
  ownDataGroup: /*i18n*/ {
    id: 'server.auth.ownDataGroup',
    message:
      'You cannot create, change or delete a data authorisation group that includes yourself; ask another manager; nothing changed',
  },
  otherDataGroups: /*i18n*/ {
    id: 'server.auth.otherDataGroups',
    message:
      'The user {username} is not in the same data authorisation groups as you, so their data permissions may be wider; only a manager no group restricts may manage this account',
  },
  holdsMore: /*i18n*/ {
    id: 'server.auth.holdsMore',
    message:
      'The user {username} holds resources you do not hold ({codes}); only someone holding them may manage this account',
  },
} satisfies Record<string, MessageDescriptor>

/** How many resource codes a refusal names before "…". */
const NAMED = 10

/**
 * The boundaries of user and role management. Holding `user-itemlist` or `role-itemlist` lets a manager
 * hand out what they hold themselves, never more: otherwise holding one management screen is holding
 * everything (reset the administrator's password, grant oneself every resource). So:
 * - only the administrator changes the administrator's account;
 * - nobody changes their own roles or resources;
 * - a grant (resources to a user or a role, roles to a user) adds only resources the caller holds;
 * - a manager manages (edits, resets, deletes, grants to) only users who hold nothing the manager lacks,
 *   or a password reset would hand over that user's rights; and a manager whom data groups restrict
 *   manages only users in exactly the same groups, for the same reason.
 * The administrator holds every resource, so none of this limits them.
 */
export class Boundaries {
  #held: Set<number> | 'all' | undefined

  constructor(
    private readonly app: FastifyInstance,
    private readonly request: FastifyRequest,
  ) {}

  get callerId(): number {
    return sessionOf(this.request).userId
  }

  /** 403 unless the caller may manage the account of `target` (see the class comment). */
  async assertMayManage(target: { userId: number; username: string }): Promise<void> {
    if (this.callerId === ADMIN_USER_ID) return
    if (target.userId === ADMIN_USER_ID) throw forbidden(BOUNDARY_MESSAGES.adminOnly)
    const lacking = await this.#notHeld([...(await heldResourceIds(this.app.db, target.userId))])
    if (lacking.length > 0)
      throw forbidden(
        withValues(BOUNDARY_MESSAGES.holdsMore, {
          username: target.username,
          codes: await this.#codes(lacking),
        }),
      )
    // Data groups only restrict: a manager they restrict could reset a less restricted user's password and
    // read as them. Equal memberships mean equal data permissions; anything else is the unrestricted's job.
    const [mine, theirs] = await Promise.all([
      dataGroupIds(this.app.db, this.callerId),
      dataGroupIds(this.app.db, target.userId),
    ])
    if (mine.length > 0 && mine.join() !== theirs.join())
      throw forbidden(withValues(BOUNDARY_MESSAGES.otherDataGroups, { username: target.username }))
  }

  /** 403 when `userId` is the caller's own (their roles and resources are someone else's to change). */
  assertNotSelf(userId: number): void {
    if (userId === this.callerId && userId !== ADMIN_USER_ID) throw forbidden(BOUNDARY_MESSAGES.ownRights)
  }

  /** 403 unless the caller holds every one of `resourceIds` (those a grant adds). */
  async assertMayGrant(resourceIds: readonly number[]): Promise<void> {
    const lacking = await this.#notHeld(resourceIds)
    if (lacking.length > 0)
      throw forbidden(withValues(BOUNDARY_MESSAGES.notHeld, { codes: await this.#codes(lacking) }))
  }

  /** As `assertMayGrant` for the resources of the roles a user is given. */
  async assertMayGrantRoles(roleIds: readonly number[]): Promise<void> {
    await this.assertMayGrant(await roleResourceIds(this.app.db, roleIds))
  }

  async #notHeld(resourceIds: readonly number[]): Promise<number[]> {
    if (this.callerId === ADMIN_USER_ID || resourceIds.length === 0) return []
    this.#held ??= await heldResourceIds(this.app.db, this.callerId)
    const held = this.#held
    return [...new Set(resourceIds)].filter((id) => held !== 'all' && !held.has(id))
  }

  async #codes(resourceIds: number[]): Promise<string> {
    const rows = await this.app.db
      .selectFrom('resources')
      .select('resourceCode')
      .where('resourceId', 'in', resourceIds.slice(0, NAMED))
      .orderBy('resourceId')
      .execute()
    const codes = rows.map((row) => row.resourceCode).join(', ')
    return resourceIds.length > NAMED ? `${codes}, …` : codes
  }
}

/** The resources granted by any of `roleIds`. */
export async function roleResourceIds(db: Kysely<Database>, roleIds: readonly number[]): Promise<number[]> {
  if (roleIds.length === 0) return []
  const rows = await db
    .selectFrom('roleResources')
    .select('resourceId')
    .where('roleId', 'in', [...roleIds])
    .execute()
  return rows.map((row) => row.resourceId)
}

/** The data authorisation groups a user is a member of, in order. */
async function dataGroupIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('dataGroupUsers')
    .select('groupId')
    .where('userId', '=', userId)
    .orderBy('groupId')
    .execute()
  return rows.map((row) => row.groupId)
}
