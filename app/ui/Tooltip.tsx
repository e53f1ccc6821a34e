import { type ReactNode, useId } from 'react'
import { TOOLTIP_WIDTH } from '../../engine/rules/display'
import { InfoIcon } from './icons'
import '../styles/ui/feedback.css'

/**
 * A help bubble that opens on hover and keyboard focus, below and to the left of its trigger, 250 px
 * wide (spec S1 §9). The trigger is a small info button whose description is the tooltip's text.
 */
export function HelpTooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId()
  return (
    <span className="tooltip">
      <button type="button" className="tooltip__trigger" aria-label={label} aria-describedby={id}>
        <InfoIcon size={15} />
      </button>
      <span role="tooltip" id={id} className="tooltip__bubble" style={{ width: TOOLTIP_WIDTH }}>
        {children}
      </span>
    </span>
  )
}
