import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type CSSProperties, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../shell/session'
import type { StageStore } from '../stage/pageStore'
import { EmptyState } from '../ui/PageHeader'
import { Spinner } from '../ui/Spinner'
import { type ActionTarget, useWidgetHost } from './actions/widgetHost'
import type { LiveBindings } from './live/liveBindings'
import { liveHub } from './live/liveHub'
import { type LinkOpening, loadRuntimePage, pageWidgets } from './loadRuntimePage'
import { MobileFrame } from './MobileFrame'
import type { PaintPlan } from './paint/crowding'
import { takePrefetchedPage } from './prefetch'
import { type Located, RuntimeStage, type StageFit } from './RuntimeStage'
import { ThemeToggle } from './theme/ThemeToggle'
import { useRuntimeTheme } from './theme/useRuntimeTheme'
import { ValuesListSlot } from './ValuesListSlot'
import './runtime.css'
import './theme/runtimeTheme.css'

const opensOutside = msg`This entry opens outside the runtime.`

/** The user-timing mark set when every bound widget of a runtime page has shown its first value. */
export const VALUES_SHOWN_MARK = 'gantry:runtime-values-shown'
/** The user-timing mark set when a runtime page has loaded (document, catalogue, views) and first renders. */
export const PAGE_LOADED_MARK = 'gantry:runtime-page-loaded'

interface Loaded {
  store: StageStore
  bindings: LiveBindings
  plan: PaintPlan | null
}

/**
 * One saved page running for an operator: its widgets with the plugins' runtime views, live values from
 * the session's one socket (exactly the page's bound properties), events and writes. Used by the runtime
 * routes, the pop-ups a page opens, and the application preview.
 */
export function RuntimePage({
  pageId,
  target,
  links = 'inPlace',
  values,
  preview = false,
  instance,
  fit,
}: {
  pageId: string
  target: ActionTarget
  /** How link pages open ('fullScreen' in the framed runtime; see loadRuntimePage). */
  links?: LinkOpening
  /**
   * Starting values of the page's form controls by data field name (a workflow task's data): a control
   * whose `fieldName` is a key shows that value instead of its designed one. Read once, at load.
   */
  values?: Readonly<Record<string, unknown>>
  /** A small view (a dashboard's thumbnail): the whole page fitted into its box, no values list or look switch. */
  preview?: boolean
  /** The instance a designer's faceplate page is opened for: its `$instance` bindings follow it. */
  instance?: string
  /** How a desktop page meets its box (RuntimeStage); a pop-up fits the page's widgets ('content'). */
  fit?: StageFit
}) {
  const { t, i18n } = useLingui()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [error, setError] = useState('')
  // Read when the page turns out to be a route: a new target object must not reload the page.
  const targetRef = useRef(target)
  targetRef.current = target
  const valuesRef = useRef(values)
  valuesRef.current = values

  useEffect(() => {
    let alive = true
    let detach = () => {}
    setLoaded(null)
    setError('')
    liveHub().connect()
    // A prefetched page was loaded for no instance.
    const loading =
      (instance ? undefined : takePrefetchedPage(pageId)) ??
      loadRuntimePage(pageId, undefined, { links, instance })
    loading.then((page) => {
      if (page.kind !== 'page') liveHub().settle()
      if (!alive) {
        if (page.kind === 'page') page.detach?.()
        return
      }
      if (page.kind === 'route') {
        const { openRoute } = targetRef.current
        if (openRoute) openRoute(page.path)
        else setError(i18n._(opensOutside))
        return
      }
      if (page.kind === 'error') {
        setError(typeof page.error === 'string' ? page.error : i18n._(page.error))
        return
      }
      // Read by tests/bench/runtime.bench.ts beside the socket's messages: the page is decoded and renders.
      performance.mark(PAGE_LOADED_MARK)
      if (valuesRef.current) prefillControls(page.store, valuesRef.current)
      // Subscribed before the first render: the values travel while the stage mounts.
      detach = page.detach ?? liveHub().attach(page.bindings)
      setLoaded({ store: page.store, bindings: page.bindings, plan: page.plan })
    })
    return () => {
      alive = false
      detach()
    }
  }, [pageId, i18n, links, instance])

  if (error) return <EmptyState title={error} />
  if (!loaded) {
    return (
      <div className="runtime__loading">
        <Spinner size={28} label={t`Loading…`} />
      </div>
    )
  }
  return <LivePage loaded={loaded} target={target} preview={preview} fit={fit ?? 'width'} />
}

/** Gives each form control whose data field has a value that value, before the page first draws. */
function prefillControls(store: StageStore, values: Readonly<Record<string, unknown>>): void {
  for (const node of pageWidgets(store.state.doc)) {
    const props = node.props as Record<string, unknown>
    const field = props.fieldName
    if (typeof field !== 'string' || !('value' in props) || !Object.hasOwn(values, field)) continue
    const value = values[field]
    // A text control holds text; a choice control keeps the stored value as it was sent.
    props.value = typeof props.value === 'string' && typeof value !== 'string' ? String(value ?? '') : value
  }
}

