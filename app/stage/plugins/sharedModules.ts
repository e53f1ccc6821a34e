import * as linguiCore from '@lingui/core'
import * as linguiReact from '@lingui/react'
import * as react from 'react'
import * as jsxRuntime from 'react/jsx-runtime'
import * as reactDom from 'react-dom'
import { SHARED_MODULES_GLOBAL, type SharedModuleName } from '../../../plugins/shared/externalModules'

/**
 * Puts the app's React and lingui where third-party plugin modules read them (the kit's build-plugin
 * bundles neither): one React for the whole page, one `i18n` in the user's language.
 */
export function shareModulesWithPlugins(): void {
  const shared: Record<SharedModuleName, unknown> = {
    react,
    'react/jsx-runtime': jsxRuntime,
    'react-dom': reactDom,
    '@lingui/core': linguiCore,
    '@lingui/react': linguiReact,
  }
  ;(globalThis as Record<string, unknown>)[SHARED_MODULES_GLOBAL] = shared
}
