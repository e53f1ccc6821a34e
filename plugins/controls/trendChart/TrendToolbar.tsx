import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MessageDescriptor } from '../../../engine/messages.ts'
import { fromLocalInput, TREND_PRESETS_SECONDS, toLocalInput, trendRangeProblems } from './trendData.ts'
import type { TrendRange } from './useTrendHistory.ts'

interface Props {
  range: TrendRange
  penCount: number
  enabled: boolean
  /** A live chart whose refreshes fail: it says so instead of "Live". */
  stale?: boolean
  onChange(range: TrendRange): void
}

/** Range presets, a live/paused switch and a custom period checked by the trend query rules. */
export function TrendToolbar({ range, penCount, enabled, stale = false, onChange }: Props) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [custom, setCustom] = useState<{ from: string; to: string } | null>(null)
  const [problems, setProblems] = useState<MessageDescriptor[]>([])
  const presetLabels: Record<number, string> = {
    300: t`5 min`,
    3600: t`1 h`,
    28800: t`8 h`,
    86400: t`1 day`,
    604800: t`7 days`,
    2592000: t`30 days`,
  }
  const live = range.kind === 'live'

  function openCustom() {
    const end = range.kind === 'live' ? Date.now() : range.end
    const start = range.kind === 'live' ? end - range.spanMs : range.start
    setCustom({ from: toLocalInput(start), to: toLocalInput(end) })
    setProblems([])
  }

  function applyCustom() {
    if (!custom) return
    const start = fromLocalInput(custom.from)
    const end = fromLocalInput(custom.to)
    const found = trendRangeProblems(start, end, Math.max(1, penCount))
    setProblems(found)
    if (found.length === 0) {
      onChange({ kind: 'fixed', start, end })
      setCustom(null)
    }
  }

  return (
    <div className="gx-trend__toolbar">
      <fieldset className="gx-trend__presets">
        <legend className="gx-trend__legend">{t`Time range`}</legend>
        {TREND_PRESETS_SECONDS.map((seconds) => {
          const active = live && range.spanMs === seconds * 1000
          return (
            <button
              key={seconds}
              type="button"
              className={active ? 'gx-trend__preset gx-trend__preset--active' : 'gx-trend__preset'}
              aria-pressed={active}
              disabled={!enabled}
              onClick={() => onChange({ kind: 'live', spanMs: seconds * 1000 })}
            >
              {presetLabels[seconds]}
            </button>
          )
        })}
        <button type="button" className="gx-trend__preset" disabled={!enabled} onClick={openCustom}>
          {t`Custom…`}
        </button>
      </fieldset>
      {custom ? (
        <div className="gx-trend__custom">
          <label>
            {t`From`}
            <input
              type="datetime-local"
              step={1}
              value={custom.from}
              onChange={(e) => setCustom({ ...custom, from: e.target.value })}
            />
          </label>
          <label>
            {t`To`}
            <input
              type="datetime-local"
              step={1}
              value={custom.to}
              onChange={(e) => setCustom({ ...custom, to: e.target.value })}
            />
          </label>
          <button type="button" className="gx-button gx-button--primary" onClick={applyCustom}>
            {t`Show`}
          </button>
          <button type="button" className="gx-button" onClick={() => setCustom(null)}>
            {t`Cancel`}
          </button>
          {problems.length > 0 ? (
            <span className="gx-trend__problem" role="alert">
              {problems.map((problem) => i18n._(problem)).join(' ')}
            </span>
          ) : null}
        </div>
      ) : (
        <span
          className={`gx-trend__live${live ? (stale ? ' gx-trend__live--stale' : ' gx-trend__live--on') : ''}`}
          role="status"
        >
          {live ? (stale ? t`Not updating` : t`Live`) : t`History`}
        </span>
      )}
    </div>
  )
}
