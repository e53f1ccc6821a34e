/** A resource of the menu tree as GET /api/auth/menuTreeModify answers it. */
export interface MenuTreeResource {
  resourceId: number
  resourceCode: string
  name: string
  resourceFunctionType: string
  parentId: number | null
  sortOrder: number
  childResources?: MenuTreeResource[]
}

/** An entry being edited: its place is its position among its siblings. */
export interface EditableEntry {
  resourceId: number
  code: string
  name: string
  kind: 'folder' | 'page'
  children: EditableEntry[]
}

/** The editable entries of a tree: the children of its roots (the group roots themselves stay put). */
export function toEditable(roots: readonly MenuTreeResource[]): EditableEntry[] {
  const convert = (resource: MenuTreeResource): EditableEntry => ({
    resourceId: resource.resourceId,
    code: resource.resourceCode,
    name: resource.name,
    kind: resource.resourceFunctionType === 'folder' ? 'folder' : 'page',
    children: (resource.childResources ?? []).map(convert),
  })
  return roots.flatMap((root) => (root.childResources ?? []).map(convert))
}

/**
 * The parent of a top-level entry: the group root it came from, or (for an entry moved up out of a
 * folder) the group's first root. Entries never become roots themselves.
 */
export function rootIdOf(roots: readonly MenuTreeResource[], entry: EditableEntry): number | null {
  const root = roots.find((candidate) =>
    (candidate.childResources ?? []).some((c) => c.resourceId === entry.resourceId),
  )
  return root ? root.resourceId : (roots[0]?.resourceId ?? null)
}

/** Whether `id` is `entry` itself or lies anywhere below it. */
export function isWithin(entry: EditableEntry, id: number): boolean {
  return entry.resourceId === id || entry.children.some((child) => isWithin(child, id))
}

function find(entries: readonly EditableEntry[], id: number): EditableEntry | null {
  for (const entry of entries) {
    if (entry.resourceId === id) return entry
    const inner = find(entry.children, id)
    if (inner) return inner
  }
  return null
}

/** The id of the folder holding `id`; null at the top level, undefined when `id` is not in the tree. */
export function parentIdOf(entries: readonly EditableEntry[], id: number): number | null | undefined {
  if (entries.some((entry) => entry.resourceId === id)) return null
  for (const entry of entries) {
    const inner = parentIdOf(entry.children, id)
    if (inner !== undefined) return inner === null ? entry.resourceId : inner
  }
  return undefined
}

/** The list that holds `id` (empty when none does). */
function siblingsOf(entries: readonly EditableEntry[], id: number): readonly EditableEntry[] {
  if (entries.some((entry) => entry.resourceId === id)) return entries
  for (const entry of entries) {
    const inner = siblingsOf(entry.children, id)
    if (inner.length > 0) return inner
  }
  return []
}

/** The tree without `id`, and the entry taken out (null when it was not there). */
function detach(entries: readonly EditableEntry[], id: number): [EditableEntry[], EditableEntry | null] {
  let taken: EditableEntry | null = null
  const visit = (list: readonly EditableEntry[]): EditableEntry[] =>
    list
      .filter((entry) => {
        if (entry.resourceId !== id) return true
        taken = entry
        return false
      })
      .map((entry) => ({ ...entry, children: visit(entry.children) }))
  const rest = visit(entries)
  return [rest, taken]
}

/**
 * Moves `resourceId` (with everything below it) to the end of the folder `folderId`, or of the top level
 * for null. No change when the target is not a folder or lies inside the moved branch (a cycle).
 */
export function moveInto(
  entries: readonly EditableEntry[],
  resourceId: number,
  folderId: number | null,
): EditableEntry[] {
  const moving = find(entries, resourceId)
  if (!moving) return [...entries]
  if (folderId !== null) {
    const folder = find(entries, folderId)
    if (folder?.kind !== 'folder' || isWithin(moving, folderId)) return [...entries]
  }
  const [rest, taken] = detach(entries, resourceId)
  if (!taken) return [...entries]
  if (folderId === null) return [...rest, taken]
  const append = (list: EditableEntry[]): EditableEntry[] =>
    list.map((entry) =>
      entry.resourceId === folderId
        ? { ...entry, children: [...entry.children, taken as EditableEntry] }
        : { ...entry, children: append(entry.children) },
    )
  return append(rest)
}

