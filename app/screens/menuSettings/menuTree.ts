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

/** The roots' ids, the parents of the top-level entries. */
export function rootIdOf(roots: readonly MenuTreeResource[], entry: EditableEntry): number | null {
  const root = roots.find((candidate) =>
    (candidate.childResources ?? []).some((c) => c.resourceId === entry.resourceId),
  )
  return root ? root.resourceId : null
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

/** Puts `resourceId` just before `beforeId` when both are siblings (drag and drop); otherwise no change. */
export function moveBefore(
  entries: readonly EditableEntry[],
  resourceId: number,
  beforeId: number,
): EditableEntry[] {
  const from = entries.findIndex((entry) => entry.resourceId === resourceId)
  const to = entries.findIndex((entry) => entry.resourceId === beforeId)
  if (from >= 0 && to >= 0) {
    const next = [...entries]
    const [moved] = next.splice(from, 1)
    if (!moved) return [...entries]
    const insertAt = next.findIndex((entry) => entry.resourceId === beforeId)
    next.splice(from < to ? insertAt + 1 : insertAt, 0, moved)
    return next
  }
  return entries.map((entry) => ({ ...entry, children: moveBefore(entry.children, resourceId, beforeId) }))
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
