import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { Button, InlineNotice, Modal, Select, Switch, TextField } from '../../../ui'
import type { HttpResult } from '../../admin/common/request'
import { TextAreaField } from '../../admin/common/TextAreaField'
import type { TypedRow } from '../../metadataApi/catalogueApi'
import { TypedRowsEditor } from './TypedRowsEditor'

/** One field of a catalogue form. */
export interface FieldSpec {
  key: string
  label: ReactNode
  kind: 'text' | 'textarea' | 'select' | 'switch'
  options?: { value: string; label: string }[]
  hint?: ReactNode
  required?: boolean
  /** The engine's rule for the field, checked before sending (the server checks again). */
  rule?: (value: string) => MessageDescriptor | null
}

export type FormValues = Record<string, string | boolean>

interface Props {
  title: string
  fields: FieldSpec[]
  initial: FormValues
  /** A feature's properties or a structure's fields. */
  rows?: { legend: string; initial: TypedRow[] }
  save: (values: FormValues, rows: TypedRow[]) => Promise<HttpResult<unknown>>
  onClose: () => void
  onSaved: () => void
  testId: string
}

/** A create/edit dialog of a catalogue: rule checks next to each field, the server's refusal above them. */
export function CatalogueFormModal({ title, fields, initial, rows, save, onClose, onSaved, testId }: Props) {
  const { t, i18n } = useLingui()
  const [values, setValues] = useState<FormValues>(initial)
  const [members, setMembers] = useState<TypedRow[]>(rows?.initial ?? [])
  const [errors, setErrors] = useState<Record<string, MessageDescriptor | undefined>>({})
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)

  async function submit() {
    const problems: Record<string, MessageDescriptor | undefined> = {}
    for (const field of fields) {
      const value = values[field.key]
      if (field.rule && typeof value === 'string') problems[field.key] = field.rule(value) ?? undefined
    }
    setErrors(problems)
    setFailure('')
    if (Object.values(problems).some(Boolean)) return
    setSaving(true)
    const result = await save(values, members)
    setSaving(false)
    if (result.ok) onSaved()
    else setFailure(result.message)
  }

  const set = (key: string) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  return (
    <Modal
      open
      onClose={onClose}
      width={rows ? 820 : 560}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="primary"
            loading={saving}
            onClick={() => void submit()}
            data-testid={`${testId}-save`}
          >
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        {failure ? (
          <InlineNotice tone="error" title={t`Not saved`} testId={`${testId}-failure`}>
            {failure}
          </InlineNotice>
        ) : null}
        {fields.map((field) => {
          const id = `${testId}-${field.key}`
          const error = errors[field.key] ? i18n._(errors[field.key] as MessageDescriptor) : undefined
          const value = values[field.key]
          if (field.kind === 'switch')
            return (
              <Switch
                key={field.key}
                checked={value === true}
                onChange={set(field.key)}
                label={field.label}
                hint={field.hint}
              />
            )
          if (field.kind === 'select')
            return (
              <Select
                key={field.key}
                id={id}
                label={field.label}
                value={String(value ?? '')}
                options={field.options ?? []}
                onChange={set(field.key)}
              />
            )
          if (field.kind === 'textarea')
            return (
              <TextAreaField
                key={field.key}
                id={id}
                label={field.label}
                value={String(value ?? '')}
                onChange={set(field.key)}
                error={error}
              />
            )
          return (
            <TextField
              key={field.key}
              id={id}
              label={field.label}
              hint={field.hint}
              value={String(value ?? '')}
              onChange={set(field.key)}
              error={error}
              required={field.required}
              maxLength={50}
            />
          )
        })}
        {rows ? (
          <TypedRowsEditor
            rows={members}
            onChange={setMembers}
            legend={rows.legend}
            testId={`${testId}-rows`}
          />
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  )
}
