import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Badge, Button, Checkbox, type Column, icons, notify, PageHeader, Panel } from '../../../ui'
import { PagedTable } from '../../admin/common/PagedTable'
import { RowMenu } from '../../admin/common/RowMenu'
import { RowActions } from '../../admin/common/Toolbar'
import { useConfirmedDelete } from '../../admin/common/useConfirmedDelete'
import { usePagedList } from '../../admin/common/usePagedList'
import {
  deletePerson,
  listStaff,
  type OrgNode,
  orgTree,
  type Person,
} from '../../metadataApi/organizationsApi'
import { flattenOrgs, ORGANIZATIONS_PATH } from '../orgTreeModel'
import { PersonFormModal } from './PersonFormModal'
import '../../admin/common/admin.css'
import '../organisation.css'

type Dialog = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; person: Person }

/** `/design/network/network/staff`: the people of the plant, filtered by organisation and keyword. */
export default function StaffScreen() {
  const { t, i18n } = useLingui()
  const [orgs, setOrgs] = useState<OrgNode[]>([])
  const list = usePagedList(listStaff, { keyWord: '', orgId: null as number | null, recursive: true })
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirmedDelete(list.reload)

  useEffect(() => {
    void orgTree().then((result) => {
      if (result.ok) setOrgs(result.data.list)
    })
  }, [])

  function remove(person: Person) {
    return confirm.remove(
      {
        title: t`Remove ${person.name}?`,
        message: t`They leave every organisation; a linked user account stays. This cannot be undone.`,
        tone: 'danger',
      },
      () => deletePerson(person.staffId),
    )
  }

  const columns: Column<Person>[] = [
    {
      key: 'name',
      title: <Trans>Name</Trans>,
      sortable: true,
      render: (person) => <span className="cell-strong">{person.name}</span>,
    },
    { key: 'code', title: <Trans>Employee number</Trans>, sortable: true },
    { key: 'post', title: <Trans>Post</Trans>, sortable: true },
    {
      key: 'organizations',
      title: <Trans>Organisations</Trans>,
      render: (person) => (
        <span className="org-chips">
          {person.organizations.map((org) => (
            <Badge key={org.orgId}>{org.name}</Badge>
          ))}
        </span>
      ),
    },
    {
      key: 'username',
      title: <Trans>User account</Trans>,
      sortable: true,
      render: (person) =>
        person.username ? (
          <span>
            <icons.UserIcon size={13} /> {person.username}
          </span>
        ) : (
          <span className="admin-muted">—</span>
        ),
    },
    { key: 'phone', title: <Trans>Phone</Trans> },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (person) => (
        <RowActions>
          <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'edit', person })}>
            <Trans>Edit</Trans>
          </Button>
          <RowMenu
            label={t`More actions for ${person.name}`}
            items={[
              {
                key: 'delete',
                label: <Trans>Delete</Trans>,
                tone: 'danger',
                onSelect: () => void remove(person),
              },
            ]}
          />
        </RowActions>
      ),
    },
  ]

  const chosen = list.filters.orgId
  return (
    <div className="admin-screen" data-testid="staff-screen">
      <PageHeader
        title={<Trans>Staff</Trans>}
        description={
          <Trans>
            The people of the plant: their post, their organisations and the user account workflow tasks and
            notifications reach.
          </Trans>
        }
        actions={
          <Button
            variant="primary"
            icon={<icons.PlusIcon size={16} />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="staff-new"
          >
            <Trans>New person</Trans>
          </Button>
        }
      />
      <div className="org-split">
        <Panel>
          <strong>
            <Trans>Organisations</Trans>
          </strong>
          <ul className="org-filter" aria-label={t`Filter by organisation`}>
            <li>
              <button
                type="button"
                aria-pressed={chosen === null}
                onClick={() => list.setFilters((current) => ({ ...current, orgId: null }))}
              >
                <Trans>Everyone</Trans>
              </button>
            </li>
            {flattenOrgs(orgs).map(({ org, depth }) => (
              <li key={org.orgId}>
                <button
                  type="button"
                  aria-pressed={chosen === org.orgId}
                  style={{ paddingInlineStart: 8 + depth * 16 }}
                  onClick={() => list.setFilters((current) => ({ ...current, orgId: org.orgId }))}
                >
                  {org.name} <span className="admin-muted">({org.staffCount})</span>
                </button>
              </li>
            ))}
          </ul>
          <Checkbox
            checked={list.filters.recursive}
            onChange={(recursive) => list.setFilters((current) => ({ ...current, recursive }))}
            label={<Trans>Include sub-organisations</Trans>}
          />
          <p>
            <Link href={ORGANIZATIONS_PATH}>
              <Trans>Edit the organisations</Trans>
            </Link>
          </p>
        </Panel>
        <PagedTable
          list={list}
          label={t`Staff`}
          columns={columns}
          rowKey={(person) => person.staffId}
          search={{ field: 'keyWord', placeholder: t`Search name, number, post, phone, email` }}
          filtered={chosen !== null}
          empty={<Trans>No staff yet.</Trans>}
          emptySearch={<Trans>No person matches.</Trans>}
        />
      </div>
      {dialog.kind !== 'none' ? (
        <PersonFormModal
          person={dialog.kind === 'edit' ? dialog.person : null}
          orgs={orgs}
          startOrg={chosen}
          onClose={() => setDialog({ kind: 'none' })}
          onSaved={(person) => {
            const created = dialog.kind === 'create'
            setDialog({ kind: 'none' })
            notify.success(i18n._(created ? MESSAGES.createSucceeded : MESSAGES.editSucceeded), person.name)
            list.reload()
            void orgTree().then((result) => {
              if (result.ok) setOrgs(result.data.list)
            })
          }}
        />
      ) : null}
      {confirm.dialog}
    </div>
  )
}
