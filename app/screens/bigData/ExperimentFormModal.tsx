import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { ANALYSES, type AnalysisKind, type AnalysisSpec } from '../../../engine/bigdata/analysis.ts'
import { FormModal, InlineNotice, MultiSelect, NumberField, Select, TextField } from '../../ui'
import { createExperiment, type Experiment, listSamples, type Sample, updateExperiment } from './bigDataApi'

interface Props {
  experiment: Experiment | null
  onClose: () => void
  onSaved: (experiment: Experiment) => void
}

interface Draft {
  name: string
  sampleId: number | null
  analysis: AnalysisKind
  columns: string[]
  inputs: string[]
  output: string
  degree: number | null
  window: number | null
  threshold: number | null
}

function draftOf(experiment: Experiment | null): Draft {
  const s = experiment?.spec
  return {
    name: experiment?.name ?? '',
    sampleId: experiment?.sampleId ?? null,
    analysis: s?.analysis ?? 'linearRegression',
    columns: s && 'columns' in s ? s.columns : [],
    inputs:
      s?.analysis === 'linearRegression' ? s.inputs : s?.analysis === 'polynomialRegression' ? [s.input] : [],
    output: s && 'output' in s ? s.output : s?.analysis === 'zscore' ? s.column : '',
    degree: s?.analysis === 'polynomialRegression' ? s.degree : 2,
    window: s?.analysis === 'zscore' ? s.window : 20,
    threshold: s?.analysis === 'zscore' ? s.threshold : 3,
  }
}

function specOf(d: Draft): AnalysisSpec {
  switch (d.analysis) {
    case 'describe':
    case 'correlation':
      return { analysis: d.analysis, columns: d.columns }
    case 'linearRegression':
      return { analysis: d.analysis, inputs: d.inputs, output: d.output }
    case 'polynomialRegression':
      return { analysis: d.analysis, input: d.inputs[0] ?? '', output: d.output, degree: d.degree ?? 0 }
    case 'zscore':
      return { analysis: d.analysis, column: d.output, window: d.window ?? 0, threshold: d.threshold ?? 0 }
  }
}

/** Creates or edits an experiment: its sample, its analysis and the analysis's parameters. */
export function ExperimentFormModal({ experiment, onClose, onSaved }: Props) {
  const { t } = useLingui()
  const [draft, setDraft] = useState<Draft>(() => draftOf(experiment))
  const [samples, setSamples] = useState<Sample[]>([])
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }))

  useEffect(() => {
    void listSamples({ keyword: '', pageIndex: 1, pageSize: 200 }).then((result) => {
      if (result.ok) setSamples(result.data.list)
    })
  }, [])
  const sample = samples.find((s) => s.sampleId === draft.sampleId)
  const columnOptions = (sample?.columns ?? []).map((c) => ({ value: c, label: c }))
  const analysisLabels: Record<AnalysisKind, string> = {
    describe: t`Descriptive statistics`,
    correlation: t`Correlation`,
    linearRegression: t`Linear regression`,
    polynomialRegression: t`Polynomial regression`,
    zscore: t`Anomalies (rolling z-score)`,
  }

  async function submit() {
    setFailure('')
    setSaving(true)
    const spec = specOf(draft)
    const result = experiment
      ? await updateExperiment(experiment.experimentId, {
          name: draft.name,
          spec,
          version: experiment.version,
        })
      : await createExperiment({ name: draft.name, sampleId: draft.sampleId ?? 0, spec })
    setSaving(false)
    if (result.ok) onSaved(result.data)
    else setFailure(result.message)
  }

  const a = draft.analysis
  return (
    <FormModal
      title={experiment ? t`Edit experiment ${experiment.name}` : t`New experiment`}
      width={680}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveTestId="experiment-save"
      formTestId="experiment-form"
    >
      {failure ? (
        <div data-testid="experiment-failure">
          <InlineNotice tone="error" title={t`The experiment was not saved`}>
            {failure}
          </InlineNotice>
        </div>
      ) : null}
      <TextField
        id="experiment-name"
        label={<Trans>Name</Trans>}
        value={draft.name}
        onChange={set('name')}
        maxLength={50}
        required
      />
      <div className="bigdata-form__row">
        <Select
          id="experiment-sample"
          label={<Trans>Sample</Trans>}
          value={draft.sampleId ?? 0}
          options={[
            { value: 0, label: t`Choose a sample` },
            ...samples.map((s) => ({ value: s.sampleId, label: s.name })),
          ]}
          onChange={(value) => set('sampleId')(value || null)}
          disabled={experiment !== null}
        />
        <Select
          id="experiment-analysis"
          label={<Trans>Analysis</Trans>}
          value={a}
          options={ANALYSES.map((value) => ({ value, label: analysisLabels[value] }))}
          onChange={set('analysis')}
        />
      </div>
      {a === 'describe' || a === 'correlation' ? (
        <MultiSelect
          id="experiment-columns"
          label={<Trans>Columns</Trans>}
          value={draft.columns}
          options={columnOptions}
          onChange={set('columns')}
          hint={<Trans>None chosen: all of the sample's columns</Trans>}
        />
      ) : null}
      {a === 'linearRegression' || a === 'polynomialRegression' ? (
        <div className="bigdata-form__row">
          {a === 'linearRegression' ? (
            <MultiSelect
              id="experiment-inputs"
              label={<Trans>Inputs</Trans>}
              value={draft.inputs}
              options={columnOptions}
              onChange={set('inputs')}
            />
          ) : (
            <Select
              id="experiment-input"
              label={<Trans>Input</Trans>}
              value={draft.inputs[0] ?? ''}
              options={[{ value: '', label: t`Choose a column` }, ...columnOptions]}
              onChange={(value) => set('inputs')(value ? [value] : [])}
            />
          )}
          <Select
            id="experiment-output"
            label={<Trans>Output</Trans>}
            value={draft.output}
            options={[{ value: '', label: t`Choose a column` }, ...columnOptions]}
            onChange={set('output')}
          />
        </div>
      ) : null}
      {a === 'polynomialRegression' ? (
        <NumberField
          id="experiment-degree"
          label={<Trans>Degree</Trans>}
          value={draft.degree}
          onChange={set('degree')}
          min={1}
          max={6}
        />
      ) : null}
      {a === 'zscore' ? (
        <>
          <Select
            id="experiment-column"
            label={<Trans>Column</Trans>}
            value={draft.output}
            options={[{ value: '', label: t`Choose a column` }, ...columnOptions]}
            onChange={set('output')}
          />
          <div className="bigdata-form__row">
            <NumberField
              id="experiment-window"
              label={<Trans>Window (rows)</Trans>}
              value={draft.window}
              onChange={set('window')}
              min={2}
            />
            <NumberField
              id="experiment-threshold"
              label={<Trans>Threshold |z|</Trans>}
              value={draft.threshold}
              onChange={set('threshold')}
              min={0}
              step={0.5}
            />
          </div>
        </>
      ) : null}
    </FormModal>
  )
}
