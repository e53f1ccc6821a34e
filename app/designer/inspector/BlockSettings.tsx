import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { resetBlockLayoutType, setBlockProps, setBlockRect } from '../../../engine/commands/page/blocks'
import type { BlockDoc } from '../../../engine/document/pageDoc'
import type { BackgroundMode, LayoutType, Orientation } from '../../../engine/document/persisted'
import { MESSAGES } from '../../../engine/rules/responses'
import { GRID_COLUMNS } from '../../stage/geometry/pageGrid'
import { Button, useConfirm } from '../../ui'
import { useDesigner } from '../DesignerContext'
import { removeBlockAction } from '../state/actions'
import { frameOf } from '../state/selectors'
import { Choice, Group, Row, Segmented } from './controls'
import { DraftText } from './fields/PropFieldControl'
import { useBackgroundOptions, useOrientationOptions } from './options'

/** Settings of the current layout block: name, layout type (reset with confirmation), background, grid cell. */
export function BlockSettings({ block }: { block: BlockDoc }) {
  const { t, i18n } = useLingui()
  const { store, refuse } = useDesigner()
  const snap = useSnapshot(store.state)
  const confirm = useConfirm()
  const frame = frameOf(store.state, block.id)
  const backgrounds = useBackgroundOptions()
  const orientations = useOrientationOptions()
  const patch = (p: Parameters<typeof setBlockProps.run>[1]['patch'], key: string) =>
    store.editor.run(setBlockProps, { blockId: block.id, patch: p }, { coalesceKey: `${block.id}:${key}` })

  const changeLayout = async (layoutType: LayoutType) => {
    if (layoutType === block.layoutType) return
    // Spec S0 §4/§8: re-arranging clears the block's inner configuration, so it needs a confirmation.
    const ok = await confirm.ask({
      title: t`Change the block's layout type?`,
      message: i18n._(MESSAGES.layoutResetWarning),
      confirmLabel: t`Change layout`,
      tone: 'danger',
    })
    if (ok) store.editor.run(resetBlockLayoutType, { blockId: block.id, layoutType }, { select: [] })
  }

  const setGrid = (key: 'x' | 'y' | 'w' | 'h', raw: string) => {
    if (!frame) return
    const value = Number(raw)
    const rect = { ...frame.grid, [key]: value }
    const args = { blockId: block.id, rect, platform: snap.platform, tabId: snap.tabId }
    if (store.editor.canRun(setBlockRect, args))
      store.editor.run(setBlockRect, args, { coalesceKey: `${block.id}:grid` })
  }

  return (
    <div data-testid="block-settings">
      <Group title={t`Block`}>
        <Row label={t`Name`}>
          <DraftText
            aria-label={t`Block name`}
            value={block.name}
            commit={(name) => patch({ name }, 'name')}
          />
        </Row>
        <Row label={t`Layout`}>
          <Segmented
            label={t`Layout type`}
            value={block.layoutType}
            options={[
              { value: 'free', label: t`Free` },
              { value: 'flow', label: t`Flow` },
            ]}
            onChange={changeLayout}
          />
        </Row>
        <Row label={t`Orientation`}>
          <Choice<Orientation>
            label={t`Screen orientation`}
            value={block.orientation}
            options={orientations}
            onChange={(orientation) => patch({ orientation }, 'orientation')}
          />
        </Row>
      </Group>
      <Group title={t({ message: 'Background', context: 'designer settings group' })}>
        <Row label={t`Mode`}>
          <Choice<BackgroundMode>
            label={t`Background mode`}
            value={block.background.mode}
            options={backgrounds}
            onChange={(mode) => patch({ background: { mode } }, 'bg-mode')}
          />
        </Row>
        <Row label={t`Colour`}>
          <span className="insp-color">
            <input
              type="color"
              className="insp-color__swatch"
              aria-label={t`Background colour`}
              value={/^#[0-9a-f]{6}$/i.test(block.background.color) ? block.background.color : '#ffffff'}
              onChange={(event) => patch({ background: { color: event.target.value } }, 'bg-color')}
            />
            <DraftText
              aria-label={t`Background colour`}
              value={block.background.color}
              commit={(color) => patch({ background: { color } }, 'bg-color')}
            />
          </span>
        </Row>
        <Row label={t`Image`}>
          <DraftText
            aria-label={t`Background image`}
            value={block.background.image}
            placeholder="https://…"
            commit={(image) => patch({ background: { image } }, 'bg-image')}
          />
        </Row>
      </Group>
      {frame ? (
        <Group title={t`Place on the page grid (${GRID_COLUMNS} columns)`}>
          <div className="geo">
            {(['x', 'y', 'w', 'h'] as const).map((key) => {
              const label =
                key === 'x' ? t`Column` : key === 'y' ? t`Row` : key === 'w' ? t`Columns` : t`Rows`
              return (
                <div className="geo__field" key={key}>
                  <span className="geo__label" aria-hidden="true">
                    {label}
                  </span>
                  <DraftText
                    aria-label={label}
                    value={String(frame.grid[key])}
                    commit={(raw) => setGrid(key, raw)}
                  />
                </div>
              )
            })}
          </div>
        </Group>
      ) : null}
      <div className="insp-actions">
        <Button
          variant="danger"
          size="sm"
          onClick={() => {
            const result = removeBlockAction(store, block.id)
            if (!result.ok && result.reason) refuse(result.reason)
          }}
        >
          {t`Delete block`}
        </Button>
      </div>
      {confirm.dialog}
    </div>
  )
}
