import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import type { PluginRegistry } from '../../../engine/plugins/registry'
import type { GantryPlugin } from '../../../plugins/shared/viewContract'
import { BackArrowIcon, PlayIcon, SaveIcon } from '../../designer/chrome/icons'
import { DesignerWorkspace } from '../../designer/DesignerWorkspace'
import { placeLibrarySymbol } from '../../designer/palette/librarySymbols'
import { clearDraft } from '../../designer/save/drafts'
import { openPageSession, type PageSession } from '../../designer/save/pageSession'
import type { ScreenProps } from '../../shell/routes/types'
import { loadDesignerRegistry } from '../../stage/plugins/registry'
import { Button, EmptyState, Spinner } from '../../ui'
import { previewPath } from './AppManagerScreen'
import { AppTree } from './AppTree'
import type { PageSummary } from './composeApi'
import { LinkPagePanel } from './LinkPagePanel'
import { lastPageKey } from './lastPage'
import { takeStartingSymbol } from './newDrawing/graphicTemplates'
import { allPages } from './treeModel'
import { UnsavedChangesDialog } from './UnsavedChangesDialog'
import { useAppContent } from './useAppContent'
import { useAppProcesses } from './useAppProcesses'
import { useTreeActions } from './useTreeActions'
import '../../designer/styles/designer.css'
import './appManager.css'

const MANAGER_PATH = '/design/industry-application-mgr/application-mgr'

/** The page an application's editor reopens with. */

type Opened =
  | { kind: 'none' }
  | { kind: 'loading'; page: PageSummary }
  | { kind: 'error'; page: PageSummary; message: string }
  | { kind: 'design'; page: PageSummary; session: PageSession }
  | { kind: 'link'; page: PageSummary }

/**
 * The application editor (spec S0 §2 .../application-editor/:id, also under /layout): the application's
 * tree of folders and pages on the left, the page designer for the open page. Opening a page decodes it
 * with the engine codec; a normal page without layout aborts with "create page error".
 */
