import { Trans, useLingui } from '@lingui/react/macro'
import { Button, IconButton, icons, Select, TextField } from '../../../ui'
import type { TypedRow } from '../../metadataApi/catalogueApi'

/** The property types of the model (server `PROPERTY_TYPES`). */
export const PROPERTY_TYPES = [
  'int',
  'long',
  'float',
  'double',
  'bool',
  'string',
  'datetime',
  'json',
] as const

interface Props {
  rows: TypedRow[]
  onChange: (rows: TypedRow[]) => void
  /** "Properties" or "Fields". */
  legend: string
  testId?: string
}

/** A list of typed members (a feature's properties, a data structure's fields): name, type, description. */
export function TypedRowsEditor({ rows, onChange, legend, testId }: Props) {
  const { t } = useLingui()
  const set = (index: number, patch: Partial<TypedRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  return (
    <fieldset className="org-fieldset" data-testid={testId}>
      <legend>{legend}</legend>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until named; order is the identity
        <div key={index} className="catalogue-row">
          <TextField
            id={`row-name-${index}`}
            label={<Trans>Name</Trans>}
            value={row.name}
            onChange={(name) => set(index, { name })}
            maxLength={50}
          />
          <Select
            id={`row-type-${index}`}
            label={<Trans>Type</Trans>}
            value={row.type}
            options={PROPERTY_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(type) => set(index, { type })}
          />
          <TextField
            id={`row-description-${index}`}
            label={<Trans>Description</Trans>}
            value={row.description ?? ''}
            onChange={(description) => set(index, { description })}
            maxLength={500}
          />
          <IconButton
            label={t`Remove ${row.name || String(index + 1)}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <icons.TrashIcon size={14} />
          </IconButton>
        </div>
      ))}
      <div>
        <Button
          size="sm"
          icon={<icons.PlusIcon size={14} />}
          onClick={() => onChange([...rows, { name: '', type: 'float' }])}
        >
          <Trans>Add a row</Trans>
        </Button>
      </div>
    </fieldset>
  )
}
