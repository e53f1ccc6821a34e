import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { FormModal, InlineNotice, Select, TextField } from '../../ui'
import { createRelease, listModels, type PublishableModel, publishVersion, type Release } from './bigDataApi'
import { useNumericProperties, useObjectNames } from './propertyChoices'
import { modelFormula } from './RunResult'

interface Props {
  /** Publishes a new version of this release; null makes a new release. */
  release: Release | null
  onClose: () => void
  onSaved: (release: Release) => void
}

const TARGET_TYPES = ['float', 'double']

/** Publishes a regression run's model: as a new soft sensor into a property, or as a release's next version. */
export function ReleaseFormModal({ release, onClose, onSaved }: Props) {
  const { t } = useLingui()
  const [models, setModels] = useState<PublishableModel[]>([])
  const [runId, setRunId] = useState(0)
  const [name, setName] = useState('')
  const objects = useObjectNames()
  const [objName, setObjName] = useState('')
  const targets = useNumericProperties(objName, TARGET_TYPES)
  const [target, setTarget] = useState('')
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    void listModels().then((result) => {
      if (result.ok) setModels(result.data)
    })
  }, [])
  const chosen = models.find((m) => m.runId === runId)

  async function submit() {
    setFailure('')
    setSaving(true)
    const [targetObj = '', targetProp = ''] = target.split('.')
    const result = release
      ? await publishVersion(release.releaseId, { runId, version: release.version })
      : await createRelease({ name, runId, target: { objName: targetObj, propName: targetProp } })
    setSaving(false)
    if (result.ok) onSaved(result.data)
    else setFailure(result.message)
  }

  return (
    <FormModal
      title={release ? t`Publish a new version of ${release.name}` : t`New release`}
      width={680}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveLabel={<Trans>Publish</Trans>}
      saveTestId="release-save"
      formTestId="release-form"
    >
      {failure ? (
        <div data-testid="release-failure">
          <InlineNotice tone="error" title={t`The model was not published`}>
            {failure}
          </InlineNotice>
        </div>
      ) : null}
      {release ? null : (
        <TextField
          id="release-name"
          label={<Trans>Name</Trans>}
          value={name}
          onChange={setName}
          maxLength={50}
          required
        />
      )}
      <Select
        id="release-model"
        label={<Trans>Model (a regression run)</Trans>}
        value={runId}
        options={[
          { value: 0, label: t`Choose a run` },
          ...models.map((m) => ({
            value: m.runId,
            label: t`${m.experimentName}, run #${m.runId} (R² ${m.quality.r2.toFixed(4)})`,
          })),
        ]}
        onChange={setRunId}
      />
      {chosen ? <p className="bigdata-formula">{modelFormula(chosen.model)}</p> : null}
      {release ? null : (
        <div className="bigdata-form__row">
          <Select
            id="release-object"
            label={<Trans>Result object</Trans>}
            value={objName}
            options={[
              { value: '', label: t`Choose an object` },
              ...objects.map((o) => ({ value: o, label: o })),
            ]}
            onChange={setObjName}
          />
          <Select
            id="release-target"
            label={<Trans>Result property</Trans>}
            value={target}
            options={[{ value: '', label: t`Choose a property` }, ...targets]}
            onChange={setTarget}
            hint={<Trans>A float or double property; the soft sensor writes it</Trans>}
          />
        </div>
      )}
    </FormModal>
  )
}
