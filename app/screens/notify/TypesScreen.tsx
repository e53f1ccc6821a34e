import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { MESSAGES } from '../../../engine/rules/responses'
import {
  Badge,
  Button,
  type Column,
  DataTable,
  icons,
  notify,
  PageHeader,
  Pagination,
  Panel,
  SearchBox,
  useConfirm,
} from '../../ui'
import { formatDateTime } from '../admin/common/dateTime'
import { RowActions, Toolbar } from '../admin/common/Toolbar'
import { usePagedList } from '../admin/common/usePagedList'
import { CHANNEL_LABELS, EVENT_LABELS } from './labels'
import {
  deleteType,
  listTypes,
  type NotificationType,
  type ReceiverOptions,
  receiverOptions,
} from './notifyApi'
import { TypeFormModal } from './TypeFormModal'
import '../admin/common/admin.css'
import './notify.css'

/** Notification types (S0 §2 notification-center/type-config): what notifies whom, how. */
export default function TypesScreen() {
  const { t, i18n } = useLingui()
  const list = usePagedList(listTypes, { keyword: '' })
  const [options, setOptions] = useState<ReceiverOptions>({ users: [], roles: [], organisations: [] })
  const [editing, setEditing] = useState<NotificationType | null | 'new'>(null)
  const confirm = useConfirm()

  useEffect(() => {
    void receiverOptions().then((result) => result.ok && setOptions(result.data))
  }, [])

  const roleName = new Map(options.roles.map((role) => [role.roleId, role.roleName]))
  const userName = new Map(options.users.map((user) => [user.userId, user.username]))
  const orgName = new Map(options.organisations.map((org) => [org.orgId, org.name]))

  async function remove(type: NotificationType) {
    const ok = await confirm.ask({
      title: t`Delete the notification type ${type.name}?`,
      message: t`Nothing more is sent for it; the send log keeps what was sent.`,
    })
    if (!ok) return
    const result = await deleteType(type.typeId)
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    list.reload()
  }

  const columns: Column<NotificationType>[] = [
    {
      key: 'name',
      title: <Trans>Name</Trans>,
      render: (type) => (
        <span className="cell-stack">
          <span className="cell-strong">{type.name}</span>
          <span className="admin-muted">{i18n._(EVENT_LABELS[type.event])}</span>
        </span>
      ),
    },
    {
      key: 'channels',
      title: <Trans>Channels</Trans>,
      render: (type) => (
        <span className="log-request">
          {type.config.channels.map((channel) => (
            <Badge key={channel} tone="info">
              {i18n._(CHANNEL_LABELS[channel])}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      key: 'receivers',
      title: <Trans>Receivers</Trans>,
      render: (type) => (
        <span className="cell-clamp">
          {[
            ...type.config.receivers.roleIds.map((id) => roleName.get(id) ?? `#${id}`),
            ...type.config.receivers.userIds.map((id) => userName.get(id) ?? `#${id}`),
            ...type.config.receivers.orgIds.map((id) => orgName.get(id) ?? `#${id}`),
          ].join(', ') || '—'}
        </span>
      ),
    },
    {
      key: 'escalation',
      title: <Trans>Escalation</Trans>,
      render: (type) =>
        type.config.escalation ? (
          <span>
            {t`after ${type.config.escalation.afterMinutes} min`}:{' '}
            {type.config.escalation.receivers.roleIds.map((id) => roleName.get(id) ?? `#${id}`).join(', ')}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'enabled',
      title: <Trans>Status</Trans>,
      render: (type) =>
        type.enabled ? (
          <Badge tone="success">{t`Enabled`}</Badge>
        ) : (
          <Badge tone="neutral">{t`Disabled`}</Badge>
        ),
    },
    {
      key: 'updatedAt',
      title: <Trans>Updated</Trans>,
      render: (type) => <span className="cell-time">{formatDateTime(type.updatedAt)}</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (type) => (
        <RowActions>
          <Button
            size="sm"
            variant="ghost"
            icon={<icons.EditIcon size={14} />}
            onClick={() => setEditing(type)}
          >
            <Trans>Edit</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={<icons.TrashIcon size={14} />}
            onClick={() => void remove(type)}
          >
            <Trans>Delete</Trans>
          </Button>
        </RowActions>
      ),
    },
  ]

  return (
    <div className="admin-screen" data-testid="notify-types-screen">
      <PageHeader
        title={<Trans>Notification types</Trans>}
        description={
          <Trans>
            What notifies whom: alarms, to-dos, backups… through in-site letters, email and instant-messaging
            robots, with templates, quiet hours and escalation.
          </Trans>
        }
        actions={
          <Button variant="primary" icon={<icons.PlusIcon size={16} />} onClick={() => setEditing('new')}>
            <Trans>New type</Trans>
          </Button>
        }
      />
      <Panel>
        <Toolbar>
          <SearchBox
            value={list.filters.keyword}
            onSearch={(keyword) => list.setFilters((current) => ({ ...current, keyword }))}
            placeholder={t`Search by name`}
          />
          <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={list.reload}>
            <Trans>Refresh</Trans>
          </Button>
        </Toolbar>
        <DataTable
          label={t`Notification types`}
          columns={columns}
          rows={list.rows}
          rowKey={(type) => type.typeId}
          loading={list.loading}
          empty={<Trans>No notification types yet: nothing is sent.</Trans>}
        />
        <Pagination
          page={list.paging.pageIndex}
          size={list.paging.pageSize}
          total={list.total}
          onChange={list.setPaging}
        />
      </Panel>
      {editing !== null ? (
        <TypeFormModal
          type={editing === 'new' ? null : editing}
          options={options}
          onClose={() => setEditing(null)}
          onSaved={(type) => {
            setEditing(null)
            notify.success(
              `${i18n._(editing === 'new' ? MESSAGES.createSucceeded : MESSAGES.editSucceeded)}: ${type.name}`,
            )
            list.reload()
          }}
        />
      ) : null}
    </div>
  )
}
