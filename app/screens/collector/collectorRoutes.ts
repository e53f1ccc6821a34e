import { msg } from '@lingui/core/macro'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'

const screens = {
  accept: lazyScreen<ScreenProps>(() => import('./accept/CollectorAcceptScreen')),
  manage: lazyScreen<ScreenProps>(() => import('./manage/CollectorManageScreen')),
}

/** Collector access and management (issue 26; spec S0 §2 collector/acceptm and collector/manage). */
export const collectorRoutes: ShellRoute[] = [
  {
    path: '/design/collector/acceptm',
    area: '/design',
    screen: screens.accept,
    resource: 'collector-acceptm',
    title: msg`Collector access`,
  },
  {
    path: '/design/collector/manage',
    area: '/design',
    screen: screens.manage,
    resource: 'collector-manage',
    title: msg`Collectors`,
  },
]
