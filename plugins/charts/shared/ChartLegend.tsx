import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import type { LegendView } from './chartLegend.ts'

interface Props {
  legend: LegendView
  /** Switches an entry's series off or on (legends whose entries toggle). */
  onToggle: (name: string) => void
  /** The plot's size: the legend lies on its side of it, in the room the spec keeps. */
  plot: { width: number; height: number }
}

/** A chart's legend (see chartLegend): in the room the plot keeps for it on its side. */
export function ChartLegend({ legend, onToggle, plot }: Props) {
  const { t } = useLingui()
  const { position, marker, toggles, entries, size } = legend
  const box: CSSProperties =
    position === 'right'
      ? { left: plot.width - size, top: 0, width: size, height: plot.height }
      : { left: 0, top: position === 'bottom' ? plot.height - size : 0, width: plot.width, height: size }
  return (
    <fieldset className={`gx-legend gx-legend--${position}`} style={box} aria-label={t`Legend`}>
      {entries.map((entry) => {
        const content = (
          <>
            <i
              className={`gx-legend__marker gx-legend__marker--${marker}`}
              style={{ background: entry.color }}
            />
            <span className="gx-legend__label">{entry.name}</span>
          </>
        )
        return toggles ? (
          <button
            key={entry.name}
            type="button"
            className="gx-legend__item"
            aria-pressed={!entry.hidden}
            title={entry.name}
            onClick={() => onToggle(entry.name)}
          >
            {content}
          </button>
        ) : (
          <span key={entry.name} className="gx-legend__item" title={entry.name}>
            {content}
          </span>
        )
      })}
    </fieldset>
  )
}
