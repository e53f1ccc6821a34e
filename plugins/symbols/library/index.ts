/** The library-symbol plugin: its manifest and views; plugins/index.ts discovers it. */
import { canvasPlugin } from '../../shared/definePlugin.ts'
import { manifest } from './manifest.ts'

export default canvasPlugin(manifest, {
  view: () => import('./shape.ts'),
  paint: () => import('./paint.ts'),
})
