import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { addBlock } from '../../../engine/commands/page/blocks'
import { createId } from '../../../engine/document/ids'
import type { PageDoc } from '../../../engine/document/pageDoc'
import type { LayoutType } from '../../../engine/document/persisted'
import { blockFrames, nextFreeRow } from '../../stage/geometry/pageGrid'
import { useDesigner } from '../DesignerContext'
import * as actions from '../state/actions'
import { selectedWidgetIds } from '../state/selectors'
import { fitPage, showPlatform, zoomStep, zoomTo } from '../state/view'
import {
  AlignLeftIcon,
  AlignTopIcon,
  BlockIcon,
  DuplicateIcon,
  FitIcon,
  FrontIcon,
  GridIcon,
  GroupIcon,
  HandIcon,
  MagnetIcon,
  MonitorIcon,
  PhoneIcon,
  PointerIcon,
  RedoIcon,
  UndoIcon,
  UngroupIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './icons'

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

/** The designer's toolbar: tools, history, blocks, arrangement, platform, snapping and zoom. */
export function Toolbar({ start, end }: { start?: ReactNode; end?: ReactNode }) {
  const { t, i18n } = useLingui()
  const { store } = useDesigner()
  const snap = useSnapshot(store.state)
  const count = selectedWidgetIds({
    doc: snap.doc as PageDoc,
    blockId: snap.blockId,
    selection: snap.selection,
  }).length
  // The labels are the engine's message descriptors: translated here, so zh-cn reads 撤销 添加.
  const undo = snap.undoLabel ? i18n._(snap.undoLabel) : null
  const redo = snap.redoLabel ? i18n._(snap.redoLabel) : null

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
      <div className="designer-toolbar__group">
        <ToolButton
          label={undo ? t`Undo ${undo} (Ctrl+Z)` : t`Undo (Ctrl+Z)`}
          onClick={() => actions.undo(store)}
          disabled={!snap.canUndo}
          testId="undo"
        >
          <UndoIcon />
        </ToolButton>
        <ToolButton
          label={redo ? t`Redo ${redo} (Ctrl+Shift+Z)` : t`Redo (Ctrl+Shift+Z)`}
          onClick={() => actions.redo(store)}
          disabled={!snap.canRedo}
          testId="redo"
        >
          <RedoIcon />
        </ToolButton>
      </div>
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
      <div className="designer-toolbar__group">
        <ToolButton label={t`Align left`} onClick={() => actions.align(store, 'left')} disabled={count < 2}>
          <AlignLeftIcon />
        </ToolButton>
        <ToolButton label={t`Align top`} onClick={() => actions.align(store, 'top')} disabled={count < 2}>
          <AlignTopIcon />
        </ToolButton>
        <ToolButton
          label={t`Bring to front`}
          onClick={() => actions.arrange(store, 'front')}
          disabled={count < 1}
        >
          <FrontIcon />
        </ToolButton>
        <ToolButton
          label={t`Group (Ctrl+G)`}
          onClick={() => actions.groupSelection(store)}
          disabled={count < 2}
        >
          <GroupIcon />
        </ToolButton>
        <ToolButton
          label={t`Ungroup (Ctrl+Shift+G)`}
          onClick={() => actions.ungroupSelection(store)}
          disabled={count < 1}
        >
          <UngroupIcon />
        </ToolButton>
        <ToolButton
          label={t`Duplicate (Ctrl+D)`}
          onClick={() => actions.duplicateSelection(store)}
          disabled={count < 1}
        >
          <DuplicateIcon />
        </ToolButton>
      </div>
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
      <div className="designer-toolbar__group">
        <ToolButton label={t`Zoom out (Ctrl+-)`} onClick={() => zoomStep(store, -1)}>
          <ZoomOutIcon />
        </ToolButton>
        <button
          type="button"
          className="designer-toolbar__zoom"
          title={t`Zoom to 100% (Ctrl+0)`}
          onClick={() => zoomTo(store, 1)}
          data-testid="zoom-level"
        >
          {Math.round(snap.camera.z * 100)}%
        </button>
        <ToolButton label={t`Zoom in (Ctrl++)`} onClick={() => zoomStep(store, 1)}>
          <ZoomInIcon />
        </ToolButton>
        <ToolButton label={t`Fit the page (Ctrl+1)`} onClick={() => fitPage(store)} testId="zoom-fit">
          <FitIcon />
        </ToolButton>
      </div>
      <div className="designer-toolbar__end">{end}</div>
    </div>
  )
}
