import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { WidgetFrame } from '../../shared/WidgetFrame.tsx'
import { AlarmList } from './AlarmList.tsx'
import { AlarmTable } from './AlarmTable.tsx'
import { alarmCounts, designPreviewRows, idsToAcknowledge, visibleAlarms } from './alarmRows.ts'
import type { RealAlarmProps } from './manifest.ts'
import { useCurrentAlarms } from './useCurrentAlarms.ts'
import './realAlarm.css'

type Pending = { scope: 'selected' | 'all'; ids: string[] } | null

/** Below this width (page pixels) the alarms show as a list, not a table (AlarmList.tsx). */
export const COMPACT_WIDTH = 440

/**
 * Real-time alarm view: sample rows in design mode, the alarm service's current alarms at runtime; a
 * table, or a list in a widget narrower than COMPACT_WIDTH, where the header keeps only the counts and
 * the buttons move to a bar above the list.
 */
export default function RealAlarmView({
  props,
  width,
  height,
  mode,
  services,
  operateDenied,
}: DomWidgetProps<RealAlarmProps>) {
  const { t } = useLingui()
  const runtime = mode === 'runtime'
  // A user who may not operate sees the alarms but cannot acknowledge them; the buttons say why.
  const mayAcknowledge = runtime && operateDenied === undefined
  const objNames = props.objects.map((object) => object.objName).filter((name) => name.trim() !== '')
  const current = useCurrentAlarms(services, objNames, runtime)
  const preview = useMemo(() => designPreviewRows(Date.now()), [])
  const all = runtime ? current.rows : preview
  const rows = useMemo(
    () => visibleAlarms(all, { showAcknowledged: props.showAcknowledged, maxRows: props.maxRows }),
    [all, props.showAcknowledged, props.maxRows],
  )
  const { total, unacknowledged } = alarmCounts(all)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [pending, setPending] = useState<Pending>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const chosen = idsToAcknowledge(rows, selected)
  const open = idsToAcknowledge(rows, 'all')
  const count = pending?.ids.length ?? 0

  function toggle(id: string) {
    setSelected((set) => {
      const next = new Set(set)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  async function acknowledge() {
    if (!pending) return
    setBusy(true)
    setFailed(false)
    try {
      await services.alarms.acknowledge(pending.ids)
      setSelected(new Set())
      current.reload()
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
      setPending(null)
    }
  }

  const notice =
    runtime && current.load === 'failed'
      ? t`The alarms could not be loaded.`
      : runtime && current.load === 'loading'
        ? t`Loading alarms…`
        : rows.length === 0
          ? t`No active alarms`
          : null

  const compact = width < COMPACT_WIDTH
  const toggleAll = () => setSelected(chosen.length === open.length ? new Set() : new Set(open))
  const buttons = (
    <>
      <button
        type="button"
        className="gx-button"
        disabled={!mayAcknowledge || chosen.length === 0}
        title={operateDenied}
        onClick={() => setPending({ scope: 'selected', ids: chosen })}
      >
        <span className="gx-alarms__label">
          {compact ? t`Acknowledge (${chosen.length})` : t`Acknowledge selected`}
        </span>
      </button>
      <button
        type="button"
        className="gx-button gx-button--primary"
        disabled={!mayAcknowledge || open.length === 0}
        title={operateDenied}
        onClick={() => setPending({ scope: 'all', ids: open })}
      >
        <span className="gx-alarms__label">{t`Acknowledge all`}</span>
      </button>
    </>
  )

  return (
    <WidgetFrame
      width={width}
      height={height}
      theme={props.theme}
      title={props.title || t`Real-time alarms`}
      className="gx-alarms"
      meta={
        <span className="gx-alarms__toolbar">
          <span className="gx-alarms__counts" aria-live="polite">
            <span className="gx-alarms__active">{t`${total} active`} · </span>
            <strong>{t`${unacknowledged} unacknowledged`}</strong>
          </span>
          {runtime && operateDenied !== undefined ? (
            <span className="gx-alarms__readonly" title={operateDenied}>
              {t`View only`}
            </span>
          ) : null}
          {compact ? null : buttons}
        </span>
      }
    >
      <div className={compact ? 'gx-alarms__scroll gx-alarms__scroll--compact' : 'gx-alarms__scroll'}>
        {compact ? (
          <AlarmList
            rows={rows}
            selected={selected}
            selectable={mayAcknowledge}
            onToggle={toggle}
            onToggleAll={toggleAll}
            actions={buttons}
          />
        ) : (
          <AlarmTable
            rows={rows}
            selected={selected}
            selectable={mayAcknowledge}
            onToggle={toggle}
            onToggleAll={toggleAll}
          />
        )}
      </div>
      {notice ? <div className="gx-widget__notice gx-alarms__notice">{notice}</div> : null}
      {failed ? (
        <div className="gx-alarms__error" role="alert">
          {t`Acknowledging failed. Try again.`}
        </div>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        title={pending?.scope === 'all' ? t`Acknowledge all alarms?` : t`Acknowledge the selected alarms?`}
        confirmLabel={t`Acknowledge`}
        onClose={() => setPending(null)}
        onConfirm={() => void acknowledge()}
      >
        {plural(count, {
          one: '# alarm will be marked as acknowledged in your name.',
          other: '# alarms will be marked as acknowledged in your name.',
        })}
      </ConfirmDialog>
    </WidgetFrame>
  )
}
