import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import type { Platform } from '../../stage/geometry/pageGrid'
import { MonitorIcon, PhoneIcon } from '../chrome/icons'
import { showPlatform } from '../state/view'
import { defineAction } from './action'

/** Shows and edits the page's layout for one platform (its button is pressed while shown). */
function platformAction(platform: Platform, label: MessageDescriptor, icon: ComponentType, order: number) {
  return defineAction({
    id: `platform.${platform}`,
    label,
    toolbar: { group: 'platform', order, icon },
    active: (state) => state.platform === platform,
    run: (store) => {
      showPlatform(store, platform)
      return { ok: true }
    },
  })
}

export const pcLayout = platformAction('pc', msg`PC layout`, MonitorIcon, 1)
export const mobileLayout = platformAction('mobile', msg`Mobile layout`, PhoneIcon, 2)
