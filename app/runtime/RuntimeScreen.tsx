import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useLocation } from 'wouter'
import type { ScreenProps } from '../shell/routes/types'
import { EmptyState } from '../ui/PageHeader'
import { RuntimePage } from './RuntimePage'
import { useRuntimeTarget } from './useRuntimeTarget'
import './runtime.css'

const FULL_SCREEN_BASE = '/runtime-fullscreen/runtime-fullscreen'

/**
 * A runtime page for operators (spec S0 §2): `/application-runtime/:pageId` inside the runtime frame,
 * `/runtime-fullscreen/runtime-fullscreen/:pageId` on its own. Pages its widgets open replace it in the
 * same mode; pop-ups and modals open over it.
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
      <RuntimePage key={pageId} pageId={pageId} target={target} />
      {dialogs}
    </div>
  )
}
