import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { pageDocToSymbol } from '../../../engine/codec/symbolPageDoc'
import type { PluginRegistry } from '../../../engine/plugins/registry'
import type { GantryPlugin } from '../../../plugins/shared/viewContract'
import { SaveIcon } from '../../designer/chrome/icons'
import { DesignerWorkspace } from '../../designer/DesignerWorkspace'
import { SymbolSession, symbolDocOf } from '../../designer/save/symbolSession'
import type { ScreenProps } from '../../shell/routes/types'
import { loadDesignerRegistry } from '../../stage/plugins/registry'
import { Button, EmptyState, icons, Spinner } from '../../ui'
import { UnsavedChangesDialog } from '../appManager/UnsavedChangesDialog'
import { SymbolLibrary } from './SymbolLibrary'
import { downloadSvg } from './svg/svgFiles'
import { fetchSymbol, fetchSymbolTree, type SymbolTreeNode } from './symbolApi'
import '../../designer/styles/designer.css'
import '../appManager/appManager.css'
import './symbols.css'

/** The symbol an application's library reopens with. */
const lastSymbolKey = (appId: number) => `gantry.symbols.last.${appId}`

type Opened =
  | { kind: 'none' }
  | { kind: 'loading'; id: number }
  | { kind: 'error'; id: number; message: string }
  | { kind: 'design'; session: SymbolSession }

/**
 * The symbol (graphic element) editor, spec S0 §2 /layout/custom-graph-mgr/graph-editor/:id where :id is
 * the application whose library is edited: the library tree on the left, the page designer working on the
 * open symbol (its canvas, tools, inspector, commands and undo), saved through the symbol codec.
 */
