import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Button, type Column, icons, notify, PageHeader } from '../../../ui'
import { formatDateTime } from '../common/dateTime'
import { PagedTable } from '../common/PagedTable'
import { RowMenu } from '../common/RowMenu'
import { RowActions } from '../common/Toolbar'
import { useConfirmedDelete } from '../common/useConfirmedDelete'
import { usePagedList } from '../common/usePagedList'
import { type DataGroup, deleteGroup, listGroups } from './dataGroupsApi'
import { GroupFormModal } from './GroupFormModal'
import { dataAuthDetailPath } from './paths'
import '../common/admin.css'

type Dialog = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; group: DataGroup }

/** Data authorisation (S0 §2 user-manage/data-auth): groups of users and the data items they may use. */
export default function DataAuthScreen() {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const list = usePagedList(listGroups, { keyword: '' })
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirmedDelete(list.reload)

  function remove(group: DataGroup) {
    return confirm.remove(
      {
        title: t`Delete the group ${group.name}?`,
        message: t`Its members lose the data permissions it gives them. This cannot be undone.`,
      },
      () => deleteGroup(group.groupId),
    )
  }

  const columns: Column<DataGroup>[] = [
    {
      key: 'name',
      title: <Trans>Group name</Trans>,
      sortable: true,
      render: (group) => (
        <Link href={dataAuthDetailPath(group)} className="cell-strong">
          {group.name}
        </Link>
      ),
    },
    {
      key: 'description',
      title: <Trans>Description</Trans>,
      render: (group) => <span className="cell-clamp">{group.description}</span>,
    },
    {
      key: 'members',
      title: <Trans>Members</Trans>,
      align: 'end',
      sortable: true,
      sortValue: (group) => group.userIds.length,
      render: (group) => group.userIds.length,
    },
    {
      key: 'items',
      title: <Trans>Data items</Trans>,
      align: 'end',
      sortable: true,
      sortValue: (group) => group.items.length,
      render: (group) => group.items.length,
    },
    {
      key: 'updatedAt',
      title: <Trans>Updated</Trans>,
      sortable: true,
      render: (group) => <span className="cell-time">{formatDateTime(group.updatedAt)}</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (group) => (
        <RowActions>
          <Button size="sm" variant="ghost" onClick={() => navigate(dataAuthDetailPath(group))}>
            <Trans>Members and data</Trans>
          </Button>
          <RowMenu
            label={t`More actions for ${group.name}`}
            items={[
              {
                key: 'rename',
                label: <Trans>Rename…</Trans>,
                onSelect: () => setDialog({ kind: 'edit', group }),
              },
              {
                key: 'delete',
                label: <Trans>Delete</Trans>,
                tone: 'danger',
                onSelect: () => void remove(group),
              },
            ]}
          />
        </RowActions>
      ),
    },
  ]

  return (
    <div className="admin-screen" data-testid="data-auth-screen">
      <PageHeader
        title={<Trans>Data authorisation</Trans>}
        description={
          <Trans>
            Groups of users and the data items they may use. Each item has a permission mask; items no group
            mentions stay open to everyone.
          </Trans>
        }
        actions={
          <Button
            variant="primary"
            icon={<icons.PlusIcon size={16} />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            <Trans>New group</Trans>
          </Button>
        }
      />
      <PagedTable
        list={list}
        label={t`Data authorisation groups`}
        columns={columns}
        rowKey={(group) => group.groupId}
        search={{ field: 'keyword', placeholder: t`Search by group name` }}
        empty={<Trans>No data authorisation groups yet.</Trans>}
        emptySearch={<Trans>No group matches the search.</Trans>}
      />
      {dialog.kind !== 'none' ? (
        <GroupFormModal
          group={dialog.kind === 'edit' ? dialog.group : null}
          onClose={() => setDialog({ kind: 'none' })}
          onSaved={(group, mode) => {
            setDialog({ kind: 'none' })
            if (mode === 'create') {
              notify.success(i18n._(MESSAGES.createSucceeded), group.name)
              navigate(dataAuthDetailPath(group))
            } else {
              notify.success(i18n._(MESSAGES.editSucceeded), group.name)
              list.reload()
            }
          }}
        />
      ) : null}
      {confirm.dialog}
    </div>
  )
}
