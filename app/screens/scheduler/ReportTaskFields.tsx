import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { MultiSelect, NumberField, Select, TextField } from '../../ui'
import { listReports, type Report } from '../globalSetting/reports/reportsApi'
import { receiverOptions } from '../notify/notifyApi'

/** A scheduled report's settings as the form edits them (server/routes/scheduler/config.ts ReportTaskConfig). */
export interface ReportTaskDraft {
  reportId: number | null
  format: 'xlsx' | 'csv' | 'pdf'
  params: Record<string, string>
  pageRange: string
  delivery: 'email' | 'file'
  userIds: number[]
  keep: number | null
}

export function reportDraftOf(config: Record<string, unknown>): ReportTaskDraft {
  const params = (config.params ?? {}) as Record<string, string | number | null>
  return {
    reportId: typeof config.reportId === 'number' ? config.reportId : null,
    format: (config.format as ReportTaskDraft['format']) ?? 'xlsx',
    params: Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, value === null ? '' : String(value)]),
    ),
    pageRange: typeof config.pageRange === 'string' ? config.pageRange : '',
    delivery: config.delivery === 'file' ? 'file' : 'email',
    userIds: Array.isArray(config.userIds) ? (config.userIds as number[]) : [],
    keep: typeof config.keep === 'number' ? config.keep : 10,
  }
}

/** The config the server stores; blank parameter values are left out, so the report's defaults apply. */
export function reportConfigOf(draft: ReportTaskDraft): Record<string, unknown> {
  const params = Object.fromEntries(Object.entries(draft.params).filter(([, value]) => value.trim() !== ''))
  return {
    reportId: draft.reportId,
    format: draft.format,
    params,
    pageRange: draft.pageRange.trim(),
    delivery: draft.delivery,
    userIds: draft.delivery === 'email' ? draft.userIds : [],
    keep: draft.keep,
  }
}

/** The report task's part of the task form: which report, its parameter values, the file and who gets it. */
export function ReportTaskFields({
  draft,
  onChange,
}: {
  draft: ReportTaskDraft
  onChange: (draft: ReportTaskDraft) => void
}) {
  const { t } = useLingui()
  const [reports, setReports] = useState<Report[]>([])
  const [users, setUsers] = useState<{ value: number; label: string }[]>([])
  useEffect(() => {
    void listReports({ pageIndex: 1, pageSize: 500, keyword: '' }).then((result) => {
      if (result.ok) setReports(result.data.list)
    })
    // The user list comes from the notification centre's receivers (those holding its type page).
    void receiverOptions().then((result) => {
      if (result.ok)
        setUsers(
          result.data.users.map((user) => ({
            value: user.userId,
            label: `${user.realName || user.username}${user.email ? ` <${user.email}>` : ''}`,
          })),
        )
    })
  }, [])
  const set = <K extends keyof ReportTaskDraft>(key: K, value: ReportTaskDraft[K]) =>
    onChange({ ...draft, [key]: value })
  const report = reports.find((item) => item.reportId === draft.reportId)

  return (
    <div data-testid="report-task-fields">
      <div className="scheduler-form__row">
        <Select
          id="task-report"
          label={<Trans>Report</Trans>}
          value={draft.reportId ?? 0}
          options={[
            { value: 0, label: t`Choose a report` },
            ...reports.map((item) => ({ value: item.reportId, label: item.name })),
          ]}
          onChange={(value) => onChange({ ...draft, reportId: value === 0 ? null : value, params: {} })}
        />
        <Select
          id="task-format"
          label={<Trans>File format</Trans>}
          value={draft.format}
          options={[
            { value: 'xlsx', label: 'Excel (xlsx)' },
            { value: 'csv', label: 'CSV' },
            { value: 'pdf', label: 'PDF' },
          ]}
          onChange={(value) => set('format', value)}
        />
      </div>
      {report && report.definition.params.length > 0 ? (
        <div className="scheduler-form__row">
          {report.definition.params.map((param) => (
            <TextField
              key={param.name}
              id={`task-param-${param.name}`}
              label={param.label || param.name}
              value={draft.params[param.name] ?? ''}
              onChange={(value) => set('params', { ...draft.params, [param.name]: value })}
              placeholder={
                param.defaultValue === undefined || param.defaultValue === null
                  ? ''
                  : String(param.defaultValue)
              }
              required={param.required === true}
            />
          ))}
        </div>
      ) : null}
      <div className="scheduler-form__row">
        <TextField
          id="task-page-range"
          label={<Trans>Pages</Trans>}
          value={draft.pageRange}
          onChange={(value) => set('pageRange', value)}
          maxLength={100}
          hint={<Trans>Blank for all pages, or e.g. 1-3</Trans>}
        />
        <NumberField
          id="task-keep"
          label={<Trans>Files kept</Trans>}
          value={draft.keep}
          onChange={(value) => set('keep', value)}
          min={1}
          max={100}
          hint={<Trans>The newest files stay downloadable from the task's runs</Trans>}
        />
      </div>
      <div className="scheduler-form__row">
        <Select
          id="task-delivery"
          label={<Trans>Delivery</Trans>}
          value={draft.delivery}
          options={[
            { value: 'email', label: t`Email it (notification centre)` },
            { value: 'file', label: t`Only keep the file` },
          ]}
          onChange={(value) => set('delivery', value)}
        />
        {draft.delivery === 'email' ? (
          <MultiSelect
            id="task-users"
            label={<Trans>Send to</Trans>}
            value={draft.userIds}
            options={users}
            onChange={(value) => set('userIds', value)}
            placeholder={t`Nobody`}
            hint={
              <Trans>Sent through the notification types of the event "Scheduled report generated"</Trans>
            }
          />
        ) : null}
      </div>
    </div>
  )
}
