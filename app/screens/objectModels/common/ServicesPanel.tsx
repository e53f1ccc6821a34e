import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button, IconButton, InlineNotice, icons, Modal, TextField } from '../../../ui'
import { FieldShell } from '../../../ui/FieldShell'
import {
  addService,
  deleteService,
  type ObjectModel,
  type OwnerKind,
  PROPERTY_TYPES,
  type PropertyType,
  type Service,
  type ServiceAction,
  type TemplateModel,
} from './modelApi'
import { readTyped } from './propertyValues'
import type { OwnerEdit } from './useOwnerDocument'

type ActionKind = ServiceAction['kind'] | 'none'

interface Props {
  kind: OwnerKind
  owner: string
  model: TemplateModel | ObjectModel
  edit(run: OwnerEdit): Promise<unknown>
}

function describeAction(action: ServiceAction | null): string {
  if (!action) return '—'
  switch (action.kind) {
    case 'setProperties':
      return action.values
        .map((v) => `${v.propName} ← ${v.param !== undefined ? `{${v.param}}` : JSON.stringify(v.value)}`)
        .join(', ')
    case 'readProperties':
      return `read ${action.propNames.join(', ')}`
    case 'toggle':
      return `toggle ${action.propName}`
    default:
      return 'snapshot'
  }
}

/** Services (built-in actions only, with typed inputs) and events of a template or an instance. */
export function ServicesPanel({ kind, owner, model, edit }: Props) {
  const { t } = useLingui()
  const [adding, setAdding] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function remove(service: Service) {
    const result = (await edit(() => deleteService(kind, owner, service.name, service.type))) as {
      ok: boolean
      message?: string
    } | null
    setError(result && !result.ok ? (result.message ?? null) : null)
  }

  return (
    <div className="model-form" data-testid="services-panel">
      {error ? <InlineNotice tone="error" title={error} /> : null}
      <div>
        <Button icon={<icons.PlusIcon size={15} />} onClick={() => setAdding(true)} data-testid="service-add">
          <Trans>Add service or event</Trans>
        </Button>
      </div>
      <table className="prop-table">
        <thead>
          <tr>
            <th>{t`Name`}</th>
            <th>{t`Kind`}</th>
            <th>{t`Inputs`}</th>
            <th>{t`Action`}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {model.services.length === 0 ? (
            <tr>
              <td colSpan={5} className="admin-muted">
                {t`No services or events yet.`}
              </td>
            </tr>
          ) : null}
          {model.services.map((service) => (
            <tr key={`${service.type}:${service.name}`} className={service.inherited ? 'is-inherited' : ''}>
              <td className="prop-name">{service.name}</td>
              <td>{service.type === 'event' ? t`Event` : t`Service`}</td>
              <td>{service.inputs.map((input) => `${input.name}: ${input.type}`).join(', ')}</td>
              <td>{describeAction(service.action)}</td>
              <td>
                {service.inherited ? null : (
                  <IconButton label={t`Delete ${service.name}`} onClick={() => void remove(service)}>
                    <icons.TrashIcon size={15} />
                  </IconButton>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {adding ? (
        <ServiceDialog
          properties={model.properties.map((p) => ({ name: p.name, type: p.type }))}
          onClose={() => setAdding(false)}
          onSubmit={async (service) => {
            const result = (await edit(() => addService(kind, owner, service))) as {
              ok: boolean
              message?: string
            } | null
            if (result?.ok) setAdding(false)
            return result && !result.ok ? (result.message ?? '') : null
          }}
        />
      ) : null}
    </div>
  )
}

interface DialogProps {
  properties: { name: string; type: PropertyType }[]
  onClose(): void
  onSubmit(service: Omit<Service, 'inherited' | 'overridden'>): Promise<string | null>
}

/** A new service (one built-in action, optionally fed by one typed input) or event. */
function ServiceDialog({ properties, onClose, onSubmit }: DialogProps) {
  const { t } = useLingui()
  const [name, setName] = useState('')
  const [type, setType] = useState<'service' | 'event'>('service')
  const [actionKind, setActionKind] = useState<ActionKind>('setProperties')
  const [propName, setPropName] = useState(properties[0]?.name ?? '')
  const [source, setSource] = useState<'value' | 'input'>('value')
  const [value, setValue] = useState('')
  const [inputName, setInputName] = useState('value')
  const [inputType, setInputType] = useState<PropertyType>(properties[0]?.type ?? 'float')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const propType = properties.find((p) => p.name === propName)?.type ?? 'string'

  async function save() {
    let action: ServiceAction | null = null
    const inputs = []
    if (type === 'service') {
      if (actionKind === 'setProperties') {
        if (source === 'input') {
          inputs.push({ name: inputName, type: inputType, required: true })
          action = { kind: 'setProperties', values: [{ propName, param: inputName }] }
        } else action = { kind: 'setProperties', values: [{ propName, value: readTyped(propType, value) }] }
      } else if (actionKind === 'readProperties') action = { kind: 'readProperties', propNames: [propName] }
      else if (actionKind === 'toggle') action = { kind: 'toggle', propName }
      else if (actionKind === 'snapshot') action = { kind: 'snapshot' }
    }
    setSaving(true)
    const problem = await onSubmit({ name, type, showName: '', description: '', inputs, outputs: [], action })
    setSaving(false)
    setError(problem)
  }

  const select = (
    id: string,
    label: string,
    current: string,
    options: string[],
    onChange: (v: string) => void,
  ) => (
    <FieldShell id={id} label={label}>
      <select id={id} className="field__input" value={current} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  )

  return (
    <Modal
      open
      onClose={onClose}
      title={t`New service or event`}
      width={600}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <div className="model-form">
        <div className="model-form__row">
          <TextField
            id="service-name"
            label={<Trans>Name</Trans>}
            value={name}
            onChange={setName}
            error={error ?? undefined}
          />
          <FieldShell id="service-type" label={t`Kind`}>
            <select
              id="service-type"
              className="field__input"
              value={type}
              onChange={(e) => setType(e.target.value as 'service' | 'event')}
            >
              <option value="service">{t`Service`}</option>
              <option value="event">{t`Event`}</option>
            </select>
          </FieldShell>
        </div>
        {type === 'service' ? (
          <>
            <div className="model-form__row">
              {select(
                'service-action',
                t`Action`,
                actionKind,
                ['setProperties', 'readProperties', 'toggle', 'snapshot'],
                (v) => setActionKind(v as ActionKind),
              )}
              {actionKind !== 'snapshot'
                ? select(
                    'service-prop',
                    t`Property`,
                    propName,
                    properties.map((p) => p.name),
                    setPropName,
                  )
                : null}
            </div>
            {actionKind === 'setProperties' ? (
              <div className="model-form__row">
                {select('service-source', t`Value from`, source, ['value', 'input'], (v) =>
                  setSource(v as 'value' | 'input'),
                )}
                {source === 'value' ? (
                  <TextField
                    id="service-value"
                    label={<Trans>Value</Trans>}
                    value={value}
                    onChange={setValue}
                  />
                ) : (
                  <div className="model-form__row">
                    <TextField
                      id="service-input"
                      label={<Trans>Input name</Trans>}
                      value={inputName}
                      onChange={setInputName}
                    />
                    {select('service-input-type', t`Input type`, inputType, [...PROPERTY_TYPES], (v) =>
                      setInputType(v as PropertyType),
                    )}
                  </div>
                )}
              </div>
            ) : null}
          </>
        ) : (
          <p className="admin-muted">
            <Trans>Events carry no action; subscriptions and workflows listen to them.</Trans>
          </p>
        )}
      </div>
    </Modal>
  )
}
