import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The pages of system information and settings. The spec places "system information, backup and
 * restore" at /design/system-info-mgr/system-info; the settings it names without a path (login page,
 * mail server, alarm colours, default home page, global settings) sit beside it. All but the overview
 * need `system-info-manage`, the resource the server checks for them.
 */
export interface SystemPage {
  path: string
  resource: string
  title: MessageDescriptor
}

export const SYSTEM_MANAGE_RESOURCE = 'system-info-manage'

export const SYSTEM_PAGES = {
  overview: { path: '/design/system-info-mgr/system-info', resource: 'system-info', title: msg`Overview` },
  backup: {
    path: '/design/system-info-mgr/backup',
    resource: SYSTEM_MANAGE_RESOURCE,
    title: msg`Backup and restore`,
  },
  loginPage: {
    path: '/design/system-info-mgr/login-page',
    resource: SYSTEM_MANAGE_RESOURCE,
    title: msg`Login page`,
  },
  mailServer: {
    path: '/design/system-info-mgr/mail-server',
    resource: SYSTEM_MANAGE_RESOURCE,
    title: msg`Mail server`,
  },
  alarmColors: {
    path: '/design/system-info-mgr/alarm-colors',
    resource: SYSTEM_MANAGE_RESOURCE,
    title: msg`Alarm colours`,
  },
  homePage: {
    path: '/design/system-info-mgr/home-page',
    resource: SYSTEM_MANAGE_RESOURCE,
    title: msg`Default home page`,
  },
  globalSettings: {
    path: '/design/system-info-mgr/global-settings',
    resource: SYSTEM_MANAGE_RESOURCE,
    title: msg`Global settings`,
  },
} satisfies Record<string, SystemPage>

export type SystemPageId = keyof typeof SYSTEM_PAGES
