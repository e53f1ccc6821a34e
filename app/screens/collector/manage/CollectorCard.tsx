import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, type Column, DataTable, icons, Panel } from '../../../ui'
import { formatDateTime } from '../../admin/common/dateTime'
import { Facts } from '../../admin/common/Facts'
import { RowMenu } from '../../admin/common/RowMenu'
import { RowActions } from '../../admin/common/Toolbar'
import type { Collector, CollectorConnector, Driver } from '../collectorApi'
import { OnlineDot, RegistrationBadge, regInfoText, StatusDot } from '../statusLabels'

interface Props {
  collector: Collector
  onAddConnector: () => void
  onEditConnector: (connector: CollectorConnector) => void
  onDeleteConnector: (connector: CollectorConnector) => void
  onDelete: () => void
}

/** Where a connector connects to, in one line: the OPC UA endpoint or the Modbus host:port/unit. */
function target(connector: CollectorConnector): string {
  const c = connector.config
  if (connector.type === 'opcua') return String(c.endpoint ?? '')
  return `${String(c.host ?? '')}:${String(c.port ?? '')} · unit ${String(c.unitId ?? '')} · ${String(c.interval ?? '')} ms`
}

/** One collector: its status and heartbeat, the drivers it reports and the connectors it carries. */
export function CollectorCard({
  collector,
  onAddConnector,
  onEditConnector,
  onDeleteConnector,
  onDelete,
}: Props) {
  const { t } = useLingui()
  const typeName: Record<string, string> = {
    opcua: t`OPC UA`,
    modbus: t`Modbus TCP`,
    mqtt: t`MQTT`,
    simulator: t`Simulator`,
  }

  const connectorColumns: Column<CollectorConnector>[] = [
    {
      key: 'name',
      title: <Trans>Connector</Trans>,
      render: (c) => <code className="cell-strong">{c.name}</code>,
    },
    { key: 'type', title: <Trans>Protocol</Trans>, render: (c) => typeName[c.type] ?? c.type },
    {
      key: 'target',
      title: <Trans>Address</Trans>,
      render: (c) => <code className="cell-clamp">{target(c)}</code>,
    },
    {
      key: 'online',
      title: <Trans>State</Trans>,
      render: (c) => (c.enabled ? <OnlineDot online={c.online} /> : <Badge>{t`Disabled`}</Badge>),
    },
    { key: 'boundCount', title: <Trans>Properties fed</Trans>, align: 'end' },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (c) => (
        <RowActions>
          <Button size="sm" onClick={() => onEditConnector(c)}>
            <Trans>Edit</Trans>
          </Button>
          <RowMenu
            label={t`More actions for ${c.name}`}
            items={[
              {
                key: 'delete',
                label: <Trans>Delete</Trans>,
                tone: 'danger',
                onSelect: () => onDeleteConnector(c),
              },
            ]}
          />
        </RowActions>
      ),
    },
  ]

  const driverColumns: Column<Driver>[] = [
    { key: 'name', title: <Trans>Driver</Trans>, render: (d) => <code>{d.name}</code> },
    { key: 'type', title: <Trans>Type</Trans>, render: (d) => typeName[d.type] ?? d.type ?? '—' },
    { key: 'online', title: <Trans>Online</Trans>, render: (d) => <OnlineDot online={d.online} /> },
    {
      key: 'description',
      title: <Trans>Description</Trans>,
      render: (d) => <span className="cell-clamp">{d.description || '—'}</span>,
    },
    {
      key: 'time',
      title: <Trans>Time</Trans>,
      render: (d) => <span className="cell-time">{d.time ? formatDateTime(d.time) : '—'}</span>,
    },
  ]

  return (
    <section
      className="collector-card"
      data-testid={`collector-${collector.deviceUuid}`}
      aria-label={collector.name}
    >
      <Panel>
        <header className="collector-card__header">
          <div>
            <h2 className="collector-card__title">
              {collector.name} {collector.builtIn ? <Badge tone="info">{t`Built-in`}</Badge> : null}
            </h2>
            <code className="collector-card__uuid">{collector.deviceUuid}</code>
          </div>
          <div className="collector-card__actions">
            <Button size="sm" variant="primary" icon={<icons.PlusIcon size={14} />} onClick={onAddConnector}>
              <Trans>Add connector</Trans>
            </Button>
            {collector.builtIn ? null : (
              <RowMenu
                label={t`More actions for ${collector.deviceUuid}`}
                items={[
                  {
                    key: 'delete',
                    label: <Trans>Delete collector</Trans>,
                    tone: 'danger',
                    onSelect: onDelete,
                  },
                ]}
              />
            )}
          </div>
        </header>
        <Facts
          items={[
            { key: 'status', label: <Trans>Status</Trans>, value: <StatusDot status={collector.status} /> },
            {
              key: 'registration',
              label: <Trans>Registration</Trans>,
              value: <RegistrationBadge status={collector.registrationStatus} />,
            },
            {
              key: 'heartbeat',
              label: <Trans>Last heartbeat</Trans>,
              value: collector.builtIn
                ? t`In this server process`
                : collector.lastHeartbeat
                  ? formatDateTime(collector.lastHeartbeat)
                  : t`Never`,
            },
            {
              key: 'info',
              label: <Trans>Registration info</Trans>,
              value: regInfoText(collector.deviceRegInfo) || '—',
            },
          ]}
        />
        <h3 className="collector-card__subtitle">
          <Trans>Connectors</Trans>
        </h3>
        <DataTable
          label={t`Connectors of ${collector.name}`}
          columns={connectorColumns}
          rows={collector.connectors}
          rowKey={(c) => c.name}
          empty={<Trans>No connector yet: add an OPC UA or Modbus TCP connector.</Trans>}
        />
        <h3 className="collector-card__subtitle">
          <Trans>Drivers</Trans>
        </h3>
        <DataTable
          label={t`Drivers of ${collector.name}`}
          columns={driverColumns}
          rows={collector.drivers}
          rowKey={(d) => d.name}
          empty={<Trans>No driver reported.</Trans>}
        />
      </Panel>
    </section>
  )
}
