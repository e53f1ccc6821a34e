import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link } from 'wouter'
import { MESSAGES } from '../../../../engine/rules/responses'
import type { ScreenProps } from '../../../shell/routes/types'
import {
  Badge,
  Button,
  type Column,
  DataTable,
  EmptyState,
  FormSection,
  IconButton,
  InlineNotice,
  icons,
  notify,
  PageHeader,
  Panel,
  TextField,
} from '../../../ui'
import { StaleNotice } from '../common/StaleNotice'
import { UserPicker, type UserRef } from '../common/UserPicker'
import { queryUsersByName } from '../users/usersApi'
import { type DataGroup, type GroupItem, getGroup, updateGroup } from './dataGroupsApi'
import { itemKey, membersChanged, newItemProblems } from './groupItems'
import { MaskEditor } from './MaskEditor'
import { DATA_AUTH_PATH } from './paths'
import '../common/admin.css'

/** How many users the member names are looked up among (the server's largest picker answer). */
const NAME_LOOKUP_LIMIT = 200

/**
 * One data authorisation group (S0 §2 data-auth-detail/:id and /:name/:id): its members, and its data
 * items with their permission masks edited as checkboxes. Changes are saved together, with the version.
 */
export default function DataAuthDetailScreen({ params }: ScreenProps) {
  const { t, i18n } = useLingui()
  const groupId = Number(params.id)
  const [group, setGroup] = useState<DataGroup | null>(null)
  const [loadFailure, setLoadFailure] = useState('')
  const [userIds, setUserIds] = useState<number[]>([])
  const [items, setItems] = useState<GroupItem[]>([])
  const [names, setNames] = useState<Map<number, UserRef>>(new Map())
  const [newType, setNewType] = useState('')
  const [newName, setNewName] = useState('')
  const [itemErrors, setItemErrors] = useState<ReturnType<typeof newItemProblems>>({})
  const [saving, setSaving] = useState(false)
  const [stale, setStale] = useState(false)
  const [failure, setFailure] = useState('')

  const load = useCallback(async () => {
    const result = await getGroup(groupId)
    if (!result.ok) {
      setLoadFailure(result.message)
      return
    }
    setGroup(result.data)
    setUserIds(result.data.userIds)
    setItems(result.data.items)
    setStale(false)
    setFailure('')
  }, [groupId])

  useEffect(() => {
    if (Number.isSafeInteger(groupId) && groupId > 0) void load()
    else setLoadFailure(t`There is no data authorisation group ${params.id ?? ''}.`)
    void queryUsersByName('', NAME_LOOKUP_LIMIT).then((result) => {
      if (result.ok) setNames(new Map(result.data.map((user) => [user.userId, user])))
    })
  }, [groupId, load, params.id, t])

  const dirty = group !== null && membersChanged(group, { userIds, items })
  const members = useMemo(
    () => userIds.map((userId) => names.get(userId) ?? { userId, username: `#${userId}`, realName: '' }),
    [userIds, names],
  )

  async function save() {
    if (!group) return
    setSaving(true)
    setFailure('')
    const result = await updateGroup(group.groupId, { userIds, items, version: group.version })
    setSaving(false)
    if (result.ok) {
      setGroup(result.data)
      setUserIds(result.data.userIds)
      setItems(result.data.items)
      notify.success(i18n._(MESSAGES.saveSucceeded), result.data.name)
    } else if (result.status === 409) setStale(true)
    else setFailure(result.message)
  }

  function addItem() {
    const problems = newItemProblems(newType, newName, items)
    setItemErrors(problems)
    if (problems.dataType || problems.dataName) return
    setItems([...items, { dataType: newType.trim(), dataName: newName.trim(), mask: '' }])
    setNewName('')
  }

  const memberColumns: Column<UserRef>[] = [
    {
      key: 'username',
      title: <Trans>Username</Trans>,
      render: (user) => <span className="cell-strong">{user.username}</span>,
    },
    { key: 'realName', title: <Trans>Real name</Trans> },
    {
      key: 'remove',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (user) => (
        <IconButton
          label={t`Remove ${user.username} from the group`}
          onClick={() => setUserIds(userIds.filter((id) => id !== user.userId))}
        >
          <icons.CloseIcon size={15} />
        </IconButton>
      ),
    },
  ]

  const itemColumns: Column<GroupItem>[] = [
    {
      key: 'dataType',
      title: <Trans>Data type</Trans>,
      width: 160,
      render: (item) => <Badge tone="info">{item.dataType}</Badge>,
    },
    {
      key: 'dataName',
      title: <Trans>Data name</Trans>,
      width: 200,
      render: (item) => <span className="cell-strong">{item.dataName}</span>,
    },
    {
      key: 'mask',
      title: <Trans>Permitted positions (ticked = permitted)</Trans>,
      render: (item) => (
        <MaskEditor
          itemLabel={itemKey(item)}
          mask={item.mask}
          onChange={(mask) =>
            setItems(items.map((other) => (itemKey(other) === itemKey(item) ? { ...other, mask } : other)))
          }
        />
      ),
    },
    {
      key: 'remove',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      width: 48,
      render: (item) => (
        <IconButton
          label={t`Remove the data item ${itemKey(item)}`}
          onClick={() => setItems(items.filter((other) => itemKey(other) !== itemKey(item)))}
        >
          <icons.TrashIcon size={15} />
        </IconButton>
      ),
    },
  ]

  if (loadFailure) {
    return (
      <div className="admin-screen">
        <PageHeader title={<Trans>Data authorisation group</Trans>} />
        <Panel>
          <EmptyState title={loadFailure}>
            <Link href={DATA_AUTH_PATH}>
              <Trans>Back to data authorisation</Trans>
            </Link>
          </EmptyState>
        </Panel>
      </div>
    )
  }

  return (
    <div className="admin-screen" data-testid="data-auth-detail-screen">
      <nav className="admin-breadcrumb" aria-label={t`Breadcrumb`}>
        <Link href={DATA_AUTH_PATH}>
          <Trans>Data authorisation</Trans>
        </Link>
        <span aria-hidden="true">/</span>
        <span>{group?.name ?? params.name ?? ''}</span>
      </nav>
      <PageHeader
        title={group ? t`Group ${group.name}` : <Trans>Data authorisation group</Trans>}
        description={group?.description || <Trans>Members and the data items they may use.</Trans>}
        actions={
          <>
            <Button
              disabled={!dirty || saving}
              onClick={() => {
                if (!group) return
                setUserIds(group.userIds)
                setItems(group.items)
              }}
            >
              <Trans>Discard changes</Trans>
            </Button>
            <Button
              variant="primary"
              loading={saving}
              disabled={!dirty}
              onClick={() => void save()}
              data-testid="group-detail-save"
            >
              <Trans>Save</Trans>
            </Button>
          </>
        }
      />
      {stale ? <StaleNotice onReload={load} /> : null}
      {failure ? (
        <InlineNotice tone="error" title={i18n._(MESSAGES.saveFailed)}>
          {failure}
        </InlineNotice>
      ) : null}
      {dirty ? (
        <InlineNotice tone="info" testId="unsaved-changes">
          <Trans>You have unsaved changes.</Trans>
        </InlineNotice>
      ) : null}
      <div className="detail-stack">
        <Panel>
          <FormSection
            title={<Trans>Members</Trans>}
            description={<Trans>Users whose data access this group decides.</Trans>}
          >
            <div className="members-layout">
              <UserPicker
                label={t`Add a member`}
                excluded={new Set(userIds)}
                onPick={(user) => {
                  setNames(new Map(names).set(user.userId, user))
                  setUserIds([...userIds, user.userId])
                }}
              />
              <DataTable
                label={t`Members`}
                columns={memberColumns}
                rows={members}
                rowKey={(user) => user.userId}
                loading={group === null}
                empty={<Trans>No members yet.</Trans>}
              />
            </div>
          </FormSection>
        </Panel>
        <Panel>
          <FormSection
            title={<Trans>Data items</Trans>}
            description={
              <Trans>
                Each position is one permission bit of the item. An untick denies it; positions 32 and above
                use the upper part of the mask.
              </Trans>
            }
          >
            <div className="item-adder">
              <TextField
                id="item-type"
                label={<Trans>Data type</Trans>}
                value={newType}
                onChange={(value) => {
                  setNewType(value)
                  setItemErrors({})
                }}
                error={itemErrors.dataType ? i18n._(itemErrors.dataType) : undefined}
                placeholder={t`e.g. object`}
                maxLength={200}
              />
              <TextField
                id="item-name"
                label={<Trans>Data name</Trans>}
                value={newName}
                onChange={(value) => {
                  setNewName(value)
                  setItemErrors({})
                }}
                error={itemErrors.dataName ? i18n._(itemErrors.dataName) : undefined}
                placeholder={t`e.g. Boiler_1`}
                maxLength={500}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') addItem()
                }}
              />
              <Button icon={<icons.PlusIcon size={15} />} onClick={addItem}>
                <Trans>Add item</Trans>
              </Button>
            </div>
            <DataTable
              label={t`Data items`}
              columns={itemColumns}
              rows={items}
              rowKey={itemKey}
              loading={group === null}
              empty={<Trans>No data items yet: everything stays open to the members.</Trans>}
            />
          </FormSection>
        </Panel>
      </div>
    </div>
  )
}
