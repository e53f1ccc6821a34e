import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { HttpResult } from '../../../shell/http'
import { Button, Checkbox, Modal, Select, TextField } from '../../../ui'
import { TextAreaField } from '../../admin/common/TextAreaField'

export interface OwnerFormValues {
  name: string
  showName: string
  description: string
  templateName: string
  visible: boolean
}

interface Props {
  title: string
  /** Instances pick their template; clones only name the copy. */
  mode: 'template' | 'instance' | 'clone'
  templates?: string[]
  initial?: Partial<OwnerFormValues>
  onSubmit(values: OwnerFormValues): Promise<HttpResult<unknown>>
  onClose(): void
}

/**
 * Create a template or an instance, or name a copy. Nothing is checked here that the server checks:
 * its answer (name rules, a name already taken) is shown under the field it is about.
 */
export function OwnerFormModal({ title, mode, templates = [], initial = {}, onSubmit, onClose }: Props) {
  const { t } = useLingui()
  const [values, setValues] = useState<OwnerFormValues>({
    name: '',
    showName: '',
    description: '',
    templateName: templates[0] ?? '',
    visible: true,
    ...initial,
  })
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const set = <K extends keyof OwnerFormValues>(key: K, value: OwnerFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (mode === 'instance' && !values.templateName) {
      setError(t`Choose the template of the instance`)
      return
    }
    setSaving(true)
    const result = await onSubmit(values)
    setSaving(false)
    if (!result.ok) setError(result.message)
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      width={560}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="primary"
            loading={saving}
            onClick={() => void submit()}
            data-testid="owner-form-save"
          >
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <form className="model-form" onSubmit={(event) => void submit(event)}>
        {mode === 'instance' ? (
          <Select
            id="owner-template"
            label={<Trans>Template</Trans>}
            value={values.templateName}
            options={templates.map((name) => ({ value: name, label: name }))}
            onChange={(value) => set('templateName', value)}
          />
        ) : null}
        <TextField
          id="owner-name"
          label={<Trans>Name</Trans>}
          value={values.name}
          onChange={(value) => {
            set('name', value)
            setError(null)
          }}
          error={error ?? undefined}
          hint={t`A letter first, then letters, digits or _; at most 50 characters.`}
          required
        />
        <TextField
          id="owner-show-name"
          label={<Trans>Display name</Trans>}
          value={values.showName}
          onChange={(value) => set('showName', value)}
        />
        {mode !== 'clone' ? (
          <TextAreaField
            id="owner-description"
            label={<Trans>Description</Trans>}
            value={values.description}
            onChange={(value) => set('description', value)}
          />
        ) : null}
        {mode === 'instance' ? (
          <Checkbox
            checked={values.visible}
            onChange={(value) => set('visible', value)}
            label={<Trans>Visible in selectors</Trans>}
          />
        ) : null}
        <button type="submit" hidden />
      </form>
    </Modal>
  )
}
