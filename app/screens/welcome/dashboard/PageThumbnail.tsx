import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import type { ActionTarget } from '../../../runtime/actions/widgetHost'

// The runtime's code loads only for a dashboard that shows a page.
const RuntimePage = lazy(() =>
  import('../../../runtime/RuntimePage').then((m) => ({ default: m.RuntimePage })),
)

/** A thumbnail takes no clicks (the card is one link), so its widgets never open anything. */
const NO_TARGET: ActionTarget = { openPage: () => {}, openDialog: () => {} }

/**
 * A runtime page on a dashboard card: the page itself, live, fitted whole into the card and inert, under
 * a link that opens it. `path` is the runtime route ('application-runtime/Page_1').
 */
export function PageThumbnail({ path, title }: { path: string; title: string }) {
  const pageId = path.split('/').pop() ?? ''
  return (
    <Link href={`/${path}`} className="dashboard-card__page dashboard-card__page--thumb" title={title}>
      <div className="dashboard-card__thumb" inert aria-hidden="true" data-testid="dashboard-page-thumb">
        <Suspense fallback={null}>
          <RuntimePage pageId={pageId} target={NO_TARGET} preview />
        </Suspense>
      </div>
      <span className="dashboard-card__thumb-name">{title}</span>
    </Link>
  )
}
