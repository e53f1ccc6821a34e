/**
 * Every route of spec S0 §2 and S1 §2, with its parameters filled in and each `:path` expanded into the
 * children the spec names. The route walk (unit: the route table; e2e: the screens in a browser) opens
 * each one and fails on the shell's "not available in this version yet" page.
 */
export const SPEC_PATHS: readonly string[] = [
  // /layout
  '/layout/application-preview/1',
  '/layout/industry-application-mgr/application-editor/1',
  '/layout/workflow/1',
  '/layout/industry-application-mgr/file-mgr/1',
  '/layout/custom-graph-mgr/graph-editor/1',
  '/layout/custom-comp/gauge',
  // /user
  '/user/login',
  // personal (both areas)
  '/personal/personal-msg',
  '/personal/password',
  '/design/personal/personal-msg',
  '/design/personal/password',
  // runtime
  '/application-runtime/Page_1',
  '/runtime-fullscreen/runtime-fullscreen/Page_1',
  // /design
  '/design/collector/acceptm',
  '/design/collector/manage',
  '/design/system-info-mgr/system-info',
  '/design/about',
  '/design/factory-modeling-mgr/factory-production-architecture',
  '/design/factory-modeling-mgr/tree',
  '/design/factory-modeling-mgr/tree/1',
  '/design/object-template-mgr/object-template',
  '/design/object-template-mgr/object-instance',
  '/design/object-template-mgr/feature-set-mgr',
  '/design/object-template-mgr/modelLabelType',
  '/design/object-template-mgr/data-struct-mgr',
  '/design/object-template-mgr/modelLabel',
  '/design/object-template-mgr/modelLabel/1',
  '/design/industry-big-data/samples-mgr',
  '/design/industry-big-data/experiments-mgr',
  '/design/industry-big-data/publish-mgr-release',
  '/design/industry-big-data/machine-vision',
  '/design/industry-task-scheduler/experiment-task',
  '/design/industry-task-scheduler/statistics-task',
  '/design/industry-task-scheduler/reportStatistics-task',
  '/design/industry-task-scheduler/realtime-data',
  '/design/industry-task-scheduler/system-task',
  '/design/global-setting/sql-datasource',
  '/design/network/network/staff',
  '/design/network/network/organizations',
  '/design/network/organizationsEdit/add',
  '/design/network/organizationsEdit/root/1',
  '/design/user-manage/user-itemlist',
  '/design/user-manage/role-itemlist',
  '/design/user-manage/data-auth',
  '/design/user-manage/operation-log',
  '/design/user-manage/user-access-log',
  '/design/user-manage/data-auth-detail/1',
  '/design/user-manage/data-auth-detail/group/1',
  '/design/mobile-auth/auth-itemlist',
  '/design/industry-application-mgr/application-mgr',
  '/design/industry-application-mgr/application-editor/1',
  '/design/industry-application-mgr/business-designer/app_default',
  '/design/industry-application-mgr/business-designer/workprocess_instance_mgr',
  '/design/industry-application-mgr/business-designer/todo_instance_mgr',
  '/design/workflow/1',
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

/**
 * Routes of the spec whose screen is still being built elsewhere: none since machine vision landed. A
 * route added later as a "not available yet" page must be listed here, or the walks fail.
 */
export const KNOWN_NOT_AVAILABLE: readonly string[] = []
