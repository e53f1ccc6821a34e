import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Button, type Column, icons, notify, PageHeader, useConfirm } from '../../../ui'
import { formatDateTime } from '../common/dateTime'
import { PagedTable } from '../common/PagedTable'
import { RowMenu } from '../common/RowMenu'
import { RowActions } from '../common/Toolbar'
import { usePagedList } from '../common/usePagedList'
import { PermissionFileModal } from './PermissionFileModal'
import { permissionFileText } from './permissionFile'
import { RoleDataGroupsModal } from './RoleDataGroupsModal'
import { RoleFormModal } from './RoleFormModal'
import { flattenTree, type ResourceNode } from './resourceSelection'
import { deleteRole, getResourceTree, listRoles, type Role, updateRole } from './rolesApi'
import '../common/admin.css'

type Dialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; role: Role }
  | { kind: 'file'; role: Role }
  | { kind: 'groups'; role: Role }

/** Role management (S0 §2 user-manage/role-itemlist): roles, their resources, permission files, data groups. */
export default function RolesScreen() {
  const { t, i18n } = useLingui()
  const list = usePagedList(listRoles, { keyword: '' })
  const [tree, setTree] = useState<ResourceNode[]>([])
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirm()
  const codeOf = useMemo(
    () => new Map(flattenTree(tree).map((node) => [node.resourceId, node.resourceCode])),
    [tree],
  )

  useEffect(() => {
    void getResourceTree().then((result) => result.ok && setTree(result.data))
  }, [])

  async function cancelPermissions(role: Role) {
    const ok = await confirm.ask({
      title: t`Cancel all permissions of ${role.roleName}?`,
      message: t`The role keeps its users but grants nothing until permissions are given again.`,
      confirmLabel: t`Cancel permissions`,
      tone: 'danger',
    })
    if (!ok) return
    const result = await updateRole(role.roleId, { resourceIds: [], version: role.version })
    if (result.ok) notify.success(i18n._(MESSAGES.operationSucceeded))
    else notify.error(i18n._(MESSAGES.saveFailed), result.message)
    list.reload()
  }

  async function remove(role: Role) {
    const ok = await confirm.ask({
      title: t`Delete the role ${role.roleName}?`,
      message:
        role.userCount > 0
          ? plural(role.userCount, {
              one: 'The role still has # user; take it away from them first.',
              other: 'The role still has # users; take it away from them first.',
            })
          : t`This cannot be undone.`,
    })
    if (!ok) return
    const result = await deleteRole(role.roleId)
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    else notify.error(i18n._(MESSAGES.deleteFailed), result.message)
    list.reload()
  }

  function download(role: Role) {
    const codes = role.resourceIds.flatMap((id) => codeOf.get(id) ?? [])
    const blob = new Blob([permissionFileText(role.roleName, codes)], { type: 'application/json' })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = `${role.roleName}-permissions.json`
    link.click()
    URL.revokeObjectURL(url)
  }

  const columns: Column<Role>[] = [
    {
      key: 'roleName',
      title: <Trans>Role name</Trans>,
      sortable: true,
      render: (role) => <span className="cell-strong">{role.roleName}</span>,
    },
    {
      key: 'description',
      title: <Trans>Description</Trans>,
      render: (role) => <span className="cell-clamp">{role.description}</span>,
    },
    { key: 'userCount', title: <Trans>Users</Trans>, sortable: true, align: 'end' },
    {
      key: 'resources',
      title: <Trans>Permissions</Trans>,
      sortable: true,
      align: 'end',
      sortValue: (role) => role.resourceIds.length,
      render: (role) => role.resourceIds.length,
    },
    {
      key: 'updatedAt',
      title: <Trans>Updated</Trans>,
      sortable: true,
      render: (role) => <span className="cell-time">{formatDateTime(role.updatedAt)}</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (role) => (
        <RowActions>
          <Button
            size="sm"
            variant="ghost"
            icon={<icons.EditIcon size={14} />}
            onClick={() => setDialog({ kind: 'edit', role })}
          >
            <Trans>Edit</Trans>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'groups', role })}>
            <Trans>Data groups</Trans>
          </Button>
          <RowMenu
            label={t`More actions for ${role.roleName}`}
            items={[
              {
                key: 'upload',
                label: <Trans>Upload permission file…</Trans>,
                onSelect: () => setDialog({ kind: 'file', role }),
              },
              {
                key: 'download',
                label: <Trans>Download permission file</Trans>,
                onSelect: () => download(role),
              },
              {
                key: 'cancel',
                label: <Trans>Cancel permissions</Trans>,
                onSelect: () => void cancelPermissions(role),
                disabled: role.resourceIds.length === 0,
              },
              {
                key: 'delete',
                label: <Trans>Delete</Trans>,
                tone: 'danger',
                onSelect: () => void remove(role),
              },
            ]}
          />
        </RowActions>
      ),
    },
  ]

  const close = () => setDialog({ kind: 'none' })
  const saved = (message: string) => {
    close()
    notify.success(message)
    list.reload()
  }

  return (
    <div className="admin-screen" data-testid="roles-screen">
      <PageHeader
        title={<Trans>Roles</Trans>}
        description={
          <Trans>
            Sets of permissions given to users: menus, screens and functions of the resource tree.
          </Trans>
        }
        actions={
          <Button
            variant="primary"
            icon={<icons.PlusIcon size={16} />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            <Trans>New role</Trans>
          </Button>
        }
      />
      <PagedTable
        list={list}
        label={t`Roles`}
        columns={columns}
        rowKey={(role) => role.roleId}
        search={{ field: 'keyword', placeholder: t`Search by role name or description` }}
        empty={<Trans>No roles yet.</Trans>}
        emptySearch={<Trans>No role matches the search.</Trans>}
      />
      {dialog.kind === 'create' || dialog.kind === 'edit' ? (
        <RoleFormModal
          role={dialog.kind === 'edit' ? dialog.role : null}
          tree={tree}
          onClose={close}
          onSaved={(role, mode) =>
            saved(
              `${mode === 'create' ? i18n._(MESSAGES.createSucceeded) : i18n._(MESSAGES.editSucceeded)}: ${role.roleName}`,
            )
          }
        />
      ) : null}
      {dialog.kind === 'file' ? (
        <PermissionFileModal
          role={dialog.role}
          tree={tree}
          onClose={close}
          onSaved={(role) => saved(`${i18n._(MESSAGES.importSucceeded)}: ${role.roleName}`)}
        />
      ) : null}
      {dialog.kind === 'groups' ? (
        <RoleDataGroupsModal
          role={dialog.role}
          onClose={() => {
            close()
            list.reload()
          }}
        />
      ) : null}
      {confirm.dialog}
    </div>
  )
}
