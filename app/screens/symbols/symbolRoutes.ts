import { msg } from '@lingui/core/macro'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'

// The editor's chunk carries the designer; the runtime never downloads it.
const SymbolEditor = lazyScreen<ScreenProps>(() => import('./SymbolEditorScreen'))

/** The symbol (graphic element) editor of spec S0 §2; :id is the application whose library is edited. */
export const symbolRoutes: ShellRoute[] = [
  {
    path: '/layout/custom-graph-mgr/graph-editor/:id',
    area: '/layout',
    screen: SymbolEditor,
    title: msg`Graphic element editor`,
  },
]
