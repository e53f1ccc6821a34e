import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import {
  Button,
  type Column,
  DataTable,
  icons,
  notify,
  PageHeader,
  Panel,
  type SortState,
  sortRows,
  useConfirm,
} from '../../../ui'
import { formatDateTime } from '../../admin/common/dateTime'
import { RowMenu } from '../../admin/common/RowMenu'
import { RowActions, Toolbar } from '../../admin/common/Toolbar'
import '../../admin/common/admin.css'
import '../collector.css'
import { type Collector, confirmCollector, listPending, REVIEWABLE } from '../collectorApi'
import { RegistrationBadge, regInfoText } from '../statusLabels'
import { IssuedKeyModal } from './IssuedKeyModal'
import { ReplaceModal } from './ReplaceModal'

/**
 * Collector access (spec S0 §2 collector/acceptm): collectors that registered and wait for review. Agree
 * issues the key the collector calls in with (shown once); refuse keeps it out; a new collector may take
 * over an old one's connectors (its own request, or the administrator's choice).
 */
export default function CollectorAcceptScreen() {
  const { t } = useLingui()
  const [rows, setRows] = useState<Collector[]>([])
  const [loading, setLoading] = useState(true)
  const [sort, setSort] = useState<SortState | null>(null)
  const [replacing, setReplacing] = useState<Collector | null>(null)
  const [issued, setIssued] = useState<{ deviceUuid: string; secret: string } | null>(null)
  const confirm = useConfirm()

  const reload = useCallback(async () => {
    setLoading(true)
    const result = await listPending()
    setLoading(false)
    if (result.ok) setRows(result.data.list)
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])

  async function decide(collector: Collector, action: 'agree' | 'refuse', replaces?: string) {
    const result = await confirmCollector(collector.deviceUuid, action, replaces)
    if (!result.ok) {
      notify.error(result.message)
      return false
    }
    if (action === 'agree') {
      notify.success(t`${collector.deviceUuid} is accepted`)
      if (result.data.key) setIssued({ deviceUuid: collector.deviceUuid, secret: result.data.key })
    } else notify.success(t`${collector.deviceUuid} was refused`)
    void reload()
    return true
  }

  async function agree(collector: Collector) {
    const ok = await confirm.ask({
      title: t`Accept the collector ${collector.deviceUuid}?`,
      message:
        collector.registrationStatus === 'pendingReplace'
          ? t`It replaces ${collector.replacesUuid}: it takes over that collector's connectors, and ${collector.replacesUuid} is removed.`
          : t`It gets a key to call in with and may then carry connectors.`,
      confirmLabel: t`Agree`,
    })
    if (ok) await decide(collector, 'agree')
  }

  async function refuse(collector: Collector) {
    const ok = await confirm.ask({
      title: t`Refuse the collector ${collector.deviceUuid}?`,
      message: t`It will not be allowed to call in or carry connectors.`,
      confirmLabel: t`Refuse`,
      tone: 'danger',
    })
    if (ok) await decide(collector, 'refuse')
  }

  const columns: Column<Collector>[] = [
    {
      key: 'deviceUuid',
      title: <Trans>Collector UUID</Trans>,
      sortable: true,
      render: (c) => <code className="cell-strong">{c.deviceUuid}</code>,
    },
    {
      key: 'name',
      title: <Trans>Name</Trans>,
      sortable: true,
      render: (c) => <span className="cell-nowrap">{c.name}</span>,
    },
    {
      key: 'registrationStatus',
      title: <Trans>Registration</Trans>,
      sortable: true,
      render: (c) => (
        <span className="cell-stack">
          <RegistrationBadge status={c.registrationStatus} />
          {c.replacesUuid ? (
            <span className="cell-time">
              <Trans>replaces {c.replacesUuid}</Trans>
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'deviceRegInfo',
      title: <Trans>Registration info</Trans>,
      render: (c) => {
        const text = regInfoText(c.deviceRegInfo)
        return (
          <span className="cell-clamp cell-clamp--narrow" title={text}>
            {text || '—'}
          </span>
        )
      },
    },
    {
      key: 'createdAt',
      title: <Trans>Registered</Trans>,
      sortable: true,
      render: (c) => <span className="cell-time">{formatDateTime(c.createdAt)}</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (c) =>
        REVIEWABLE.includes(c.registrationStatus) ? (
          <RowActions>
            <Button size="sm" variant="primary" onClick={() => void agree(c)}>
              <Trans>Agree</Trans>
            </Button>
            <Button size="sm" variant="danger" onClick={() => void refuse(c)}>
              <Trans>Refuse</Trans>
            </Button>
            <RowMenu
              label={t`More actions for ${c.deviceUuid}`}
              items={[
                {
                  key: 'replace',
                  label: <Trans>Agree as the replacement of…</Trans>,
                  onSelect: () => setReplacing(c),
                },
              ]}
            />
          </RowActions>
        ) : null,
    },
  ]

  return (
    <div className="admin-screen" data-testid="collector-accept-screen">
      <PageHeader
        title={<Trans>Collector access</Trans>}
        description={
          <Trans>
            Collectors that registered with this server: agree to let one call in, refuse it, or let it
            replace an old collector and keep that collector's connectors.
          </Trans>
        }
      />
      <Panel>
        <Toolbar
          actions={
            <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={() => void reload()}>
              <Trans>Refresh</Trans>
            </Button>
          }
        />
        <DataTable
          label={t`Collectors waiting for review`}
          columns={columns}
          rows={sortRows(rows, columns, sort)}
          rowKey={(c) => c.deviceUuid}
          loading={loading}
          sort={sort}
          onSortChange={setSort}
          empty={
            <Trans>
              No collector is waiting. A collector appears here when it registers with this server.
            </Trans>
          }
        />
      </Panel>
      {replacing ? (
        <ReplaceModal
          collector={replacing}
          onClose={() => setReplacing(null)}
          onReplace={async (old) => {
            if (await decide(replacing, 'agree', old)) setReplacing(null)
          }}
        />
      ) : null}
      {issued ? <IssuedKeyModal {...issued} onClose={() => setIssued(null)} /> : null}
      {confirm.dialog}
    </div>
  )
}
