import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { setPartName } from '../../../engine/commands/page/symbol'
import type { WidgetNode } from '../../../engine/document/pageDoc'
import { getWidget, listWidgets } from '../../../engine/document/widgetStore'
import { useDesigner } from '../DesignerContext'
import { Group, Row } from './controls'
import { DraftText } from './fields/PropFieldControl'

/**
 * The name a symbol part is addressed by (its slots, an imported SVG id). Spec S1 §5: names on the same
 * level (the same group, or the top) are unique — a taken name is shown and not applied.
 */
export function PartNameField({ node }: { node: WidgetNode }) {
  const { t } = useLingui()
  const { store, refuse } = useDesigner()
  const blockId = store.state.blockId
  const partName = typeof node.extra.partName === 'string' ? node.extra.partName : ''
  const block = store.state.doc.blocks[blockId]
  const taken = (name: string) =>
    !!block &&
    listWidgets(block.widgets).some(
      (w) =>
        w.id !== node.id &&
        w.groupId === getWidget(block.widgets, node.id)?.groupId &&
        w.extra.partName === name,
    )
  const clash = partName !== '' && taken(partName)
  return (
    <Group title={t`Part`}>
      <Row label={t`Part name`}>
        <DraftText
          aria-label={t`Part name`}
          placeholder={t`Not named`}
          value={partName}
          aria-invalid={clash ? true : undefined}
          commit={(raw) => {
            const name = raw.trim()
            if (name !== '' && taken(name)) {
              refuse(msg`Another element on the same level is named ${name}`)
              return
            }
            store.editor.run(
              setPartName,
              { blockId, id: node.id, partName: name },
              { coalesceKey: `${node.id}:partName` },
            )
          }}
        />
      </Row>
      {clash ? (
        <p className="insp-error" role="alert">
          {t`Another element on the same level has this name`}
        </p>
      ) : null}
    </Group>
  )
}
