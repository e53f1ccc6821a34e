import { msg } from '@lingui/core/macro'
import { UndoIcon } from '../chrome/icons'
import * as verbs from '../state/actions'
import { defineAction } from './action'

export const undo = defineAction({
  id: 'undo',
  label: msg`Undo`,
  detail: (state) => state.undoLabel,
  keys: [{ key: 'z', mod: true, shift: false }],
  toolbar: { group: 'history', order: 1, icon: UndoIcon, testId: 'undo' },
  enabled: (state) => state.canUndo,
  run: (store) => verbs.undo(store),
})
