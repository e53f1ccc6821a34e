import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import type { PageDoc } from '../../../engine/document/pageDoc'
import { countWidgets, listWidgets } from '../../../engine/document/widgetStore'
import { unionRects } from '../../stage/geometry/rect'
import { useDesigner } from '../DesignerContext'
import { ProblemsButton } from '../problems/ProblemsList'
import { StaleSymbolsButton } from '../problems/StaleSymbolsButton'
import { selectedWidgetIds } from '../state/selectors'

/** The bottom line: block, item counts, selection geometry, pointer, zoom, and the save state. */
export function StatusBar({ saveState }: { saveState?: ReactNode }) {
  const { t } = useLingui()
  const { store } = useDesigner()
  const snap = useSnapshot(store.state)
  const doc = snap.doc as PageDoc
  const block = doc.blocks[snap.blockId]
  const ids = selectedWidgetIds({
    doc: snap.doc as PageDoc,
    blockId: snap.blockId,
    selection: snap.selection,
  })
  const index = store.index.block(snap.blockId)
  const bounds = unionRects(
    ids.flatMap((id) =>
      index?.rect(id) ? [index.rect(id) as NonNullable<ReturnType<typeof index.rect>>] : [],
    ),
  )
  const bound = block
    ? listWidgets(block.widgets).filter((node) =>
        Object.values(node.bindings).some((binding) => binding?.objName && binding.propName),
      ).length
    : 0
  return (
    <footer className="designer-status" data-testid="status-bar">
      <span className="designer-status__item">
        {block
          ? `${block.name || t`Block`} · ${block.layoutType === 'flow' ? t`Flow layout` : t`Free layout`}`
          : ''}
      </span>
      <span className="designer-status__item">
        {plural(block ? countWidgets(block.widgets) : 0, { one: '# item', other: '# items' })}
        {bound > 0 ? ` · ${plural(bound, { one: '# bound', other: '# bound' })}` : ''}
      </span>
      {ids.length > 0 ? (
        <span className="designer-status__item">
          {ids.length === 1 ? t`1 selected` : t`${ids.length} selected`}
          {bounds
            ? ` · ${Math.round(bounds.x)}, ${Math.round(bounds.y)} · ${Math.round(bounds.w)} × ${Math.round(bounds.h)}`
            : ''}
        </span>
      ) : null}
      <ProblemsButton store={store} />
      <StaleSymbolsButton store={store} />
      {snap.liveValues ? (
        <span className="designer-status__item designer-status__live" data-testid="status-live">
          {t`Live values: shown, not saved in the page`}
        </span>
      ) : null}
      <span className="designer-status__spacer" />
      {snap.pointer ? (
        <span className="designer-status__item designer-status__mono">
          {snap.pointer.x}, {snap.pointer.y}
        </span>
      ) : null}
      <span className="designer-status__item designer-status__mono" data-testid="status-zoom">
        {Math.round(snap.camera.z * 100)}%
      </span>
      <span className="designer-status__item">{saveState}</span>
    </footer>
  )
}
