import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useLocation } from 'wouter'
import type { ScreenProps } from '../../../shell/routes/types'
import { Button, icons, notify, PageHeader, Panel, Spinner, Tabs } from '../../../ui'
import { RowMenu } from '../../admin/common/RowMenu'
import {
  type Connector,
  deleteBinding,
  deleteProperty,
  listConnectors,
  moveProperty,
  NUMERIC_TYPES,
  type Property,
  saveBinding,
  updateOwner,
} from '../common/modelApi'
import { OwnerHeaderForm } from '../common/OwnerHeaderForm'
import { type PropertyDialogState, PropertyDialogs } from '../common/PropertyDialogs'
import { PropertyRows } from '../common/PropertyRows'
import { INSTANCES_PATH, templateEditorPath } from '../common/paths'
import { ServicesPanel } from '../common/ServicesPanel'
import { UsagePanel } from '../common/UsagePanel'
import { useModelChoices } from '../common/useModelChoices'
import { useOwnerDocument } from '../common/useOwnerDocument'
import { BindingDialog } from './BindingDialog'
import { ConnectorState } from './ConnectorState'
import { LiveCells, WriteBox } from './LiveCells'
import { SubscriptionsPanel } from './SubscriptionsPanel'
import { TrendPopup } from './TrendPopup'
import { useLiveValues } from './useLiveValues'
import '../../admin/common/admin.css'
import '../common/objectModels.css'

type Dialog =
  | { kind: 'none' }
  | PropertyDialogState
  | { kind: 'binding'; property: Property }
  | { kind: 'trend'; property: Property }

const CONNECTOR_POLL_MS = 5000

/**
 * The instance editor (FEATURES D5): inherited members greyed with override and reset, each property's
 * live value, quality and timestamp over the WebSocket, a write box for writable ones, the connector
 * binding per property, alarm limits, services, subscriptions, where used and a one-click trend.
 */
