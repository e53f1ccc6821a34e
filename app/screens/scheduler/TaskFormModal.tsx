import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { FormModal, InlineNotice, NumberField, Select, Switch, TextField } from '../../ui'
import { type Experiment, listExperiments } from '../bigData/bigDataApi'
import { type ReportTaskDraft, ReportTaskFields, reportConfigOf, reportDraftOf } from './ReportTaskFields'
import {
  AGGREGATES,
  CONTINUOUS,
  createTask,
  PUBLISH_DEFAULT,
  type ScheduledTask,
  type TaskBody,
  type TaskKind,
  updateTask,
} from './schedulerApi'

interface Props {
  kind: TaskKind
  task: ScheduledTask | null
  onClose: () => void
  onSaved: (task: ScheduledTask) => void
}

interface Draft {
  name: string
  scheduleKind: 'cron' | 'interval'
  cron: string
  intervalSeconds: number | null
  misfire: 'run' | 'skip'
  enabled: boolean
  action: 'purgeHistory' | 'backup'
  olderThanDays: number | null
  sourceObj: string
  sourceProp: string
  aggregate: string
  windowSeconds: number | null
  publishSeconds: number | null
  targetObj: string
  targetProp: string
  experimentId: number
  report: ReportTaskDraft
}

const ref = (value: unknown): { objName: string; propName: string } =>
  (value as { objName: string; propName: string } | undefined) ?? { objName: '', propName: '' }

function draftOf(task: ScheduledTask | null): Draft {
  const c = task?.config ?? {}
  return {
    name: task?.name ?? '',
    scheduleKind: task?.cron ? 'cron' : 'interval',
    cron: task?.cron ?? '',
    intervalSeconds: task ? task.intervalSeconds : 3600,
    misfire: task?.misfire ?? 'skip',
    enabled: task?.enabled ?? true,
    action: c.action === 'backup' ? 'backup' : 'purgeHistory',
    olderThanDays: typeof c.olderThanDays === 'number' ? c.olderThanDays : 90,
    sourceObj: ref(c.source).objName,
    sourceProp: ref(c.source).propName,
    aggregate: typeof c.aggregate === 'string' ? c.aggregate : 'average',
    windowSeconds: typeof c.windowSeconds === 'number' ? c.windowSeconds : 3600,
    publishSeconds: typeof c.publishSeconds === 'number' ? c.publishSeconds : PUBLISH_DEFAULT,
    targetObj: ref(c.target).objName,
    targetProp: ref(c.target).propName,
    experimentId: typeof c.experimentId === 'number' ? c.experimentId : 0,
    report: reportDraftOf(c),
  }
}

