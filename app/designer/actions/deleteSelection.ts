import { msg } from '@lingui/core/macro'
import * as verbs from '../state/actions'
import { defineAction } from './action'

/** Delete / Backspace: the selected widgets, or the selected block (never the last one). */
export const deleteSelection = defineAction({
  id: 'delete',
  label: msg`Delete`,
  keys: [{ key: 'Delete' }, { key: 'Backspace' }],
  run: (store) => verbs.deleteSelection(store),
})
