import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { type Key, type ReactNode, useState } from 'react'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Button, type Column, icons, notify, PageHeader } from '../../../ui'
import { PagedTable } from '../../admin/common/PagedTable'
import { RowMenu } from '../../admin/common/RowMenu'
import type { HttpResult, Page, Paging } from '../../admin/common/request'
import { RowActions } from '../../admin/common/Toolbar'
import { useConfirmedDelete } from '../../admin/common/useConfirmedDelete'
import { usePagedList } from '../../admin/common/usePagedList'
import '../../admin/common/admin.css'
import '../../organisation/organisation.css'
import './catalogue.css'

/** What a catalogue list screen needs: its list call, columns, how to delete, and its form. */
export interface CatalogueConfig<T, F extends { keyWord: string }> {
  testId: string
  title: ReactNode
  description: ReactNode
  newLabel: ReactNode
  searchPlaceholder: string
  tableLabel: string
  filters: F
  list: (query: F & Paging) => Promise<HttpResult<Page<T>>>
  keyOf: (row: T) => string
  columns: Column<T>[]
  remove: (row: T) => Promise<HttpResult<void>>
  deleteWarning: MessageDescriptor
  /** The create (row null) or edit form; `onSaved` closes it and reloads. */
  form: (row: T | null, close: () => void, onSaved: (name: string, created: boolean) => void) => ReactNode
  /** Extra filters beside the search box. */
  toolbar?: (filters: F, set: (update: (current: F) => F) => void) => ReactNode
  /** Extra actions above the list acting on the rows shown (units: show or hide the selected). */
  selection?: (selected: T[], reload: () => void) => ReactNode
}

/** A model catalogue list (features, label types, labels, data structures, units) on the real API. */
export function CatalogueScreen<T, F extends { keyWord: string }>({
  config,
}: {
  config: CatalogueConfig<T, F>
}) {
  const { t, i18n } = useLingui()
  const list = usePagedList(config.list, config.filters)
  const [editing, setEditing] = useState<{ row: T | null } | null>(null)
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set())
  const confirm = useConfirmedDelete(list.reload)

  function remove(row: T) {
    const name = config.keyOf(row)
    return confirm.remove(
      {
        title: t`Delete ${name}?`,
        message: i18n._(config.deleteWarning),
        tone: 'danger',
      },
      () => config.remove(row),
      name,
    )
  }

  const columns: Column<T>[] = [
    ...config.columns,
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (row) => (
        <RowActions>
          <Button size="sm" variant="ghost" onClick={() => setEditing({ row })}>
            <Trans>Edit</Trans>
          </Button>
          <RowMenu
            label={t`More actions for ${config.keyOf(row)}`}
            items={[
              {
                key: 'delete',
                label: <Trans>Delete</Trans>,
                tone: 'danger',
                onSelect: () => void remove(row),
              },
            ]}
          />
        </RowActions>
      ),
    },
  ]

  const chosen = list.rows.filter((row) => selected.has(config.keyOf(row)))
  return (
    <div className="admin-screen" data-testid={config.testId}>
      <PageHeader
        title={config.title}
        description={config.description}
        actions={
          <Button
            variant="primary"
            icon={<icons.PlusIcon size={16} />}
            onClick={() => setEditing({ row: null })}
          >
            {config.newLabel}
          </Button>
        }
      />
      <PagedTable
        list={list}
        label={config.tableLabel}
        columns={columns}
        rowKey={config.keyOf}
        search={{ field: 'keyWord', placeholder: config.searchPlaceholder }}
        filters={config.toolbar?.(list.filters, list.setFilters)}
        actions={
          config.selection
            ? config.selection(chosen, () => {
                setSelected(new Set())
                list.reload()
              })
            : undefined
        }
        selection={config.selection ? { selected, onChange: setSelected } : undefined}
        empty={<Trans>Nothing here yet.</Trans>}
      />
      {editing
        ? config.form(
            editing.row,
            () => setEditing(null),
            (name, created) => {
              setEditing(null)
              notify.success(i18n._(created ? MESSAGES.createSucceeded : MESSAGES.editSucceeded), name)
              list.reload()
            },
          )
        : null}
      {confirm.dialog}
    </div>
  )
}
