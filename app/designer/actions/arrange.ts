import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import type { AlignEdge } from '../../../engine/commands/page/arrange'
import { AlignLeftIcon, AlignTopIcon, FrontIcon } from '../chrome/icons'
import * as verbs from '../state/actions'
import { selectedWidgetIds } from '../state/selectors'
import { defineAction } from './action'

// The toolbar's quick arrangement; the inspector's arrange panel offers every edge and direction.

/** Aligning needs two widgets at least: the first toolbar buttons of the arrange group. */
function alignAction(edge: AlignEdge, label: MessageDescriptor, icon: ComponentType, order: number) {
  return defineAction({
    id: `align.${edge}`,
    label,
    toolbar: { group: 'arrange', order, icon },
    enabled: (state) => selectedWidgetIds(state).length > 1,
    run: (store) => verbs.align(store, edge),
  })
}

export const alignLeft = alignAction('left', msg`Align left`, AlignLeftIcon, 1)
export const alignTop = alignAction('top', msg`Align top`, AlignTopIcon, 2)

export const bringToFront = defineAction({
  id: 'bringToFront',
  label: msg`Bring to front`,
  toolbar: { group: 'arrange', order: 3, icon: FrontIcon },
  enabled: (state) => selectedWidgetIds(state).length > 0,
  run: (store) => verbs.arrange(store, 'front'),
})
