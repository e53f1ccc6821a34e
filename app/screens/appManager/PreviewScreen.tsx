import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { RuntimePage } from '../../runtime/RuntimePage'
import { useRuntimeTarget } from '../../runtime/useRuntimeTarget'
import type { ScreenProps } from '../../shell/routes/types'
import { EmptyState, icons } from '../../ui'
import { allPages } from './treeModel'
import { useAppContent } from './useAppContent'
import './appManager.css'

/** The page asked for in the real query string (`?page=`), which the designer's Preview button sets. */
function requestedPage(): string | null {
  return new URLSearchParams(window.location.search).get('page')
}

/**
 * The application preview (spec S0 §2 /layout/application-preview/:appId): the application's pages in a
 * side list, the chosen one rendered read-only with the runtime views.
 */
export default function PreviewScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const appId = Number(params.appId)
  const content = useAppContent(appId)
  const pages = useMemo(() => allPages(content.tree).filter((page) => page.type === 1), [content.tree])
  const [pageId, setPageId] = useState<string | null>(requestedPage)
  const { target, dialogs } = useRuntimeTarget(setPageId)
  useEffect(() => {
    if (pageId || pages.length === 0) return
    setPageId(pages.find((p) => p.id === content.app?.homePageId)?.id ?? pages[0]?.id ?? null)
  }, [pageId, pages, content.app])

  return (
    <div className="preview" data-testid="preview">
      <aside className="preview__nav">
        <div className="preview__app">
          <span className="apps__icon" aria-hidden="true">
            {(content.app?.name ?? '?').slice(0, 1).toUpperCase()}
          </span>
          <span>{content.app?.name ?? ''}</span>
        </div>
        <nav aria-label={t({ message: 'Pages', context: 'application pages' })}>
          <ul>
            {pages.map((page) => (
              <li key={page.id}>
                <button
                  type="button"
                  className={page.id === pageId ? 'is-active' : ''}
                  aria-current={page.id === pageId ? 'page' : undefined}
                  onClick={() => setPageId(page.id)}
                >
                  {page.id === content.app?.homePageId ? (
                    <icons.HomeIcon size={14} />
                  ) : (
                    <icons.PageIcon size={14} />
                  )}
                  {page.name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <p className="preview__note">{t`Preview: live values, and actions that write to objects are carried out.`}</p>
      </aside>
      <main className="preview__main">
        {content.error ? <EmptyState title={content.error} /> : null}
        {!content.error && content.loaded && pages.length === 0 ? (
          <EmptyState title={t`This application has no pages yet`} />
        ) : null}
        {pageId ? (
          <div className="runtime">
            <RuntimePage key={pageId} pageId={pageId} target={target} />
          </div>
        ) : null}
        {dialogs}
      </main>
    </div>
  )
}
