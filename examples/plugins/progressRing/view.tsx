import { useLingui } from '@lingui/react'
import { liveStatus, mergeLive, readNumber } from '../../../plugins/shared/liveProps.ts'
import type { DomWidgetProps } from '../../../plugins/shared/viewContract.ts'
import type { RingProps } from './manifest.ts'
import { ringMessages as m } from './messages.ts'

/**
 * A ring filled from min to max by the value, the value in its middle. A bound value with none yet shows
 * an empty grey ring and '…' (no invented value); a bad one is dimmed.
 */
export default function ProgressRingView({ props, live, bound, width, height }: DomWidgetProps<RingProps>) {
  const { i18n } = useLingui()
  const shown = mergeLive(props, live, { value: null }, bound)
  const status = liveStatus(live, bound, ['value'])
  const value = readNumber(shown.value)
  const span = props.max - props.min
  const fraction = value === null || span <= 0 ? 0 : Math.min(1, Math.max(0, (value - props.min) / span))
  const size = Math.max(10, Math.min(width, height))
  const stroke = Math.max(3, size / 10)
  const radius = (size - stroke) / 2
  const circumference = 2 * Math.PI * radius
  const waiting = status === 'waiting'
  return (
    <div
      data-testid="progress-ring"
      title={waiting ? i18n._(m.waiting) : undefined}
      style={{ width, height, display: 'grid', placeItems: 'center', opacity: status === 'bad' ? 0.5 : 1 }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={i18n._(m.title)}>
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke="#d5dbe3" strokeWidth={stroke} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={props.color || '#2f7de1'}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${circumference * fraction} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
        <text
          x="50%"
          y="50%"
          dominantBaseline="central"
          textAnchor="middle"
          fontSize={size / 5}
          fill={waiting ? '#8a94a3' : 'currentColor'}
          data-testid="progress-ring-text"
        >
          {waiting || value === null ? '…' : `${Math.round(value * 10) / 10}${props.unit}`}
        </text>
      </svg>
    </div>
  )
}
