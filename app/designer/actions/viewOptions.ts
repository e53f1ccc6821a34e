import { msg } from '@lingui/core/macro'
import { GridIcon, MagnetIcon, PulseIcon } from '../chrome/icons'
import { defineAction } from './action'

export const showGrid = defineAction({
  id: 'view.grid',
  label: msg`Show grid`,
  toolbar: { group: 'view', order: 1, icon: GridIcon },
  active: (state) => state.showGrid,
  run: (store) => {
    store.state.showGrid = !store.state.showGrid
    return { ok: true }
  },
})

/** Snapping to the grid and to other items go on and off together from the toolbar. */
export const snapping = defineAction({
  id: 'view.snap',
  label: msg`Snap to grid and items`,
  toolbar: { group: 'view', order: 2, icon: MagnetIcon },
  active: (state) => state.snapToGrid && state.snapToObjects,
  run: (store) => {
    const on = !(store.state.snapToGrid && store.state.snapToObjects)
    store.state.snapToGrid = on
    store.state.snapToObjects = on
    return { ok: true }
  },
})

/** Real values on the canvas through the runtime's live socket; never written into the document. */
export const liveValues = defineAction({
  id: 'view.live',
  label: msg`Show live values`,
  toolbar: { group: 'view', order: 3, icon: PulseIcon, testId: 'designer-live' },
  active: (state) => state.liveValues,
  run: (store) => {
    store.state.liveValues = !store.state.liveValues
    return { ok: true }
  },
})
