import { msg } from '@lingui/core/macro'
import { FitIcon, ZoomInIcon, ZoomOutIcon } from '../chrome/icons'
import type { ActionResult } from '../state/actions'
import type { DesignerStore } from '../state/designerStore'
import { fitPage, zoomStep, zoomTo } from '../state/view'
import { defineAction } from './action'

/** Runs a view change (never refused, never in the undo history). */
const view =
  (change: (store: DesignerStore) => void) =>
  (store: DesignerStore): ActionResult => {
    change(store)
    return { ok: true }
  }

export const zoomOut = defineAction({
  id: 'zoomOut',
  label: msg`Zoom out`,
  keys: [{ key: '-', mod: true }],
  toolbar: { group: 'zoom', order: 1, icon: ZoomOutIcon },
  run: view((store) => zoomStep(store, -1)),
})

/** Its toolbar entry is the zoom level itself (the toolbar draws it), so it has no icon button. */
export const zoomActual = defineAction({
  id: 'zoomActual',
  label: msg`Zoom to 100%`,
  keys: [{ key: '0', mod: true }],
  run: view((store) => zoomTo(store, 1)),
})

export const zoomIn = defineAction({
  id: 'zoomIn',
  label: msg`Zoom in`,
  keys: [
    { key: '+', mod: true },
    { key: '=', mod: true },
  ],
  toolbar: { group: 'zoom', order: 3, icon: ZoomInIcon },
  run: view((store) => zoomStep(store, 1)),
})

export const zoomFit = defineAction({
  id: 'zoomFit',
  label: msg`Fit the page`,
  keys: [{ key: '1', mod: true }],
  toolbar: { group: 'zoom', order: 4, icon: FitIcon, testId: 'zoom-fit' },
  run: view(fitPage),
})
