import { msg } from '@lingui/core/macro'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'

/**
 * The global settings (S0 §2 /design/global-setting/:path): each route carries the seeded page code
 * that grants it (server migration 0002); the shell keeps the general pattern for the rest.
 */
export const globalSettingRoutes: ShellRoute[] = [
  {
    path: '/design/global-setting/sql-datasource',
    area: '/design',
    screen: lazyScreen<ScreenProps>(() => import('./sqlDatasources/SqlDatasourcesScreen')),
    resource: 'sql-datasource',
    title: msg`SQL data sources`,
  },
  {
    // The spec names no path for the report designer: it sits with the SQL data sources (migration 0120).
    path: '/design/global-setting/report',
    area: '/design',
    screen: lazyScreen<ScreenProps>(() => import('./reports/ReportsScreen')),
    resource: 'report-design',
    title: msg`Reports`,
  },
  {
    // Third-party plugins (issue 28): the spec names no path; installing code every browser runs is the
    // system administrator's (the system information resource, as backups are).
    path: '/design/global-setting/plugins',
    area: '/design',
    screen: lazyScreen<ScreenProps>(() => import('./plugins/PluginsScreen')),
    resource: 'system-info-manage',
    title: msg`Plugins`,
  },
]
