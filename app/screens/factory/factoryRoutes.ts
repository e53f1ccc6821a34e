import { msg } from '@lingui/core/macro'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'

// Each screen is its own chunk; the graph's x6 loads only with the graph.
const screens = {
  networks: lazyScreen<ScreenProps>(() => import('./networks/NetworksScreen')),
  tree: lazyScreen<ScreenProps>(() => import('./tree/NetworkTreeScreen')),
  architecture: lazyScreen<ScreenProps>(() => import('./architecture/ArchitectureScreen')),
}

/**
 * Factory modelling (spec S0 §2 factory-modeling-mgr): the production architecture graph, one network as a
 * tree, and the networks list (the general `:path`, which the "Factory tree" menu entry opens).
 */
export const factoryRoutes: ShellRoute[] = [
  {
    path: '/design/factory-modeling-mgr/factory-production-architecture',
    area: '/design',
    screen: screens.architecture,
    title: msg`Production architecture`,
  },
  {
    path: '/design/factory-modeling-mgr/tree/:path',
    area: '/design',
    screen: screens.tree,
    resource: 'factory-modeling-tree',
    title: msg`Factory tree`,
  },
  {
    path: '/design/factory-modeling-mgr/:path',
    area: '/design',
    screen: screens.networks,
    resource: 'factory-modeling-tree',
    title: msg`Factory networks`,
  },
]
