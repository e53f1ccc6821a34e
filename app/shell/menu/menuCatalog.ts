import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** How the shell labels a seeded resource: its translated title and the name the server seeded it with. */
export interface CatalogEntry {
  title: MessageDescriptor
  /** The seeded English name (server migration 0002): while the resource still has it, the title is shown. */
  seededName: string
  icon?: MenuIconName
}

/** Icons of the side menu's top-level entries. */
export type MenuIconName =
  | 'collector'
  | 'factory'
  | 'model'
  | 'bigData'
  | 'scheduler'
  | 'settings'
  | 'network'
  | 'security'
  | 'mobile'
  | 'apps'
  | 'bell'
  | 'menu'
  | 'info'
  | 'folder'
  | 'page'
  | 'home'

const entry = (title: MessageDescriptor, seededName: string, icon?: MenuIconName): CatalogEntry => ({
  title,
  seededName,
  icon,
})

/**
 * The design menu's resources by code (spec S0 §2). The server keeps one name per resource, which the
 * app menu settings screen may change; an unchanged name is shown in the user's language instead.
 */
export const MENU_CATALOG: Readonly<Record<string, CatalogEntry>> = {
  design: entry(msg`Design`, 'Design'),
  report: entry(msg`Reports`, 'Reports'),
  application: entry(msg`Applications`, 'Applications'),
  collector: entry(msg`Collector management`, 'Collector management', 'collector'),
  'collector-acceptm': entry(msg`Collector access`, 'Collector access'),
  'collector-manage': entry(msg`Collectors`, 'Collectors'),
  'factory-modeling-mgr': entry(msg`Factory modelling`, 'Factory modelling', 'factory'),
  'factory-production-architecture': entry(msg`Production architecture`, 'Production architecture'),
  'factory-modeling-tree': entry(msg`Factory tree`, 'Factory tree'),
  'object-template-mgr': entry(msg`Object models`, 'Object models', 'model'),
  'object-template': entry(msg`Object templates`, 'Object templates'),
  'object-instance': entry(msg`Object instances`, 'Object instances'),
  'feature-set-mgr': entry(msg`Feature sets`, 'Feature sets'),
  modelLabelType: entry(msg`Model label types`, 'Model label types'),
  modelLabel: entry(msg`Model labels`, 'Model labels'),
  'data-struct-mgr': entry(msg`Data structures`, 'Data structures'),
  'industry-big-data': entry(msg`Industrial big data`, 'Industrial big data', 'bigData'),
  'samples-mgr': entry(msg`Samples`, 'Samples'),
  'experiments-mgr': entry(msg`Experiments`, 'Experiments'),
  'publish-mgr-release': entry(msg`Releases`, 'Releases'),
  'machine-vision': entry(msg`Machine vision`, 'Machine vision'),
  'industry-task-scheduler': entry(msg`Task scheduling`, 'Task scheduling', 'scheduler'),
  'experiment-task': entry(msg`Experiment tasks`, 'Experiment tasks'),
  'statistics-task': entry(msg`Statistics tasks`, 'Statistics tasks'),
  'reportStatistics-task': entry(msg`Report statistics tasks`, 'Report statistics tasks'),
  'realtime-data': entry(msg`Real-time data`, 'Real-time data'),
  'system-task': entry(msg`System tasks`, 'System tasks'),
  'global-setting': entry(msg`Global settings`, 'Global settings', 'settings'),
  'sql-datasource': entry(msg`SQL data sources`, 'SQL data sources'),
  'report-design': entry(msg`Reports`, 'Reports'),
  network: entry(msg`Organisation`, 'Organisation', 'network'),
  staff: entry(msg`Staff`, 'Staff'),
  organizations: entry(msg`Organisations`, 'Organisations'),
  'user-manage': entry(msg`System security`, 'System security', 'security'),
  'user-itemlist': entry(msg`Users`, 'Users'),
  'role-itemlist': entry(msg`Roles`, 'Roles'),
  'data-auth': entry(msg`Data authorisation`, 'Data authorisation'),
  'operation-log': entry(msg`Operation log`, 'Operation log'),
  'user-access-log': entry(msg`User access log`, 'User access log'),
  'password-rules': entry(msg`Password rules`, 'Password rules'),
  'mobile-auth': entry(msg`Mobile device authentication`, 'Mobile device authentication', 'mobile'),
  'auth-itemlist': entry(msg`Devices`, 'Devices'),
  'industry-application-mgr': entry(msg`Applications`, 'Applications', 'apps'),
  'application-mgr': entry(msg`Application manager`, 'Application manager'),
  app_default: entry(msg`Business designer`, 'Business designer'),
  workprocess_instance_mgr: entry(msg`Workflow instances`, 'Workflow instances'),
  todo_instance_mgr: entry(msg`To-do instances`, 'To-do instances'),
  'notification-center': entry(msg`Notification centre`, 'Notification centre', 'bell'),
  'type-config': entry(msg`Type configuration`, 'Type configuration'),
  'log-manage': entry(msg`Notification log`, 'Notification log'),
  'msg-manage': entry(msg`Messages`, 'Messages'),
  'app-menu-setting': entry(msg`Application menu settings`, 'Application menu settings', 'menu'),
  'system-info-manage': entry(msg`System information`, 'System information', 'info'),
  'system-info': entry(msg`System information`, 'System information'),
  about: entry(msg`About`, 'About'),
  // Not a menu entry: the right to change the plant (server migration 0005), granted in the roles screen.
  'runtime-operate': entry(
    msg`Operate the plant (write values, run services, acknowledge alarms)`,
    'Operate the plant (write values, run services, acknowledge alarms)',
  ),
}
