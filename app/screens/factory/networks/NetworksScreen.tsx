import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Button, type Column, icons, notify, PageHeader } from '../../../ui'
import { formatDateTime } from '../../admin/common/dateTime'
import { PagedTable } from '../../admin/common/PagedTable'
import { RowMenu } from '../../admin/common/RowMenu'
import { RowActions } from '../../admin/common/Toolbar'
import { useConfirmedDelete } from '../../admin/common/useConfirmedDelete'
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
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirmedDelete(list.reload)

  function remove(network: Network) {
    void confirm.remove(
      {
        title: t`Delete the network ${network.networkName}?`,
        message: t`Its structure is lost; the objects themselves stay. This cannot be undone.`,
        tone: 'danger',
      },
      () => deleteNetwork(network.networkName),
    )
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
                onSelect: () => remove(network),
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
      <PagedTable
        list={list}
        label={t`Networks`}
        columns={columns}
        rowKey={(network) => network.networkName}
        search={{ field: 'keyWord', placeholder: t`Search by network name` }}
        empty={<Trans>No networks yet. Create one to organise your instances.</Trans>}
        emptySearch={<Trans>No network matches the search.</Trans>}
      />
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
