import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { checkFormControls, currentValues, formNames } from '../../../plugins/forms/shared/formRegistry'
import type { FormValue } from '../../../plugins/shared/viewContract'
import { RuntimePage } from '../../runtime/RuntimePage'
import { useRuntimeTarget } from '../../runtime/useRuntimeTarget'
import { requestJson } from '../../shell/http'
import type { ScreenProps } from '../../shell/routes/types'
import { Badge, Button, notify, PageHeader, Panel, Select, TextField } from '../../ui'
import { FlowLog, type LogEntry } from './FlowLog'
import { TaskAlarmPanel } from './TaskAlarmPanel'
import './workflow.css'

interface TaskDetail {
  id: number
  taskName: string
  flowName: string
  flowId: number
  startPerson: string
  formKey: string
  data: Record<string, unknown>
  temp: { data: Record<string, unknown> | null }
  readonly: boolean
  isDone: boolean
  canRecall: boolean
  branches: { id: string; name: string }[]
  taskState: string
  audit: string
  branch: string
  version: number
}

// Process variables the engine sets itself: not form fields.
const SYSTEM = new Set(['starter', 'starterId', 'audit', 'branch', 'lastUser'])
// What an alarm gives the process it starts (server/flow/alarmLoop.ts): the alarm panel shows it instead.
const ALARM_VARIABLES = new Set(['alarmId', 'objName', 'propName', 'alarm'])
const startedByAlarm = (data: Record<string, unknown>) =>
  typeof data.alarmId === 'number' && typeof data.alarm === 'object' && data.alarm !== null

/**
 * A task (S1 §4 task flow): its data as a form, temporary save and reset, submit with an audit comment
 * and the branch choice, delegate, recall after submitting, and the process log. Read-only when done.
 * A task whose form is a page (`formKey` `Page_…`) shows that page with the form plugins, its controls
 * holding the task's data; a submit checks every control first. Otherwise, and when done, the data fields
 * show as text boxes.
 */
/** A page the form page opens (a button's action) opens in the runtime. */
function openRuntimePage(pageId: string) {
  window.location.hash = `#/application-runtime/${encodeURIComponent(pageId)}`
}

