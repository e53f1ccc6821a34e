import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Badge, Button, type Column, DataTable, InlineNotice, Modal, notify } from '../../../ui'
import { StaleNotice } from '../common/StaleNotice'
import { type DataGroup, listAllGroups, updateGroup } from '../dataAuth/dataGroupsApi'
import { dataAuthDetailPath } from '../dataAuth/paths'
import type { User } from '../users/userForm'
import { listUsers } from '../users/usersApi'
import type { Role } from './rolesApi'

/** How many of a role's users a group holds. */
type Membership = 'all' | 'some' | 'none'

function membership(group: DataGroup, userIds: readonly number[]): Membership {
  const inGroup = userIds.filter((id) => group.userIds.includes(id)).length
  if (inGroup === 0) return 'none'
  return inGroup === userIds.length ? 'all' : 'some'
}

/**
 * "Data group management" of a role: puts all the role's users into data authorisation groups, or takes
 * them out, so data permissions can be given per role.
 */
export function RoleDataGroupsModal({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const [groups, setGroups] = useState<DataGroup[] | null>(null)
  const [members, setMembers] = useState<User[] | null>(null)
  const [busyGroup, setBusyGroup] = useState<number | null>(null)
  const [stale, setStale] = useState(false)

  const load = useCallback(async () => {
    const [groupPage, userPage] = await Promise.all([
      listAllGroups(),
      listUsers({ keyword: '', pageIndex: 1, pageSize: 1000 }),
    ])
    if (groupPage.ok) setGroups(groupPage.data.list)
    if (userPage.ok) setMembers(userPage.data.list.filter((user) => user.roleIds.includes(role.roleId)))
    setStale(false)
  }, [role.roleId])

  useEffect(() => {
    void load()
  }, [load])

  const memberIds = members?.map((user) => user.userId) ?? []

  async function toggle(group: DataGroup) {
    const adding = membership(group, memberIds) !== 'all'
    const userIds = adding
      ? [...new Set([...group.userIds, ...memberIds])]
      : group.userIds.filter((id) => !memberIds.includes(id))
    setBusyGroup(group.groupId)
    const result = await updateGroup(group.groupId, { userIds, version: group.version })
    setBusyGroup(null)
    if (result.ok) {
      setGroups(
        (current) => current?.map((item) => (item.groupId === group.groupId ? result.data : item)) ?? null,
      )
      notify.success(i18n._(MESSAGES.saveSucceeded), group.name)
    } else if (result.status === 409) setStale(true)
    else notify.error(i18n._(MESSAGES.saveFailed), result.message)
  }

  const columns: Column<DataGroup>[] = [
    {
      key: 'name',
      title: <Trans>Data authorisation group</Trans>,
      render: (group) => (
        <Link href={dataAuthDetailPath(group)} className="cell-strong">
          {group.name}
        </Link>
      ),
    },
    { key: 'description', title: <Trans>Description</Trans> },
    {
      key: 'membership',
      title: <Trans>Users of this role in it</Trans>,
      render: (group) => {
        const state = membership(group, memberIds)
        if (state === 'all') return <Badge tone="success">{t`All`}</Badge>
        if (state === 'some') return <Badge tone="warning">{t`Some`}</Badge>
        return <Badge>{t`None`}</Badge>
      },
    },
    {
      key: 'action',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (group) => (
        <Button
          size="sm"
          loading={busyGroup === group.groupId}
          disabled={memberIds.length === 0}
          onClick={() => void toggle(group)}
        >
          {membership(group, memberIds) === 'all' ? (
            <Trans>Remove the role's users</Trans>
          ) : (
            <Trans>Add the role's users</Trans>
          )}
        </Button>
      ),
    },
  ]

  return (
    <Modal
      open
      onClose={onClose}
      width={820}
      title={t`Data groups of the role ${role.roleName}`}
      footer={
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <div className="admin-form">
        {stale ? <StaleNotice onReload={load} /> : null}
        {members !== null && members.length === 0 ? (
          <InlineNotice tone="warning" testId="role-without-users">
            {i18n._(MESSAGES.roleWithoutUsers)}
          </InlineNotice>
        ) : members !== null ? (
          <p className="admin-muted">
            <Plural value={members.length} one="The role has # user:" other="The role has # users:" />{' '}
            {members.map((user) => user.username).join(', ')}
          </p>
        ) : null}
        <DataTable
          label={t`Data authorisation groups`}
          columns={columns}
          rows={groups ?? []}
          rowKey={(group) => group.groupId}
          loading={groups === null}
          empty={<Trans>No data authorisation groups yet.</Trans>}
        />
      </div>
    </Modal>
  )
}
