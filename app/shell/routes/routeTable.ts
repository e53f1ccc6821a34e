import { msg } from '@lingui/core/macro'
import { adminRoutes } from '../../screens/admin/adminRoutes'
import { designerRoutes } from '../../screens/appManager/designerRoutes'
import { bigDataRoutes } from '../../screens/bigData/bigDataRoutes'
import { collectorRoutes } from '../../screens/collector/collectorRoutes'
import { factoryRoutes } from '../../screens/factory/factoryRoutes'
import { fileManagerRoutes } from '../../screens/fileManager/fileManagerRoutes'
import { globalSettingRoutes } from '../../screens/globalSetting/globalSettingRoutes'
import { catalogueRoutes } from '../../screens/modelCatalogue/catalogueRoutes'
import { notifyRoutes } from '../../screens/notify/notifyRoutes'
import { objectModelRoutes } from '../../screens/objectModels/objectModelRoutes'
import { organisationRoutes } from '../../screens/organisation/organisationRoutes'
import { schedulerRoutes } from '../../screens/scheduler/schedulerRoutes'
import { symbolRoutes } from '../../screens/symbols/symbolRoutes'
import { workflowRoutes } from '../../screens/workflow/workflowRoutes'
import { lazyScreen } from './lazyScreen'
import type { ScreenProps, ShellRoute } from './types'

const Welcome = lazyScreen<ScreenProps>(() =>
  import('../../screens/welcome/WelcomeScreen').then((m) => ({ default: m.WelcomeScreen })),
)
const PersonalInfo = lazyScreen<ScreenProps>(() =>
  import('../../screens/personal/PersonalInfoScreen').then((m) => ({ default: m.PersonalInfoScreen })),
)
const PasswordChange = lazyScreen<ScreenProps>(() =>
  import('../../screens/personal/PasswordScreen').then((m) => ({ default: m.PasswordScreen })),
)
const MenuSettings = lazyScreen<ScreenProps>(() =>
  import('../../screens/menuSettings/MenuSettingsScreen').then((m) => ({ default: m.MenuSettingsScreen })),
)
const Forbidden = lazyScreen<ScreenProps>(() =>
  import('../../screens/exception/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })),
)
const NotFound = lazyScreen<ScreenProps>(() =>
  import('../../screens/exception/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
)
const ServerError = lazyScreen<ScreenProps>(() =>
  import('../../screens/exception/ServerErrorPage').then((m) => ({ default: m.ServerErrorPage })),
)
const TriggerError = lazyScreen<ScreenProps>(() =>
  import('../../screens/exception/TriggerErrorPage').then((m) => ({ default: m.TriggerErrorPage })),
)
const Login = lazyScreen<ScreenProps>(() =>
  import('../../screens/login/LoginScreen').then((m) => ({ default: m.LoginScreen })),
)

const BusinessDesigner = lazyScreen<ScreenProps>(
  () => import('../../screens/businessDesigner/BusinessDesignerScreen'),
)

/** The routes of one area from a screen family's list (a family may span /layout and /design). */
function inArea(routes: readonly ShellRoute[], area: ShellRoute['area']): ShellRoute[] {
  return routes.filter((route) => route.area === area)
}

const layoutRoutes: ShellRoute[] = [
  ...inArea(workflowRoutes, '/layout'),
  ...fileManagerRoutes,
  ...symbolRoutes,
  {
    path: '/layout/custom-comp/:name',
    area: '/layout',
    screen: lazyScreen<ScreenProps>(() => import('../../screens/customComp/CustomCompScreen')),
    title: msg`Custom component`,
  },
]

const userRoutes: ShellRoute[] = [{ path: '/user/login', area: '/user', screen: Login }]

const RuntimeScreen = lazyScreen<ScreenProps>(() => import('../../runtime/RuntimeScreen'))

const fullScreenRoutes: ShellRoute[] = [
  {
    path: '/runtime-fullscreen/runtime-fullscreen/:pageId',
    area: '/runtime-fullscreen',
    screen: RuntimeScreen,
    title: msg`Full-screen runtime page`,
  },
]

const designRoutes: ShellRoute[] = [
  // Screens of their own, ahead of the general patterns of their areas below.
  ...objectModelRoutes,
  ...notifyRoutes,
  ...inArea(workflowRoutes, '/design'),
  ...factoryRoutes,
  ...organisationRoutes,
  ...catalogueRoutes,
  ...globalSettingRoutes,
  { path: '/design/hellow', area: '/design', screen: Welcome, title: msg`Welcome` },
  {
    path: '/design/personal/personal-msg',
    area: '/design',
    screen: PersonalInfo,
    title: msg`Personal information`,
  },
  {
    path: '/design/personal/password',
    area: '/design',
    screen: PasswordChange,
    title: msg`Change password`,
  },
  { path: '/design/app-menu-setting', area: '/design', screen: MenuSettings },
  ...collectorRoutes,
  ...bigDataRoutes,
  ...schedulerRoutes,
  {
    path: '/design/industry-application-mgr/business-designer/app_default',
    area: '/design',
    screen: BusinessDesigner,
    title: msg`Business designer`,
  },
]

const basicRoutes: ShellRoute[] = [
  { path: '/hellow', area: '/', screen: Welcome, title: msg`Welcome` },
  {
    path: '/personal/personal-msg',
    area: '/',
    screen: PersonalInfo,
    title: msg`Personal information`,
  },
  { path: '/personal/password', area: '/', screen: PasswordChange, title: msg`Change password` },
  { path: '/application-runtime/:pageId', area: '/', screen: RuntimeScreen, title: msg`Runtime page` },
  { path: '/exception/403', area: '/', screen: Forbidden, title: msg`Access denied` },
  { path: '/exception/404', area: '/', screen: NotFound, title: msg`Page not found` },
  { path: '/exception/500', area: '/', screen: ServerError, title: msg`Server error` },
  { path: '/exception/trigger', area: '/', screen: TriggerError },
]

/**
 * Every route of spec S0 §2, in the spec's order of areas (/layout, /user, /runtime-fullscreen,
 * /design, /). The administration screens come first so that they replace the general
 * "not available yet" patterns of their areas.
 */
export const routeTable: readonly ShellRoute[] = [
  ...adminRoutes,
  ...designerRoutes,
  ...layoutRoutes,
  ...userRoutes,
  ...fullScreenRoutes,
  ...designRoutes,
  ...basicRoutes,
]

/** The screen shown for a path that matches no route. */
export const notFoundScreen = NotFound

/** The screen shown for a path the user may not open. */
export const forbiddenScreen = Forbidden
