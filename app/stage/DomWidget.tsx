import { useLingui } from '@lingui/react/macro'
import { memo, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { WidgetNode } from '../../engine/document/pageDoc'
import type { WidgetWire } from '../../engine/document/persisted'
import type { ViewKind } from '../../engine/plugins/contract'
import { describeMissingPlugin } from '../../engine/plugins/placeholder'
import type { PluginRegistry } from '../../engine/plugins/registry'
import { propsForView } from '../../engine/plugins/widgetProps'
import { boundProps, NO_BOUND, NO_LIVE } from '../../plugins/shared/liveProps'
import { noServices } from '../../plugins/shared/noServices'
import type { DomPlugin, DomWidgetView, GantryPlugin, LiveProps } from '../../plugins/shared/viewContract'
import { withThemeInk } from './themeInk'
import { WidgetErrorBoundary } from './WidgetErrorBoundary'
import type { WidgetHost } from './widgetHost'

const refuseWrite = () => Promise.reject(new Error('Values cannot be written in the designer'))
const refuseHistory = () => Promise.reject(new Error('The designer reads no history'))

interface Props {
  node: WidgetNode
  /** The widget's box in page pixels (numbers, not an object, so memo can compare them). */
  left: number
  top: number
  width: number
  height: number
  plugin: DomPlugin | undefined
  registry: PluginRegistry<GantryPlugin>
  kind: ViewKind
  /** 'outline' draws a plain box (far zoomed out). */
  detail: 'full' | 'outline'
  /** The runtime host (live values, services, events); none in the designer. */
  host?: WidgetHost
}

/** A DOM widget placed at its box: the plugin's view, a loading box, or the missing-plugin placeholder. */
export const DomWidget = memo(function DomWidget({
  node,
  left,
  top,
  width,
  height,
  plugin,
  registry,
  kind,
  detail,
  host,
}: Props) {
  const style = {
    left,
    top,
    width,
    height,
    transform: node.rotation ? `rotate(${node.rotation}deg)` : undefined,
  }
  const className = 'stage-widget'
  if (!plugin) {
    return (
      <div className={className} style={style} data-widget={node.id}>
        <MissingPlugin node={node} />
      </div>
    )
  }
  return (
    <div className={className} style={style} data-widget={node.id} data-type={node.type}>
      {detail === 'outline' ? (
        <div className="stage-widget__outline" />
      ) : (
        <PluginView node={node} plugin={plugin} registry={registry} kind={kind} host={host} />
      )}
    </div>
  )
})

function PluginView({
  node,
  plugin,
  registry,
  kind,
  host,
}: {
  node: WidgetNode
  plugin: DomPlugin
  registry: PluginRegistry<GantryPlugin>
  kind: ViewKind
  host: WidgetHost | undefined
}) {
  const { t } = useLingui()
  const live = useLive(host, node.id)
  const emit = useCallback(
    (event: string, payload?: unknown) => host?.emit(node, event, payload),
    [host, node],
  )
  const write = useCallback(
    (prop: string, value: unknown) => (host ? host.write(node, prop, value) : refuseWrite()),
    [host, node],
  )
  const history = useCallback(
    (prop: string, start: number, end: number) =>
      host ? host.history(node, prop, start, end) : refuseHistory(),
    [host, node],
  )
  const { view, error } = usePluginView(registry, plugin, kind)
  // At runtime a text ink left at its default follows the theme (the widget's --gx-ink).
  const props = useMemo(
    () =>
      withThemeInk(
        plugin.props,
        propsForView(plugin, node.props),
        kind === 'runtime' ? 'var(--gx-ink)' : null,
      ),
    [plugin, node.props, kind],
  )
  const bound = useMemo(() => (host ? boundProps(node.bindings) : NO_BOUND), [host, node.bindings])
  if (error) return <div className="stage-widget__problem">{t`This widget could not be loaded`}</div>
  if (!view) return <div className="stage-widget__loading" />
  const View = view
  return (
    <WidgetErrorBoundary
      fallback={<div className="stage-widget__problem">{t`This widget failed to draw`}</div>}
    >
      <View
        props={props}
        width={node.w}
        height={node.h}
        mode={kind}
        live={live}
        bound={bound}
        emit={emit}
        write={write}
        history={history}
        services={host?.services ?? noServices}
        operateDenied={host?.operateDenied?.(node)}
      />
    </WidgetErrorBoundary>
  )
}

const noSubscription = () => () => {}

/** The widget's live values from the host, re-rendering only this widget when they change. */
function useLive(host: WidgetHost | undefined, widgetId: string): LiveProps {
  const subscribe = useCallback(
    (listener: () => void) => (host ? host.live.subscribe(widgetId, listener) : noSubscription()),
    [host, widgetId],
  )
  return useSyncExternalStore(subscribe, () => (host ? host.live.get(widgetId) : NO_LIVE))
}

/** A widget of a plugin that is not installed: shown as a placeholder, kept in the page untouched. */
export function MissingPlugin({ node }: { node: WidgetNode }) {
  const { i18n } = useLingui()
  const placeholder = describeMissingPlugin({ ...node, ...node.extra } as unknown as WidgetWire)
  return (
    <div className="stage-widget__missing" title={i18n._(placeholder.message)}>
      <span>{i18n._(placeholder.message)}</span>
    </div>
  )
}

/** The plugin's view for React: the loaded one at once (a widget scrolled back mounts without a flash). */
function usePluginView(
  registry: PluginRegistry<GantryPlugin>,
  plugin: DomPlugin,
  kind: ViewKind,
): { view: DomWidgetView<unknown> | undefined; error: unknown } {
  const [state, setState] = useState<{ view: DomWidgetView<unknown> | undefined; error: unknown }>(() => ({
    view: registry.views.peek(plugin, kind),
    error: undefined,
  }))
  useEffect(() => {
    if (state.view) return
    let alive = true
    registry.views.load(plugin, kind).then(
      (view) => alive && setState({ view, error: undefined }),
      (error: unknown) => alive && setState({ view: undefined, error }),
    )
    return () => {
      alive = false
    }
  }, [registry, plugin, kind, state.view])
  return state
}
