import type { PageDoc } from '../document/pageDoc.ts'
import { DocumentEditor, type EditorOptions } from './editor.ts'
import { prunePageSelection } from './page/lookup.ts'

/** A DocumentEditor for pages whose selection drops ids of widgets and blocks that are gone. */
export function createPageEditor(
  doc: PageDoc,
  options: EditorOptions<PageDoc> = {},
): DocumentEditor<PageDoc> {
  return new DocumentEditor(doc, { pruneSelection: prunePageSelection, ...options })
}
