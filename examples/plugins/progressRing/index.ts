/**
 * A sample third-party plugin: built with `npm run build-plugin` in this folder and installed by an
 * administrator, never discovered from plugins/ (tests/e2e/externalPlugin.e2e.ts builds and installs it).
 */
import { domPlugin } from '../../../plugins/shared/definePlugin.ts'
import { manifest } from './manifest.ts'

export default domPlugin(manifest, { view: () => import('./view.tsx') })
