import type { Kysely, Migration } from 'kysely'

interface MenuEntry {
  code: string
  /** Inherited from the root when absent. */
  type?: 'system' | 'business' | 'app'
  name: string
  /** Path under /design (spec S0 §2); folders have none of their own. */
  url?: string
  children?: MenuEntry[]
}

const page = (code: string, name: string, url: string): MenuEntry => ({ code, name, url })

/**
 * The design menu of spec S0 §2 as a `system` resource tree, so the seeded admin sees every entry and
 * roles can be granted parts of it. Frozen here: a later change to the menu is a new migration.
 * Codes are the spec's own names (`user-itemlist`, `system-info-manage`); `url` holds the design path.
 */
const DESIGN_MENU: MenuEntry[] = [
  {
    code: 'collector',
    name: 'Collector management',
    children: [
      page('collector-acceptm', 'Collector access', 'design/collector/acceptm'),
      page('collector-manage', 'Collectors', 'design/collector/manage'),
    ],
  },
  {
    code: 'factory-modeling-mgr',
    name: 'Factory modelling',
    children: [
      page(
        'factory-production-architecture',
        'Production architecture',
        'design/factory-modeling-mgr/factory-production-architecture',
      ),
      page('factory-modeling-tree', 'Factory tree', 'design/factory-modeling-mgr/tree'),
    ],
  },
  {
    code: 'object-template-mgr',
    name: 'Object models',
    children: [
      page('object-template', 'Object templates', 'design/object-template-mgr/object-template'),
      page('object-instance', 'Object instances', 'design/object-template-mgr/object-instance'),
      page('feature-set-mgr', 'Feature sets', 'design/object-template-mgr/feature-set-mgr'),
      page('modelLabelType', 'Model label types', 'design/object-template-mgr/modelLabelType'),
      page('modelLabel', 'Model labels', 'design/object-template-mgr/modelLabel'),
      page('data-struct-mgr', 'Data structures', 'design/object-template-mgr/data-struct-mgr'),
    ],
  },
  {
    code: 'industry-big-data',
    name: 'Industrial big data',
    children: [
      page('samples-mgr', 'Samples', 'design/industry-big-data/samples-mgr'),
      page('experiments-mgr', 'Experiments', 'design/industry-big-data/experiments-mgr'),
      page('publish-mgr-release', 'Releases', 'design/industry-big-data/publish-mgr-release'),
      page('machine-vision', 'Machine vision', 'design/industry-big-data/machine-vision'),
    ],
  },
  {
    code: 'industry-task-scheduler',
    name: 'Task scheduling',
    children: [
      page('experiment-task', 'Experiment tasks', 'design/industry-task-scheduler/experiment-task'),
      page('statistics-task', 'Statistics tasks', 'design/industry-task-scheduler/statistics-task'),
      page(
        'reportStatistics-task',
        'Report statistics tasks',
        'design/industry-task-scheduler/reportStatistics-task',
      ),
      page('realtime-data', 'Real-time data', 'design/industry-task-scheduler/realtime-data'),
      page('system-task', 'System tasks', 'design/industry-task-scheduler/system-task'),
    ],
  },
  {
    code: 'global-setting',
    name: 'Global settings',
    children: [page('sql-datasource', 'SQL data sources', 'design/global-setting/sql-datasource')],
  },
  {
    code: 'network',
    name: 'Organisation',
    children: [
      page('staff', 'Staff', 'design/network/network/staff'),
      page('organizations', 'Organisations', 'design/network/network/organizations'),
    ],
  },
  {
    code: 'user-manage',
    name: 'System security',
    children: [
      page('user-itemlist', 'Users', 'design/user-manage/user-itemlist'),
      page('role-itemlist', 'Roles', 'design/user-manage/role-itemlist'),
      page('data-auth', 'Data authorisation', 'design/user-manage/data-auth'),
      page('operation-log', 'Operation log', 'design/user-manage/operation-log'),
      page('user-access-log', 'User access log', 'design/user-manage/user-access-log'),
      // The spec names a password rules screen without a path; it lives with system security.
      page('password-rules', 'Password rules', 'design/user-manage/password-rules'),
    ],
  },
  {
    code: 'mobile-auth',
    name: 'Mobile device authentication',
    children: [page('auth-itemlist', 'Devices', 'design/mobile-auth/auth-itemlist')],
  },
  {
    code: 'industry-application-mgr',
    name: 'Applications',
    children: [
      page('application-mgr', 'Application manager', 'design/industry-application-mgr/application-mgr'),
      page(
        'app_default',
        'Business designer',
        'design/industry-application-mgr/business-designer/app_default',
      ),
      page(
        'workprocess_instance_mgr',
        'Workflow instances',
        'design/industry-application-mgr/business-designer/workprocess_instance_mgr',
      ),
      page(
        'todo_instance_mgr',
        'To-do instances',
        'design/industry-application-mgr/business-designer/todo_instance_mgr',
      ),
    ],
  },
  {
    code: 'notification-center',
    name: 'Notification centre',
    children: [
      page('type-config', 'Type configuration', 'design/notification-center/type-config'),
      page('log-manage', 'Notification log', 'design/notification-center/log-manage'),
      page('msg-manage', 'Messages', 'design/notification-center/msg-manage'),
    ],
  },
  page('app-menu-setting', 'Application menu settings', 'design/app-menu-setting'),
  {
    // The spec: the system-information entry appears only if this resource's first child is system-info.
    code: 'system-info-manage',
    name: 'System information',
    children: [
      page('system-info', 'System information', 'design/system-info-mgr/system-info'),
      page('about', 'About', 'design/about'),
    ],
  },
]

/**
 * The three groups the shell reads (spec S0 §2 "Three resource groups are read: design, report and
 * application"), one per resource type. Report and application entries are added as apps are built.
 */
const ROOTS: MenuEntry[] = [
  { code: 'design', name: 'Design', type: 'system', children: DESIGN_MENU },
  { code: 'report', name: 'Reports', type: 'business', children: [] },
  { code: 'application', name: 'Applications', type: 'app', children: [] },
]

export const designMenuMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
  async up(db: Kysely<any>) {
    async function insert(entries: MenuEntry[], parentId: number | null, type: string) {
      for (const [index, entry] of entries.entries()) {
        const resource = JSON.stringify({ config: { menuDisplay: true }, url: entry.url ?? '' })
        const row = await db
          .insertInto('resources')
          .values({
            resource_code: entry.code,
            name: entry.name,
            resource_type: entry.type ?? type,
            resource_function_type: entry.children ? 'folder' : 'page',
            parent_id: parentId,
            resource,
            sort_order: index,
          })
          .returning('resource_id')
          .executeTakeFirstOrThrow()
        if (entry.children) await insert(entry.children, row.resource_id, entry.type ?? type)
      }
    }
    await insert(ROOTS, null, 'system')
  },
}
