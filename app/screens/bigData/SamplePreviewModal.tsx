import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { SampleData } from '../../../engine/bigdata/analysis.ts'
import { downloadAs } from '../../shell/download'
import { Button, type Column, DataTable, Modal, Spinner } from '../../ui'
import { formatDateTime } from '../admin/common/dateTime'
import { getSample, type Sample, sampleExportPath } from './bigDataApi'
import { SeriesChart } from './SeriesChart'

/** The preview shows the first rows; the chart and the exports hold them all. */
const PREVIEW_ROWS = 200

const cell = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : Number.isInteger(value) ? String(value) : value.toFixed(4)

/** A stored sample as a chart and a table, with its csv and xlsx exports. */
export function SamplePreviewModal({ sample, onClose }: { sample: Sample; onClose: () => void }) {
  const { t } = useLingui()
  const [data, setData] = useState<SampleData | null>(null)
  useEffect(() => {
    void getSample(sample.sampleId).then((result) => {
      if (result.ok) setData(result.data.data)
    })
  }, [sample.sampleId])
  const names = data ? Object.keys(data.columns) : []
  const columns: Column<number>[] = [
    { key: 'time', title: <Trans>Time</Trans>, render: (row) => formatDateTime(data?.times[row]) },
    ...names.map((name) => ({
      key: name,
      title: name,
      align: 'end' as const,
      render: (row: number) => cell(data?.columns[name]?.[row]),
    })),
  ]

  return (
    <Modal
      open
      onClose={onClose}
      width={860}
      title={t`Sample ${sample.name}`}
      footer={
        <>
          <Button
            data-testid="sample-export-csv"
            onClick={() => void downloadAs(sampleExportPath(sample.sampleId, 'csv'), `${sample.name}.csv`)}
          >
            <Trans>Export CSV</Trans>
          </Button>
          <Button
            data-testid="sample-export-xlsx"
            onClick={() => void downloadAs(sampleExportPath(sample.sampleId, 'xlsx'), `${sample.name}.xlsx`)}
          >
            <Trans>Export Excel</Trans>
          </Button>
          <Button variant="primary" data-testid="sample-preview-close" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </>
      }
    >
      {data ? (
        <div data-testid="sample-preview">
          <SeriesChart times={data.times} series={data.columns} />
          <div className="bigdata-grid">
            <DataTable
              label={t`Sample rows`}
              columns={columns}
              rows={data.times.slice(0, PREVIEW_ROWS).map((_, row) => row)}
              rowKey={(row) => row}
            />
          </div>
          {data.times.length > PREVIEW_ROWS ? (
            <p>
              <Trans>
                The first {PREVIEW_ROWS} of {data.times.length} rows; the exports hold them all.
              </Trans>
            </p>
          ) : null}
        </div>
      ) : (
        <Spinner />
      )}
    </Modal>
  )
}
