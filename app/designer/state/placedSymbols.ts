/**
 * Re-binding and refreshing placed library symbols as undoable edits: choosing an instance binds every
 * parameter to the instance's property of the same name; a fresh drawing from the library replaces the
 * placed copy and drops bindings of parameters it no longer has. Several widgets update in one undo step.
 */
import { EDIT_LABELS } from '../../../engine/commands/labels'
import { instanceBindings, staleBindings } from '../../../engine/commands/page/placedSymbol'
import { setWidgetBinding, setWidgetProps } from '../../../engine/commands/page/widgets'
import type { WidgetNode } from '../../../engine/document/pageDoc'
import type { SymbolWire } from '../../../engine/document/persisted'
import type { MessageDescriptor } from '../../../engine/messages'
import { symbolVersionOf } from '../../stage/symbolRefs'
import type { DesignerStore } from './designerStore'

/** One placed symbol to change: where it is, its instance, and the fresh drawing if any. */
export interface PlacedSymbolChange {
  blockId: string
  node: WidgetNode
  instance: string
  fresh?: SymbolWire
}

/** Applies the changes in one undo entry labelled `label`. */
export function changePlacedSymbols(
  store: DesignerStore,
  changes: readonly PlacedSymbolChange[],
  label: MessageDescriptor = EDIT_LABELS.bindInstance,
): void {
  if (changes.length === 0) return
  store.editor.transact(label, (tx) => {
    for (const { blockId, node, instance, fresh } of changes) {
      const drawing = node.props.drawing as SymbolWire | null | undefined
      const params = (fresh ?? drawing)?.parameters ?? []
      const props: Record<string, unknown> = { instance }
      if (fresh) {
        props.drawing = fresh
        // The reference the page stores follows the drawing's library version.
        const version = symbolVersionOf(fresh)
        if (version > 0) props.symbolVersion = version
      }
      tx.run(setWidgetProps, { blockId, id: node.id, props })
      for (const prop of staleBindings(node.bindings, params))
        tx.run(setWidgetBinding, { blockId, id: node.id, prop, binding: null })
      for (const [prop, binding] of Object.entries(instanceBindings(params, instance))) {
        // Choosing "no instance" unbinds every parameter; a refresh without an instance keeps the bindings
        // made one by one.
        if (binding || (instance === '' && !fresh))
          tx.run(setWidgetBinding, { blockId, id: node.id, prop, binding })
      }
    }
  })
}
