import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { SAMPLE_AGGREGATIONS, type SampleAggregation } from '../../../engine/bigdata/resample.ts'
import { FormModal, InlineNotice, MultiSelect, NumberField, Select, TextField } from '../../ui'
import { createSample, type Sample } from './bigDataApi'
import { useNumericProperties, useObjectNames } from './propertyChoices'

interface Props {
  onClose: () => void
  onSaved: (sample: Sample) => void
}

/** A datetime-local field's text for a time (local wall clock, minutes). */
const localText = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000)
  return d.toISOString().slice(0, 16)
}

/** Cuts a new sample from history: properties, time range, resampling interval and aggregation. */
export function SampleFormModal({ onClose, onSaved }: Props) {
  const { t } = useLingui()
  const objects = useObjectNames()
  const [objName, setObjName] = useState('')
  const options = useNumericProperties(objName)
  const [name, setName] = useState('')
  const [columns, setColumns] = useState<string[]>([])
  const [start, setStart] = useState(() => localText(Date.now() - 3_600_000))
  const [end, setEnd] = useState(() => localText(Date.now()))
  const [intervalSeconds, setInterval] = useState<number | null>(60)
  const [aggregation, setAggregation] = useState<SampleAggregation>('average')
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)

  const aggregationLabels: Record<SampleAggregation, string> = {
    average: t`Average`,
    min: t`Minimum`,
    max: t`Maximum`,
    last: t`Last value`,
    first: t`First value`,
    sum: t`Sum`,
  }

  async function submit() {
    setFailure('')
    const from = Date.parse(start)
    const to = Date.parse(end)
    if (Number.isNaN(from) || Number.isNaN(to)) {
      setFailure(t`Choose the start and end of the range`)
      return
    }
    setSaving(true)
    const result = await createSample({
      name,
      columns,
      start: new Date(from).toISOString(),
      end: new Date(to).toISOString(),
      intervalSeconds: intervalSeconds ?? 0,
      aggregation,
    })
    setSaving(false)
    if (result.ok) onSaved(result.data)
    else setFailure(result.message)
  }

  return (
    <FormModal
      title={t`New sample`}
      width={680}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveLabel={<Trans>Cut the sample</Trans>}
      saveTestId="sample-save"
      formTestId="sample-form"
    >
      {failure ? (
        <div data-testid="sample-failure">
          <InlineNotice tone="error" title={t`The sample was not made`}>
            {failure}
          </InlineNotice>
        </div>
      ) : null}
      <TextField
        id="sample-name"
        label={<Trans>Name</Trans>}
        value={name}
        onChange={setName}
        maxLength={50}
        required
      />
      <div className="bigdata-form__row">
        <Select
          id="sample-object"
          label={<Trans>Object</Trans>}
          value={objName}
          options={[
            { value: '', label: t`Choose an object` },
            ...objects.map((o) => ({ value: o, label: o })),
          ]}
          onChange={setObjName}
        />
        <MultiSelect
          id="sample-columns"
          label={<Trans>Properties</Trans>}
          value={columns}
          options={options}
          onChange={setColumns}
          hint={<Trans>Properties of several objects can be chosen one object after another</Trans>}
        />
      </div>
      <div className="bigdata-form__row">
        <TextField
          id="sample-start"
          type="datetime-local"
          label={<Trans>From</Trans>}
          value={start}
          onChange={setStart}
        />
        <TextField
          id="sample-end"
          type="datetime-local"
          label={<Trans>To</Trans>}
          value={end}
          onChange={setEnd}
        />
      </div>
      <div className="bigdata-form__row">
        <NumberField
          id="sample-interval"
          label={<Trans>Resampling interval</Trans>}
          value={intervalSeconds}
          onChange={setInterval}
          min={1}
          max={86_400}
          unit="s"
        />
        <Select
          id="sample-aggregation"
          label={<Trans>Aggregation</Trans>}
          value={aggregation}
          options={SAMPLE_AGGREGATIONS.map((value) => ({ value, label: aggregationLabels[value] }))}
          onChange={setAggregation}
          hint={<Trans>An interval without values holds the last one before it</Trans>}
        />
      </div>
    </FormModal>
  )
}
