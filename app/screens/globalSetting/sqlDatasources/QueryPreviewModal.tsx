import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { toPositional } from '../../../../engine/datasources/sqlParams'
import { Button, type Column, DataTable, InlineNotice, Modal, NumberField, TextField } from '../../../ui'
import { TextAreaField } from '../../admin/common/TextAreaField'
import { type Datasource, type QueryAnswer, runDatasourceQuery } from './datasourcesApi'

interface Props {
  datasource: Datasource
  onClose: () => void
}

type Row = { key: number; cells: unknown[] }

/** The server's row limits (server/routes/datasources/schema.ts). */
const DEFAULT_LIMIT = 1000
const MAX_LIMIT = 10_000

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/**
 * Runs a read-only query on a saved source and shows its columns and rows: the preview a report's data
 * source is checked with. Each `:name` in the text gets a field; the server binds the values.
 */
export function QueryPreviewModal({ datasource, onClose }: Props) {
  const { t } = useLingui()
  const [sql, setSql] = useState('')
  const [params, setParams] = useState<Record<string, string>>({})
  const [limit, setLimit] = useState<number | null>(100)
  const [answer, setAnswer] = useState<QueryAnswer | null>(null)
  const [failure, setFailure] = useState('')
  const [running, setRunning] = useState(false)
  const names = useMemo(() => [...new Set(toPositional(sql, () => '?').names)], [sql])

  async function run() {
    setFailure('')
    if (sql.trim() === '') {
      setFailure(t`Write a SELECT query first`)
      return
    }
    setRunning(true)
    const used = Object.fromEntries(names.map((name) => [name, params[name] ?? '']))
    const result = await runDatasourceQuery(datasource.datasourceId, {
      sql,
      params: used,
      limit: Math.min(Math.max(limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT),
    })
    setRunning(false)
    if (result.ok) setAnswer(result.data)
    else {
      setAnswer(null)
      setFailure(result.message)
    }
  }

  const columns: Column<Row>[] = (answer?.columns ?? []).map((name, index) => ({
    key: `c${index}`,
    title: name,
    render: (row) => cellText(row.cells[index]),
  }))
  const rows: Row[] = (answer?.rows ?? []).map((cells, key) => ({ key, cells }))

  return (
    <Modal
      open
      onClose={onClose}
      width={980}
      title={t`Run a query on ${datasource.name}`}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button variant="primary" loading={running} onClick={() => void run()} data-testid="query-run">
            <Trans>Run query</Trans>
          </Button>
        </>
      }
    >
      <div className="admin-form" data-testid="query-preview">
        <TextAreaField
          id="query-sql"
          label={<Trans>SQL</Trans>}
          value={sql}
          onChange={setSql}
          rows={5}
          maxLength={100_000}
          placeholder="select * from batches where line = :area and started_at >= :from"
          hint={
            <Trans>
              SELECT or WITH only. Write :name for a parameter; its value is bound, never pasted in.
            </Trans>
          }
        />
        <div className="query-preview__params">
          {names.map((name) => (
            <TextField
              key={name}
              id={`query-param-${name}`}
              label={`:${name}`}
              value={params[name] ?? ''}
              onChange={(value) => setParams((current) => ({ ...current, [name]: value }))}
            />
          ))}
          <NumberField
            id="query-limit"
            label={<Trans>Row limit</Trans>}
            value={limit}
            onChange={setLimit}
            min={1}
            max={MAX_LIMIT}
          />
        </div>
        {failure ? (
          <InlineNotice tone="error" title={t`The query did not run`}>
            {failure}
          </InlineNotice>
        ) : null}
        {answer ? (
          <div data-testid="query-result">
            <p className="admin-muted">
              {answer.truncated ? (
                <Trans>The first {answer.rows.length} rows; the query has more.</Trans>
              ) : (
                <Trans>{answer.rows.length} rows</Trans>
              )}
            </p>
            <DataTable
              label={t`Query result`}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.key}
              empty={<Trans>The query answered no rows.</Trans>}
            />
          </div>
        ) : null}
      </div>
    </Modal>
  )
}
