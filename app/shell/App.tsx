import { i18n } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { MESSAGES } from '../../engine/rules/responses'
import { LoadingOverlay } from '../ui/LoadingOverlay'
import { NoticeHost } from '../ui/NoticeHost'
import { showNotice } from '../ui/notices'
import { AppRoutes } from './AppRoutes'
import { loadingState } from './loading'
import { maintenanceState, takePendingNotice } from './maintenance'
import { RenderErrorBoundary } from './RenderErrorBoundary'

/** The whole app: translations, the render-error fallback, the routes and the page-wide overlays. */
export function App() {
  useEffect(() => {
    // A notice kept across the reload that ends a restore (spec S1 §4).
    const pending = takePendingNotice()
    if (pending) showNotice(pending.kind, pending.title, pending.message)
  }, [])
  return (
    <I18nProvider i18n={i18n}>
      <RenderErrorBoundary>
        <AppRoutes />
      </RenderErrorBoundary>
      <GlobalOverlays />
      <NoticeHost />
    </I18nProvider>
  )
}

/** The maintenance overlay (a restore is running) and the global loading indicator, each with its tip. */
function GlobalOverlays() {
  const { i18n: active } = useLingui()
  const maintenance = useSnapshot(maintenanceState)
  const loading = useSnapshot(loadingState)
  if (maintenance.active) {
    return (
      <LoadingOverlay
        visible
        scope="page"
        tip={active._(MESSAGES.maintenance)}
        testId="maintenance-overlay"
      />
    )
  }
  return <LoadingOverlay visible={loading.visible} scope="page" tip={loading.tip} testId="loading-overlay" />
}
