/** The gauge plugin: its manifest and views; plugins/index.ts discovers it. */
import { domPlugin } from '../../shared/definePlugin.ts'
import { manifest } from './manifest.ts'

export default domPlugin(manifest, {
  view: () => import('./view.tsx'),
})