export default function ApplicationEditorScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const appId = Number(params.id)
  const [, navigate] = useLocation()
  const content = useAppContent(appId)
  const processes = useAppProcesses(appId)
  const [registry, setRegistry] = useState<PluginRegistry<GantryPlugin> | null>(null)
  const [opened, setOpened] = useState<Opened>({ kind: 'none' })
  const [pendingSwitch, setPendingSwitch] = useState<PageSummary | null>(null)
  const openedRef = useRef(opened)
  openedRef.current = opened

  useEffect(() => {
    void loadDesignerRegistry().then(setRegistry)
  }, [])

  // The open session is disposed when another page opens or the editor closes (its draft is kept).
  const activeSession = opened.kind === 'design' ? opened.session : null
  useEffect(() => {
    if (!activeSession) return
    return () => activeSession.dispose()
  }, [activeSession])

  const load = useCallback(
    async (page: PageSummary) => {
      localStorage.setItem(lastPageKey(appId), page.id)
      if (page.type !== 1) {
        setOpened({ kind: 'link', page })
        return
      }
      if (!registry) return
      setOpened({ kind: 'loading', page })
      const session = await openPageSession(page.id, registry)
      if ('error' in session) {
        setOpened({ kind: 'error', page, message: session.error })
        return
      }
      setOpened({ kind: 'design', page, session })
      // A page just made from a graphic template starts with its symbol in the middle (unsaved, as a drop).
      const symbolId = takeStartingSymbol(page.id)
      if (symbolId !== null) void placeLibrarySymbol(session.store, symbolId, 'centre')
    },
    [appId, registry],
  )

  const open = useCallback(
    (page: PageSummary) => {
      const current = openedRef.current
      if (current.kind !== 'none' && current.page.id === page.id && current.kind !== 'error') return
      if (current.kind === 'design' && current.session.store.editor.isDirty) setPendingSwitch(page)
      else void load(page)
    },
    [load],
  )

  // First open: the page edited last time, else the home page, else the first page.
  const pages = useMemo(() => allPages(content.tree), [content.tree])
  useEffect(() => {
    if (!registry || !content.loaded || openedRef.current.kind !== 'none' || pages.length === 0) return
    const remembered = localStorage.getItem(lastPageKey(appId))
    const first =
      pages.find((p) => p.id === remembered) ??
      pages.find((p) => p.id === content.app?.homePageId) ??
      pages[0]
    if (first) void load(first)
  }, [registry, content.loaded, content.app, pages, appId, load])

  const { actions, dialogs } = useTreeActions({
    app: content.app,
    tree: content.tree,
    pages,
    templates: content.templates,
    reload: content.reload,
    open,
    onPageChanged(page, change) {
      const current = openedRef.current
      if (current.kind === 'none' || current.page.id !== page.id) return
      if ('deleted' in change) {
        if (current.kind === 'design') current.session.store.editor.markSaved()
        clearDraft(page.id)
        setOpened({ kind: 'none' })
      } else {
        if (current.kind === 'design') current.session.adoptVersion(change.renamedFrom, page.version)
        setOpened({ ...current, page })
      }
    },
  })

  if (!Number.isInteger(appId) || appId < 1 || (content.loaded && content.error)) {
    return (
      <div className="app-editor app-editor--message">
        <EmptyState title={content.error || t`This application does not exist`}>
          <Button onClick={() => navigate(MANAGER_PATH)}>{t`Back to the application manager`}</Button>
        </EmptyState>
      </div>
    )
  }

  const tree = (
    <AppTree
      tree={content.tree}
      templates={content.templates}
      openPageId={opened.kind === 'none' ? null : opened.page.id}
      homePageId={content.app?.homePageId ?? null}
      actions={actions}
    />
  )
  const title = (
    <div className="app-editor__title">
      <button
        type="button"
        className="tool-button"
        onClick={() => navigate(MANAGER_PATH)}
        aria-label={t`Back to the application manager`}
        title={t`Back to the application manager`}
      >
        <BackArrowIcon />
      </button>
      <span className="app-editor__app">{content.app?.name ?? '…'}</span>
      {opened.kind !== 'none' ? (
        <>
          <span className="app-editor__sep">/</span>
          <span className="app-editor__page" data-testid="open-page-name">
            {opened.page.name}
          </span>
        </>
      ) : null}
    </div>
  )
  const switchDialog = (
    <UnsavedChangesDialog
      open={pendingSwitch !== null}
      pageName={opened.kind === 'none' ? '' : opened.page.name}
      onCancel={() => setPendingSwitch(null)}
      onLeave={() => {
        const next = pendingSwitch
        setPendingSwitch(null)
        if (next) void load(next)
      }}
      onSave={async () => {
        const next = pendingSwitch
        setPendingSwitch(null)
        if (opened.kind === 'design' && (await opened.session.save()) !== 'saved') return
        if (next) void load(next)
      }}
    />
  )

  if (opened.kind === 'design') {
    return (
      <div className="app-editor">
        <DesignerWorkspace
          appId={appId}
          key={opened.session.pageId}
          session={opened.session}
          pages={pages.map((p) => ({ id: p.id, name: p.name }))}
          processes={processes}
          tree={tree}
          toolbarStart={title}
          toolbarEnd={<SessionButtons session={opened.session} appId={appId} />}
        />
        {dialogs}
        {switchDialog}
      </div>
    )
  }
  return (
    <div className="app-editor">
      <EditorFrame title={title} tree={tree}>
        {opened.kind === 'link' ? (
          <LinkPagePanel page={opened.page} pages={pages} onSaved={() => void content.reload()} />
        ) : opened.kind === 'loading' || !content.loaded || !registry ? (
          <div className="app-editor__center">
            <Spinner size={28} label={t`Loading…`} />
          </div>
        ) : opened.kind === 'error' ? (
          <div className="app-editor__center" role="alert" data-testid="page-open-error">
            <EmptyState title={opened.message}>
              <Button onClick={() => void load(opened.page)}>{t`Try again`}</Button>
            </EmptyState>
          </div>
        ) : (
          <div className="app-editor__center">
            <EmptyState
              title={pages.length === 0 ? t`This application has no pages yet` : t`Choose a page in the tree`}
            >
              <Button variant="primary" onClick={() => actions.newPage(null)}>
                {t`New page`}
              </Button>
            </EmptyState>
          </div>
        )}
      </EditorFrame>
      {dialogs}
      {switchDialog}
    </div>
  )
}

/** Save and preview, beside the toolbar. */
function SessionButtons({ session, appId }: { session: PageSession; appId: number }) {
  const { t } = useLingui()
  const ui = useSnapshot(session.ui)
  const state = useSnapshot(session.store.state)
  const preview = async () => {
    // The preview shows what is saved: save first so it shows what the designer sees.
    if (session.store.editor.isDirty && (await session.save()) !== 'saved') return
    // The page rides in the real query string: the hash is the route and must match it exactly.
    const url = `${window.location.pathname}?page=${encodeURIComponent(session.pageId)}#${previewPath(appId)}`
    window.open(url, '_blank', 'noopener')
  }
  return (
    <>
      <Button size="sm" icon={<PlayIcon size={14} />} onClick={() => void preview()} data-testid="preview">
        {t`Preview`}
      </Button>
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
    </>
  )
}

/** The editor's frame when no page is being designed: the tree and a message or a link page form. */
function EditorFrame({ title, tree, children }: { title: ReactNode; tree: ReactNode; children: ReactNode }) {
  return (
    <div className="designer">
      <div className="designer-toolbar">
        <div className="designer-toolbar__start">{title}</div>
      </div>
      <div className="designer__body designer__body--no-inspector">
        <aside className="designer__left">
          <div className="designer__left-body">{tree}</div>
        </aside>
        <main className="designer__center designer__center--plain">{children}</main>
      </div>
      <footer className="designer-status" />
    </div>
  )
}
