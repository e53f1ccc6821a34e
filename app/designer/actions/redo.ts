import { msg } from '@lingui/core/macro'
import { RedoIcon } from '../chrome/icons'
import * as verbs from '../state/actions'
import { defineAction } from './action'

export const redo = defineAction({
  id: 'redo',
  label: msg`Redo`,
  detail: (state) => state.redoLabel,
  keys: [
    { key: 'z', mod: true, shift: true },
    { key: 'y', mod: true },
  ],
  toolbar: { group: 'history', order: 2, icon: RedoIcon, testId: 'redo' },
  enabled: (state) => state.canRedo,
  run: (store) => verbs.redo(store),
})
