import { msg } from '@lingui/core/macro'
import { GroupIcon, UngroupIcon } from '../chrome/icons'
import * as verbs from '../state/actions'
import { selectedWidgetIds } from '../state/selectors'
import { defineAction } from './action'

export const group = defineAction({
  id: 'group',
  label: msg`Group`,
  keys: [{ key: 'g', mod: true, shift: false }],
  toolbar: { group: 'arrange', order: 4, icon: GroupIcon },
  enabled: (state) => selectedWidgetIds(state).length > 1,
  run: (store) => verbs.groupSelection(store),
})

export const ungroup = defineAction({
  id: 'ungroup',
  label: msg`Ungroup`,
  keys: [{ key: 'g', mod: true, shift: true }],
  toolbar: { group: 'arrange', order: 5, icon: UngroupIcon },
  enabled: (state) => selectedWidgetIds(state).length > 0,
  run: (store) => verbs.ungroupSelection(store),
})
