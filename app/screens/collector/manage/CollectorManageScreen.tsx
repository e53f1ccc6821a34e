import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Button, EmptyState, icons, notify, PageHeader, useConfirm } from '../../../ui'
import '../../admin/common/admin.css'
import '../collector.css'
import {
  type Collector,
  type CollectorConnector,
  deleteCollector,
  deleteConnector,
  listCollectors,
} from '../collectorApi'
import { CollectorCard } from './CollectorCard'
import { ConnectorFormModal } from './ConnectorFormModal'

/** How often the statuses refresh while the screen is open: connectors come online within seconds. */
const REFRESH_MS = 5000

type Dialog = { collector: Collector; connector: CollectorConnector | null } | null

/**
 * Collectors (spec S0 §2 collector/manage): each accepted collector with its status (offline / online /
 * abnormal), last heartbeat, the drivers it reports, and its connectors with how many properties each feeds.
 */
export default function CollectorManageScreen() {
  const { t, i18n } = useLingui()
  const [collectors, setCollectors] = useState<Collector[] | null>(null)
  const [dialog, setDialog] = useState<Dialog>(null)
  const confirm = useConfirm()

  const reload = useCallback(async () => {
    const result = await listCollectors()
    if (result.ok) setCollectors(result.data.list.filter((c) => c.registrationStatus === 'reviewed'))
  }, [])

  useEffect(() => {
    void reload()
    const timer = window.setInterval(() => void reload(), REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [reload])

  async function removeConnector(connector: CollectorConnector) {
    const ok = await confirm.ask({
      title: t`Delete the connector ${connector.name}?`,
      message:
        connector.boundCount > 0
          ? t`${connector.boundCount} properties are bound to it and will stop receiving values.`
          : t`It is disconnected and its settings are removed.`,
    })
    if (!ok) return
    const result = await deleteConnector(connector.name)
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    void reload()
  }

  async function removeCollector(collector: Collector) {
    const ok = await confirm.ask({
      title: t`Delete the collector ${collector.deviceUuid}?`,
      message: t`Its connectors are removed with it; it must register and be accepted again to call in.`,
    })
    if (!ok) return
    const result = await deleteCollector(collector.deviceUuid)
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    void reload()
  }

  return (
    <div className="admin-screen" data-testid="collector-manage-screen">
      <PageHeader
        title={<Trans>Collectors</Trans>}
        description={
          <Trans>
            The collectors that bring field values in, the drivers they report and their OPC UA and Modbus TCP
            connectors.
          </Trans>
        }
        actions={
          <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={() => void reload()}>
            <Trans>Refresh</Trans>
          </Button>
        }
      />
      {collectors?.length === 0 ? <EmptyState title={<Trans>No accepted collector</Trans>} /> : null}
      <div className="collector-list">
        {(collectors ?? []).map((collector) => (
          <CollectorCard
            key={collector.deviceUuid}
            collector={collector}
            onAddConnector={() => setDialog({ collector, connector: null })}
            onEditConnector={(connector) => setDialog({ collector, connector })}
            onDeleteConnector={(connector) => void removeConnector(connector)}
            onDelete={() => void removeCollector(collector)}
          />
        ))}
      </div>
      {dialog ? (
        <ConnectorFormModal
          collector={dialog.collector}
          connector={dialog.connector}
          onClose={() => setDialog(null)}
          onReload={() => {
            setDialog(null)
            void reload()
          }}
          onSaved={(connector) => {
            setDialog(null)
            notify.success(
              i18n._(dialog.connector ? MESSAGES.editSucceeded : MESSAGES.createSucceeded),
              connector.name,
            )
            void reload()
          }}
        />
      ) : null}
      {confirm.dialog}
    </div>
  )
}