/** Where an entry may be moved with "Move to": a folder outside its own branch, with its depth. */
export interface MoveTarget {
  /** The folder's id; null for the top level of the group. */
  resourceId: number | null
  entry: EditableEntry | null
  depth: number
}

/** The places `resourceId` may move into: the top level and every folder outside its branch, bar its own. */
export function moveTargets(entries: readonly EditableEntry[], resourceId: number): MoveTarget[] {
  const moving = find(entries, resourceId)
  if (!moving) return []
  const current = parentIdOf(entries, resourceId)
  const targets: MoveTarget[] = current === null ? [] : [{ resourceId: null, entry: null, depth: 0 }]
  const visit = (list: readonly EditableEntry[], depth: number) => {
    for (const entry of list) {
      if (entry.kind !== 'folder' || isWithin(moving, entry.resourceId)) continue
      if (entry.resourceId !== current) targets.push({ resourceId: entry.resourceId, entry, depth })
      visit(entry.children, depth + 1)
    }
  }
  visit(entries, 0)
  return targets
}

/** Moves the entry `resourceId` by `offset` places among its siblings; returns a new tree. */
export function moveEntry(
  entries: readonly EditableEntry[],
  resourceId: number,
  offset: -1 | 1,
): EditableEntry[] {
  const index = entries.findIndex((entry) => entry.resourceId === resourceId)
  if (index >= 0) {
    const target = index + offset
    if (target < 0 || target >= entries.length) return [...entries]
    const next = [...entries]
    const [moved] = next.splice(index, 1)
    if (moved) next.splice(target, 0, moved)
    return next
  }
  return entries.map((entry) => ({ ...entry, children: moveEntry(entry.children, resourceId, offset) }))
}

/**
 * Puts `resourceId` just before `beforeId` (drag and drop), in whichever folder `beforeId` is: among
 * siblings this reorders, elsewhere it moves the entry across. No change when `beforeId` lies inside the
 * moved branch.
 */
export function moveBefore(
  entries: readonly EditableEntry[],
  resourceId: number,
  beforeId: number,
): EditableEntry[] {
  const moving = find(entries, resourceId)
  if (!moving || isWithin(moving, beforeId) || !find(entries, beforeId)) return [...entries]
  // Dragged down among its own siblings it lands after the target, so the last place can be reached.
  const siblings = siblingsOf(entries, beforeId)
  const from = siblings.findIndex((entry) => entry.resourceId === resourceId)
  const after = from >= 0 && from < siblings.findIndex((entry) => entry.resourceId === beforeId)
  const [rest, taken] = detach(entries, resourceId)
  if (!taken) return [...entries]
  const insert = (list: readonly EditableEntry[]): EditableEntry[] => {
    const at = list.findIndex((entry) => entry.resourceId === beforeId)
    if (at < 0) return list.map((entry) => ({ ...entry, children: insert(entry.children) }))
    const place = after ? at + 1 : at
    return [...list.slice(0, place), taken as EditableEntry, ...list.slice(place)]
  }
  return insert(rest)
}

/** The order body of PUT /api/auth/menuTreeModify: every entry's parent and place among its siblings. */
export function orderOf(
  entries: readonly EditableEntry[],
  parentId: (entry: EditableEntry) => number | null,
): { resourceId: number; parentId: number | null; sortOrder: number }[] {
  const order: { resourceId: number; parentId: number | null; sortOrder: number }[] = []
  const visit = (list: readonly EditableEntry[], parent: number | null | undefined) => {
    list.forEach((entry, index) => {
      order.push({
        resourceId: entry.resourceId,
        parentId: parent === undefined ? parentId(entry) : parent,
        sortOrder: index,
      })
      visit(entry.children, entry.resourceId)
    })
  }
  visit(entries, undefined)
  return order
}

/** Whether two trees list the same entries in the same places. */
export function sameOrder(a: readonly EditableEntry[], b: readonly EditableEntry[]): boolean {
  if (a.length !== b.length) return false
  return a.every((entry, index) => {
    const other = b[index]
    return (
      other !== undefined &&
      other.resourceId === entry.resourceId &&
      sameOrder(entry.children, other.children)
    )
  })
}
