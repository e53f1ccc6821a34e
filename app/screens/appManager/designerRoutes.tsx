import { msg } from '@lingui/core/macro'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'

// Each screen is its own chunk; the editor's chunk carries the designer (and fabric loads only with a
// stage), so the operator runtime never downloads any of it.
const AppManager = lazyScreen<ScreenProps>(() => import('./AppManagerScreen'))
const ApplicationEditor = lazyScreen<ScreenProps>(() => import('./ApplicationEditorScreen'))
const Preview = lazyScreen<ScreenProps>(() => import('./PreviewScreen'))

/** The application manager, the application editor (design and layout variants) and the preview. */
export const designerRoutes: ShellRoute[] = [
  {
    path: '/design/industry-application-mgr/application-mgr',
    area: '/design',
    screen: AppManager,
    title: msg`Application manager`,
  },
  {
    path: '/design/industry-application-mgr/application-editor/:id',
    area: '/design',
    screen: ApplicationEditor,
    // Reached from the manager, not from a menu entry: the manager's resource grants it.
    resource: 'application-mgr',
    title: msg`Application editor`,
  },
  {
    path: '/layout/industry-application-mgr/application-editor/:id',
    area: '/layout',
    screen: ApplicationEditor,
    title: msg`Application editor`,
  },
  {
    path: '/layout/application-preview/:appId',
    area: '/layout',
    screen: Preview,
    title: msg`Application preview`,
  },
]
