import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { PropField } from '../../../../engine/plugins/propsSchema'
import { coerceFieldValue } from '../../../../engine/plugins/propsValidation'
import { useDesigner } from '../../DesignerContext'
import { ImageUpload } from './ImageUpload'
import { ListFieldControl } from './ListFieldControl'
import { ResourcePicker } from './ResourcePicker'

interface Props {
  field: PropField
  value: unknown
  onChange(value: unknown): void
  /** A stored value the schema refuses (from validateProps). */
  storedError?: MessageDescriptor
  /** Shown after the label: the binding link of a bindable prop. */
  after?: React.ReactNode
}

/**
 * One inspector row for one prop, chosen by the field's kind. What the user types is coerced and
 * validated with the engine (`coerceFieldValue`); only valid values reach the document, an invalid
 * entry stays in the box with its message until it is fixed.
 */
export function PropFieldControl({ field, value, onChange, storedError, after }: Props) {
  const { i18n } = useLingui()
  const id = useId()
  const [error, setError] = useState<MessageDescriptor | null>(null)
  const commit = (raw: string | number | boolean) => {
    const result = coerceFieldValue(field, raw)
    if (result.ok) {
      setError(null)
      onChange(result.value)
    } else setError(result.error)
  }
  const shownError = error ?? storedError
  return (
    <div className={`insp-row${field.kind === 'list' || field.kind === 'json' ? ' insp-row--wide' : ''}`}>
      <label
        className="insp-row__label"
        htmlFor={id}
        title={field.description ? i18n._(field.description) : undefined}
      >
        {i18n._(field.label)}
        {field.required ? <span className="insp-row__required">*</span> : null}
        {after}
      </label>
      <div className="insp-row__control">
        <Control
          id={id}
          field={field}
          value={value}
          commit={commit}
          onChange={onChange}
          invalid={!!shownError}
          onRevert={() => setError(null)}
        />
        {shownError ? <div className="insp-row__error">{i18n._(shownError)}</div> : null}
      </div>
    </div>
  )
}

interface ControlProps {
  id: string
  field: PropField
  value: unknown
  commit(raw: string | number | boolean): void
  onChange(value: unknown): void
  invalid: boolean
  onRevert(): void
}

function Control({ id, field, value, commit, onChange, invalid, onRevert }: ControlProps) {
  const { i18n, t } = useLingui()
  const { pages, processes, appId } = useDesigner()
  const invalidProp = invalid ? { 'aria-invalid': true as const } : {}
  switch (field.kind) {
    case 'string':
      if (field.resource === 'video' && appId)
        return (
          <div className="insp-image">
            <DraftText
              id={id}
              value={String(value ?? '')}
              commit={commit}
              onRevert={onRevert}
              placeholder="https://…"
              {...invalidProp}
            />
            <ResourcePicker appId={appId} kind="video" onPick={(url) => commit(url)} />
          </div>
        )
      return field.multiline ? (
        <DraftText id={id} value={String(value ?? '')} commit={commit} multiline {...invalidProp} />
      ) : (
        <DraftText id={id} value={String(value ?? '')} commit={commit} onRevert={onRevert} {...invalidProp} />
      )
    case 'number':
      return (
        <div className="insp-number">
          <DraftText
            id={id}
            value={value === undefined ? '' : String(value)}
            commit={commit}
            onRevert={onRevert}
            inputMode="decimal"
            list={field.suggestions ? `${id}-suggestions` : undefined}
            {...invalidProp}
          />
          {field.suggestions ? (
            <datalist id={`${id}-suggestions`}>
              {field.suggestions.map((size) => (
                <option key={size} value={size} />
              ))}
            </datalist>
          ) : null}
          {field.unit ? <span className="insp-number__unit">{field.unit}</span> : null}
        </div>
      )
    case 'boolean':
      return (
        <input
          id={id}
          type="checkbox"
          className="insp-check"
          checked={value === true}
          onChange={(event) => commit(event.target.checked)}
        />
      )
    case 'color':
      return <ColorControl id={id} value={String(value ?? '')} commit={commit} />
    case 'enum':
      return (
        <select
          id={id}
          className="insp-input"
          value={String(value)}
          onChange={(event) => commit(event.target.value)}
          {...invalidProp}
        >
          {field.options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {i18n._(option.label)}
            </option>
          ))}
        </select>
      )
    case 'json':
      return (
        <DraftText
          id={id}
          value={JSON.stringify(value ?? null, null, 2)}
          commit={commit}
          multiline
          code
          {...invalidProp}
        />
      )
    case 'image':
      return (
        <div className="insp-image">
          <DraftText
            id={id}
            value={String(value ?? '')}
            commit={commit}
            placeholder="https://…"
            {...invalidProp}
          />
          <ImageUpload onUploaded={(url) => commit(url)} />
          {appId ? <ResourcePicker appId={appId} kind="picture" onPick={(url) => commit(url)} /> : null}
          {value ? <img className="insp-image__preview" src={String(value)} alt="" /> : null}
        </div>
      )
    case 'pageRef':
      return (
        <select
          id={id}
          className="insp-input"
          value={String(value ?? '')}
          onChange={(event) => commit(event.target.value)}
        >
          <option value="">{t`(none)`}</option>
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {page.name}
            </option>
          ))}
          {value && !pages.some((page) => page.id === value) ? (
            <option value={String(value)}>{String(value)}</option>
          ) : null}
        </select>
      )
    case 'processRef':
      return (
        <select
          id={id}
          className="insp-input"
          value={String(value ?? 0)}
          onChange={(event) => commit(Number(event.target.value))}
        >
          <option value="0">{t`(none)`}</option>
          {processes.map((process) => (
            <option key={process.id} value={process.id}>
              {process.name}
            </option>
          ))}
          {/* Unpublished since, or of another application: kept and shown as its id. */}
          {value && !processes.some((process) => process.id === value) ? (
            <option value={String(value)}>{t`Process ${String(value)}`}</option>
          ) : null}
        </select>
      )
    case 'list':
      return <ListFieldControl field={field} value={Array.isArray(value) ? value : []} onChange={onChange} />
  }
}

