import { defineCommand } from '../../../engine/commands/command'
import { EDIT_LABELS } from '../../../engine/commands/labels'
import { rotateWidgets, setWidgetBounds } from '../../../engine/commands/page/widgets'
import type { PageDoc } from '../../../engine/document/pageDoc'
import { getWidget } from '../../../engine/document/widgetStore'

/**
 * Rotates several widgets, each to its own angle (a multi-selection turned together keeps the angles
 * between its members). Built from the engine's rotateWidgets so the document rules stay the engine's.
 */
export const rotateEach = defineCommand<PageDoc, { blockId: string; angles: Record<string, number> }>({
  id: 'designer.rotateEach',
  label: EDIT_LABELS.rotate,
  canRun: (doc, { blockId, angles }) =>
    Object.entries(angles).every(([id, angle]) => rotateWidgets.canRun(doc, { blockId, ids: [id], angle })) &&
    Object.keys(angles).length > 0,
  run: (draft, { blockId, angles }) => {
    for (const [id, angle] of Object.entries(angles)) rotateWidgets.run(draft, { blockId, ids: [id], angle })
  },
})

/** Sets position and size of one widget and its rotation together (the inspector's geometry fields). */
export const setWidgetGeometry = defineCommand<
  PageDoc,
  { blockId: string; id: string; x: number; y: number; w: number; h: number; rotation: number }
>({
  id: 'designer.setGeometry',
  label: EDIT_LABELS.editGeometry,
  canRun: (doc, { blockId, id, x, y, w, h, rotation }) =>
    setWidgetBounds.canRun(doc, { blockId, bounds: { [id]: { x, y, w, h } } }) &&
    rotateWidgets.canRun(doc, { blockId, ids: [id], angle: rotation }),
  run: (draft, { blockId, id, x, y, w, h, rotation }) => {
    setWidgetBounds.run(draft, { blockId, bounds: { [id]: { x, y, w, h } } })
    const widget = getWidget(draft.blocks[blockId]?.widgets ?? {}, id)
    if (widget && widget.rotation !== rotation)
      rotateWidgets.run(draft, { blockId, ids: [id], angle: rotation })
  },
})
