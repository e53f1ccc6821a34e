import { msg } from '@lingui/core/macro'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'

/** The task scheduler's pages; the design menu (server migration 0002) grants each kind's path. */
export const schedulerRoutes: ShellRoute[] = [
  {
    path: '/design/industry-task-scheduler/:path',
    area: '/design',
    screen: lazyScreen<ScreenProps>(() => import('./SchedulerScreen')),
    title: msg`Task scheduling`,
  },
]
