import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { HttpResult } from '../../../shell/http'
import { Button, Checkbox, InlineNotice, Modal, TextField } from '../../../ui'
import { FieldShell } from '../../../ui/FieldShell'
import { TextAreaField } from '../../admin/common/TextAreaField'
import { PROPERTY_TYPES, type Property, type PropertyInput, type PropertyType } from './modelApi'
import { readTyped, showValue } from './propertyValues'

interface Props {
  /** The property edited; null to add one. */
  property: Property | null
  /** An instance overriding an inherited property: its type stays the template's. */
  typeLocked?: boolean
  units: string[]
  onSubmit(input: PropertyInput): Promise<HttpResult<unknown> | null>
  onClose(): void
}

/**
 * Adds or edits one property. Its state is local, so typing here never re-renders the table behind it
 * (a template may have hundreds of properties). The server's answer is shown under the field it names.
 */
export function PropertyDialog({ property, typeLocked = false, units, onSubmit, onClose }: Props) {
  const { t } = useLingui()
  const [name, setName] = useState(property?.name ?? '')
  const [showName, setShowName] = useState(property?.showName ?? '')
  const [description, setDescription] = useState(property?.description ?? '')
  const [type, setType] = useState<PropertyType>(property?.type ?? 'float')
  const [defaultText, setDefaultText] = useState(showValue(property?.defaultValue))
  const [unit, setUnit] = useState(property?.unit ?? '')
  const [writable, setWritable] = useState(property?.writable ?? false)
  const [error, setError] = useState<{ field: 'name' | 'defaultValue' | 'form'; text: string } | null>(null)
  const [saving, setSaving] = useState(false)

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    setSaving(true)
    const result = await onSubmit({
      name,
      showName,
      description,
      type,
      defaultValue: readTyped(type, defaultText),
      unit,
      writable,
    })
    setSaving(false)
    if (result && !result.ok) {
      const text = result.message
      const about = result.details.map((d) => d.id ?? '').join(' ')
      // Rule messages about a default name it ("default", "value"); everything else is about the name.
      const field = /default|value|type/i.test(about) ? 'defaultValue' : property ? 'form' : 'name'
      setError({ field, text })
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={property ? t`Edit property ${property.name}` : t`New property`}
      width={620}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="primary"
            loading={saving}
            onClick={() => void submit()}
            data-testid="property-save"
          >
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <form className="model-form" onSubmit={(event) => void submit(event)} data-testid="property-dialog">
        {error?.field === 'form' ? <InlineNotice tone="error" title={error.text} /> : null}
        <div className="model-form__row">
          <TextField
            id="prop-name"
            label={<Trans>Name</Trans>}
            value={name}
            onChange={(value) => {
              setName(value)
              setError(null)
            }}
            error={error?.field === 'name' ? error.text : undefined}
            required
            disabled={property !== null}
            hint={property ? t`Use Rename to change it: pages that bind it follow.` : undefined}
          />
          <TextField
            id="prop-show-name"
            label={<Trans>Display name</Trans>}
            value={showName}
            onChange={setShowName}
          />
        </div>
        <div className="model-form__row">
          <FieldShell id="prop-type" label={<Trans>Type</Trans>}>
            <select
              id="prop-type"
              className="field__input"
              value={type}
              disabled={typeLocked}
              onChange={(event) => {
                setType(event.target.value as PropertyType)
                setError(null)
              }}
            >
              {PROPERTY_TYPES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </FieldShell>
          <FieldShell id="prop-unit" label={<Trans>Unit</Trans>}>
            <select
              id="prop-unit"
              className="field__input"
              value={unit}
              onChange={(e) => setUnit(e.target.value)}
            >
              <option value="">{t`No unit`}</option>
              {[...new Set([...units, ...(unit ? [unit] : [])])].map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </FieldShell>
        </div>
        {type === 'bool' ? (
          <FieldShell
            id="prop-default"
            label={<Trans>Default value</Trans>}
            error={error?.field === 'defaultValue' ? error.text : undefined}
          >
            <select
              id="prop-default"
              className="field__input"
              value={defaultText === 'true' ? 'true' : 'false'}
              onChange={(event) => setDefaultText(event.target.value)}
            >
              <option value="false">false</option>
              <option value="true">true</option>
            </select>
          </FieldShell>
        ) : (
          <TextField
            id="prop-default"
            label={<Trans>Default value</Trans>}
            value={defaultText}
            onChange={(value) => {
              setDefaultText(value)
              setError(null)
            }}
            error={error?.field === 'defaultValue' ? error.text : undefined}
            hint={
              type === 'json'
                ? t`JSON text`
                : type === 'datetime'
                  ? t`ISO date and time, or empty`
                  : undefined
            }
          />
        )}
        <Checkbox
          checked={writable}
          onChange={setWritable}
          label={<Trans>Writable from pages and services</Trans>}
        />
        <TextAreaField
          id="prop-description"
          label={<Trans>Description</Trans>}
          value={description}
          onChange={setDescription}
        />
        <button type="submit" hidden />
      </form>
    </Modal>
  )
}
