import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { MAX_LINES_PER_PAGE, type ReportDefinition } from '../../../../engine/reports/definition'
import { MESSAGES } from '../../../../engine/rules/responses'
import {
  Button,
  Checkbox,
  InlineNotice,
  icons,
  NumberField,
  notify,
  PageHeader,
  Panel,
  Select,
  TextField,
} from '../../../ui'
import { TextAreaField } from '../../admin/common/TextAreaField'
import { listDatasources } from '../sqlDatasources/datasourcesApi'
import { ColumnsEditor } from './ColumnsEditor'
import { draftOf, paramsForSql } from './draft'
import { ParamsEditor } from './ParamsEditor'
import { ReportPreview } from './ReportPreview'
import { createReport, type Report, type ReportDraft, updateReport } from './reportsApi'
import { TableImportModal } from './TableImportModal'

interface Props {
  report: Report | null
  onClose: () => void
}

/** The product's own database in the source list (a report with no data source reads it, read-only). */
const PRODUCT_DB = 0

/** Designs one report: its query and parameters, columns and formats, groups and totals, with a preview. */
export function ReportEditor({ report, onClose }: Props) {
  const { t, i18n } = useLingui()
  const [saved, setSaved] = useState<Report | null>(report)
  const [draft, setDraft] = useState<ReportDraft>(() => draftOf(report))
  const [dirty, setDirty] = useState(false)
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)
  const [sources, setSources] = useState<{ value: number; label: string }[]>([])
  const [importing, setImporting] = useState(false)

  useEffect(() => {
    void listDatasources({ keyword: '', pageIndex: 1, pageSize: 1000 }).then((result) => {
      if (result.ok)
        setSources(result.data.list.map((source) => ({ value: source.datasourceId, label: source.name })))
    })
  }, [])

  const edit = (patch: Partial<ReportDraft>) => {
    setDraft((current) => ({ ...current, ...patch }))
    setDirty(true)
  }
  const editDefinition = (patch: Partial<ReportDefinition>) =>
    edit({ definition: { ...draft.definition, ...patch } })

  async function save() {
    setFailure('')
    setSaving(true)
    const result = saved
      ? await updateReport(saved.reportId, { ...draft, version: saved.version })
      : await createReport(draft)
    setSaving(false)
    if (!result.ok) {
      setFailure(result.message)
      return
    }
    notify.success(i18n._(saved ? MESSAGES.editSucceeded : MESSAGES.createSucceeded), result.data.name)
    setSaved(result.data)
    setDirty(false)
  }

  const fields = draft.definition.columns.map((column) => column.field)
  // Imports go to the saved table source of an external data source (the product's own is read-only).
  const importable = saved !== null && !dirty && saved.tableName !== '' && saved.datasourceId !== null
  return (
    <div className="admin-screen report-editor" data-testid="report-editor">
      <PageHeader
        title={saved ? saved.name : <Trans>New report</Trans>}
        description={<Trans>Design the report, run it with parameter values, then save and export it.</Trans>}
        actions={
          <>
            <Button icon={<icons.ChevronLeftIcon size={15} />} onClick={onClose} data-testid="report-back">
              <Trans>Back to reports</Trans>
            </Button>
            <Button variant="primary" loading={saving} onClick={() => void save()} data-testid="report-save">
              <Trans>Save</Trans>
            </Button>
          </>
        }
      />
      {failure ? (
        <InlineNotice tone="error" title={t`The report was not saved`}>
          {failure}
        </InlineNotice>
      ) : null}
      <Panel>
        <h2 className="report-editor__section">
          <Trans>Query</Trans>
        </h2>
        <div className="admin-form">
          <div className="report-editor__row">
            <TextField
              id="report-name"
              label={<Trans>Name</Trans>}
              value={draft.name}
              required
              onChange={(name) => edit({ name })}
            />
            <Select<number>
              id="report-source"
              label={<Trans>Data source</Trans>}
              value={draft.datasourceId ?? PRODUCT_DB}
              options={[{ value: PRODUCT_DB, label: t`This product's database (read-only)` }, ...sources]}
              onChange={(value) => edit({ datasourceId: value === PRODUCT_DB ? null : value })}
            />
          </div>
          <TextAreaField
            id="report-sql"
            label={<Trans>SQL</Trans>}
            value={draft.sqlText}
            rows={6}
            maxLength={100_000}
            placeholder="select line, day, qty from batches where day >= :from and day < :to order by line, day"
            hint={
              <Trans>
                SELECT or WITH only. Write :name for a parameter; its value is bound, never pasted in. To
                group, order the rows by the group's field.
              </Trans>
            }
            onChange={(sqlText) =>
              edit({
                sqlText,
                definition: { ...draft.definition, params: paramsForSql(sqlText, draft.definition.params) },
              })
            }
          />
          <ParamsEditor params={draft.definition.params} onChange={(params) => editDefinition({ params })} />
        </div>
      </Panel>
      <Panel>
        <h2 className="report-editor__section">
          <Trans>Table source</Trans>
        </h2>
        <div className="admin-form">
          <div className="report-editor__row">
            <TextField
              id="report-table-name"
              label={<Trans>Table name</Trans>}
              value={draft.tableName}
              placeholder="batches"
              onChange={(tableName) => edit({ tableName })}
            />
            <TextField
              id="report-primary-key"
              label={<Trans>Primary key</Trans>}
              value={draft.primaryKey}
              placeholder="id"
              hint={<Trans>Its columns, separated by commas.</Trans>}
              onChange={(primaryKey) => edit({ primaryKey })}
            />
            <div>
              <Button
                icon={<icons.UploadIcon size={15} />}
                disabled={!importable}
                onClick={() => setImporting(true)}
                data-testid="report-import"
              >
                <Trans>Import data…</Trans>
              </Button>
            </div>
          </div>
          <p className="admin-muted">
            {importable ? (
              <Trans>
                xlsx or csv lines go into this table of the data source, matched by the primary key.
              </Trans>
            ) : (
              <Trans>
                To import xlsx or csv data, choose an SQL data source, name its table and primary key, and
                save.
              </Trans>
            )}
          </p>
        </div>
      </Panel>
      {importing && saved ? (
        <TableImportModal
          reportId={saved.reportId}
          tableName={saved.tableName}
          onClose={() => setImporting(false)}
        />
      ) : null}
      <Panel>
        <h2 className="report-editor__section">
          <Trans>Report columns</Trans>
        </h2>
        {draft.definition.columns.length === 0 ? (
          <p className="admin-muted">
            <Trans>Run the preview: the query's columns are taken as the report's, to adjust here.</Trans>
          </p>
        ) : (
          <ColumnsEditor
            columns={draft.definition.columns}
            onChange={(columns) => editDefinition({ columns })}
          />
        )}
        <div className="report-editor__row report-editor__layout">
          <Select<string>
            id="report-group"
            label={<Trans>Group by</Trans>}
            value={draft.definition.groupBy ?? ''}
            options={[
              { value: '', label: t`No groups` },
              ...fields.map((field) => ({ value: field, label: field })),
            ]}
            onChange={(groupBy) => editDefinition({ groupBy: groupBy === '' ? null : groupBy })}
            hint={<Trans>A subtotal of the summed columns ends each group.</Trans>}
          />
          <NumberField
            id="report-lines-per-page"
            label={<Trans>Lines per page</Trans>}
            value={draft.definition.linesPerPage}
            min={5}
            max={MAX_LINES_PER_PAGE}
            onChange={(value) => editDefinition({ linesPerPage: value ?? 30 })}
          />
          <Checkbox
            id="report-totals"
            label={<Trans>A total line at the end</Trans>}
            checked={draft.definition.totals === true}
            onChange={(totals) => editDefinition({ totals })}
          />
        </div>
      </Panel>
      <Panel>
        <h2 className="report-editor__section">
          <Trans>Preview and export</Trans>
        </h2>
        <ReportPreview
          draft={draft}
          savedId={saved?.reportId ?? null}
          dirty={dirty}
          onProposeColumns={(columns) => editDefinition({ columns })}
        />
      </Panel>
    </div>
  )
}
