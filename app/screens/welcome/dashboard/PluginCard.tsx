import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { Binding, DashboardCardWire } from '../../../../engine/document/persisted'
import { propsForView } from '../../../../engine/plugins/widgetProps'
import { boundProps } from '../../../../plugins/shared/liveProps'
import type { DomPlugin, DomWidgetView, GantryPlugin } from '../../../../plugins/shared/viewContract'
import { LiveBindings } from '../../../runtime/live/liveBindings'
import { liveHub } from '../../../runtime/live/liveHub'
import { loadDesignerRegistry } from '../../../stage/plugins/registry'
import { WidgetErrorBoundary } from '../../../stage/WidgetErrorBoundary'
import { Spinner } from '../../../ui'

const refuse = () => Promise.reject(new Error('Dashboard cards neither write nor read history'))
const ignore = () => undefined

/** The plugin's runtime view, loaded on first use (as a runtime page loads it). */
function useCardView(type: string): { plugin?: DomPlugin; view?: DomWidgetView<unknown>; failed: boolean } {
  const [state, setState] = useState<{ plugin?: DomPlugin; view?: DomWidgetView<unknown>; failed: boolean }>({
    failed: false,
  })
  useEffect(() => {
    let alive = true
    loadDesignerRegistry()
      .then(async (registry) => {
        const plugin = registry.get(type) as GantryPlugin | undefined
        if (plugin?.render !== 'dom') throw new Error(`No DOM plugin ${type}`)
        const view = await registry.views.load(plugin, 'runtime')
        if (alive) setState({ plugin, view: view as DomWidgetView<unknown>, failed: false })
      })
      .catch(() => alive && setState({ failed: true }))
    return () => {
      alive = false
    }
  }, [type])
  return state
}

/**
 * A dashboard card drawn by its plugin, live over the session's one socket (the runtime's hub): the same
 * view, props and live values a runtime page's widget of that plugin would have.
 */
export function PluginCard({
  card,
  width,
  height,
}: {
  card: DashboardCardWire
  width: number
  height: number
}) {
  const { t } = useLingui()
  const { plugin, view: View, failed } = useCardView(card.type)
  const cardBindings = (card.bindings ?? {}) as Record<string, Binding>
  const bindingsKey = JSON.stringify(cardBindings)
  // biome-ignore lint/correctness/useExhaustiveDependencies: bindingsKey stands for the bindings' content
  const bindings = useMemo(
    () => new LiveBindings([{ id: card.id, bindings: cardBindings }]),
    [card.id, bindingsKey],
  )
  useEffect(() => liveHub().attach(bindings), [bindings])
  const live = useSyncExternalStore(
    (listener) => bindings.subscribe(card.id, listener),
    () => bindings.get(card.id),
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: bindingsKey stands for the bindings' content
  const bound = useMemo(() => boundProps(cardBindings), [bindingsKey])
  const props = useMemo(() => (plugin ? propsForView(plugin, card.props) : null), [plugin, card.props])
  if (failed) return <div className="dashboard-card__problem">{t`This card could not be loaded`}</div>
  if (!View || !props) return <Spinner label={t`Loading…`} />
  return (
    <WidgetErrorBoundary
      fallback={<div className="dashboard-card__problem">{t`This card failed to draw`}</div>}
    >
      <View
        props={props}
        width={width}
        height={height}
        mode="runtime"
        live={live}
        bound={bound}
        emit={ignore}
        write={refuse}
        history={refuse}
        services={liveHub().services}
      />
    </WidgetErrorBoundary>
  )
}
