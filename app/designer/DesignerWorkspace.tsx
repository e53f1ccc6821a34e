import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { notify } from '../ui'
import { StatusBar } from './chrome/StatusBar'
import { Toolbar } from './chrome/Toolbar'
import { DesignerProvider, type PageChoice, type ProcessChoice } from './DesignerContext'
import { Inspector } from './inspector/Inspector'
import { Palette } from './palette/Palette'
import { useBindingProblems } from './problems/useBindingProblems'
import { useStaleSymbols } from './problems/useStaleSymbols'
import type { DesignerSession } from './save/designerSession'
import { ConflictDialog, DraftRecoveryDialog, FormNamesDialog, SaveIndicator } from './save/SessionDialogs'
import { Stage } from './stage/Stage'
import { useDesignerShortcuts } from './state/useShortcuts'
import { rememberView } from './state/view'
import './styles/designer.css'

const NO_PROCESSES: readonly ProcessChoice[] = []

interface Props {
  session: DesignerSession
  pages: readonly PageChoice[]
  /** The application's published processes, for process-reference fields. */
  processes?: readonly ProcessChoice[]
  /** The application edited (its files for the picture fields' picker). */
  appId?: number
  /** The application's page tree, shown in the left panel's first tab. */
  tree?: ReactNode
  /** The first tab's name when the tree is not the application's pages (the symbol library). */
  treeLabel?: string
  toolbarStart?: ReactNode
  toolbarEnd?: ReactNode
}

/**
 * The page designer: toolbar on top, the page tree and the palette on the left, the stage with rulers in
 * the middle, the inspector on the right, the status bar below.
 */
export function DesignerWorkspace({
  session,
  pages,
  processes = NO_PROCESSES,
  appId,
  tree,
  treeLabel,
  toolbarStart,
  toolbarEnd,
}: Props) {
  const { t, i18n } = useLingui()
  const { store } = session
  const [leftTab, setLeftTab] = useState<'pages' | 'components'>(tree ? 'components' : 'components')
  const refuse = useCallback((reason: MessageDescriptor) => notify.warning(i18n._(reason)), [i18n])
  const host = useMemo(
    () => ({ store, pages, processes, appId, refuse, save: () => void session.save() }),
    [store, pages, processes, appId, refuse, session],
  )
  useDesignerShortcuts(store, host)
  useBindingProblems(store)
  useStaleSymbols(store)
  // The page opens next time at the zoom and position the user left it at.
  useEffect(() => rememberView(store), [store])

  // Leaving with unsaved changes asks first (the local draft keeps them either way).
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (store.editor.isDirty) event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [store])

  return (
    <DesignerProvider value={host}>
      <div className="designer" data-testid="designer">
        <Toolbar start={toolbarStart} end={toolbarEnd} />
        <div className="designer__body">
          <aside className="designer__left" aria-label={t`Pages and components`}>
            <div className="panel-tabs" role="tablist">
              {tree ? (
                <button
                  type="button"
                  role="tab"
                  aria-selected={leftTab === 'pages'}
                  className={`panel-tabs__tab${leftTab === 'pages' ? ' is-active' : ''}`}
                  onClick={() => setLeftTab('pages')}
                >
                  {treeLabel ?? t({ message: 'Pages', context: 'application pages' })}
                </button>
              ) : null}
              <button
                type="button"
                role="tab"
                aria-selected={leftTab === 'components'}
                className={`panel-tabs__tab${leftTab === 'components' ? ' is-active' : ''}`}
                onClick={() => setLeftTab('components')}
              >
                {t`Components`}
              </button>
            </div>
            <div className="designer__left-body">
              {leftTab === 'pages' && tree ? tree : <Palette store={store} />}
            </div>
          </aside>
          <main className="designer__center">
            <Stage store={store} />
          </main>
          <aside className="designer__right" aria-label={t`Inspector`}>
            <Inspector />
          </aside>
        </div>
        <StatusBar saveState={<SaveIndicator session={session} />} />
        <ConflictDialog session={session} />
        <FormNamesDialog session={session} />
        <DraftRecoveryDialog session={session} />
      </div>
    </DesignerProvider>
  )
}
