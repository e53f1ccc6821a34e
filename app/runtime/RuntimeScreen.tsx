import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useLocation } from 'wouter'
import type { ScreenProps } from '../shell/routes/types'
import { EmptyState } from '../ui/PageHeader'
import { FULL_SCREEN_BASE } from './loadRuntimePage'
import { RuntimePage } from './RuntimePage'
import { useRuntimeTarget } from './useRuntimeTarget'
import './runtime.css'

/**
 * A runtime page for operators (spec S0 §2): `/application-runtime/:pageId` inside the runtime frame,
 * `/runtime-fullscreen/runtime-fullscreen/:pageId` on its own. Pages its widgets open replace it in the
 * same mode, but a link page to an application or business page opens full screen (spec S0 §2); pop-ups
 * and modals open over it.
 */
export default function RuntimeScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const [location, navigate] = useLocation()
  const fullScreen = location.startsWith(FULL_SCREEN_BASE)
  const base = fullScreen ? FULL_SCREEN_BASE : '/application-runtime'
  const openPage = useCallback(
    (pageId: string) => navigate(`${base}/${encodeURIComponent(pageId)}`),
    [base, navigate],
  )
  const openRoute = useCallback((path: string) => navigate(path, { replace: true }), [navigate])
  const { target, dialogs } = useRuntimeTarget(openPage, openRoute)

  const pageId = params.pageId
  if (!pageId) return <EmptyState title={t`No page was given`} />
  return (
    <div className={`runtime${fullScreen ? ' runtime--fullscreen' : ''}`} data-testid="runtime">
      <RuntimePage
        key={pageId}
        pageId={pageId}
        target={target}
        links={fullScreen ? 'inPlace' : 'fullScreen'}
      />
      {dialogs}
    </div>
  )
}
