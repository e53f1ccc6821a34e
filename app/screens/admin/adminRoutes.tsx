import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'
import { SYSTEM_PAGES, type SystemPage } from './system/systemPaths'

// Each screen is its own chunk: nobody downloads administration code before opening it.
const screens = {
  users: lazyScreen<ScreenProps>(() => import('./users/UsersScreen')),
  roles: lazyScreen<ScreenProps>(() => import('./roles/RolesScreen')),
  dataAuth: lazyScreen<ScreenProps>(() => import('./dataAuth/DataAuthScreen')),
  dataAuthDetail: lazyScreen<ScreenProps>(() => import('./dataAuth/DataAuthDetailScreen')),
  operationLog: lazyScreen<ScreenProps>(() => import('./logs/OperationLogScreen')),
  accessLog: lazyScreen<ScreenProps>(() => import('./logs/AccessLogScreen')),
  passwordRules: lazyScreen<ScreenProps>(() => import('./passwordRules/PasswordRulesScreen')),
  devices: lazyScreen<ScreenProps>(() => import('./devices/DevicesScreen')),
  systemInfo: lazyScreen<ScreenProps>(() => import('./system/SystemInfoScreen')),
  backup: lazyScreen<ScreenProps>(() => import('./system/BackupScreen')),
  loginPage: lazyScreen<ScreenProps>(() => import('./system/LoginPageScreen')),
  mailServer: lazyScreen<ScreenProps>(() => import('./system/MailServerScreen')),
  alarmColors: lazyScreen<ScreenProps>(() => import('./system/AlarmColorsScreen')),
  homePage: lazyScreen<ScreenProps>(() => import('./system/HomePageScreen')),
  globalSettings: lazyScreen<ScreenProps>(() => import('./system/GlobalSettingsScreen')),
  about: lazyScreen<ScreenProps>(() => import('./system/AboutScreen')),
}

const design = (
  path: string,
  screen: ComponentType<ScreenProps>,
  resource: string,
  title: MessageDescriptor,
): ShellRoute => ({
  path,
  area: '/design',
  screen,
  resource,
  title,
})

const systemPage = (page: SystemPage, screen: ComponentType<ScreenProps>): ShellRoute =>
  design(page.path, screen, page.resource, page.title)

/**
 * The administration screens (spec S0 §2, S1 §2): each route carries the seeded resource code that
 * grants it (server migration 0002), so a direct link without it shows the 403 page. Detail routes come
 * before the general patterns the shell keeps for the rest of their areas.
 */
export const adminRoutes: ShellRoute[] = [
  design(
    '/design/user-manage/data-auth-detail/:name/:id',
    screens.dataAuthDetail,
    'data-auth',
    msg`Data authorisation group`,
  ),
  design(
    '/design/user-manage/data-auth-detail/:id',
    screens.dataAuthDetail,
    'data-auth',
    msg`Data authorisation group`,
  ),
  design('/design/user-manage/user-itemlist', screens.users, 'user-itemlist', msg`Users`),
  design('/design/user-manage/role-itemlist', screens.roles, 'role-itemlist', msg`Roles`),
  design('/design/user-manage/data-auth', screens.dataAuth, 'data-auth', msg`Data authorisation`),
  design('/design/user-manage/operation-log', screens.operationLog, 'operation-log', msg`Operation log`),
  design('/design/user-manage/user-access-log', screens.accessLog, 'user-access-log', msg`User access log`),
  design('/design/user-manage/password-rules', screens.passwordRules, 'password-rules', msg`Password rules`),
  design(
    '/design/mobile-auth/auth-itemlist',
    screens.devices,
    'auth-itemlist',
    msg`Mobile device authentication`,
  ),
  systemPage(SYSTEM_PAGES.overview, screens.systemInfo),
  systemPage(SYSTEM_PAGES.backup, screens.backup),
  systemPage(SYSTEM_PAGES.loginPage, screens.loginPage),
  systemPage(SYSTEM_PAGES.mailServer, screens.mailServer),
  systemPage(SYSTEM_PAGES.alarmColors, screens.alarmColors),
  systemPage(SYSTEM_PAGES.homePage, screens.homePage),
  systemPage(SYSTEM_PAGES.globalSettings, screens.globalSettings),
  design('/design/about', screens.about, 'about', msg`About`),
]
