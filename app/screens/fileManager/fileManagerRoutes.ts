import { msg } from '@lingui/core/macro'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'

const FileManager = lazyScreen<ScreenProps>(() => import('./FileManagerScreen'))

/** The static resource manager of spec S0 §2; :id is the application whose files are managed. */
export const fileManagerRoutes: ShellRoute[] = [
  {
    path: '/layout/industry-application-mgr/file-mgr/:id',
    area: '/layout',
    screen: FileManager,
    title: msg`Static resources`,
  },
]

export const fileManagerPath = (appId: number) => `/layout/industry-application-mgr/file-mgr/${appId}`
