import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { actionTitle } from '../actions/action'
import { group, ungroup } from '../actions/grouping'
import { runAction } from '../actions/registry'
import {
  AlignBottomIcon,
  AlignCenterHIcon,
  AlignLeftIcon,
  AlignMiddleIcon,
  AlignRightIcon,
  AlignTopIcon,
  BackIcon,
  DistributeHIcon,
  DistributeVIcon,
  FrontIcon,
} from '../chrome/icons'
import { useDesigner } from '../DesignerContext'
import * as actions from '../state/actions'
import { Group } from './controls'

function Tool({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string
  onClick(): void
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className="tool-button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  )
}

/** Align, distribute, z-order and grouping of the selected widgets. */
export function ArrangePanel({ count }: { count: number }) {
  const { t, i18n } = useLingui()
  const host = useDesigner()
  const { store } = host
  return (
    <>
      <Group title={t`Align`}>
        <div className="tool-row">
          <Tool label={t`Align left`} onClick={() => actions.align(store, 'left')} disabled={count < 2}>
            <AlignLeftIcon />
          </Tool>
          <Tool
            label={t`Align centres horizontally`}
            onClick={() => actions.align(store, 'hcenter')}
            disabled={count < 2}
          >
            <AlignCenterHIcon />
          </Tool>
          <Tool label={t`Align right`} onClick={() => actions.align(store, 'right')} disabled={count < 2}>
            <AlignRightIcon />
          </Tool>
          <Tool label={t`Align top`} onClick={() => actions.align(store, 'top')} disabled={count < 2}>
            <AlignTopIcon />
          </Tool>
          <Tool
            label={t`Align middles vertically`}
            onClick={() => actions.align(store, 'vcenter')}
            disabled={count < 2}
          >
            <AlignMiddleIcon />
          </Tool>
          <Tool label={t`Align bottom`} onClick={() => actions.align(store, 'bottom')} disabled={count < 2}>
            <AlignBottomIcon />
          </Tool>
          <Tool
            label={t`Distribute horizontally`}
            onClick={() => actions.distribute(store, 'horizontal')}
            disabled={count < 3}
          >
            <DistributeHIcon />
          </Tool>
          <Tool
            label={t`Distribute vertically`}
            onClick={() => actions.distribute(store, 'vertical')}
            disabled={count < 3}
          >
            <DistributeVIcon />
          </Tool>
        </div>
      </Group>
      <Group title={t`Arrange`}>
        <div className="tool-row">
          <Tool label={t`Bring to front`} onClick={() => actions.arrange(store, 'front')}>
            <FrontIcon />
          </Tool>
          <Tool label={t`Bring forward`} onClick={() => actions.arrange(store, 'forward')}>
            <span className="tool-button__text">↑</span>
          </Tool>
          <Tool label={t`Send backward`} onClick={() => actions.arrange(store, 'backward')}>
            <span className="tool-button__text">↓</span>
          </Tool>
          <Tool label={t`Send to back`} onClick={() => actions.arrange(store, 'back')}>
            <BackIcon />
          </Tool>
          {[group, ungroup].map(({ toolbar, ...action }) => (
            <Tool
              key={action.id}
              label={actionTitle(action, store.state, i18n)}
              onClick={() => runAction(store, action, host)}
              disabled={action.enabled ? !action.enabled(store.state) : false}
            >
              {toolbar ? <toolbar.icon /> : null}
            </Tool>
          ))}
        </div>
      </Group>
    </>
  )
}
