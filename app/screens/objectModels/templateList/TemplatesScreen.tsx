import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { MESSAGES } from '../../../../engine/rules/responses'
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
} from '../../../ui'
import { formatDateTime } from '../../admin/common/dateTime'
import { Toolbar } from '../../admin/common/Toolbar'
import { usePagedList } from '../../admin/common/usePagedList'
import { ChoiceFilter } from '../common/ChoiceFilter'
import { CloneOwnerModal } from '../common/CloneOwnerModal'
import {
  createTemplate,
  deleteOwner,
  listLabels,
  listTemplates,
  type TemplateSummary,
} from '../common/modelApi'
import { OwnerFormModal } from '../common/OwnerFormModal'
import { OwnerRowActions } from '../common/OwnerRowActions'
import { INSTANCES_PATH, templateEditorPath } from '../common/paths'
import '../../admin/common/admin.css'
import '../common/objectModels.css'

type Dialog = { kind: 'none' } | { kind: 'create' } | { kind: 'clone'; template: TemplateSummary }

/** Object templates (S0 §2 object-template): search, label filter, counts, create, clone, delete. */
export default function TemplatesScreen() {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const list = usePagedList(listTemplates, { keyWord: '', label: '' })
  const [labels, setLabels] = useState<string[]>([])
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirm()

  useEffect(() => {
    void listLabels().then((result) => {
      if (result.ok) setLabels(result.data.list.map((label) => label.labelName))
    })
  }, [])

  async function remove(template: TemplateSummary) {
    const ok = await confirm.ask({
      title: t`Delete the template ${template.name}?`,
      message: t`Its properties, services and alarm limits are deleted with it.`,
      tone: 'danger',
    })
    if (!ok) return
    const result = await deleteOwner('template', template.name)
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded), template.name)
    else notify.error(t`Not deleted`, result.message)
    list.reload()
  }

  const columns: Column<TemplateSummary>[] = [
    {
      key: 'name',
      title: <Trans>Name</Trans>,
      render: (row) => (
        <Link href={templateEditorPath(row.name)} className="cell-strong">
          {row.name}
        </Link>
      ),
    },
    { key: 'showName', title: <Trans>Display name</Trans> },
    {
      key: 'labels',
      title: <Trans>Labels</Trans>,
      render: (row) => (
        <span className="chip-list">
          {row.labels.map((label) => (
            <Badge key={label} tone="neutral">
              {label}
            </Badge>
          ))}
        </span>
      ),
    },
    { key: 'propertyCount', title: <Trans>Properties</Trans>, align: 'end' },
    { key: 'serviceCount', title: <Trans>Services</Trans>, align: 'end' },
    {
      key: 'instanceCount',
      title: <Trans>Instances</Trans>,
      align: 'end',
      render: (row) => <Link href={INSTANCES_PATH}>{row.instanceCount}</Link>,
    },
    {
      key: 'updatedAt',
      title: <Trans>Updated</Trans>,
      render: (row) => <span className="cell-time">{formatDateTime(row.updatedAt)}</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (row) => (
        <OwnerRowActions
          name={row.name}
          openLabel={<Trans>Edit</Trans>}
          onOpen={() => navigate(templateEditorPath(row.name))}
          onClone={() => setDialog({ kind: 'clone', template: row })}
          onDelete={() => void remove(row)}
        />
      ),
    },
  ]

  return (
    <div className="admin-screen" data-testid="templates-screen">
      <PageHeader
        title={<Trans>Object templates</Trans>}
        description={
          <Trans>
            The types of equipment in the plant: properties, alarm limits and services every instance
            inherits.
          </Trans>
        }
        actions={
          <Button
            variant="primary"
            icon={<icons.PlusIcon size={16} />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="template-create"
          >
            <Trans>New template</Trans>
          </Button>
        }
      />
      <Panel>
        <Toolbar
          actions={
            <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={list.reload}>
              <Trans>Refresh</Trans>
            </Button>
          }
        >
          <SearchBox
            value={list.filters.keyWord}
            onSearch={(keyWord) => list.setFilters((current) => ({ ...current, keyWord }))}
            placeholder={t`Search by name`}
          />
          <ChoiceFilter
            label={t`Label`}
            anyLabel={t`Any label`}
            value={list.filters.label}
            choices={labels}
            onChange={(label) => list.setFilters((current) => ({ ...current, label }))}
          />
        </Toolbar>
        <DataTable
          label={t`Object templates`}
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.name}
          loading={list.loading}
          empty={<Trans>No templates yet. Create one to describe a kind of equipment.</Trans>}
        />
        <Pagination
          page={list.paging.pageIndex}
          size={list.paging.pageSize}
          total={list.total}
          onChange={list.setPaging}
        />
      </Panel>
      {dialog.kind === 'create' ? (
        <OwnerFormModal
          title={t`New object template`}
          mode="template"
          onClose={() => setDialog({ kind: 'none' })}
          onSubmit={async (values) => {
            const result = await createTemplate({
              name: values.name,
              showName: values.showName,
              description: values.description,
              labels: [],
            })
            if (result.ok) {
              notify.success(i18n._(MESSAGES.createSucceeded), values.name)
              navigate(templateEditorPath(values.name))
            }
            return result
          }}
        />
      ) : null}
      {dialog.kind === 'clone' ? (
        <CloneOwnerModal
          kind="template"
          source={dialog.template}
          onClose={() => setDialog({ kind: 'none' })}
          onCloned={() => {
            setDialog({ kind: 'none' })
            list.reload()
          }}
        />
      ) : null}
      {confirm.dialog}
    </div>
  )
}