/** Creates or edits a scheduled task: its schedule (cron or interval) and what the kind needs. */
export function TaskFormModal({ kind, task, onClose, onSaved }: Props) {
  const { t } = useLingui()
  const [draft, setDraft] = useState<Draft>(() => draftOf(task))
  const [nameError, setNameError] = useState('')
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)
  const [experiments, setExperiments] = useState<Experiment[]>([])
  const continuous = CONTINUOUS.includes(kind)
  useEffect(() => {
    if (kind !== 'experiment-task') return
    void listExperiments({ keyword: '', pageIndex: 1, pageSize: 200 }).then((result) => {
      if (result.ok) setExperiments(result.data.list)
    })
  }, [kind])
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }))

  const aggregateLabels: Record<string, string> = {
    average: t`Average`,
    count: t`Count`,
    difference: t`Difference`,
    duration: t`Duration (seconds true)`,
    instantaneous: t`Instantaneous value`,
    integral: t`Integral`,
    max: t`Maximum`,
    min: t`Minimum`,
    maxTime: t`Time of maximum`,
    minTime: t`Time of minimum`,
    frequency: t`Frequency (rising edges)`,
  }

  function config(): Record<string, unknown> {
    if (kind === 'experiment-task') return { experimentId: draft.experimentId }
    if (kind === 'reportStatistics-task') return reportConfigOf(draft.report)
    if (kind === 'system-task')
      return draft.action === 'backup'
        ? { action: 'backup' }
        : { action: 'purgeHistory', olderThanDays: draft.olderThanDays }
    return {
      source: { objName: draft.sourceObj.trim(), propName: draft.sourceProp.trim() },
      aggregate: draft.aggregate,
      windowSeconds: draft.windowSeconds,
      target: { objName: draft.targetObj.trim(), propName: draft.targetProp.trim() },
      ...(continuous ? { publishSeconds: draft.publishSeconds } : {}),
    }
  }

  async function submit() {
    setFailure('')
    if (draft.name.trim() === '') {
      setNameError(t`The name is required`)
      return
    }
    setSaving(true)
    const body: TaskBody = {
      name: draft.name.trim(),
      kind,
      cron: !continuous && draft.scheduleKind === 'cron' ? draft.cron.trim() : null,
      intervalSeconds: !continuous && draft.scheduleKind === 'interval' ? draft.intervalSeconds : null,
      misfire: draft.misfire,
      enabled: draft.enabled,
      config: config(),
    }
    const result = task
      ? await updateTask(task.taskId, { ...body, version: task.version })
      : await createTask(body)
    setSaving(false)
    if (result.ok) onSaved(result.data)
    else setFailure(result.message)
  }

  return (
    <FormModal
      title={task ? t`Edit task ${task.name}` : t`New task`}
      width={620}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveTestId="task-save"
      formTestId="task-form"
    >
      {failure ? (
        <div data-testid="task-failure">
          <InlineNotice tone="error" title={t`The task was not saved`}>
            {failure}
          </InlineNotice>
        </div>
      ) : null}
      <TextField
        id="task-name"
        label={<Trans>Name</Trans>}
        value={draft.name}
        onChange={(value) => {
          set('name')(value)
          setNameError('')
        }}
        error={nameError}
        required
        maxLength={50}
        autoFocus
      />
      {continuous ? (
        <InlineNotice tone="info" title={t`Runs continuously`}>
          <Trans>
            While enabled, the statistic is kept over a window that slides with the clock, from the values as
            they arrive, and written to the result property.
          </Trans>
        </InlineNotice>
      ) : (
        <>
          <div className="scheduler-form__row">
            <Select
              id="task-schedule-kind"
              label={<Trans>Schedule</Trans>}
              value={draft.scheduleKind}
              options={[
                { value: 'interval', label: t`Every N seconds` },
                { value: 'cron', label: t`Cron expression` },
              ]}
              onChange={set('scheduleKind')}
            />
            {draft.scheduleKind === 'cron' ? (
              <TextField
                id="task-cron"
                label={<Trans>Cron expression</Trans>}
                value={draft.cron}
                onChange={set('cron')}
                maxLength={200}
                hint={
                  <Trans>Minute hour day month weekday, server time; e.g. 30 2 * * * is 02:30 daily</Trans>
                }
              />
            ) : (
              <NumberField
                id="task-interval"
                label={<Trans>Interval</Trans>}
                value={draft.intervalSeconds}
                onChange={set('intervalSeconds')}
                min={10}
                unit="s"
              />
            )}
          </div>
          <div className="scheduler-form__row">
            <Select
              id="task-misfire"
              label={<Trans>Runs missed while the server was down</Trans>}
              value={draft.misfire}
              options={[
                { value: 'skip', label: t`Skip them` },
                { value: 'run', label: t`Run once at start` },
              ]}
              onChange={set('misfire')}
            />
            <Switch checked={draft.enabled} onChange={set('enabled')} label={<Trans>Enabled</Trans>} />
          </div>
        </>
      )}
      {kind === 'reportStatistics-task' ? (
        <ReportTaskFields draft={draft.report} onChange={set('report')} />
      ) : kind === 'system-task' ? (
        <div className="scheduler-form__row">
          <Select
            id="task-action"
            label={<Trans>Action</Trans>}
            value={draft.action}
            options={[
              { value: 'purgeHistory', label: t`Purge old history` },
              { value: 'backup', label: t`Back up the database` },
            ]}
            onChange={set('action')}
          />
          {draft.action === 'purgeHistory' ? (
            <NumberField
              id="task-days"
              label={<Trans>Older than</Trans>}
              value={draft.olderThanDays}
              onChange={set('olderThanDays')}
              min={1}
              unit={t`days`}
            />
          ) : null}
        </div>
      ) : kind === 'experiment-task' ? (
        <Select
          id="task-experiment"
          label={<Trans>Experiment</Trans>}
          value={draft.experimentId}
          options={[
            { value: 0, label: t`Choose an experiment` },
            ...experiments.map((e) => ({ value: e.experimentId, label: e.name })),
          ]}
          onChange={set('experimentId')}
          hint={
            <Trans>Each run of the task runs the experiment; its results are kept with the experiment</Trans>
          }
        />
      ) : (
        <>
          <div className="scheduler-form__row">
            <TextField
              id="task-source-obj"
              label={<Trans>Source object</Trans>}
              value={draft.sourceObj}
              onChange={set('sourceObj')}
            />
            <TextField
              id="task-source-prop"
              label={<Trans>Source property</Trans>}
              value={draft.sourceProp}
              onChange={set('sourceProp')}
            />
          </div>
          <div className="scheduler-form__row">
            <Select
              id="task-aggregate"
              label={<Trans>Statistic</Trans>}
              value={draft.aggregate}
              options={AGGREGATES.map((value) => ({ value, label: aggregateLabels[value] ?? value }))}
              onChange={set('aggregate')}
            />
            <NumberField
              id="task-window"
              label={<Trans>Window</Trans>}
              value={draft.windowSeconds}
              onChange={set('windowSeconds')}
              min={10}
              unit="s"
              hint={
                continuous ? (
                  <Trans>The statistic covers this long up to now (at most a day)</Trans>
                ) : (
                  <Trans>The statistic covers this long up to each run</Trans>
                )
              }
            />
          </div>
          {continuous ? (
            <div className="scheduler-form__row">
              <NumberField
                id="task-publish"
                label={<Trans>Write the result at most every</Trans>}
                value={draft.publishSeconds}
                onChange={set('publishSeconds')}
                min={1}
                max={3600}
                unit="s"
              />
              <Switch checked={draft.enabled} onChange={set('enabled')} label={<Trans>Enabled</Trans>} />
            </div>
          ) : null}
          <div className="scheduler-form__row">
            <TextField
              id="task-target-obj"
              label={<Trans>Result object</Trans>}
              value={draft.targetObj}
              onChange={set('targetObj')}
            />
            <TextField
              id="task-target-prop"
              label={<Trans>Result property</Trans>}
              value={draft.targetProp}
              onChange={set('targetProp')}
            />
          </div>
        </>
      )}
    </FormModal>
  )
}
