import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useLocation } from 'wouter'
import type { ScreenProps } from '../../../shell/routes/types'
import { Button, icons, notify, PageHeader, Panel, Spinner, Tabs } from '../../../ui'
import { RowMenu } from '../../admin/common/RowMenu'
import { moveProperty, NUMERIC_TYPES, type Property, updateOwner } from '../common/modelApi'
import { OwnerHeaderForm } from '../common/OwnerHeaderForm'
import { type PropertyDialogState, PropertyDialogs } from '../common/PropertyDialogs'
import { PropertyRows } from '../common/PropertyRows'
import { TEMPLATES_PATH } from '../common/paths'
import { ServicesPanel } from '../common/ServicesPanel'
import { UsagePanel } from '../common/UsagePanel'
import { useModelChoices } from '../common/useModelChoices'
import { useOwnerDocument } from '../common/useOwnerDocument'
import '../../admin/common/admin.css'
import '../common/objectModels.css'

type Dialog = { kind: 'none' } | PropertyDialogState

/**
 * The template editor (FEATURES D5): header, properties (type, default, unit, writable; drag to reorder),
 * alarm limits per property, services and events, where used. Each edit is one server call against the
 * template's version; a stale version offers the designer's reload/overwrite choice.
 */
export default function TemplateEditorScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const name = decodeURIComponent(params.name ?? '')
  const doc = useOwnerDocument('template', name)
  const choices = useModelChoices()
  const [tab, setTab] = useState('properties')
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const close = useCallback(() => setDialog({ kind: 'none' }), [])
  const model = doc.model

  useEffect(() => {
    if (doc.failed) navigate(TEMPLATES_PATH)
  }, [doc.failed, navigate])

  const limitCounts = useMemo(() => {
    const counts: Record<string, number> = {}
    for (const [prop, list] of Object.entries(model?.alertLimits ?? {})) counts[prop] = list.length
    return counts
  }, [model?.alertLimits])

  if (!model) return <Spinner label={t`Loading…`} />

  const _done = <R extends { ok: boolean } | null>(result: R, message: string): R => {
    if (result?.ok) {
      notify.success(message)
      close()
    }
    return result
  }

  const actions = (property: Property) => (
    <RowMenu
      label={t`Actions for ${property.name}`}
      items={[
        {
          key: 'edit',
          label: <Trans>Edit…</Trans>,
          disabled: property.source === 'feature',
          onSelect: () => setDialog({ kind: 'property', property }),
        },
        {
          key: 'limits',
          label: <Trans>Alarm limits…</Trans>,
          disabled: !NUMERIC_TYPES.includes(property.type),
          onSelect: () => setDialog({ kind: 'limits', property }),
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

  const propertiesTab = (
    <div className="model-form">
      <div>
        <Button
          variant="primary"
          icon={<icons.PlusIcon size={15} />}
          onClick={() => setDialog({ kind: 'property', property: null })}
          data-testid="property-add"
        >
          <Trans>Add property</Trans>
        </Button>
      </div>
      <PropertyRows
        properties={model.properties}
        limitCounts={limitCounts}
        actions={actions}
        onMove={(property, index) =>
          void doc.edit(() => moveProperty('template', name, property.name, index))
        }
      />
    </div>
  )

  return (
    <div className="model-editor" data-testid="template-editor">
      <PageHeader
        title={
          <>
            <Link href={TEMPLATES_PATH}>
              <Trans>Object templates</Trans>
            </Link>{' '}
            › {model.name}
          </>
        }
        description={model.showName || undefined}
        actions={<span className="admin-muted">{t`Version ${model.version}`}</span>}
      />
      <Panel>
        <OwnerHeaderForm
          key={model.version}
          kind="template"
          model={model}
          labels={choices.labels}
          features={choices.features}
          onSave={(body) => doc.edit((version) => updateOwner('template', name, { ...body, version }))}
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
              content: <ServicesPanel kind="template" owner={name} model={model} edit={doc.edit} />,
            },
            { id: 'usage', label: t`Where used`, content: <UsagePanel kind="template" owner={name} /> },
          ]}
        />
      </Panel>
      {dialog.kind !== 'none' ? (
        <PropertyDialogs
          ownerKind="template"
          owner={name}
          doc={doc}
          dialog={dialog}
          units={choices.units}
          onClose={close}
        />
      ) : null}
      {doc.conflictDialog}
    </div>
  )
}
