import { withValues } from '../../../../engine/messages.ts'
import type { Resource } from '../../../db/schema.ts'
import { badRequest } from '../../../http/httpError.ts'
import { AUTH_MESSAGES } from '../messages.ts'
import type { MenuOrderBody } from './schema.ts'

/**
 * Checks a new menu order against the resources of its type before anything is written: every entry
 * listed once and of this type, parents that are folders of this type, the group roots (design, report,
 * application) left where they are and no entry made a root, and no entry its own ancestor. Entries may
 * move to any folder of their group. Throws 400 (an edit, nothing changed) on the first problem.
 */
export function checkMenuOrder(rows: Resource[], order: MenuOrderBody['order'], resourceType: string): void {
  const byId = new Map(rows.map((row) => [row.resourceId, row]))
  const parents = new Map(rows.map((row) => [row.resourceId, row.parentId]))
  const seen = new Set<number>()
  for (const entry of order) {
    const { resourceId, parentId } = entry
    if (seen.has(resourceId)) throw badRequest(withValues(AUTH_MESSAGES.menuListedTwice, { resourceId }))
    seen.add(resourceId)
    const row = byId.get(resourceId)
    if (!row) throw badRequest(withValues(AUTH_MESSAGES.menuForeignEntry, { resourceId, resourceType }))
    // The shell reads its menus from the groups' roots: a root stays one, and nothing else becomes one.
    if (row.parentId === null && parentId !== null) {
      throw badRequest(withValues(AUTH_MESSAGES.menuRootFixed, { resourceId }))
    }
    if (row.parentId !== null && parentId === null) {
      throw badRequest(withValues(AUTH_MESSAGES.menuNoNewRoot, { resourceId }))
    }
    if (parentId !== null) {
      const parent = byId.get(parentId)
      if (!parent) throw badRequest(withValues(AUTH_MESSAGES.menuForeignParent, { parentId, resourceType }))
      if (parent.resourceFunctionType !== 'folder') {
        throw badRequest(withValues(AUTH_MESSAGES.menuPageParent, { parentId }))
      }
    }
    parents.set(resourceId, parentId)
  }
  const cycle = findCycle(parents)
  if (cycle !== null) throw badRequest(withValues(AUTH_MESSAGES.menuCycle, { resourceId: cycle }))
}

/** A resource id that is its own ancestor under `parents`, or null when the tree is sound. */
function findCycle(parents: Map<number, number | null>): number | null {
  for (const start of parents.keys()) {
    const path = new Set<number>()
    let current: number | null | undefined = start
    while (current !== null && current !== undefined) {
      if (path.has(current)) return current
      path.add(current)
      current = parents.get(current)
    }
  }
  return null
}
