import { cloneJson } from '../../document/clone.ts'
import type { PageDoc } from '../../document/pageDoc.ts'
import type { SymbolParameter } from '../../document/persisted.ts'
import { getWidget } from '../../document/widgetStore.ts'
import { defineCommand } from '../command.ts'
import { EDIT_LABELS } from '../labels.ts'
import { allInBlock } from './lookup.ts'

// Edits of a symbol open in the designer (engine/codec/symbolPageDoc.ts): its own fields live in the
// document's extra.symbol, a part's name in its widget's extra. Commands, so they undo like any edit.

type SymbolPatch = Partial<{ name: string; templateName: string; width: number; height: number }>

const isSymbolDoc = (doc: PageDoc) => typeof doc.extra.symbol === 'object' && doc.extra.symbol !== null

/** Sets the symbol's name, template or size. */
export const setSymbolFields = defineCommand<PageDoc, { patch: SymbolPatch }>({
  id: 'symbol.setFields',
  label: EDIT_LABELS.symbolSettings,
  canRun: (doc, { patch }) =>
    isSymbolDoc(doc) &&
    (patch.width === undefined || patch.width > 0) &&
    (patch.height === undefined || patch.height > 0),
  run: (draft, { patch }) => {
    const symbol = draft.extra.symbol as Record<string, unknown>
    for (const [key, value] of Object.entries(patch)) if (value !== undefined) symbol[key] = value
    // The one block is the symbol's canvas: as wide as the symbol, whole grid rows (40 px) high.
    if (patch.width !== undefined) draft.pageConfig.lwValue = patch.width
    const node = Object.values(draft.layoutNodes)[0]
    if (patch.height !== undefined && node) node.h = Math.max(1, Math.ceil(patch.height / 40))
  },
})

/** Replaces the symbol's parameters (the panel edits the list as a whole). */
export const setSymbolParameters = defineCommand<PageDoc, { parameters: SymbolParameter[] }>({
  id: 'symbol.setParameters',
  label: EDIT_LABELS.symbolParameters,
  canRun: (doc, { parameters }) =>
    isSymbolDoc(doc) && new Set(parameters.map((p) => p.name)).size === parameters.length,
  run: (draft, { parameters }) => {
    ;(draft.extra.symbol as Record<string, unknown>).parameters = cloneJson(parameters)
  },
})

/** Names a part (empty: not addressable). */
export const setPartName = defineCommand<PageDoc, { blockId: string; id: string; partName: string }>({
  id: 'symbol.setPartName',
  label: EDIT_LABELS.partName,
  canRun: (doc, { blockId, id }) => allInBlock(doc, blockId, [id]),
  run: (draft, { blockId, id, partName }) => {
    const widgets = draft.blocks[blockId]?.widgets
    const widget = widgets && getWidget(widgets, id)
    if (!widget) return
    if (partName === '') delete widget.extra.partName
    else widget.extra.partName = partName
  },
})
