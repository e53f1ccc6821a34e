import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { ConflictChoiceDialog, FormModal, Select, Switch, TextField } from '../../../ui'
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

/** A stored record as the form shows it, with the version a save must name. */
export interface StoredRecord {
  values: FormValues
  rows?: TypedRow[]
  version: number
}

interface Props {
  title: string
  fields: FieldSpec[]
  initial: FormValues
  /** A feature's properties or a structure's fields. */
  rows?: { legend: string; initial: TypedRow[] }
  /** Sends the form; `version` replaces the opened record's after a conflict was resolved. */
  save: (values: FormValues, rows: TypedRow[], version?: number) => Promise<HttpResult<unknown>>
  /**
   * The record as stored now (edits only), for the 409 choice: reload theirs or overwrite with mine.
   * Without it a 409 is shown as a plain refusal.
   */
  current?: () => Promise<HttpResult<StoredRecord>>
  onClose: () => void
  onSaved: () => void
  testId: string
}

/** A create/edit dialog of a catalogue: rule checks next to each field, the server's refusal above them. */
export function CatalogueFormModal({
  title,
  fields,
  initial,
  rows,
  save,
  current,
  onClose,
  onSaved,
  testId,
}: Props) {
  const { t, i18n } = useLingui()
  const [values, setValues] = useState<FormValues>(initial)
  const [members, setMembers] = useState<TypedRow[]>(rows?.initial ?? [])
  const [errors, setErrors] = useState<Record<string, MessageDescriptor | undefined>>({})
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)

  // The version to save against once a conflict was resolved; undefined: the one the record opened with.
  const [version, setVersion] = useState<number | undefined>(undefined)
  const [conflict, setConflict] = useState(false)
  const [resolving, setResolving] = useState(false)

  async function submit(against = version) {
    const problems: Record<string, MessageDescriptor | undefined> = {}
    for (const field of fields) {
      const value = values[field.key]
      if (field.rule && typeof value === 'string') problems[field.key] = field.rule(value) ?? undefined
    }
    setErrors(problems)
    setFailure('')
    if (Object.values(problems).some(Boolean)) return
    setSaving(true)
    const result = await save(values, members, against)
    setSaving(false)
    if (result.ok) onSaved()
    else if (result.status === 409 && current) setConflict(true)
    else setFailure(result.message)
  }

  /** Fetches the stored record; a failure (deleted or renamed elsewhere) ends the choice with its message. */
  async function stored(): Promise<StoredRecord | null> {
    if (!current) return null
    setResolving(true)
    const result = await current()
    setResolving(false)
    setConflict(false)
    if (result.ok) return result.data
    setFailure(result.message)
    return null
  }

  async function reloadTheirs() {
    const theirs = await stored()
    if (!theirs) return
    setValues(theirs.values)
    if (theirs.rows) setMembers(theirs.rows)
    setVersion(theirs.version)
    setErrors({})
  }

  async function overwriteWithMine() {
    const theirs = await stored()
    if (!theirs) return
    setVersion(theirs.version)
    await submit(theirs.version)
  }

  const set = (key: string) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  return (
    <FormModal
      title={title}
      width={rows ? 820 : 560}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveTestId={`${testId}-save`}
      failure={{ title: t`Not saved`, message: failure, testId: `${testId}-failure` }}
      after={
        <ConflictChoiceDialog
          open={conflict}
          title={t`Saved elsewhere`}
          message={t`Someone saved this record after you opened it.`}
          resolving={resolving}
          onKeep={() => setConflict(false)}
          onReload={() => void reloadTheirs()}
          onOverwrite={() => void overwriteWithMine()}
        />
      }
    >
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
    </FormModal>
  )
}

/** A fetched record mapped to what the form shows, keeping a failure as it is. */
export function storedAs<T>(result: HttpResult<T>, map: (row: T) => StoredRecord): HttpResult<StoredRecord> {
  return result.ok ? { ...result, data: map(result.data) } : result
}