export default function InstanceEditorScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const name = decodeURIComponent(params.name ?? '')
  const doc = useOwnerDocument('object', name)
  const choices = useModelChoices()
  const [tab, setTab] = useState('properties')
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const [connectors, setConnectors] = useState<Connector[]>([])
  const close = useCallback(() => setDialog({ kind: 'none' }), [])
  const model = doc.model
  const propNames = useMemo(() => model?.properties.map((p) => p.name) ?? [], [model?.properties])
  const live = useLiveValues(name, propNames)

  useEffect(() => {
    if (doc.failed) navigate(INSTANCES_PATH)
  }, [doc.failed, navigate])

  useEffect(() => {
    const load = () => void listConnectors().then((r) => r.ok && setConnectors(r.data.list))
    load()
    const timer = setInterval(load, CONNECTOR_POLL_MS)
    return () => clearInterval(timer)
  }, [])

  const limitCounts = useMemo(() => {
    const counts: Record<string, number> = {}
    for (const [prop, list] of Object.entries(model?.alertLimits ?? {})) counts[prop] = list.length
    return counts
  }, [model?.alertLimits])

  if (!model) return <Spinner label={t`Loading…`} />

  const done = <R extends { ok: boolean } | null>(result: R, message: string): R => {
    if (result?.ok) {
      notify.success(message)
      close()
    }
    return result
  }

  async function reset(property: Property) {
    const result = await doc.edit(() => deleteProperty('object', name, property.name))
    if (result && !result.ok) notify.error(t`Not reset`, result.message)
    else if (result) notify.success(t`${property.name} follows its template again`)
  }

  const actions = (property: Property) => (
    <RowMenu
      label={t`Actions for ${property.name}`}
      items={[
        {
          key: 'edit',
          label: property.inherited ? <Trans>Override…</Trans> : <Trans>Edit…</Trans>,
          onSelect: () => setDialog({ kind: 'property', property }),
        },
        {
          key: 'reset',
          label: <Trans>Reset to template</Trans>,
          disabled: !property.inherited || !property.overridden,
          onSelect: () => void reset(property),
        },
        {
          key: 'binding',
          label: <Trans>Binding…</Trans>,
          onSelect: () => setDialog({ kind: 'binding', property }),
        },
        {
          key: 'limits',
          label: <Trans>Alarm limits…</Trans>,
          disabled: !NUMERIC_TYPES.includes(property.type),
          onSelect: () => setDialog({ kind: 'limits', property }),
        },
        {
          key: 'trend',
          label: <Trans>Trend</Trans>,
          disabled: !NUMERIC_TYPES.includes(property.type) && property.type !== 'bool',
          onSelect: () => setDialog({ kind: 'trend', property }),
        },
        {
          key: 'rename',
          label: <Trans>Rename…</Trans>,
          disabled: property.inherited,
          onSelect: () => setDialog({ kind: 'rename', property }),
        },
        {
          key: 'delete',
          label: <Trans>Delete…</Trans>,
          tone: 'danger',
          disabled: property.inherited,
          onSelect: () => setDialog({ kind: 'delete', property }),
        },
      ]}
    />
  )

  const extraCells = (property: Property) => (
    <>
      <LiveCells bindings={live} property={property} />
      <td>
        {property.binding ? (
          <button
            type="button"
            className="button button--ghost button--sm binding-chip"
            onClick={() => setDialog({ kind: 'binding', property })}
            data-testid={`binding-${property.name}`}
          >
            {property.binding.connector}
            {property.binding.topic ? `: ${String(property.binding.topic)}` : ''}
            {property.binding.waveform ? `: ${String(property.binding.waveform)}` : ''}
          </button>
        ) : (
          <button
            type="button"
            className="button button--ghost button--sm"
            onClick={() => setDialog({ kind: 'binding', property })}
            data-testid={`bind-${property.name}`}
          >
            {t`Bind…`}
          </button>
        )}
      </td>
      <td>{property.writable ? <WriteBox objName={name} property={property} /> : null}</td>
      <td>
        {NUMERIC_TYPES.includes(property.type) ? (
          <button
            type="button"
            className="button button--ghost button--sm"
            aria-label={t`Trend of ${property.name}`}
            title={t`Trend of ${property.name}`}
            onClick={() => setDialog({ kind: 'trend', property })}
            data-testid={`trend-${property.name}`}
          >
            <icons.TrendIcon size={16} />
          </button>
        ) : null}
      </td>
    </>
  )

  const extraHeads = (
    <>
      <th>{t`Value`}</th>
      <th>{t`Quality`}</th>
      <th>{t`Time`}</th>
      <th>{t`Binding`}</th>
      <th>{t`Write`}</th>
      <th>{t`Trend`}</th>
    </>
  )

  const propertiesTab = (
    <div className="model-form">
      <div className="model-editor__facts">
        {connectors.map((connector) => (
          <span key={connector.name}>
            <strong>{connector.name}</strong> <ConnectorState connector={connector} />
          </span>
        ))}
      </div>
      <div>
        <Button
          icon={<icons.PlusIcon size={15} />}
          onClick={() => setDialog({ kind: 'property', property: null })}
          data-testid="property-add"
        >
          <Trans>Add own property</Trans>
        </Button>
      </div>
      <PropertyRows
        properties={model.properties}
        limitCounts={limitCounts}
        compact
        extraHeads={extraHeads}
        extraCells={extraCells}
        actions={actions}
        onMove={(property, index) => void doc.edit(() => moveProperty('object', name, property.name, index))}
      />
    </div>
  )

  return (
    <div className="model-editor" data-testid="instance-editor">
      <PageHeader
        title={
          <>
            <Link href={INSTANCES_PATH}>
              <Trans>Object instances</Trans>
            </Link>{' '}
            › {model.name}
          </>
        }
        description={
          model.templateName ? (
            <Trans>
              Instance of <Link href={templateEditorPath(model.templateName)}>{model.templateName}</Link>
            </Trans>
          ) : undefined
        }
        actions={<span className="admin-muted">{t`Version ${model.version}`}</span>}
      />
      <Panel>
        <OwnerHeaderForm
          key={model.version}
          kind="object"
          model={model}
          labels={choices.labels}
          onSave={(body) => doc.edit((version) => updateOwner('object', name, { ...body, version }))}
        />
      </Panel>
      <Panel>
        <Tabs
          selected={tab}
          onChange={setTab}
          variant="line"
          tabs={[
            { id: 'properties', label: t`Properties (${model.properties.length})`, content: propertiesTab },
            {
              id: 'services',
              label: t`Services and events (${model.services.length})`,
              content: <ServicesPanel kind="object" owner={name} model={model} edit={doc.edit} />,
            },
            { id: 'subscriptions', label: t`Subscriptions`, content: <SubscriptionsPanel model={model} /> },
            { id: 'usage', label: t`Where used`, content: <UsagePanel kind="object" owner={name} /> },
          ]}
        />
      </Panel>
      {dialog.kind === 'binding' ? (
        <BindingDialog
          property={dialog.property}
          connectors={connectors}
          onClose={close}
          onSubmit={async (binding) => {
            const result = await doc.edit((version) =>
              saveBinding(name, dialog.property.name, binding, version),
            )
            return done(result, t`Binding of ${dialog.property.name} saved`)
          }}
          onRemove={async () => {
            const result = await doc.edit(() => deleteBinding(name, dialog.property.name))
            done(result, t`Binding of ${dialog.property.name} removed`)
          }}
        />
      ) : null}
      {dialog.kind === 'property' ||
      dialog.kind === 'limits' ||
      dialog.kind === 'rename' ||
      dialog.kind === 'delete' ? (
        <PropertyDialogs
          ownerKind="object"
          owner={name}
          doc={doc}
          dialog={dialog}
          units={choices.units}
          onClose={close}
        />
      ) : null}
      {dialog.kind === 'trend' ? (
        <TrendPopup
          objName={name}
          propName={dialog.property.name}
          unit={dialog.property.unit}
          onClose={close}
        />
      ) : null}
      {doc.conflictDialog}
    </div>
  )
}