export default function SymbolEditorScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const appId = Number(params.id)
  const [registry, setRegistry] = useState<PluginRegistry<GantryPlugin> | null>(null)
  const [tree, setTree] = useState<SymbolTreeNode[]>([])
  const [treeError, setTreeError] = useState('')
  const [loaded, setLoaded] = useState(false)
  const [opened, setOpened] = useState<Opened>({ kind: 'none' })
  const [pending, setPending] = useState<number | null>(null)
  const openedRef = useRef(opened)
  openedRef.current = opened

  useEffect(() => {
    void loadDesignerRegistry().then(setRegistry)
  }, [])

  const reload = useCallback(async () => {
    const result = await fetchSymbolTree(appId)
    setLoaded(true)
    if (result.ok) {
      setTree(result.data)
      setTreeError('')
    } else setTreeError(result.message)
  }, [appId])
  useEffect(() => {
    if (Number.isInteger(appId) && appId > 0) void reload()
  }, [appId, reload])

  const session = opened.kind === 'design' ? opened.session : null
  useEffect(() => {
    if (!session) return
    return () => session.dispose()
  }, [session])

  const load = useCallback(
    async (id: number) => {
      if (!registry) return
      localStorage.setItem(lastSymbolKey(appId), String(id))
      setOpened({ kind: 'loading', id })
      const fetched = await fetchSymbol(id)
      if (!fetched.ok) {
        setOpened({ kind: 'error', id, message: fetched.message })
        return
      }
      const doc = symbolDocOf(fetched.data)
      if (!doc.ok) {
        setOpened({ kind: 'error', id, message: doc.message })
        return
      }
      setOpened({
        kind: 'design',
        session: new SymbolSession(fetched.data, doc.doc, registry, () => void reload()),
      })
    },
    [appId, registry, reload],
  )

  const open = useCallback(
    (id: number) => {
      const current = openedRef.current
      if (current.kind === 'design' && current.session.symbolId === id) return
      if (current.kind === 'design' && current.session.store.editor.isDirty) setPending(id)
      else void load(id)
    },
    [load],
  )

  // First open: the symbol edited last time here.
  useEffect(() => {
    if (!registry || !loaded || openedRef.current.kind !== 'none') return
    const remembered = Number(localStorage.getItem(lastSymbolKey(appId)))
    if (remembered > 0 && hasSymbol(tree, remembered)) void load(remembered)
  }, [registry, loaded, tree, appId, load])

  if (!Number.isInteger(appId) || appId < 1 || treeError) {
    return (
      <div className="app-editor app-editor--message">
        <EmptyState title={treeError || t`This application does not exist`} />
      </div>
    )
  }

  const library = (
    <SymbolLibrary
      appId={appId}
      tree={tree}
      openId={opened.kind === 'none' ? null : opened.kind === 'design' ? opened.session.symbolId : opened.id}
      reload={reload}
      open={open}
      onChanged={(id, change) => {
        const current = openedRef.current
        if (current.kind !== 'design' || current.session.symbolId !== id) return
        if ('deleted' in change) {
          current.session.store.editor.markSaved()
          setOpened({ kind: 'none' })
        } else current.session.adoptVersion(change.previous, change.version)
      }}
    />
  )
  const switchDialog = (
    <UnsavedChangesDialog
      open={pending !== null}
      pageName={opened.kind === 'design' ? opened.session.record.name : ''}
      onCancel={() => setPending(null)}
      onLeave={() => {
        const next = pending
        setPending(null)
        if (next !== null) void load(next)
      }}
      onSave={async () => {
        const next = pending
        setPending(null)
        if (opened.kind === 'design' && (await opened.session.save()) !== 'saved') return
        if (next !== null) void load(next)
      }}
    />
  )
  const title = <span className="app-editor__app">{t`Symbol library`}</span>

  if (opened.kind === 'design') {
    return (
      <div className="app-editor">
        <DesignerWorkspace
          appId={appId}
          key={opened.session.symbolId}
          session={opened.session}
          pages={[]}
          tree={library}
          treeLabel={t`Symbols`}
          toolbarStart={title}
          toolbarEnd={
            <>
              <Button
                size="sm"
                icon={<icons.DownloadIcon size={14} />}
                onClick={() => downloadSvg(pageDocToSymbol(opened.session.store.editor.doc))}
                data-testid="symbol-export-svg"
              >
                {t`Export SVG`}
              </Button>
              <SaveButton session={opened.session} />
            </>
          }
        />
        {switchDialog}
      </div>
    )
  }
  return (
    <div className="app-editor">
      <div className="designer">
        <div className="designer-toolbar">
          <div className="designer-toolbar__start">{title}</div>
        </div>
        <div className="designer__body designer__body--no-inspector">
          <aside className="designer__left">
            <div className="designer__left-body">{library}</div>
          </aside>
          <main className="designer__center designer__center--plain">
            <div className="app-editor__center">
              {opened.kind === 'loading' || !loaded || !registry ? (
                <Spinner size={28} label={t`Loading…`} />
              ) : opened.kind === 'error' ? (
                <EmptyState title={opened.message}>
                  <Button onClick={() => void load(opened.id)}>{t`Try again`}</Button>
                </EmptyState>
              ) : (
                <EmptyState
                  title={
                    tree.length === 0
                      ? t`No symbols yet. Create the first symbol.`
                      : t`Choose a symbol in the library`
                  }
                />
              )}
            </div>
          </main>
        </div>
        <footer className="designer-status" />
      </div>
      {switchDialog}
    </div>
  )
}

function hasSymbol(nodes: readonly SymbolTreeNode[], id: number): boolean {
  return nodes.some((n) => (n.nodeType === 'symbol' && n.id === id) || hasSymbol(n.children ?? [], id))
}

function SaveButton({ session }: { session: SymbolSession }) {
  const { t } = useLingui()
  const ui = useSnapshot(session.ui)
  const state = useSnapshot(session.store.state)
  return (
    <Button
      size="sm"
      variant="primary"
      icon={<SaveIcon size={14} />}
      loading={ui.saving}
      disabled={!state.dirty}
      onClick={() => void session.save()}
      data-testid="save"
    >
      {t`Save`}
    </Button>
  )
}
