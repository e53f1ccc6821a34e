import { msg } from '@lingui/core/macro'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'

const screens = {
  types: lazyScreen<ScreenProps>(() => import('./TypesScreen')),
  log: lazyScreen<ScreenProps>(() => import('./LogScreen')),
  messages: lazyScreen<ScreenProps>(() => import('./MessagesScreen')),
}

/** The notification centre's screens (S0 §2 /design/notification-center/*), each behind its seeded resource. */
export const notifyRoutes: ShellRoute[] = [
  {
    path: '/design/notification-center/type-config',
    area: '/design',
    screen: screens.types,
    resource: 'type-config',
    title: msg`Notification types`,
  },
  {
    path: '/design/notification-center/log-manage',
    area: '/design',
    screen: screens.log,
    resource: 'log-manage',
    title: msg`Notification log`,
  },
  {
    path: '/design/notification-center/msg-manage',
    area: '/design',
    screen: screens.messages,
    resource: 'msg-manage',
    title: msg`Messages`,
  },
]
