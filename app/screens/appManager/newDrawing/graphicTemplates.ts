/**
 * Graphic templates of the new-drawing dialog (spec S1 §2): the application's symbol library offered as
 * starting points. A page made from one starts with that symbol placed in the middle of its first block;
 * a symbol made from one starts as a copy of its drawing.
 */
import type { SymbolTreeNode } from '../../symbols/symbolApi'

/** A library symbol as the dialog lists it: its name, object template and where it sits in the library. */
export interface GraphicTemplate {
  id: number
  name: string
  templateName: string
  /** The categories and folders holding it, outermost first ('' at the top of the library). */
  category: string
}

/** The symbols of a library tree, in tree order, each with the path of folders holding it. */
export function graphicTemplatesOf(
  nodes: readonly SymbolTreeNode[],
  path: readonly string[] = [],
): GraphicTemplate[] {
  return nodes.flatMap((node) =>
    node.nodeType === 'symbol'
      ? [{ id: node.id, name: node.name, templateName: node.templateName ?? '', category: path.join(' / ') }]
      : graphicTemplatesOf(node.children ?? [], [...path, node.name]),
  )
}

/** The templates whose name, category or object template holds every word of `query` (any case). */
export function matchingTemplates(list: readonly GraphicTemplate[], query: string): GraphicTemplate[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...list]
  return list.filter((entry) => {
    const text = `${entry.name} ${entry.category} ${entry.templateName}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
}

// Pages just created from a graphic template, waiting for the editor to open them: page id → symbol id.
const startingSymbols = new Map<string, number>()

/** Page `pageId` was created from graphic template `symbolId`: the editor places it when it opens the page. */
export function startPageWithSymbol(pageId: string, symbolId: number): void {
  startingSymbols.set(pageId, symbolId)
}

/** The symbol page `pageId` starts with (once: a later opening places nothing), or null. */
export function takeStartingSymbol(pageId: string): number | null {
  const symbolId = startingSymbols.get(pageId)
  startingSymbols.delete(pageId)
  return symbolId ?? null
}
