import { Trans, useLingui } from '@lingui/react/macro'

/** One line of a process's log as `/api/flow/task/:id/log` and `/api/flow/process/:id` answer it. */
export interface LogEntry {
  id: number
  action: string
  userName: string
  forUserName: string
  elementName: string
  audit: string
  branch: string
  createdAt: string
}

/** A process's log, oldest first: who did what on which step, for whom, with branch and comment. */
export function FlowLog({ entries }: { entries: readonly LogEntry[] }) {
  const { t } = useLingui()
  const labels: Record<string, string> = {
    start: t`Started`,
    submit: t`Submitted`,
    delegate: t`Delegated`,
    cancelDelegation: t`Delegation cancelled`,
    rollback: t`Recalled`,
    complete: t`Completed`,
    suspend: t`Suspended`,
    resume: t`Resumed`,
    terminate: t`Terminated`,
    timer: t`Timer fired`,
    overdue: t`Overdue`,
    service: t`Service called`,
    serviceFailed: t`Service failed`,
    ackAlarm: t`Alarm acknowledged`,
  }
  if (entries.length === 0)
    return (
      <p className="wf-panel__empty">
        <Trans>Nothing logged yet.</Trans>
      </p>
    )
  return (
    <ol className="wf-log" data-testid="wf-log">
      {entries.map((entry) => (
        <li key={entry.id}>
          <time>{new Date(entry.createdAt).toLocaleString()}</time>{' '}
          <strong>{labels[entry.action] ?? entry.action}</strong> {entry.elementName} {entry.userName}
          {entry.forUserName && entry.action === 'submit' && <> ({t`for ${entry.forUserName}`})</>}
          {entry.forUserName && entry.action === 'delegate' && <> → {entry.forUserName}</>}
          {entry.branch && <> · {entry.branch}</>}
          {entry.audit && <> · “{entry.audit}”</>}
        </li>
      ))}
    </ol>
  )
}
