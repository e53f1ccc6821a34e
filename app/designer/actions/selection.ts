import { msg } from '@lingui/core/macro'
import * as verbs from '../state/actions'
import { defineAction } from './action'

export const selectAll = defineAction({
  id: 'selectAll',
  label: msg`Select all`,
  keys: [{ key: 'a', mod: true }],
  run: (store) => verbs.selectAll(store),
})

/** Escape: drops the selection (a drag in progress is cancelled by the stage before this runs). */
export const clearSelection = defineAction({
  id: 'clearSelection',
  label: msg`Clear the selection`,
  keys: [{ key: 'Escape' }],
  run: (store) => verbs.clearSelection(store),
})
