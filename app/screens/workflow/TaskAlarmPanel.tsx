import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import type { LiveBindings } from '../../runtime/live/liveBindings'
import { requestJson } from '../../shell/http'
import { Badge, Button, notify, TextField } from '../../ui'
import { useLiveValue, useLiveValues } from '../objectModels/instanceEditor/useLiveValues'

/** The alarm that started a task's process (GET /api/flow/task/:id/alarm). */
interface TaskAlarm {
  id: number
  objName: string
  propName: string
  limitName: string
  showName: string
  alertType: string
  limitValue: number
  value: number | null
  priority: number
  color: string
  alarmTime: string
  isConfirm: boolean
  confirmPerson: string
  confirmTime: string | null
  isRemove: boolean
  removeTime: string | null
}

interface JournalEntry {
  id: number
  kind: string
  text: string
  userName: string
  createdAt: string
}

interface Props {
  taskId: number
  /** A done (or read-only) task shows the alarm but cannot acknowledge it. */
  readonly: boolean
  /** After an acknowledgement: the process log has a new line. */
  onAcknowledged(): void
}

/**
 * The alarm side of a to-do started by an alarm (alarm → to-do loop): the alarm with its state, the
 * object's properties live (the panel a faceplate would show), acknowledging from the task with a comment,
 * and the alarm's journal. Nothing shows for a task whose process no alarm started.
 */
export function TaskAlarmPanel({ taskId, readonly, onAcknowledged }: Props) {
  const { t, i18n } = useLingui()
  const [alarm, setAlarm] = useState<TaskAlarm | null>(null)
  const [journal, setJournal] = useState<JournalEntry[]>([])
  const [propNames, setPropNames] = useState<string[]>([])
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    const result = await requestJson<{ alarm: TaskAlarm; journal: JournalEntry[] }>(
      'GET',
      `/api/flow/task/${taskId}/alarm`,
      undefined,
      { suppressNotice: true },
    )
    if (!result.ok) return
    setAlarm(result.data.alarm)
    setJournal(result.data.journal)
    const snapshot = await requestJson<{ list: { name: string }[] }>(
      'GET',
      `/api/runtime/objects/${encodeURIComponent(result.data.alarm.objName)}/snapshot`,
      undefined,
      { suppressNotice: true },
    )
    if (snapshot.ok) setPropNames(snapshot.data.list.map((entry) => entry.name))
  }, [taskId])

  useEffect(() => {
    void load()
  }, [load])

  if (!alarm) return null
  const kinds: Record<string, string> = {
    started: t`Process started`,
    failed: t`Process could not start`,
    comment: t`Comment`,
    acknowledged: t`Acknowledged`,
    closed: t`Process ended`,
  }

  async function acknowledge() {
    setBusy(true)
    const result = await requestJson<{ alreadyConfirmed: boolean }>(
      'POST',
      `/api/flow/task/${taskId}/alarm/ack`,
      { comment },
    )
    setBusy(false)
    if (!result.ok) return
    notify.success(
      result.data.alreadyConfirmed ? t`The alarm was already acknowledged` : t`Alarm acknowledged`,
    )
    setComment('')
    await load()
    onAcknowledged()
  }

  const when = (iso: string | null) =>
    iso ? i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'medium' }) : ''
  const state = alarm.isRemove ? (
    <Badge tone="success">{t`Cleared`}</Badge>
  ) : alarm.isConfirm ? (
    <Badge tone="info">{t`Acknowledged`}</Badge>
  ) : (
    <Badge tone="danger">{t`Active, not acknowledged`}</Badge>
  )
  return (
    <section className="wf-alarm" aria-label={t`The alarm of this task`} data-testid="wf-task-alarm">
      <header className="wf-alarm__head" style={{ borderLeftColor: alarm.color || undefined }}>
        <div>
          <h2 className="wf-alarm__title">
            {alarm.objName}.{alarm.propName} · {alarm.showName || alarm.limitName}
          </h2>
          <p className="wf-alarm__facts">
            <Trans>
              Value {String(alarm.value ?? '—')} against {alarm.alertType} {alarm.limitValue}, priority{' '}
              {alarm.priority}, raised {when(alarm.alarmTime)}
            </Trans>
          </p>
          {alarm.isConfirm && (
            <p className="wf-alarm__facts">
              <Trans>
                Acknowledged by {alarm.confirmPerson} at {when(alarm.confirmTime)}
              </Trans>
            </p>
          )}
        </div>
        <span data-testid="wf-alarm-state">{state}</span>
      </header>
      {propNames.length > 0 && (
        <LiveTable objName={alarm.objName} propNames={propNames} alarmProp={alarm.propName} />
      )}
      {!readonly && !alarm.isConfirm && (
        <div className="wf-alarm__ack">
          <TextField
            id="wf-alarm-comment"
            label={t`Comment for the alarm journal`}
            value={comment}
            onChange={setComment}
          />
          <Button
            variant="primary"
            loading={busy}
            onClick={() => void acknowledge()}
            data-testid="wf-alarm-ack"
          >
            <Trans>Acknowledge the alarm</Trans>
          </Button>
        </div>
      )}
      <h3 className="wf-alarm__sub">
        <Trans>Alarm journal</Trans>
      </h3>
      <ol className="wf-alarm__journal" data-testid="wf-alarm-journal">
        {journal.map((entry) => (
          <li key={entry.id}>
            <time>{when(entry.createdAt)}</time> <strong>{kinds[entry.kind] ?? entry.kind}</strong>{' '}
            {entry.userName} {entry.text}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The alarm's object, every property live (values, quality), the alarmed one marked. */
function LiveTable({
  objName,
  propNames,
  alarmProp,
}: {
  objName: string
  propNames: string[]
  alarmProp: string
}) {
  const { t } = useLingui()
  const bindings = useLiveValues(objName, propNames)
  return (
    <table className="wf-alarm__live" data-testid="wf-alarm-live">
      <caption>{t`${objName} now`}</caption>
      <tbody>
        {propNames.map((name) => (
          <LiveRow key={name} bindings={bindings} name={name} marked={name === alarmProp} />
        ))}
      </tbody>
    </table>
  )
}

function LiveRow({ bindings, name, marked }: { bindings: LiveBindings; name: string; marked: boolean }) {
  const live = useLiveValue(bindings, name)
  const value = live?.value
  const shown =
    value === undefined
      ? '…'
      : typeof value === 'number'
        ? String(Math.round(value * 1000) / 1000)
        : String(value)
  return (
    <tr className={marked ? 'is-alarmed' : undefined}>
      <th scope="row">{name}</th>
      <td className={`num quality--${live?.quality ?? 'none'}`} data-testid={`wf-live-${name}`}>
        {shown}
      </td>
    </tr>
  )
}
