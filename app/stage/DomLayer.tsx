import { useLayoutEffect, useMemo, useRef } from 'react'
import { subscribe, useSnapshot } from 'valtio'
import type { PageDoc, WidgetNode } from '../../engine/document/pageDoc'
import { TAB_SHOWN, TABS_TYPE } from '../../engine/document/tabPanels'
import type { ViewKind } from '../../engine/plugins/contract'
import { isOutline, useCulling, visibleBlocks } from './culling'
import { DomWidget } from './DomWidget'
import { DomGhost } from './domGhost'
import { visiblePageRect } from './geometry/camera'
import { chooseTab, LIVE_MOVE_LIMIT, type StageStore } from './pageStore'
import type { WidgetHost } from './widgetHost'
import './stageLayers.css'

/** Above this many widgets near the screen, widgets too small to read draw as plain boxes. */
export const DETAIL_LIMIT = 400

interface Props {
  store: StageStore
  kind?: ViewKind
  /** The runtime host (live values, services, events); the designer passes none. */
  host?: WidgetHost
  /** Widgets another layer draws (a crowded runtime page paints its labels on a canvas). */
  skip?: (node: WidgetNode) => boolean
}

/**
 * DOM widgets (charts, forms, controls) above the shape canvas, in page pixels inside one container that
 * carries the camera as a CSS transform. The camera and a drag preview are applied to the container
 * directly, without re-rendering React: only culling changes and document changes render this layer.
 */
export function DomLayer({ store, kind = 'design', host, skip }: Props) {
  const { state } = store
  const snap = useSnapshot(state)
  const culling = useCulling(store)
  // The tab a tabs control shows is the stage's business: its members are drawn by the stage's layers.
  const stageHost = useMemo<WidgetHost | undefined>(
    () =>
      host && {
        ...host,
        emit(node, event, payload) {
          if (event === TAB_SHOWN && node.type === TABS_TYPE && typeof payload === 'string')
            chooseTab(state, node.id, payload)
          else host.emit(node, event, payload)
        },
      },
    [host, state],
  )
  const container = useRef<HTMLDivElement>(null)

  // The still copy of the widgets of a large selection being dragged (see domGhost.ts).
  const ghost = useRef<DomGhost | null>(null)
  const previewIds = useRef<ReadonlySet<string> | null>(null)

  useLayoutEffect(() => {
    let lastCamera: unknown = null
    let lastOffset: unknown = null
    const apply = () => {
      const element = container.current
      if (!element) return
      const { camera, dragOffset, viewport } = state
      if (camera !== lastCamera) {
        element.style.transform = `translate(${camera.x}px, ${camera.y}px) scale(${camera.z})`
        lastCamera = camera
        ghost.current?.showOnly(visiblePageRect(camera, viewport))
      }
      if (dragOffset !== lastOffset) {
        lastOffset = dragOffset
        if (dragOffset && !ghost.current && previewIds.current) {
          const originals = [...element.querySelectorAll<HTMLElement>('.stage-widget')].filter((widget) =>
            previewIds.current?.has(widget.dataset.widget ?? ''),
          )
          if (originals.length > 0) {
            ghost.current = new DomGhost(element, originals, visiblePageRect(camera, viewport))
          }
        }
        ghost.current?.moveBy(dragOffset?.x ?? 0, dragOffset?.y ?? 0)
      }
    }
    apply()
    return subscribe(state, apply, true)
  }, [state])

  const { platform, tabId, tabs } = snap
  // The document is a valtio ref: the snapshot hands back the very (immutable) object.
  const doc = snap.doc as PageDoc
  // biome-ignore lint/correctness/useExhaustiveDependencies: visibleBlocks reads `tabs` from the store (an operator's tab choice hides the other tabs' widgets)
  const blocks = useMemo(
    () => visibleBlocks(store, doc, platform, tabId, culling.rect),
    [store, doc, platform, tabId, culling, tabs],
  )
  // Only a large selection is drawn offset during a move (small ones are moved in the document live).
  // The selection is read only during a move, so selecting never re-renders this (large) layer.
  const moving = snap.gesture === 'move' && snap.selection.length > LIVE_MOVE_LIMIT ? snap.selection : null
  const preview = useMemo(() => (moving ? new Set(moving) : null), [moving])
  useLayoutEffect(() => {
    previewIds.current = preview
    // Runs in the commit that moves the widgets in the document, so they never flash back.
    if (!preview) {
      ghost.current?.remove()
      ghost.current = null
    }
  }, [preview])

  // Level of detail only matters on crowded pages: with a few hundred widgets every view is drawn.
  const crowded = blocks.reduce((n, b) => n + b.widgets.length, 0) > DETAIL_LIMIT

  return (
    <div className="stage-layer stage-layer--dom" ref={container}>
      {blocks.map(({ frame, widgets }) => {
        const index = store.index.block(frame.id)
        return widgets.map((node) => {
          const plugin = store.registry.get(node.type)
          if (plugin?.render === 'canvas' || skip?.(node)) return null
          const rect = index?.rect(node.id)
          if (!rect) return null
          return (
            <DomWidget
              key={node.id}
              node={node}
              left={frame.rect.x + rect.x}
              top={frame.rect.y + rect.y}
              width={rect.w}
              height={rect.h}
              plugin={plugin}
              registry={store.registry}
              kind={kind}
              detail={crowded && isOutline(culling, rect.w, rect.h) ? 'outline' : 'full'}
              host={stageHost}
            />
          )
        })
      })}
    </div>
  )
}
