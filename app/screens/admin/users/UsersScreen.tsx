import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type Key, useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { PasswordSettings } from '../../../../engine/rules/passwords'
import { MESSAGES } from '../../../../engine/rules/responses'
import { session } from '../../../shell/session'
import { Badge, Button, type Column, icons, notify, PageHeader } from '../../../ui'
import { formatDateTime } from '../common/dateTime'
import { PagedTable } from '../common/PagedTable'
import { RowMenu } from '../common/RowMenu'
import { RowActions } from '../common/Toolbar'
import { useConfirmedDelete } from '../common/useConfirmedDelete'
import { usePagedList } from '../common/usePagedList'
import type { Role } from '../roles/rolesApi'
import { ResetPasswordModal } from './ResetPasswordModal'
import { UserFormModal } from './UserFormModal'
import { ADMIN_USER_ID, type User } from './userForm'
import {
  deleteUser,
  deleteUsers,
  getPasswordSettings,
  listAllRoles,
  listUsers,
  setUserEnabled,
} from './usersApi'
import '../common/admin.css'

type Editing =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; user: User }
  | { kind: 'reset'; user: User }

/** User management (S0 §2 user-manage/user-itemlist): search, create, edit, enable, reset, delete. */
export default function UsersScreen() {
  const { t, i18n } = useLingui()
  const list = usePagedList(listUsers, { keyword: '' })
  const [selected, setSelected] = useState<Set<Key>>(new Set())
  const [editing, setEditing] = useState<Editing>({ kind: 'none' })
  const [roles, setRoles] = useState<Role[]>([])
  const [passwordSettings, setPasswordSettings] = useState<PasswordSettings | null>(null)
  const { user: sessionUser } = useSnapshot(session)
  const selfUserId = sessionUser?.userId ?? null
  const confirm = useConfirmedDelete(list.reload)

  useEffect(() => {
    void listAllRoles().then((result) => result.ok && setRoles(result.data.list))
    void getPasswordSettings().then((result) => result.ok && setPasswordSettings(result.data))
  }, [])

  // A selection belongs to the rows on screen: another page or search starts a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the paging and filters are the triggers
  useEffect(() => setSelected(new Set()), [list.paging, list.filters])

  const roleNames = useMemo(() => new Map(roles.map((role) => [role.roleId, role.roleName])), [roles])
  const protectedUser = (user: User) => user.userId === ADMIN_USER_ID || user.userId === selfUserId

  async function toggleEnabled(user: User) {
    const enabling = !user.enabled
    if (!enabling) {
      const ok = await confirm.ask({
        title: t`Disable ${user.username}?`,
        message: t`The user can no longer sign in, and their open sessions end now.`,
        confirmLabel: t`Disable`,
        tone: 'danger',
      })
      if (!ok) return
    }
    const result = await setUserEnabled(user, enabling)
    if (result.ok) notify.success(enabling ? t`${user.username} is enabled` : t`${user.username} is disabled`)
    list.reload()
  }

  function remove(user: User) {
    return confirm.remove(
      {
        title: t`Delete the user ${user.username}?`,
        message: t`The account, its roles and its data permissions are removed. This cannot be undone.`,
      },
      () => deleteUser(user.username),
    )
  }

  async function removeSelected() {
    const chosen = list.rows.filter((user) => selected.has(user.userId))
    const deletable = chosen.filter((user) => !protectedUser(user))
    const skipped = chosen.length - deletable.length
    const ok = await confirm.ask({
      title: plural(deletable.length, { one: 'Delete # selected user?', other: 'Delete # selected users?' }),
      message: (
        <>
          <span className="confirm__names">{deletable.map((user) => user.username).join(', ')}</span>
          {skipped > 0 ? (
            <span className="confirm__extra">
              <Trans>The administrator and your own account are kept.</Trans>
            </span>
          ) : null}
        </>
      ),
    })
    if (!ok || deletable.length === 0) return
    const result = await deleteUsers(deletable.map((user) => user.username))
    if (result.ok) {
      notify.success(i18n._(MESSAGES.deleteSucceeded))
      setSelected(new Set())
    }
    list.reload()
  }

  const columns: Column<User>[] = [
    {
      key: 'username',
      title: <Trans>Username</Trans>,
      sortable: true,
      render: (user) => (
        <span className="cell-strong">
          {user.username}
          {user.userId === ADMIN_USER_ID ? (
            <Badge tone="info">
              <Trans>Administrator</Trans>
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      key: 'realName',
      title: <Trans>Real name</Trans>,
      sortable: true,
      render: (user) => (
        <span className="cell-stack">
          <span>{user.realName || '—'}</span>
          {user.email ? <span className="admin-muted">{user.email}</span> : null}
        </span>
      ),
    },
    { key: 'phone', title: <Trans>Mobile phone</Trans> },
    {
      key: 'roles',
      title: <Trans>Roles</Trans>,
      render: (user) =>
        user.roleIds.length === 0 ? (
          <span className="admin-muted">—</span>
        ) : (
          <span className="badge-list">
            {user.roleIds.map((id) => (
              <Badge key={id}>{roleNames.get(id) ?? `#${id}`}</Badge>
            ))}
          </span>
        ),
    },
    {
      key: 'status',
      title: <Trans>Status</Trans>,
      sortValue: (user) => (user.enabled ? 0 : 1),
      sortable: true,
      render: (user) => (
        <span className="badge-list">
          {user.enabled ? (
            <Badge tone="success">
              <Trans>Enabled</Trans>
            </Badge>
          ) : (
            <Badge tone="neutral">
              <Trans>Disabled</Trans>
            </Badge>
          )}
          {user.locked ? (
            <Badge tone="danger">
              <Trans>Locked</Trans>
            </Badge>
          ) : null}
          {user.mustChangePassword ? (
            <Badge tone="warning">
              <Trans>Must change password</Trans>
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      key: 'createdAt',
      title: <Trans>Created</Trans>,
      sortable: true,
      render: (user) => <span className="cell-time">{formatDateTime(user.createdAt)}</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (user) => (
        <RowActions>
          <Button
            size="sm"
            variant="ghost"
            icon={<icons.EditIcon size={14} />}
            onClick={() => setEditing({ kind: 'edit', user })}
          >
            <Trans>Edit</Trans>
          </Button>
          <RowMenu
            label={t`More actions for ${user.username}`}
            items={[
              {
                key: 'reset',
                label: <Trans>Reset password</Trans>,
                onSelect: () => setEditing({ kind: 'reset', user }),
              },
              {
                key: 'enable',
                label: user.enabled ? <Trans>Disable</Trans> : <Trans>Enable</Trans>,
                onSelect: () => void toggleEnabled(user),
                disabled: protectedUser(user),
              },
              {
                key: 'delete',
                label: <Trans>Delete</Trans>,
                tone: 'danger',
                onSelect: () => void remove(user),
                disabled: protectedUser(user),
              },
            ]}
          />
        </RowActions>
      ),
    },
  ]

  const closeEditor = () => setEditing({ kind: 'none' })

  return (
    <div className="admin-screen" data-testid="users-screen">
      <PageHeader
        title={<Trans>Users</Trans>}
        description={
          <Trans>Accounts of the design and runtime sides, their roles and whether they may sign in.</Trans>
        }
        actions={
          <Button
            variant="primary"
            icon={<icons.PlusIcon size={16} />}
            onClick={() => setEditing({ kind: 'create' })}
          >
            <Trans>New user</Trans>
          </Button>
        }
      />
      <PagedTable
        list={list}
        label={t`Users`}
        columns={columns}
        rowKey={(user) => user.userId}
        search={{ field: 'keyword', placeholder: t`Search by username or real name` }}
        actions={
          selected.size > 0 ? (
            <Button
              variant="danger"
              icon={<icons.TrashIcon size={15} />}
              onClick={() => void removeSelected()}
            >
              <Trans>Delete selected ({selected.size})</Trans>
            </Button>
          ) : null
        }
        selection={{ selected, onChange: setSelected }}
        empty={<Trans>No users yet.</Trans>}
        emptySearch={<Trans>No user matches the search.</Trans>}
      />
      {editing.kind === 'create' || editing.kind === 'edit' ? (
        <UserFormModal
          user={editing.kind === 'edit' ? editing.user : null}
          roles={roles}
          passwordSettings={passwordSettings}
          selfUserId={selfUserId}
          onClose={closeEditor}
          onSaved={(user, mode) => {
            closeEditor()
            notify.success(
              mode === 'create' ? i18n._(MESSAGES.createSucceeded) : i18n._(MESSAGES.editSucceeded),
              user.username,
            )
            list.reload()
          }}
        />
      ) : null}
      {editing.kind === 'reset' ? (
        <ResetPasswordModal
          user={editing.user}
          passwordSettings={passwordSettings}
          onClose={closeEditor}
          onDone={() => {
            closeEditor()
            notify.success(t`The password of ${editing.user.username} was reset`)
            list.reload()
          }}
        />
      ) : null}
      {confirm.dialog}
    </div>
  )
}
