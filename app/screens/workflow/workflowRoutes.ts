import { msg } from '@lingui/core/macro'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'

// The editor's chunk carries bpmn-js: only the workflow editor downloads it.
const WorkflowEditor = lazyScreen<ScreenProps>(() => import('./WorkflowEditorScreen'))
const Tasks = lazyScreen<ScreenProps>(() => import('./TasksScreen'))
const TaskDetail = lazyScreen<ScreenProps>(() => import('./TaskDetailScreen'))
const Instances = lazyScreen<ScreenProps>(() => import('./InstancesScreen'))
const TodoAdmin = lazyScreen<ScreenProps>(() => import('./TodoAdminScreen'))

/** The workflow editor, design and layout variants (spec S0 §2), and the user's tasks. */
export const workflowRoutes: ShellRoute[] = [
  {
    path: '/design/workflow/:id',
    area: '/design',
    screen: WorkflowEditor,
    title: msg`Workflow editor`,
    resource: 'app_default',
  },
  { path: '/layout/workflow/:id', area: '/layout', screen: WorkflowEditor, title: msg`Workflow editor` },
  // The user's own lists and task detail. Under /layout until the menu model gives them entries.
  { path: '/layout/workflow-tasks/:tab', area: '/layout', screen: Tasks, title: msg`My workflow` },
  { path: '/layout/workflow-task/:id', area: '/layout', screen: TaskDetail, title: msg`Task` },
  // Instance and to-do administration, for those who manage the applications.
  {
    path: '/design/industry-application-mgr/business-designer/workprocess_instance_mgr',
    area: '/design',
    screen: Instances,
    title: msg`Workflow instances`,
  },
  {
    path: '/design/industry-application-mgr/business-designer/todo_instance_mgr',
    area: '/design',
    screen: TodoAdmin,
    title: msg`To-do instances`,
  },
]
