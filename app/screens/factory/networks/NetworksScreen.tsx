import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { MESSAGES } from '../../../../engine/rules/responses'
import {
  Button,
  type Column,
  DataTable,
  icons,
  notify,
  PageHeader,
  Pagination,
  Panel,
  SearchBox,
  type SortState,
  sortRows,
  useConfirm,
} from '../../../ui'
import { formatDateTime } from '../../admin/common/dateTime'
import { RowMenu } from '../../admin/common/RowMenu'
import { RowActions, Toolbar } from '../../admin/common/Toolbar'
import { usePagedList } from '../../admin/common/usePagedList'
import { deleteNetwork, listNetworks, type Network } from '../../metadataApi/networksApi'
import { ARCHITECTURE_PATH, networkTreePath } from '../paths'
import { NetworkFormModal } from './NetworkFormModal'
import '../../admin/common/admin.css'

type Dialog = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; network: Network }

/** Factory modelling (S0 §2 factory-modeling-mgr): the networks that organise instances into plants. */
export default function NetworksScreen() {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const list = usePagedList(listNetworks, { keyWord: '' })
  const [sort, setSort] = useState<SortState | null>(null)
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirm()

  async function remove(network: Network) {
    const ok = await confirm.ask({
      title: t`Delete the network ${network.networkName}?`,
      message: t`Its structure is lost; the objects themselves stay. This cannot be undone.`,
      tone: 'danger',
    })
    if (!ok) return
    const result = await deleteNetwork(network.networkName)
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    list.reload()
  }

  const columns: Column<Network>[] = [
    {
      key: 'networkName',
      title: <Trans>Network</Trans>,
      sortable: true,
      render: (network) => (
        <Link href={networkTreePath(network.networkName)} className="cell-strong">
          {network.networkName}
        </Link>
      ),
    },
    { key: 'showName', title: <Trans>Display name</Trans>, sortable: true },
    {
      key: 'description',
      title: <Trans>Description</Trans>,
      render: (network) => <span className="cell-clamp">{network.description}</span>,
    },
    { key: 'memberCount', title: <Trans>Objects</Trans>, align: 'end', sortable: true },
    {
      key: 'updatedAt',
      title: <Trans>Updated</Trans>,
      sortable: true,
      render: (network) => <span className="cell-time">{formatDateTime(network.updatedAt)}</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (network) => (
        <RowActions>
          <Button size="sm" variant="ghost" onClick={() => navigate(networkTreePath(network.networkName))}>
            <Trans>Tree</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              localStorage.setItem('gantry.architecture.network', network.networkName)
              navigate(ARCHITECTURE_PATH)
            }}
          >
            <Trans>Graph</Trans>
          </Button>
          <RowMenu
            label={t`More actions for ${network.networkName}`}
            items={[
              {
                key: 'edit',
                label: <Trans>Edit…</Trans>,
                onSelect: () => setDialog({ kind: 'edit', network }),
              },
              {
                key: 'delete',
                label: <Trans>Delete</Trans>,
                tone: 'danger',
                onSelect: () => void remove(network),
              },
            ]}
          />
        </RowActions>
      ),
    },
  ]

  return (
    <div className="admin-screen" data-testid="networks-screen">
      <PageHeader
        title={<Trans>Factory networks</Trans>}
        description={
          <Trans>
            A network arranges object instances into the plant's structure: site, area, line, equipment. An
            instance can sit in several networks.
          </Trans>
        }
        actions={
          <Button
            variant="primary"
            icon={<icons.PlusIcon size={16} />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            <Trans>New network</Trans>
          </Button>
        }
      />
      <Panel>
        <Toolbar>
          <SearchBox
            value={list.filters.keyWord}
            onSearch={(keyWord) => list.setFilters((current) => ({ ...current, keyWord }))}
            placeholder={t`Search by network name`}
          />
          <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={list.reload}>
            <Trans>Refresh</Trans>
          </Button>
        </Toolbar>
        <DataTable
          label={t`Networks`}
          columns={columns}
          rows={sortRows(list.rows, columns, sort)}
          rowKey={(network) => network.networkName}
          loading={list.loading}
          sort={sort}
          onSortChange={setSort}
          empty={
            list.filters.keyWord ? (
              <Trans>No network matches the search.</Trans>
            ) : (
              <Trans>No networks yet. Create one to organise your instances.</Trans>
            )
          }
        />
        <Pagination
          page={list.paging.pageIndex}
          size={list.paging.pageSize}
          total={list.total}
          onChange={list.setPaging}
        />
      </Panel>
      {dialog.kind !== 'none' ? (
        <NetworkFormModal
          network={dialog.kind === 'edit' ? dialog.network : null}
          onClose={() => setDialog({ kind: 'none' })}
          onSaved={(network) => {
            const created = dialog.kind === 'create'
            setDialog({ kind: 'none' })
            notify.success(
              i18n._(created ? MESSAGES.createSucceeded : MESSAGES.editSucceeded),
              network.networkName,
            )
            if (created) navigate(networkTreePath(network.networkName))
            else list.reload()
          }}
        />
      ) : null}
      {confirm.dialog}
    </div>
  )
}
