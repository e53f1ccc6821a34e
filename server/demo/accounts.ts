import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { now } from '../http/session.ts'
import { hashPassword } from '../routes/auth/passwd/hashing.ts'
import { insertUser } from '../routes/auth/users/queries.ts'

/** A demo account and the password printed once at start-up (changed at its first login). */
export interface DemoAccount {
  username: string
  password: string
  roleName: string
}

/**
 * The demo's roles show how the plant is shared (issue 17): both see every page of the demo application;
 * only the operator may change the plant (the `runtime-operate` resource: write values, run services,
 * acknowledge alarms). One account per role, each with a random password that must be changed at the first
 * login, like the administrator's.
 */
const DEMO_ROLES = [
  {
    roleName: 'Demo operator',
    description: 'Runs the demo plant: sees its pages, writes values, runs services, acknowledges alarms',
    username: 'operator',
    realName: 'Demo operator',
    operate: true,
  },
  {
    roleName: 'Demo viewer',
    description: 'Watches the demo plant: sees its pages and alarms, changes nothing',
    username: 'viewer',
    realName: 'Demo viewer',
    operate: false,
  },
] as const

/** Seeds the demo roles and accounts for the application `appId` (published already). */
export async function seedDemoAccounts(app: FastifyInstance, appId: number): Promise<DemoAccount[]> {
  const appResources = await appSubtree(app, appId)
  const operate = await app.db
    .selectFrom('resources')
    .select('resourceId')
    .where('resourceCode', '=', 'runtime-operate')
    .executeTakeFirstOrThrow()
  const accounts: DemoAccount[] = []
  const prepared = await Promise.all(
    DEMO_ROLES.map(async (role) => {
      const password = `${randomBytes(9).toString('base64url')}Aa1!`
      return { role, password, passwordHash: await hashPassword(password) }
    }),
  )
  const at = now()
  await app.db.transaction().execute(async (trx) => {
    for (const { role, password, passwordHash } of prepared) {
      const taken = await trx
        .selectFrom('users')
        .select('userId')
        .where('username', '=', role.username)
        .executeTakeFirst()
      if (taken) continue
      const { roleId } = await trx
        .insertInto('roles')
        .values({ roleName: role.roleName, description: role.description, createdAt: at, updatedAt: at })
        .returning('roleId')
        .executeTakeFirstOrThrow()
      const resourceIds = role.operate ? [...appResources, operate.resourceId] : appResources
      await trx
        .insertInto('roleResources')
        .values(resourceIds.map((resourceId) => ({ roleId, resourceId })))
        .execute()
      await insertUser(trx, { username: role.username, realName: role.realName }, passwordHash, [roleId])
      accounts.push({ username: role.username, password, roleName: role.roleName })
    }
  })
  return accounts
}

/** The published resource of application `appId` and everything below it (its folders and pages). */
async function appSubtree(app: FastifyInstance, appId: number): Promise<number[]> {
  const rows = await app.db
    .selectFrom('resources')
    .select(['resourceId', 'resourceCode', 'parentId'])
    .where('resourceType', '=', 'app')
    .execute()
  const root = rows.find((row) => row.resourceCode === `App_${appId}`)
  if (!root) return []
  const ids = [root.resourceId]
  for (let i = 0; i < ids.length; i++)
    for (const row of rows) if (row.parentId === ids[i]) ids.push(row.resourceId)
  return ids
}
