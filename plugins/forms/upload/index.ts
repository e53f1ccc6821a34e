/** The upload plugin: its manifest and its view, loaded on first use. */
import { domPlugin } from '../../shared/definePlugin.ts'
import { manifest } from './manifest.ts'

export default domPlugin(manifest, { view: () => import('./view.tsx') })
