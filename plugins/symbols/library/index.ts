/** The library-symbol plugin: its manifest and view; plugins/index.ts discovers it. */
import { canvasPlugin } from '../../shared/definePlugin.ts'
import { manifest } from './manifest.ts'

export default canvasPlugin(manifest, { view: () => import('./shape.ts') })
