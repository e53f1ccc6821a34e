import { msg } from '@lingui/core/macro'
import { AlignLeftIcon, AlignTopIcon, FrontIcon } from '../chrome/icons'
import * as verbs from '../state/actions'
import { selectedWidgetIds } from '../state/selectors'
import { defineAction } from './action'

// The toolbar's quick arrangement; the inspector's arrange panel offers every edge and direction.

export const alignLeft = defineAction({
  id: 'alignLeft',
  label: msg`Align left`,
  toolbar: { group: 'arrange', order: 1, icon: AlignLeftIcon },
  enabled: (state) => selectedWidgetIds(state).length > 1,
  run: (store) => verbs.align(store, 'left'),
})

export const alignTop = defineAction({
  id: 'alignTop',
  label: msg`Align top`,
  toolbar: { group: 'arrange', order: 2, icon: AlignTopIcon },
  enabled: (state) => selectedWidgetIds(state).length > 1,
  run: (store) => verbs.align(store, 'top'),
})

export const bringToFront = defineAction({
  id: 'bringToFront',
  label: msg`Bring to front`,
  toolbar: { group: 'arrange', order: 3, icon: FrontIcon },
  enabled: (state) => selectedWidgetIds(state).length > 0,
  run: (store) => verbs.arrange(store, 'front'),
})
