import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { addBlock } from '../../../engine/commands/page/blocks'
import { createId } from '../../../engine/document/ids'
import type { PageDoc } from '../../../engine/document/pageDoc'
import type { LayoutType } from '../../../engine/document/persisted'
import { blockFrames, nextFreeRow } from '../../stage/geometry/pageGrid'
import { actionTitle, type ToolbarGroup } from '../actions/action'
import { runAction, toolbarActions } from '../actions/registry'
import { zoomActual } from '../actions/zoom'
import { useDesigner } from '../DesignerContext'
import type { DesignerState } from '../state/designerStore'
import { showPlatform } from '../state/view'
import { BlockIcon, GridIcon, HandIcon, MagnetIcon, MonitorIcon, PhoneIcon, PointerIcon } from './icons'

export function ToolButton({
  label,
  onClick,
  disabled,
  active,
  children,
  testId,
}: {
  label: string
  onClick(): void
  disabled?: boolean
  active?: boolean
  children: ReactNode
  testId?: string
}) {
  return (
    <button
      type="button"
      className={`tool-button${active ? ' is-active' : ''}`}
      aria-label={label}
      aria-pressed={active}
      title={label}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      {children}
    </button>
  )
}

/**
 * The toolbar buttons of one group of designer actions, in their order; `children` (one element) go
 * after the first button.
 */
function ActionGroup({
  group,
  state,
  children,
}: {
  group: ToolbarGroup
  state: DesignerState
  children?: ReactNode
}) {
  const { i18n } = useLingui()
  const host = useDesigner()
  const buttons = toolbarActions(group).map((action) => {
    const Icon = action.toolbar?.icon ?? (() => null)
    return (
      <ToolButton
        key={action.id}
        label={actionTitle(action, state, i18n)}
        onClick={() => runAction(host.store, action, host)}
        disabled={action.enabled ? !action.enabled(state) : false}
        testId={action.toolbar?.testId}
      >
        <Icon />
      </ToolButton>
    )
  })
  return (
    <div className="designer-toolbar__group">
      {buttons.slice(0, 1)}
      {children}
      {buttons.slice(1)}
    </div>
  )
}

/** The designer's toolbar: tools, history, blocks, arrangement, platform, snapping and zoom. */
export function Toolbar({ start, end }: { start?: ReactNode; end?: ReactNode }) {
  const { t, i18n } = useLingui()
  const host = useDesigner()
  const { store } = host
  const snap = useSnapshot(store.state)
  const state = snap as DesignerState

  const newBlock = (layoutType: LayoutType) => {
    const { state } = store
    const doc = state.doc as PageDoc
    const frames = blockFrames(doc, state.platform, state.tabId)
    const id = createId('L', 11)
    const name = t`Block ${Object.keys(doc.blocks).length + 1}`
    store.editor.run(
      addBlock,
      {
        id,
        name,
        layoutType,
        rect: { x: 0, y: nextFreeRow(frames), w: 24, h: 12 },
        platform: state.platform,
        tabId: state.platform === 'mobile' ? state.tabId : undefined,
      },
      { select: [id] },
    )
    state.blockId = id
  }

  return (
    <div className="designer-toolbar" role="toolbar" aria-label={t`Designer tools`}>
      <div className="designer-toolbar__start">{start}</div>
      <div className="designer-toolbar__group">
        <ToolButton
          label={t`Select (V)`}
          active={snap.tool === 'select'}
          onClick={() => (store.state.tool = 'select')}
        >
          <PointerIcon />
        </ToolButton>
        <ToolButton
          label={t`Pan (Space)`}
          active={snap.tool === 'hand'}
          onClick={() => (store.state.tool = 'hand')}
        >
          <HandIcon />
        </ToolButton>
      </div>
      <ActionGroup group="history" state={state} />
      <div className="designer-toolbar__group">
        <ToolButton label={t`Add a free block`} onClick={() => newBlock('free')} testId="add-free-block">
          <BlockIcon />
        </ToolButton>
        <ToolButton label={t`Add a flow block`} onClick={() => newBlock('flow')} testId="add-flow-block">
          <span className="tool-button__stack">
            <BlockIcon size={14} />
          </span>
        </ToolButton>
      </div>
      <ActionGroup group="arrange" state={state} />
      <div className="designer-toolbar__spacer" />
      <div className="designer-toolbar__group">
        <ToolButton
          label={t`PC layout`}
          active={snap.platform === 'pc'}
          onClick={() => showPlatform(store, 'pc')}
        >
          <MonitorIcon />
        </ToolButton>
        <ToolButton
          label={t`Mobile layout`}
          active={snap.platform === 'mobile'}
          onClick={() => showPlatform(store, 'mobile')}
        >
          <PhoneIcon />
        </ToolButton>
      </div>
      <div className="designer-toolbar__group">
        <ToolButton
          label={t`Show grid`}
          active={snap.showGrid}
          onClick={() => (store.state.showGrid = !snap.showGrid)}
        >
          <GridIcon />
        </ToolButton>
        <ToolButton
          label={t`Snap to grid and items`}
          active={snap.snapToGrid && snap.snapToObjects}
          onClick={() => {
            const on = !(snap.snapToGrid && snap.snapToObjects)
            store.state.snapToGrid = on
            store.state.snapToObjects = on
          }}
        >
          <MagnetIcon />
        </ToolButton>
      </div>
      <ActionGroup group="zoom" state={state}>
        {/* The zoom level sits after "Zoom out": it is the Ctrl+0 action's button. */}
        <button
          type="button"
          className="designer-toolbar__zoom"
          title={actionTitle(zoomActual, state, i18n)}
          onClick={() => runAction(store, zoomActual, host)}
          data-testid="zoom-level"
        >
          {Math.round(snap.camera.z * 100)}%
        </button>
      </ActionGroup>
      <div className="designer-toolbar__end">{end}</div>
    </div>
  )
}
