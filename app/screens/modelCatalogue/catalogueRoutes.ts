import { msg } from '@lingui/core/macro'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'

const screens = {
  features: lazyScreen<ScreenProps>(() => import('./features/FeaturesScreen')),
  labelTypes: lazyScreen<ScreenProps>(() => import('./labelTypes/LabelTypesScreen')),
  labels: lazyScreen<ScreenProps>(() => import('./labels/LabelsScreen')),
  datastructs: lazyScreen<ScreenProps>(() => import('./datastructs/DatastructsScreen')),
  units: lazyScreen<ScreenProps>(() => import('./units/UnitsScreen')),
}

const route = (
  path: string,
  screen: ShellRoute['screen'],
  title: ShellRoute['title'],
  resource?: string,
): ShellRoute => ({
  path,
  area: '/design',
  screen,
  title,
  ...(resource ? { resource } : {}),
})

/**
 * The model catalogue (spec S0 §2 object-template-mgr): feature sets, label types, labels (by type), data
 * structures and units. Specific paths, ahead of the general `/design/object-template-mgr/:path`.
 */
export const catalogueRoutes: ShellRoute[] = [
  route('/design/object-template-mgr/feature-set-mgr', screens.features, msg`Feature sets`),
  route('/design/object-template-mgr/modelLabelType', screens.labelTypes, msg`Model label types`),
  route('/design/object-template-mgr/modelLabel', screens.labels, msg`Model labels`),
  route('/design/object-template-mgr/modelLabel/:path', screens.labels, msg`Model labels`, 'modelLabel'),
  route('/design/object-template-mgr/data-struct-mgr', screens.datastructs, msg`Data structures`),
  // Units have no menu entry of their own; they go with the templates that use them.
  route('/design/object-template-mgr/unit', screens.units, msg`Units`, 'object-template'),
]
