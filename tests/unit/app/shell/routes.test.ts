// @vitest-environment jsdom
import { parse } from 'regexparam'
import { describe, expect, test } from 'vitest'
import type { Parser } from 'wouter'
import { adminRoutes } from '../../../../app/screens/admin/adminRoutes'
import { designerRoutes } from '../../../../app/screens/appManager/designerRoutes'
import { findRoute, grantedPrefixes, staticPrefix } from '../../../../app/shell/routes/findRoute'
import { routeTable } from '../../../../app/shell/routes/routeTable'
import type { ShellRoute } from '../../../../app/shell/routes/types'
import { AREAS, areaOf } from '../../../../engine/rules/routes'

const parser = ((route: string, loose?: boolean) => parse(route, loose)) as unknown as Parser

// Every route of spec S0 §2, with parameters filled in.
const SPEC_PATHS = [
  '/layout/application-preview/3',
  '/layout/industry-application-mgr/application-editor/3',
  '/layout/workflow/3',
  '/layout/industry-application-mgr/file-mgr/3',
  '/layout/custom-graph-mgr/graph-editor/3',
  '/layout/custom-comp/gauge',
  '/user/login',
  '/personal/personal-msg',
  '/personal/password',
  '/design/personal/personal-msg',
  '/design/personal/password',
  '/application-runtime/Page_1',
  '/runtime-fullscreen/runtime-fullscreen/Page_1',
  '/design/collector/acceptm',
  '/design/collector/manage',
  '/design/system-info-mgr/system-info',
  '/design/about',
  '/design/factory-modeling-mgr/equipment',
  '/design/factory-modeling-mgr/tree/line-1',
  '/design/factory-modeling-mgr/factory-production-architecture',
  '/design/object-template-mgr/object-template',
  '/design/object-template-mgr/object-instance',
  '/design/object-template-mgr/feature-set-mgr',
  '/design/object-template-mgr/modelLabelType',
  '/design/object-template-mgr/data-struct-mgr',
  '/design/object-template-mgr/modelLabel/pumps',
  '/design/industry-big-data/samples-mgr',
  '/design/industry-big-data/machine-vision',
  '/design/industry-task-scheduler/system-task',
  '/design/global-setting/sql-datasource',
  '/design/network/network/staff',
  '/design/network/network/organizations',
  '/design/network/organizationsEdit/add',
  '/design/network/organizationsEdit/root/4',
  '/design/user-manage/user-itemlist',
  '/design/user-manage/operation-log',
  '/design/user-manage/data-auth-detail/4',
  '/design/user-manage/data-auth-detail/line/4',
  '/design/mobile-auth/auth-itemlist',
  '/design/industry-application-mgr/application-mgr',
  '/design/industry-application-mgr/application-editor/3',
  '/design/industry-application-mgr/business-designer/app_default',
  '/design/industry-application-mgr/business-designer/workprocess_instance_mgr',
  '/design/industry-application-mgr/business-designer/todo_instance_mgr',
  '/design/workflow/3',
  '/design/notification-center/type-config',
  '/design/notification-center/log-manage',
  '/design/notification-center/msg-manage',
  '/design/app-menu-setting',
  '/design/hellow',
  '/hellow',
  '/exception/403',
  '/exception/404',
  '/exception/500',
  '/exception/trigger',
]

describe('route table', () => {
  test.each(SPEC_PATHS)('%s has a route in its area', (path) => {
    const match = findRoute(routeTable, path, parser)
    expect(match).not.toBeNull()
    expect(match?.route.area).toBe(areaOf(path))
  })

  test('after the administration and designer routes, areas come in the spec order', () => {
    const screens = [...adminRoutes, ...designerRoutes]
    const own = routeTable.slice(screens.length)
    const order = own.map((route) => AREAS.indexOf(route.area))
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(routeTable.slice(0, screens.length)).toEqual(screens)
  })

  test('specific routes win over general ones', () => {
    expect(findRoute(routeTable, '/design/user-manage/data-auth-detail/4', parser)?.route.resource).toBe(
      'data-auth',
    )
    expect(findRoute(routeTable, '/design/network/organizationsEdit/add', parser)?.route.resource).toBe(
      'organizations',
    )
    expect(findRoute(routeTable, '/nothing/here', parser)).toBeNull()
    expect(findRoute(routeTable, '/design/workflow/3', parser)?.params).toMatchObject({ id: '3' })
  })

  test('static prefixes of resource-granted routes feed the design menu list', () => {
    expect(staticPrefix('/design/workflow/:id')).toBe('design/workflow/')
    expect(staticPrefix('/design/network/organizationsEdit/add')).toBe('design/network/organizationsEdit/add')
    expect(staticPrefix('/design/network/*')).toBe('design/network/')
    const routes = [
      { path: '/design/workflow/:id', resource: 'app_default' },
      { path: '/design/user-manage/:path' },
    ] as ShellRoute[]
    expect(grantedPrefixes(routes, new Set(['app_default']))).toEqual(['design/workflow/'])
    expect(grantedPrefixes(routes, new Set())).toEqual([])
  })
})
