import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { descendantsOf, findNetwork, membersOf } from './queries.ts'

/** An area of the plant: a node of a network and everything below it. */
export interface Area {
  network: string
  objName: string
}

/**
 * The objects in the given areas (each node and every node below it in its network), and the areas that
 * do not exist (an unknown network, or an object that is not a member of it). Read fresh at each call,
 * so an object added to an area later is in it.
 */
export async function objectsOfAreas(
  db: Kysely<Database>,
  areas: readonly Area[],
): Promise<{ objects: Set<string>; missing: Area[] }> {
  const objects = new Set<string>()
  const missing: Area[] = []
  const members = new Map<string, Awaited<ReturnType<typeof membersOf>> | null>()
  for (const area of areas) {
    const key = area.network.toLowerCase()
    if (!members.has(key)) {
      const network = await findNetwork(db, area.network)
      members.set(key, network ? await membersOf(db, network.networkId) : null)
    }
    const list = members.get(key)
    const node = list?.find((member) => member.objName === area.objName)
    if (!list || !node) {
      missing.push(area)
      continue
    }
    objects.add(node.objName)
    const below = descendantsOf(list, node.objectId)
    for (const member of list) if (below.has(member.objectId)) objects.add(member.objName)
  }
  return { objects, missing }
}
