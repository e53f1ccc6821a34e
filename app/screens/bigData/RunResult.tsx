import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { AnalysisResult, SampleData } from '../../../engine/bigdata/analysis.ts'
import type { ColumnSummary } from '../../../engine/bigdata/describe.ts'
import type { RegressionModel } from '../../../engine/bigdata/regression.ts'
import { type Column, DataTable, InlineNotice } from '../../ui'
import { type ExperimentRun, getSample } from './bigDataApi'
import { SeriesChart } from './SeriesChart'

const num = (v: number | null | undefined, digits = 4) =>
  v === null || v === undefined ? '—' : Number.isFinite(v) ? Number(v.toFixed(digits)).toString() : String(v)

/** The model as a formula: y = b0 + b1·x1 + … (powers for a polynomial). */
export function modelFormula(model: RegressionModel): string {
  const [b0 = 0, ...rest] = model.coefficients
  const terms = rest.map((b, k) => {
    const term =
      model.kind === 'linear' ? model.inputs[k] : k === 0 ? model.inputs[0] : `${model.inputs[0]}^${k + 1}`
    return `${b < 0 ? '−' : '+'} ${num(Math.abs(b))}·${term}`
  })
  return `${model.output} = ${num(b0)} ${terms.join(' ')}`
}

/** What one experiment run found: tables, figures and a chart against the sample's data. */
export function RunResult({ run, sampleId }: { run: ExperimentRun; sampleId: number }) {
  const { t } = useLingui()
  const [data, setData] = useState<SampleData | null>(null)
  const result = run.result as AnalysisResult | null | undefined
  const needsData =
    result &&
    (result.analysis === 'linearRegression' ||
      result.analysis === 'polynomialRegression' ||
      result.analysis === 'zscore')
  useEffect(() => {
    if (!needsData) return
    void getSample(sampleId).then((answer) => {
      if (answer.ok) setData(answer.data.data)
    })
  }, [needsData, sampleId])

  if (run.status === 'failed' || !result)
    return (
      <InlineNotice tone="error" title={t`The run failed`}>
        <span data-testid="run-error">{run.error}</span>
      </InlineNotice>
    )

  switch (result.analysis) {
    case 'describe': {
      const columns: Column<ColumnSummary>[] = [
        { key: 'column', title: <Trans>Column</Trans>, render: (s) => s.column },
        { key: 'count', title: <Trans>Count</Trans>, align: 'end', render: (s) => s.count },
        { key: 'mean', title: <Trans>Mean</Trans>, align: 'end', render: (s) => num(s.mean) },
        { key: 'std', title: <Trans>Std. deviation</Trans>, align: 'end', render: (s) => num(s.std) },
        { key: 'min', title: <Trans>Min</Trans>, align: 'end', render: (s) => num(s.min) },
        { key: 'q1', title: <Trans>Q1</Trans>, align: 'end', render: (s) => num(s.q1) },
        { key: 'median', title: <Trans>Median</Trans>, align: 'end', render: (s) => num(s.median) },
        { key: 'q3', title: <Trans>Q3</Trans>, align: 'end', render: (s) => num(s.q3) },
        { key: 'max', title: <Trans>Max</Trans>, align: 'end', render: (s) => num(s.max) },
      ]
      return (
        <DataTable
          label={t`Descriptive statistics`}
          columns={columns}
          rows={result.summaries}
          rowKey={(s) => s.column}
        />
      )
    }
    case 'correlation': {
      const names = result.matrix.columns
      const columns: Column<number>[] = [
        { key: 'row', title: '', render: (i) => names[i] },
        ...names.map((name, j) => ({
          key: name,
          title: name,
          align: 'end' as const,
          render: (i: number) => num(result.matrix.values[i]?.[j], 3),
        })),
      ]
      return (
        <DataTable label={t`Correlation`} columns={columns} rows={names.map((_, i) => i)} rowKey={(i) => i} />
      )
    }
    case 'linearRegression':
    case 'polynomialRegression':
      return (
        <div data-testid="run-regression">
          <p className="bigdata-formula" data-testid="run-formula">
            {modelFormula(result.model)}
          </p>
          <div className="bigdata-figures">
            <span>
              <Trans>R²</Trans> <strong data-testid="run-r2">{num(result.quality.r2, 6)}</strong>
            </span>
            <span>
              <Trans>RMSE</Trans> <strong>{num(result.quality.rmse)}</strong>
            </span>
            <span>
              <Trans>Rows used</Trans> <strong>{result.quality.n}</strong>
            </span>
          </div>
          {data ? (
            <SeriesChart
              times={data.times}
              series={{
                [result.model.output]: data.columns[result.model.output] ?? [],
                [t`fitted`]: result.fitted,
              }}
            />
          ) : null}
        </div>
      )
    case 'zscore':
      return (
        <div>
          <p>
            <Trans>
              {result.anomalies.length} anomalies in {result.column}
            </Trans>
          </p>
          {data ? (
            <SeriesChart
              times={data.times}
              series={{ [result.column]: data.columns[result.column] ?? [], z: result.z }}
            />
          ) : null}
          <DataTable
            label={t`Anomalies`}
            columns={[
              { key: 'time', title: <Trans>Time</Trans>, render: (a) => data?.times[a.index] ?? a.index },
              { key: 'value', title: <Trans>Value</Trans>, align: 'end', render: (a) => num(a.value) },
              { key: 'z', title: 'z', align: 'end', render: (a) => num(a.z, 2) },
            ]}
            rows={result.anomalies}
            rowKey={(a) => a.index}
            empty={<Trans>No anomalies.</Trans>}
          />
        </div>
      )
  }
}
