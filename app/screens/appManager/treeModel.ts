import type { FolderRecord, PageSummary } from './composeApi'

/** A node of an application's page tree: a folder with children, or a page. */
export type TreeNode =
  | {
      kind: 'folder'
      id: number
      name: string
      sortOrder: number
      folder: FolderRecord
      children: TreeNode[]
    }
  | { kind: 'page'; id: string; name: string; sortOrder: number; page: PageSummary }

/** Folders and pages interleave by their shared sort order (PUT /order numbers them together). */
function compare(a: TreeNode, b: TreeNode): number {
  if (a.sortOrder !== b.sortOrder) return a.sortOrder - b.sortOrder
  if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1
  return a.name.localeCompare(b.name)
}

/**
 * The tree of an application's folders and pages by parentId. A page or folder whose parent is missing
 * (deleted elsewhere, not yet listed) is shown at the top level rather than lost.
 */
export function buildTree(folders: readonly FolderRecord[], pages: readonly PageSummary[]): TreeNode[] {
  const byParent = new Map<number | null, TreeNode[]>()
  const known = new Set(folders.map((f) => f.id))
  const add = (parentId: number | null, node: TreeNode) => {
    const key = parentId !== null && known.has(parentId) ? parentId : null
    const list = byParent.get(key) ?? []
    list.push(node)
    byParent.set(key, list)
  }
  const folderNodes = new Map<number, Extract<TreeNode, { kind: 'folder' }>>()
  for (const folder of folders) {
    const node = {
      kind: 'folder' as const,
      id: folder.id,
      name: folder.name,
      sortOrder: folder.sortOrder,
      folder,
      children: [],
    }
    folderNodes.set(folder.id, node)
    // A folder can never sit inside itself: a cycle is cut at the top level.
    add(folder.parentId === folder.id ? null : folder.parentId, node)
  }
  for (const page of pages)
    add(page.parentId, { kind: 'page', id: page.id, name: page.name, sortOrder: page.sortOrder, page })
  for (const [parentId, children] of byParent) {
    children.sort(compare)
    if (parentId !== null) {
      const folder = folderNodes.get(parentId)
      if (folder) folder.children = children
    }
  }
  return byParent.get(null) ?? []
}

/** The children of `parentId` (null: the top level). */
export function childrenOf(tree: readonly TreeNode[], parentId: number | null): readonly TreeNode[] {
  if (parentId === null) return tree
  for (const node of tree) {
    if (node.kind !== 'folder') continue
    if (node.id === parentId) return node.children
    const found = childrenOf(node.children, parentId)
    if (found.length > 0 || found !== EMPTY) return found
  }
  return EMPTY
}

const EMPTY: readonly TreeNode[] = []

/** The PUT /order items after moving `siblings[index]` up (-1) or down (+1); null when it cannot move. */
export function reorderedItems(
  siblings: readonly TreeNode[],
  index: number,
  by: -1 | 1,
): { kind: 'folder' | 'page'; id: string | number }[] | null {
  const target = index + by
  if (index < 0 || index >= siblings.length || target < 0 || target >= siblings.length) return null
  const next = [...siblings]
  const [moved] = next.splice(index, 1)
  next.splice(target, 0, moved as TreeNode)
  return next.map((node) => ({ kind: node.kind, id: node.id }))
}

/** Every page of the tree, depth first, for page pickers. */
export function allPages(tree: readonly TreeNode[]): PageSummary[] {
  return tree.flatMap((node) => (node.kind === 'page' ? [node.page] : allPages(node.children)))
}
