import { msg } from '@lingui/core/macro'
import { DuplicateIcon } from '../chrome/icons'
import * as verbs from '../state/actions'
import { selectedWidgetIds } from '../state/selectors'
import { defineAction } from './action'

export const duplicate = defineAction({
  id: 'duplicate',
  label: msg`Duplicate`,
  keys: [{ key: 'd', mod: true }],
  toolbar: { group: 'arrange', order: 6, icon: DuplicateIcon },
  enabled: (state) => selectedWidgetIds(state).length > 0,
  run: (store) => verbs.duplicateSelection(store),
})
