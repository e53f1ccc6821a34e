/** The tree's keyboard walk (WAI-ARIA tree pattern) over the visible nodes, without a browser. */
import { type ChoiceOption, childrenOf } from '../shared/options.ts'

/** One visible row: the option, its depth and whether it has children. */
export interface TreeRow {
  option: ChoiceOption
  depth: number
  branch: boolean
}

/** The rows shown when the nodes in `open` are expanded, top-level first, depth-first. */
export function visibleRows(options: readonly ChoiceOption[], open: ReadonlySet<string>): TreeRow[] {
  const values = new Set(options.map((option) => option.value))
  const rows: TreeRow[] = []
  const walk = (parent: string, depth: number, seen: Set<string>) => {
    for (const option of childrenOf(options, parent)) {
      if (seen.has(option.value)) continue
      const branch = childrenOf(options, option.value).length > 0
      rows.push({ option, depth, branch })
      if (branch && open.has(option.value)) walk(option.value, depth + 1, new Set(seen).add(option.value))
    }
  }
  // Options whose parent is unknown are shown at the top, so none goes missing.
  walk('', 0, new Set())
  for (const option of options)
    if (option.parent !== '' && !values.has(option.parent))
      rows.push({ option, depth: 0, branch: childrenOf(options, option.value).length > 0 })
  return rows
}

/** What a key does in the tree: the node to focus, and which node to open or shut. */
export function treeKey(
  rows: readonly TreeRow[],
  focused: string,
  key: string,
  open: ReadonlySet<string>,
): { focus: string; toggle?: string } | null {
  const index = rows.findIndex((row) => row.option.value === focused)
  const row = rows[index]
  if (!row) return rows[0] ? { focus: rows[0].option.value } : null
  switch (key) {
    case 'ArrowDown':
      return { focus: rows[Math.min(rows.length - 1, index + 1)]?.option.value ?? focused }
    case 'ArrowUp':
      return { focus: rows[Math.max(0, index - 1)]?.option.value ?? focused }
    case 'Home':
      return { focus: rows[0]?.option.value ?? focused }
    case 'End':
      return { focus: rows[rows.length - 1]?.option.value ?? focused }
    case 'ArrowRight':
      if (row.branch && !open.has(focused)) return { focus: focused, toggle: focused }
      if (row.branch) return { focus: rows[index + 1]?.option.value ?? focused }
      return { focus: focused }
    case 'ArrowLeft':
      if (row.branch && open.has(focused)) return { focus: focused, toggle: focused }
      return { focus: row.option.parent || focused }
    default:
      return null
  }
}