function LivePage({
  loaded,
  target,
  preview,
  fit,
}: {
  loaded: Loaded
  target: ActionTarget
  preview: boolean
  fit: StageFit
}) {
  const { store, bindings, plan } = loaded
  const hub = useMemo(() => liveHub(), [])
  // Until the session is read, the write controls wait disabled (deny by default).
  const mayOperate = useSnapshot(session).user?.mayOperate ?? false
  const host = useWidgetHost(hub.services, bindings, target, mayOperate)

  const fabric = !plan || plan.fabric
  // The fabric layer draws after fabric has loaded: the mark below waits for its first render that had
  // every value, so a page of shapes is not counted as shown before its shapes are.
  const shapes = useRef({ rendered: false, onRendered: () => {} })
  const onShapesRendered = useCallback(() => {
    if (bindings.complete) shapes.current.rendered = true
    shapes.current.onRendered()
  }, [bindings])

  // A user-timing mark when every bound widget first shows a value (read by tests/bench/runtime.bench.ts).
  // Values that came before the stage mounted are drawn by its first frame; later ones by their flush.
  useEffect(() => {
    let frame = 0
    let done = false
    const shown = () => bindings.complete && (!fabric || shapes.current.rendered)
    const finish = () => {
      if (done || !shown()) return
      done = true
      stop()
      performance.mark(VALUES_SHOWN_MARK)
    }
    shapes.current.onRendered = finish
    const stop = bindings.onFlush(finish)
    if (shown()) frame = requestAnimationFrame(finish)
    return () => {
      cancelAnimationFrame(frame)
      stop()
      shapes.current.onRendered = () => {}
    }
  }, [bindings, fabric])

  // Page-level load and unload events of every widget that has them (spec: noticeOnload/noticeUnload).
  useEffect(() => {
    const widgets = pageWidgets(store.state.doc)
    for (const node of widgets) if (node.events.noticeOnload) host.emit(node, 'noticeOnload')
    return () => {
      for (const node of widgets) if (node.events.noticeUnload) host.emit(node, 'noticeUnload')
    }
  }, [store, host])

  const { t } = useLingui()
  const [listOpen, setListOpen] = useState(false)
  const [located, setLocated] = useState<Located | null>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const closeList = useCallback(() => {
    setListOpen(false)
    toggle.current?.focus()
  }, [])
  const clearLocated = useCallback(() => setLocated(null), [])

  // A mobile page shows one navigation tab at a time: the stage starts afresh on each.
  const { platform, tabId, doc } = useSnapshot(store.state)
  const mobile = platform === 'mobile'
  const look = useRuntimeTheme(doc.pageConfig.theme ?? 'app', doc.appId)
  // The configured alarm colours as tokens on the page's root, for widgets that draw alarm states.
  const alarmTokens = Object.fromEntries(
    Object.entries(look.alarmColours).map(([priority, colour]) => [`--gx-alarm-p${priority}`, colour]),
  ) as CSSProperties
  // A widget located on one tab is not on the next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab changes
  useEffect(() => setLocated(null), [tabId])
  const stage = ({ header, fit }: { header: ReactNode; fit: StageFit }) => (
    <RuntimeStage
      // A new look draws a new stage: the canvases read the theme's colours when they start.
      key={`${tabId}:${look.theme}`}
      store={store}
      host={host}
      hub={hub}
      plan={plan}
      onShapesRendered={onShapesRendered}
      located={located}
      onLocatedShown={clearLocated}
      header={header}
      fit={fit}
      corner={
        preview ? null : (
          <>
            {look.switchable ? <ThemeToggle theme={look.theme} onSwitch={look.switchTo} /> : null}
            <button
              ref={toggle}
              type="button"
              className="runtime__values-toggle"
              aria-expanded={listOpen}
              data-testid="values-list-toggle"
              onClick={() => setListOpen((open) => !open)}
            >
              {t`Values list`}
            </button>
          </>
        )
      }
    />
  )

  return (
    <div className="runtime__page" data-theme={look.theme} style={alarmTokens} data-testid="runtime-page">
      {preview ? (
        stage({ header: null, fit: 'screen' })
      ) : mobile ? (
        <MobileFrame store={store}>{stage}</MobileFrame>
      ) : (
        stage({ header: null, fit })
      )}
      {listOpen ? (
        <ValuesListSlot
          store={store}
          bindings={bindings}
          host={host}
          onLocate={(row, covering) => {
            setLocated({ box: row.box, at: performance.now() })
            if (covering) closeList()
          }}
          onClose={closeList}
        />
      ) : null}
    </div>
  )
}
