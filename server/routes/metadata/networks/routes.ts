import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import type { Database } from '../../../db/schema.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { badRequest, conflict, HttpError, notFound } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import { findOwner } from '../common/owners.ts'
import { type MetaPaging, pageOf } from '../common/paging.ts'
import { assertName, assertTexts, nameTaken } from '../common/rules.ts'
import { nameParams } from '../common/schema.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import {
  descendantsOf,
  findNetwork,
  listNetworks,
  type Member,
  membersOf,
  networkOr404,
  treeOf,
} from './queries.ts'
import {
  createNetworkBody,
  listMembersQuery,
  listNetworksQuery,
  type NetworkBody,
  type OrganizeBody,
  organizeBody,
  recursionQuery,
  reorganizeBody,
  updateNetworkBody,
} from './schema.ts'

const WRITE = canWrite(RESOURCE.networks)
const HYPHEN = { allowHyphen: true }
const location = (name: string) => `/api/metadata/networks/${encodeURIComponent(name)}`
type NetParams = { networkName: string }
type MemberParams = { networkName: string; objName: string }

/**
 * Networks (spec S0 §3 "Network", §7 "Networks"): objects organised in a tree by `parentObjName` and
 * `networkOrder`. An object appears once per network; a network may hold any instances.
 */
export async function networkRoutes(app: FastifyInstance): Promise<void> {
  async function view(name: string, recursion: boolean) {
    const { networkId, ...network } = await networkOr404(app.db, name)
    const members = await membersOf(app.db, networkId)
    return { ...network, memberCount: members.length, objects: treeOf(members, null, recursion) }
  }

  function memberOr404(members: Member[], network: string, objName: string): Member {
    const member = members.find((m) => m.objName.toLowerCase() === objName.toLowerCase())
    if (!member) throw notFound(withValues(METADATA_ROUTE_MESSAGES.notInNetwork, { name: objName, network }))
    return member
  }

  /** The new parent's id: a member of the network, and not the object itself nor below it. */
  function parentId(
    members: Member[],
    network: string,
    objectId: number | null,
    parent: string | null | undefined,
  ) {
    if (parent === null || parent === undefined || parent === '') return null
    const member = members.find((m) => m.objName.toLowerCase() === parent.toLowerCase())
    if (!member)
      throw badRequest(withValues(METADATA_ROUTE_MESSAGES.parentNotInNetwork, { name: parent, network }))
    if (
      objectId !== null &&
      (member.objectId === objectId || descendantsOf(members, objectId).has(member.objectId))
    ) {
      throw badRequest(METADATA_ROUTE_MESSAGES.moveUnderItself)
    }
    return member.objectId
  }

  const nextOrder = (members: Member[], parent: number | null) =>
    members
      .filter((m) => m.parentObjectId === parent)
      .reduce((top, m) => Math.max(top, m.networkOrder + 1), 0)

  async function touch(trx: Transaction<Database>, networkId: number) {
    await trx
      .updateTable('networks')
      .set((eb) => ({ version: eb('version', '+', 1), updatedAt: now() }))
      .where('networkId', '=', networkId)
      .execute()
  }

  app.get<{ Querystring: MetaPaging & { keyWord?: string } }>(
    '/networks',
    { schema: { querystring: listNetworksQuery }, config: READ },
    async (request) => listNetworks(app.db, request.query),
  )

  app.post<{ Body: NetworkBody & { networkName: string } }>(
    '/networks',
    { schema: { body: createNetworkBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      assertName(422, body.networkName, HYPHEN)
      assertTexts(422, body)
      if (await findNetwork(app.db, body.networkName)) throw nameTaken(body.networkName)
      const at = now()
      await app.db
        .insertInto('networks')
        .values({
          networkName: body.networkName,
          showName: body.showName ?? '',
          description: body.description ?? '',
          createdAt: at,
          updatedAt: at,
        })
        .execute()
      request.operation = { action: 'metadata.networks.create', target: body.networkName }
      return created(reply, location(body.networkName), await view(body.networkName, true))
    },
  )

  app.get<{ Params: NetParams; Querystring: { recursion: boolean } }>(
    '/networks/:networkName',
    { schema: { params: nameParams('networkName'), querystring: recursionQuery }, config: READ },
    async (request) => view(request.params.networkName, request.query.recursion),
  )

  app.put<{ Params: NetParams; Body: NetworkBody & { version: number } }>(
    '/networks/:networkName',
    { schema: { params: nameParams('networkName'), body: updateNetworkBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      const row = await networkOr404(app.db, request.params.networkName)
      const name = body.networkName ?? row.networkName
      assertName(400, name, HYPHEN)
      assertTexts(400, body)
      const other = await findNetwork(app.db, name)
      if (other && other.networkId !== row.networkId) throw nameTaken(name)
      const result = await app.db
        .updateTable('networks')
        .set({
          networkName: name,
          showName: body.showName,
          description: body.description,
          updatedAt: now(),
          version: body.version + 1,
        })
        .where('networkId', '=', row.networkId)
        .where('version', '=', body.version)
        .executeTakeFirst()
      assertUpdated(result, withValues(METADATA_ROUTE_MESSAGES.networkStale, { name: row.networkName }))
      request.operation = { action: 'metadata.networks.update', target: name }
      return modified(reply, await view(name, true))
    },
  )

  app.delete<{ Params: NetParams }>(
    '/networks/:networkName',
    { schema: { params: nameParams('networkName') }, config: WRITE },
    async (request, reply) => {
      const row = await networkOr404(app.db, request.params.networkName)
      await app.db.deleteFrom('networks').where('networkId', '=', row.networkId).execute()
      request.operation = { action: 'metadata.networks.delete', target: row.networkName }
      return deleted(reply)
    },
  )

  app.get<{ Params: NetParams; Querystring: MetaPaging & { objName?: string } }>(
    '/networks/:networkName/objects',
    { schema: { params: nameParams('networkName'), querystring: listMembersQuery }, config: READ },
    async (request) => {
      const row = await networkOr404(app.db, request.params.networkName)
      const needle = request.query.objName?.toLowerCase()
      const members = (await membersOf(app.db, row.networkId))
        .filter((m) => !needle || m.objName.toLowerCase().includes(needle))
        .map(({ objectId, parentObjectId, ...member }) => member)
      return pageOf(members, request.query)
    },
  )

  app.get<{ Params: MemberParams; Querystring: { recursion: boolean } }>(
    '/networks/:networkName/objects/:objName',
    { schema: { params: nameParams('networkName', 'objName'), querystring: recursionQuery }, config: READ },
    async (request) => {
      const row = await networkOr404(app.db, request.params.networkName)
      const members = await membersOf(app.db, row.networkId)
      const { objectId, parentObjectId, ...member } = memberOr404(
        members,
        row.networkName,
        request.params.objName,
      )
      return { ...member, children: treeOf(members, objectId, request.query.recursion) }
    },
  )

  app.post<{ Params: NetParams; Body: OrganizeBody & { objName: string } }>(
    '/networks/:networkName/organize',
    { schema: { params: nameParams('networkName'), body: organizeBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      const row = await networkOr404(app.db, request.params.networkName)
      const object = await findOwner(app.db, 'object', body.objName)
      if (!object)
        throw new HttpError(422, withValues(METADATA_ROUTE_MESSAGES.objectMissing, { name: body.objName }))
      const members = await membersOf(app.db, row.networkId)
      if (members.some((m) => m.objectId === object.id)) {
        throw conflict(
          withValues(METADATA_ROUTE_MESSAGES.alreadyInNetwork, {
            name: object.name,
            network: row.networkName,
          }),
        )
      }
      const parent = parentId(members, row.networkName, null, body.parentObjName)
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('networkMembers')
          .values({
            networkId: row.networkId,
            objectId: object.id,
            parentObjectId: parent,
            networkOrder: body.networkOrder ?? nextOrder(members, parent),
          })
          .execute()
        await touch(trx, row.networkId)
      })
      request.operation = {
        action: 'metadata.networks.organize',
        target: `${row.networkName}/${object.name}`,
      }
      const after = await membersOf(app.db, row.networkId)
      const { objectId, parentObjectId, ...member } = memberOr404(after, row.networkName, object.name)
      return created(reply, `${location(row.networkName)}/objects/${encodeURIComponent(object.name)}`, member)
    },
  )

  app.put<{ Params: MemberParams; Body: OrganizeBody }>(
    '/networks/:networkName/organize/:objName',
    { schema: { params: nameParams('networkName', 'objName'), body: reorganizeBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      const row = await networkOr404(app.db, request.params.networkName)
      const members = await membersOf(app.db, row.networkId)
      const member = memberOr404(members, row.networkName, request.params.objName)
      const parent =
        body.parentObjName === undefined
          ? member.parentObjectId
          : parentId(members, row.networkName, member.objectId, body.parentObjName)
      await app.db.transaction().execute(async (trx) => {
        if (body.networkOrder === undefined) {
          await trx
            .updateTable('networkMembers')
            .set({
              parentObjectId: parent,
              networkOrder:
                parent === member.parentObjectId ? member.networkOrder : nextOrder(members, parent),
            })
            .where('networkId', '=', row.networkId)
            .where('objectId', '=', member.objectId)
            .execute()
        } else {
          // A position among the new siblings: the siblings are numbered again around it in this same
          // transaction, so a drag-reorder is one call that either happens whole or not at all.
          const siblings = members
            .filter((m) => m.parentObjectId === parent && m.objectId !== member.objectId)
            .sort((a, b) => a.networkOrder - b.networkOrder)
          const at = Math.min(Math.max(0, body.networkOrder), siblings.length)
          const ordered = [...siblings.slice(0, at), member, ...siblings.slice(at)]
          for (const [position, node] of ordered.entries()) {
            if (node !== member && node.networkOrder === position) continue
            await trx
              .updateTable('networkMembers')
              .set(
                node === member
                  ? { parentObjectId: parent, networkOrder: position }
                  : { networkOrder: position },
              )
              .where('networkId', '=', row.networkId)
              .where('objectId', '=', node.objectId)
              .execute()
          }
        }
        await touch(trx, row.networkId)
      })
      request.operation = {
        action: 'metadata.networks.reorganize',
        target: `${row.networkName}/${member.objName}`,
      }
      const after = await membersOf(app.db, row.networkId)
      const { objectId, parentObjectId, ...moved } = memberOr404(after, row.networkName, member.objName)
      return modified(reply, moved)
    },
  )

  app.delete<{ Params: MemberParams }>(
    '/networks/:networkName/organize/:objName',
    { schema: { params: nameParams('networkName', 'objName') }, config: WRITE },
    async (request, reply) => {
      const row = await networkOr404(app.db, request.params.networkName)
      const members = await membersOf(app.db, row.networkId)
      const member = memberOr404(members, row.networkName, request.params.objName)
      await app.db.transaction().execute(async (trx) => {
        // Its children move up to its parent rather than leaving the network.
        await trx
          .updateTable('networkMembers')
          .set({ parentObjectId: member.parentObjectId })
          .where('networkId', '=', row.networkId)
          .where('parentObjectId', '=', member.objectId)
          .execute()
        await trx
          .deleteFrom('networkMembers')
          .where('networkId', '=', row.networkId)
          .where('objectId', '=', member.objectId)
          .execute()
        await touch(trx, row.networkId)
      })
      request.operation = {
        action: 'metadata.networks.remove',
        target: `${row.networkName}/${member.objName}`,
      }
      return deleted(reply)
    },
  )
}
