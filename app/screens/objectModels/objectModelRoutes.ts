import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'
import { INSTANCES_PATH, TEMPLATES_PATH } from './common/paths'

// Each screen is its own chunk, loaded when it is opened.
const screens = {
  templates: lazyScreen<ScreenProps>(() => import('./templateList/TemplatesScreen')),
  templateEditor: lazyScreen<ScreenProps>(() => import('./templateEditor/TemplateEditorScreen')),
  instances: lazyScreen<ScreenProps>(() => import('./instanceList/InstancesScreen')),
  instanceEditor: lazyScreen<ScreenProps>(() => import('./instanceEditor/InstanceEditorScreen')),
}

const design = (
  path: string,
  screen: ComponentType<ScreenProps>,
  title: MessageDescriptor,
  resource?: string,
): ShellRoute => ({ path, area: '/design', screen, title, resource })

/**
 * Object templates and instances (spec S0 §2 object-template-mgr children, FEATURES D5). The editors
 * hang under their list's path, so the menu entry that grants the list grants them; they come before
 * the shell's general `/design/object-template-mgr/:path` pattern.
 */
export const objectModelRoutes: ShellRoute[] = [
  design(`${TEMPLATES_PATH}/:name`, screens.templateEditor, msg`Object template`, 'object-template'),
  design(TEMPLATES_PATH, screens.templates, msg`Object templates`),
  design(`${INSTANCES_PATH}/:name`, screens.instanceEditor, msg`Object instance`, 'object-instance'),
  design(INSTANCES_PATH, screens.instances, msg`Object instances`),
]