/**
 * A text box that keeps what the user typed while it is being edited and reports every change; it takes
 * the document's value again when that changes from outside (undo, another widget selected). Leaving a
 * one-line box with an invalid entry puts the stored value back; JSON is committed when the box is left
 * (half-typed JSON is never valid) and an invalid entry stays for fixing.
 */
export function DraftText({
  id,
  value,
  commit,
  onRevert,
  multiline,
  code,
  ...rest
}: {
  id?: string
  value: string
  commit(raw: string): void
  onRevert?: () => void
  multiline?: boolean
  code?: boolean
  placeholder?: string
  inputMode?: 'decimal' | 'text'
  /** The id of a <datalist> the input offers (a number field's suggestions). */
  list?: string
  'aria-invalid'?: true
  'aria-label'?: string
}) {
  const [draft, setDraft] = useState(value)
  const focused = useRef(false)
  useEffect(() => {
    if (!focused.current) setDraft(value)
  }, [value])
  const className = `insp-input${code ? ' insp-input--code' : ''}`
  if (multiline) {
    return (
      <textarea
        {...rest}
        id={id}
        className={className}
        value={draft}
        rows={code ? 5 : 3}
        onFocus={() => {
          focused.current = true
        }}
        onChange={(event) => {
          setDraft(event.target.value)
          if (!code) commit(event.target.value)
        }}
        onBlur={() => {
          focused.current = false
          if (code && draft !== value) commit(draft)
        }}
      />
    )
  }
  return (
    <input
      {...rest}
      id={id}
      className={className}
      type="text"
      value={draft}
      onFocus={() => {
        focused.current = true
      }}
      onChange={(event) => {
        setDraft(event.target.value)
        commit(event.target.value)
      }}
      onBlur={() => {
        focused.current = false
        if (draft !== value) {
          setDraft(value)
          onRevert?.()
        }
      }}
    />
  )
}

function ColorControl({ id, value, commit }: { id: string; value: string; commit(raw: string): void }) {
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'
  return (
    <div className="insp-color">
      <input
        type="color"
        className="insp-color__swatch"
        value={hex}
        onChange={(event) => commit(event.target.value)}
        aria-label={value}
      />
      <DraftText id={id} value={value} commit={commit} />
    </div>
  )
}
