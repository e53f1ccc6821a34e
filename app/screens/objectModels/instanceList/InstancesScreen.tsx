import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
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
  allTemplates,
  createObject,
  deleteOwner,
  listLabels,
  listObjects,
  type ObjectQuery,
  type ObjectSummary,
} from '../common/modelApi'
import { OwnerFormModal } from '../common/OwnerFormModal'
import { OwnerRowActions } from '../common/OwnerRowActions'
import { instanceEditorPath, templateEditorPath } from '../common/paths'
import { ImportExport } from './ImportExport'
import '../../admin/common/admin.css'
import '../common/objectModels.css'

type Dialog = { kind: 'none' } | { kind: 'create' } | { kind: 'clone'; row: ObjectSummary }
type Filters = Omit<ObjectQuery, 'pageIndex' | 'pageSize'>

/** Object instances (S0 §2 object-instance): filter by template, label, keyword, visibility; create from a template. */
export default function InstancesScreen() {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const list = usePagedList(listObjects, { keyWord: '', templateName: '', label: '', visible: '' } as Filters)
  const [templates, setTemplates] = useState<string[]>([])
  const [labels, setLabels] = useState<string[]>([])
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirm()

  // The filters' choices are asked for once the first page is in: the page is what the user opened the
  // screen for, and the template list (every template's model, read on the server) would otherwise share
  // the server with it and re-render the table before its rows were painted.
  const choicesAsked = useRef(false)
  useEffect(() => {
    if (list.loading || choicesAsked.current) return
    choicesAsked.current = true
    void allTemplates().then((r) => r.ok && setTemplates(r.data.list.map((template) => template.name)))
    void listLabels().then((r) => r.ok && setLabels(r.data.list.map((label) => label.labelName)))
  }, [list.loading])

  async function remove(row: ObjectSummary) {
    const ok = await confirm.ask({
      title: t`Delete the instance ${row.name}?`,
      message: t`Its own properties, bindings, alarm limits and subscriptions are deleted with it.`,
      tone: 'danger',
    })
    if (!ok) return
    const result = await deleteOwner('object', row.name)
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded), row.name)
    else notify.error(t`Not deleted`, result.message)
    list.reload()
  }

  // The columns are kept between renders (their actions read the latest `remove` through a ref), so the
  // table's memoised rows are not rendered again when the filter choices or the loading flag change.
  const removeRef = useRef(remove)
  removeRef.current = remove
  const columns = useMemo<Column<ObjectSummary>[]>(
    () => [
      {
        key: 'name',
        title: <Trans>Name</Trans>,
        render: (row) => (
          <Link href={instanceEditorPath(row.name)} className="cell-strong">
            {row.name}
          </Link>
        ),
      },
      { key: 'showName', title: <Trans>Display name</Trans> },
      {
        key: 'templateName',
        title: <Trans>Template</Trans>,
        render: (row) =>
          row.templateName ? (
            <Link href={templateEditorPath(row.templateName)}>{row.templateName}</Link>
          ) : (
            '—'
          ),
      },
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
      {
        key: 'visible',
        title: <Trans>Visible</Trans>,
        render: (row) => (row.visible ? <Trans>Yes</Trans> : <Trans>No</Trans>),
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
            openLabel={<Trans>Open</Trans>}
            onOpen={() => navigate(instanceEditorPath(row.name))}
            onClone={() => setDialog({ kind: 'clone', row })}
            onDelete={() => void removeRef.current(row)}
          />
        ),
      },
    ],
    [t, navigate],
  )

  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    list.setFilters((current) => ({ ...current, [key]: value }))

  return (
    <div className="admin-screen" data-testid="instances-screen">
      <PageHeader
        title={<Trans>Object instances</Trans>}
        description={
          <Trans>
            The equipment of the plant: each instance inherits its template and adds its own values, bindings
            and limits.
          </Trans>
        }
        actions={
          <>
            <ImportExport filters={list.filters} onImported={list.reload} />
            <Button
              variant="primary"
              icon={<icons.PlusIcon size={16} />}
              onClick={() => setDialog({ kind: 'create' })}
              disabled={templates.length === 0}
              data-testid="instance-create"
            >
              <Trans>New instance</Trans>
            </Button>
          </>
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
            onSearch={(keyWord) => setFilter('keyWord', keyWord)}
            placeholder={t`Search by name`}
          />
          <ChoiceFilter
            label={t`Template`}
            anyLabel={t`Any template`}
            value={list.filters.templateName}
            choices={templates}
            onChange={(name) => setFilter('templateName', name)}
            testId="filter-template"
          />
          <ChoiceFilter
            label={t`Label`}
            anyLabel={t`Any label`}
            value={list.filters.label}
            choices={labels}
            onChange={(label) => setFilter('label', label)}
          />
          <select
            className="field__input toolbar-select"
            aria-label={t`Visible`}
            value={list.filters.visible}
            onChange={(event) => setFilter('visible', event.target.value as Filters['visible'])}
          >
            <option value="">{t`Visible or hidden`}</option>
            <option value="true">{t`Visible`}</option>
            <option value="false">{t`Hidden`}</option>
          </select>
        </Toolbar>
        <DataTable
          label={t`Object instances`}
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.name}
          loading={list.loading}
          empty={<Trans>No instances match.</Trans>}
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
          title={t`New object instance`}
          mode="instance"
          templates={templates}
          initial={{ templateName: list.filters.templateName || templates[0] || '' }}
          onClose={() => setDialog({ kind: 'none' })}
          onSubmit={async (values) => {
            const result = await createObject({
              name: values.name,
              showName: values.showName,
              description: values.description,
              templateName: values.templateName,
              visible: values.visible,
              labels: [],
            })
            if (result.ok) {
              notify.success(i18n._(MESSAGES.createSucceeded), values.name)
              setDialog({ kind: 'none' })
              list.reload()
            }
            return result
          }}
        />
      ) : null}
      {dialog.kind === 'clone' ? (
        <CloneOwnerModal
          kind="object"
          source={dialog.row}
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
