import { msg } from '@lingui/core/macro'
import type { Platform } from '../../stage/geometry/pageGrid'
import { MonitorIcon, PhoneIcon } from '../chrome/icons'
import type { DesignerStore } from '../state/designerStore'
import { showPlatform } from '../state/view'
import { defineAction } from './action'

const show = (platform: Platform) => (store: DesignerStore) => {
  showPlatform(store, platform)
  return { ok: true } as const
}

export const pcLayout = defineAction({
  id: 'platform.pc',
  label: msg`PC layout`,
  toolbar: { group: 'platform', order: 1, icon: MonitorIcon },
  active: (state) => state.platform === 'pc',
  run: show('pc'),
})

export const mobileLayout = defineAction({
  id: 'platform.mobile',
  label: msg`Mobile layout`,
  toolbar: { group: 'platform', order: 2, icon: PhoneIcon },
  active: (state) => state.platform === 'mobile',
  run: show('mobile'),
})
