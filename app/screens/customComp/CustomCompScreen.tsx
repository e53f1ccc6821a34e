import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { withValues } from '../../../engine/messages'
import { pluginMessages } from '../../../engine/plugins/pluginMessages'
import { mountFabricStage } from '../../../plugins/shared/fabricStage'
import { NO_BOUND, NO_LIVE } from '../../../plugins/shared/liveProps'
import { useElementSize } from '../../../plugins/shared/useElementSize'
import type { CanvasShapeView, DomWidgetView, GantryPlugin } from '../../../plugins/shared/viewContract'
import { liveHub } from '../../runtime/live/liveHub'
import type { ScreenProps } from '../../shell/routes/types'
import { loadDesignerRegistry } from '../../stage/plugins/registry'
import { WidgetErrorBoundary } from '../../stage/WidgetErrorBoundary'
import { InlineNotice, Spinner } from '../../ui'
import { hashSearch, standaloneProps } from './standaloneProps'
import './customComp.css'

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'ready'; plugin: GantryPlugin; view: unknown }

const refuse = () => Promise.reject(new Error('A component shown alone neither writes nor reads history'))
const ignore = () => undefined

/**
 * One installed component alone, filling the window (S0 §2 /layout/custom-comp/:name, `name` the plugin
 * id): for other systems to embed in a frame. Its props come from the address's query, the rest at their
 * defaults; it runs as on a runtime page, with the runtime's services. The shell posts the spec's frame
 * messages (a session that ends posts 'timeout' to the embedding window).
 */
export default function CustomCompScreen({ params }: ScreenProps) {
  const { t, i18n } = useLingui()
  const name = params.name ?? ''
  const [state, setState] = useState<State>({ kind: 'loading' })
  const box = useRef<HTMLDivElement>(null)
  const { width, height } = useElementSize(box, { width: 300, height: 200 })

  useEffect(() => {
    let alive = true
    setState({ kind: 'loading' })
    loadDesignerRegistry()
      .then(async (registry) => {
        const plugin = registry.get(name)
        if (!plugin) return alive && setState({ kind: 'missing' })
        const view = await registry.views.load(plugin, 'runtime')
        if (alive) setState({ kind: 'ready', plugin, view })
      })
      .catch(() => alive && setState({ kind: 'failed' }))
    return () => {
      alive = false
    }
  }, [name])

  const props = useMemo(
    () => (state.kind === 'ready' ? standaloneProps(state.plugin, hashSearch(window.location.hash)) : null),
    [state],
  )

  let content: ReactNode = null
  if (state.kind === 'loading') content = <Spinner label={t`Loading…`} />
  else if (state.kind === 'missing') {
    content = (
      <InlineNotice tone="warning" testId="custom-comp-missing">
        {i18n._(withValues(pluginMessages.missingPlugin, { type: name }))}
      </InlineNotice>
    )
  } else if (state.kind === 'failed') {
    content = <InlineNotice tone="error">{t`The component could not be loaded.`}</InlineNotice>
  } else if (props) {
    const fallback = <InlineNotice tone="error">{t`The component failed to draw.`}</InlineNotice>
    content =
      state.plugin.render === 'dom' ? (
        <WidgetErrorBoundary fallback={fallback}>
          <DomAlone view={state.view as DomWidgetView<unknown>} props={props} width={width} height={height} />
        </WidgetErrorBoundary>
      ) : (
        <ShapeAlone
          view={state.view as CanvasShapeView<unknown>}
          props={props}
          width={width}
          height={height}
        />
      )
  }
  return (
    <div className="custom-comp" ref={box} data-testid="custom-comp" data-plugin={name}>
      {content}
    </div>
  )
}

interface AloneProps<V> {
  view: V
  props: Record<string, unknown>
  width: number
  height: number
}

function DomAlone({ view: View, props, width, height }: AloneProps<DomWidgetView<unknown>>) {
  return (
    <View
      props={props}
      width={width}
      height={height}
      mode="runtime"
      live={NO_LIVE}
      bound={NO_BOUND}
      emit={ignore}
      write={refuse}
      history={refuse}
      services={liveHub().services}
    />
  )
}

/** A canvas shape on a fabric stage of its own, the size of the window. */
function ShapeAlone({ view, props, width, height }: AloneProps<CanvasShapeView<unknown>>) {
  const element = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    if (!element.current) return
    const stage = mountFabricStage(element.current, { width, height, mode: 'runtime' })
    stage.add({ view, props, box: { x: 0, y: 0, w: width, h: height } })
    return () => {
      void stage.dispose()
    }
  }, [view, props, width, height])
  return <canvas ref={element} data-testid="custom-comp-canvas" />
}