export default function TaskDetailScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const id = Number(params.id)
  const [task, setTask] = useState<TaskDetail | null>(null)
  const [log, setLog] = useState<LogEntry[]>([])
  const [fields, setFields] = useState<Record<string, string>>({})
  const [audit, setAudit] = useState('')
  const [branch, setBranch] = useState('')
  const [delegateTo, setDelegateTo] = useState('')
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  // The form page's starting values, and its remount after each load (a reset shows the data again).
  const [source, setSource] = useState<Record<string, unknown>>({})
  const [generation, setGeneration] = useState(0)
  const { target, dialogs } = useRuntimeTarget(openRuntimePage)

  const loadLog = useCallback(async () => {
    const logResult = await requestJson<{ list: LogEntry[] }>('GET', `/api/flow/task/${id}/log`)
    if (logResult.ok) setLog(logResult.data.list)
  }, [id])

  const load = useCallback(async () => {
    const result = await requestJson<TaskDetail>('GET', `/api/flow/task/${id}`)
    if (!result.ok) return
    const detail = result.data
    setTask(detail)
    const source = { ...detail.data, ...(detail.temp.data ?? {}) }
    setSource(source)
    setGeneration((n) => n + 1)
    setFields(
      Object.fromEntries(
        Object.entries(source)
          .filter(([key]) => !SYSTEM.has(key) && !(startedByAlarm(source) && ALARM_VARIABLES.has(key)))
          .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
      ),
    )
    setAudit(detail.isDone ? detail.audit : '')
    setBranch(detail.isDone ? detail.branch : (detail.branches[0]?.name ?? ''))
    await loadLog()
  }, [id, loadLog])

  useEffect(() => {
    void load()
  }, [load])

  // Numbers and booleans typed into a field go back as such, so conditions compare them as numbers.
  const data = () =>
    Object.fromEntries(
      Object.entries(fields).map(([key, value]) => {
        try {
          const parsed = JSON.parse(value)
          return [key, typeof parsed === 'object' && parsed !== null ? value : parsed]
        } catch {
          return [key, value]
        }
      }),
    )

  /** The form page's values: checked (a submit; null when a control refused its value) or as they stand. */
  function pageValues(check: boolean): Record<string, FormValue> | null {
    let values: Record<string, FormValue> = {}
    for (const name of formNames()) {
      if (check) {
        const result = checkFormControls(name)
        if (!result.valid) return null
        values = { ...values, ...result.values }
      } else values = { ...values, ...currentValues(name) }
    }
    return values
  }

  async function act(method: 'POST' | 'DELETE', path: string, body: unknown, done: string) {
    setBusy(true)
    const result = await requestJson(method, path, body)
    setBusy(false)
    if (result.ok) {
      notify.success(done)
      await load()
    }
  }

  if (!task) return null
  const readonly = task.readonly
  const pageForm = !readonly && task.formKey.startsWith('Page_')
  const formData = (check: boolean) => {
    if (!pageForm) return data()
    const values = pageValues(check)
    if (values === null) notify.error(t`Some fields are not valid; see the messages under them.`)
    return values
  }
  return (
    <div className="wf-task" data-testid="workflow-task">
      <PageHeader
        title={`${task.taskName} · ${task.flowName} #${task.flowId}`}
        description={task.startPerson ? t`Started by ${task.startPerson}` : t`Started by an alarm`}
        actions={
          <>
            {task.taskState === 'overdue' && <Badge tone="danger">{t`Overdue`}</Badge>}
            {task.isDone && <Badge tone="success">{t`Done`}</Badge>}
          </>
        }
      />
      <Panel>
        {/* Acknowledging adds a log line; what is typed in the form stays. */}
        <TaskAlarmPanel taskId={id} readonly={readonly} onAcknowledged={() => void loadLog()} />
        {pageForm && (
          <div className="wf-task__page runtime" data-testid="wf-task-page">
            <RuntimePage key={generation} pageId={task.formKey} target={target} values={source} />
            {dialogs}
          </div>
        )}
        <form
          className="wf-task__form"
          onSubmit={(event) => {
            event.preventDefault()
            const values = formData(true)
            if (values === null) return
            void act(
              'POST',
              `/api/flow/task/${id}`,
              { audit, data: values, branch, version: task.version },
              t`Submitted`,
            )
          }}
        >
          {!pageForm && Object.keys(fields).length === 0 && (
            <p className="wf-panel__empty">
              <Trans>This task has no data fields.</Trans>
            </p>
          )}
          {(pageForm ? [] : Object.entries(fields)).map(([key, value]) => (
            <TextField
              key={key}
              id={`wf-field-${key}`}
              label={key}
              value={value}
              disabled={readonly}
              onChange={(next) => setFields((current) => ({ ...current, [key]: next }))}
            />
          ))}
          {task.branches.length > 0 && (
            <Select
              id="wf-branch"
              label={t`Branch`}
              value={branch}
              disabled={readonly}
              options={task.branches.map((choice) => ({ value: choice.name, label: choice.name }))}
              onChange={setBranch}
            />
          )}
          <TextField
            id="wf-audit"
            label={t`Audit comment`}
            value={audit}
            disabled={readonly}
            onChange={setAudit}
          />
          <div className="wf-task__actions">
            {!readonly && (
              <>
                <Button type="submit" variant="primary" loading={busy} data-testid="wf-submit">
                  <Trans>Submit</Trans>
                </Button>
                <Button
                  loading={busy}
                  onClick={() =>
                    void act(
                      'POST',
                      `/api/flow/task/${id}/data`,
                      { data: formData(false) },
                      t`Saved for later`,
                    )
                  }
                >
                  <Trans>Save for later</Trans>
                </Button>
                <Button
                  loading={busy}
                  onClick={() => void act('DELETE', `/api/flow/task/${id}/data`, undefined, t`Reset`)}
                >
                  <Trans>Reset</Trans>
                </Button>
              </>
            )}
            {task.canRecall && (
              <Button
                loading={busy}
                onClick={() => void act('POST', `/api/flow/task/${id}/rollback`, undefined, t`Recalled`)}
              >
                <Trans>Recall</Trans>
              </Button>
            )}
          </div>
        </form>
        {!readonly && (
          <div className="wf-task__delegate">
            <TextField
              id="wf-delegate-to"
              label={t`Delegate to (username)`}
              value={delegateTo}
              onChange={setDelegateTo}
            />
            <TextField
              id="wf-delegate-reason"
              label={t`Delegate reason`}
              value={reason}
              onChange={setReason}
            />
            <Button
              disabled={!delegateTo.trim()}
              loading={busy}
              data-testid="wf-delegate"
              onClick={() =>
                void act(
                  'POST',
                  '/api/flow/task/delegation/delegate',
                  { taskId: id, userTo: delegateTo.trim(), reason },
                  t`Delegated`,
                )
              }
            >
              <Trans>Delegate</Trans>
            </Button>
          </div>
        )}
      </Panel>
      <Panel>
        <h2 className="wf-panel__title">
          <Trans>Log</Trans>
        </h2>
        <FlowLog entries={log} />
      </Panel>
    </div>
  )
}
