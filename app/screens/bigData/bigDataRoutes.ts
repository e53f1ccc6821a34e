import { msg } from '@lingui/core/macro'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'

/** The big data pages; the design menu (server migration 0002) grants each page's path. */
export const bigDataRoutes: ShellRoute[] = [
  {
    path: '/design/industry-big-data/:path',
    area: '/design',
    screen: lazyScreen<ScreenProps>(() => import('./BigDataScreen')),
    title: msg`Industrial big data`,
  },
]
