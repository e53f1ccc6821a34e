import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { actionTitle, type ToolbarGroup } from '../actions/action'
import { runAction, toolbarActions } from '../actions/registry'
import { zoomActual } from '../actions/zoom'
import { useDesigner } from '../DesignerContext'
import type { DesignerState } from '../state/designerStore'

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
        active={action.active?.(state)}
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

/** The designer's toolbar: tools, history, blocks, arrangement, platform, grid and snapping, zoom. */
export function Toolbar({ start, end }: { start?: ReactNode; end?: ReactNode }) {
  const { t, i18n } = useLingui()
  const host = useDesigner()
  const { store } = host
  const snap = useSnapshot(store.state)
  const state = snap as DesignerState

  return (
    <div className="designer-toolbar" role="toolbar" aria-label={t`Designer tools`}>
      <div className="designer-toolbar__start">{start}</div>
      <ActionGroup group="tools" state={state} />
      <ActionGroup group="history" state={state} />
      <ActionGroup group="blocks" state={state} />
      <ActionGroup group="arrange" state={state} />
      <div className="designer-toolbar__spacer" />
      <ActionGroup group="platform" state={state} />
      <ActionGroup group="view" state={state} />
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
