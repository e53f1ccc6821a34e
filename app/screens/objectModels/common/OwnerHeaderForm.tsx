import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { HttpResult } from '../../../shell/http'
import { Button, Checkbox, InlineNotice, TextField } from '../../../ui'
import { TextAreaField } from '../../admin/common/TextAreaField'
import type { ObjectModel, OwnerKind, TemplateModel } from './modelApi'

interface Props {
  kind: OwnerKind
  model: TemplateModel | ObjectModel
  labels: string[]
  /** Templates only: the features they may include. */
  features?: string[]
  onSave(body: Record<string, unknown>): Promise<HttpResult<unknown> | null>
}

function toggle(list: string[], item: string, on: boolean) {
  return on ? [...list, item] : list.filter((value) => value !== item)
}

/** Display name, description, labels (and a template's features, an instance's visibility). */
export function OwnerHeaderForm({ kind, model, labels, features = [], onSave }: Props) {
  const { t } = useLingui()
  const [showName, setShowName] = useState(model.showName)
  const [description, setDescription] = useState(model.description)
  const [chosenLabels, setLabels] = useState(model.labels)
  const [chosenFeatures, setFeatures] = useState('features' in model ? model.features : [])
  const [visible, setVisible] = useState('visible' in model ? model.visible : true)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function save() {
    setSaving(true)
    const body: Record<string, unknown> = { showName, description, labels: chosenLabels }
    if (kind === 'template') body.features = chosenFeatures
    else body.visible = visible
    const result = await onSave(body)
    setSaving(false)
    setError(result && !result.ok ? result.message : null)
  }

  return (
    <div className="model-form" data-testid="owner-header">
      {error ? <InlineNotice tone="error" title={error} /> : null}
      <div className="model-form__row">
        <TextField
          id="header-show-name"
          label={<Trans>Display name</Trans>}
          value={showName}
          onChange={setShowName}
        />
        <TextAreaField
          id="header-description"
          label={<Trans>Description</Trans>}
          value={description}
          onChange={setDescription}
          rows={1}
        />
      </div>
      <fieldset className="model-checks">
        <legend className="field__label">{t`Labels`}</legend>
        {labels.length === 0 ? <span className="admin-muted">{t`No model labels defined yet.`}</span> : null}
        {[...new Set([...labels, ...chosenLabels])].map((label) => (
          <Checkbox
            key={label}
            checked={chosenLabels.includes(label)}
            onChange={(on) => setLabels((list) => toggle(list, label, on))}
            label={label}
          />
        ))}
      </fieldset>
      {kind === 'template' ? (
        <fieldset className="model-checks">
          <legend className="field__label">{t`Features included`}</legend>
          {features.length === 0 ? <span className="admin-muted">{t`No features defined yet.`}</span> : null}
          {[...new Set([...features, ...chosenFeatures])].map((feature) => (
            <Checkbox
              key={feature}
              checked={chosenFeatures.includes(feature)}
              onChange={(on) => setFeatures((list) => toggle(list, feature, on))}
              label={feature}
            />
          ))}
        </fieldset>
      ) : (
        <Checkbox checked={visible} onChange={setVisible} label={<Trans>Visible in selectors</Trans>} />
      )}
      <div>
        <Button variant="primary" loading={saving} onClick={() => void save()} data-testid="header-save">
          <Trans>Save details</Trans>
        </Button>
      </div>
    </div>
  )
}
