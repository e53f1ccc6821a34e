import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button, FormModal, IconButton, InlineNotice, icons, NumberField, TextField } from '../../../ui'
import { createSet, updateSet, type VisionLabel, type VisionSet } from './visionApi'

interface Props {
  /** The set to edit; none for a new one. */
  set?: VisionSet
  onClose: () => void
  onSaved: (set: VisionSet) => void
}

/** Colours offered to new labels in turn, distinct on a grey picture. */
const PALETTE = ['#e53935', '#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#00acc1', '#fdd835', '#6d4c41']

/** Creates or edits an image set: name, labels (name + colour), folders and the model service. */
export function SetFormModal({ set, onClose, onSaved }: Props) {
  const { t } = useLingui()
  const [name, setName] = useState(set?.name ?? '')
  const [labels, setLabels] = useState<VisionLabel[]>(
    set?.labels ?? [{ name: '', color: PALETTE[0] ?? '#e53935' }],
  )
  const [folders, setFolders] = useState<string[]>(set?.folders ?? [])
  const [modelUrl, setModelUrl] = useState(set?.modelUrl ?? '')
  const [timeout, setTimeoutMs] = useState<number | null>(set?.modelTimeoutMs ?? 5000)
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)

  const editLabel = (index: number, change: Partial<VisionLabel>) =>
    setLabels((all) => all.map((label, i) => (i === index ? { ...label, ...change } : label)))

  async function submit() {
    setFailure('')
    setSaving(true)
    const body = { name, labels, folders, modelUrl, modelTimeoutMs: timeout ?? 5000 }
    const result = set ? await updateSet(set.setId, { ...body, version: set.version }) : await createSet(body)
    setSaving(false)
    if (result.ok) onSaved(result.data)
    else setFailure(result.message)
  }

  return (
    <FormModal
      title={set ? t`Edit image set` : t`New image set`}
      width={640}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveTestId="vision-set-save"
      formTestId="vision-set-form"
    >
      {failure ? (
        <div data-testid="vision-set-failure">
          <InlineNotice tone="error" title={t`The image set was not saved`}>
            {failure}
          </InlineNotice>
        </div>
      ) : null}
      <TextField
        id="vision-set-name"
        label={<Trans>Name</Trans>}
        value={name}
        onChange={setName}
        maxLength={50}
        required
      />
      <fieldset className="vision-labels">
        <legend>
          <Trans>Labels</Trans>
        </legend>
        {labels.map((label, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a name may be empty or repeated while typing.
          <div className="vision-labels__row" key={index}>
            <input
              type="color"
              value={label.color}
              aria-label={t`Colour of label ${index + 1}`}
              onChange={(event) => editLabel(index, { color: event.target.value })}
            />
            <TextField
              id={`vision-label-${index}`}
              label={t`Label ${index + 1}`}
              value={label.name}
              maxLength={50}
              onChange={(value) => editLabel(index, { name: value })}
            />
            <IconButton
              label={t`Remove label ${index + 1}`}
              onClick={() => setLabels((all) => all.filter((_, i) => i !== index))}
            >
              <icons.TrashIcon size={15} />
            </IconButton>
          </div>
        ))}
        <Button
          size="sm"
          icon={<icons.PlusIcon size={14} />}
          data-testid="vision-label-add"
          onClick={() =>
            setLabels((all) => [
              ...all,
              { name: '', color: PALETTE[all.length % PALETTE.length] ?? '#e53935' },
            ])
          }
        >
          <Trans>Add a label</Trans>
        </Button>
      </fieldset>
      <TextField
        id="vision-set-folders"
        label={<Trans>Folders</Trans>}
        value={folders.join(', ')}
        onChange={(text) =>
          setFolders(
            text
              .split(',')
              .map((folder) => folder.trim())
              .filter((folder, i, all) => folder !== '' || i === all.length - 1),
          )
        }
        onBlur={() => setFolders((all) => all.filter((folder) => folder !== ''))}
        hint={<Trans>Separated by commas; a folder that still holds images cannot be removed</Trans>}
      />
      <div className="bigdata-form__row">
        <TextField
          id="vision-set-model"
          label={<Trans>Model service address</Trans>}
          value={modelUrl}
          onChange={setModelUrl}
          placeholder="http://127.0.0.1:9000/predict"
          hint={<Trans>Receives each image as JSON and answers the boxes it found; empty for none</Trans>}
        />
        <NumberField
          id="vision-set-timeout"
          label={<Trans>Timeout</Trans>}
          value={timeout}
          onChange={setTimeoutMs}
          min={100}
          max={120_000}
          unit="ms"
        />
      </div>
    </FormModal>
  )
}
