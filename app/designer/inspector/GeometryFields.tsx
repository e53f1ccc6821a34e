import { useLingui } from '@lingui/react/macro'
import type { WidgetNode } from '../../../engine/document/pageDoc'
import { useDesigner } from '../DesignerContext'
import { setWidgetGeometry } from '../state/compositeCommands'
import { DraftText } from './fields/PropFieldControl'

type Key = 'x' | 'y' | 'w' | 'h' | 'rotation'

/**
 * Position, size and (for shapes) rotation of one widget. Typing in a box edits the document at once; a
 * burst of typing in one box is one undo step (coalesced by widget and field).
 */
export function GeometryFields({
  node,
  rotatable,
  flow,
}: {
  node: WidgetNode
  rotatable: boolean
  flow: boolean
}) {
  const { t } = useLingui()
  const { store } = useDesigner()
  const set = (key: Key, raw: string) => {
    const value = Number(raw.trim())
    if (raw.trim() === '' || !Number.isFinite(value)) return
    const next = { x: node.x, y: node.y, w: node.w, h: node.h, rotation: node.rotation, [key]: value }
    if (next.w < 1 || next.h < 1) return
    const args = { blockId: store.state.blockId, id: node.id, ...next }
    if (!store.editor.canRun(setWidgetGeometry, args)) return
    store.editor.run(setWidgetGeometry, args, { coalesceKey: `${node.id}:geometry:${key}` })
  }
  const box = (key: Key, label: string, disabled = false) => (
    <div className="geo__field">
      <span className="geo__label" aria-hidden="true">
        {label}
      </span>
      {disabled ? (
        <input className="insp-input" aria-label={label} value={Math.round(node[key] * 10) / 10} disabled />
      ) : (
        <DraftText
          aria-label={label}
          value={String(Math.round(node[key] * 10) / 10)}
          commit={(raw) => set(key, raw)}
          inputMode="decimal"
        />
      )}
    </div>
  )
  return (
    <div className="geo" data-testid="geometry-fields">
      {box('x', 'X', flow)}
      {box('y', 'Y', flow)}
      {box('w', t`W`, flow)}
      {box('h', t`H`)}
      {rotatable ? box('rotation', t`Angle`) : null}
    </div>
  )
}
