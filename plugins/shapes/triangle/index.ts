/** The Triangle plugin: its manifest, its fabric shape and its painter, loaded on first use. */
import { canvasPlugin } from '../../shared/definePlugin.ts'
import { manifest } from './manifest.ts'

export default canvasPlugin(manifest, { view: () => import('./shape.ts'), paint: () => import('./paint.ts') })
