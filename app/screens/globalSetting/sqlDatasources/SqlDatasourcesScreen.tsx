import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Button, type Column, icons, notify, PageHeader } from '../../../ui'
import { formatDateTime } from '../../admin/common/dateTime'
import { PagedTable } from '../../admin/common/PagedTable'
import { RowActions } from '../../admin/common/Toolbar'
import { useConfirmedDelete } from '../../admin/common/useConfirmedDelete'
import { usePagedList } from '../../admin/common/usePagedList'
import { DatasourceFormModal } from './DatasourceFormModal'
import { type Datasource, deleteDatasource, listDatasources } from './datasourcesApi'
import { QueryPreviewModal } from './QueryPreviewModal'
import '../../admin/common/admin.css'
import './datasources.css'

type Dialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; datasource: Datasource }
  | { kind: 'query'; datasource: Datasource }

const KIND_NAMES: Record<string, string> = {
  postgres: 'PostgreSQL',
  mysql: 'MySQL / MariaDB',
  mssql: 'SQL Server',
  sqlite: 'SQLite',
}

/** Where a source lives, as an engineer would write it: host:port/database, or the SQLite file. */
function location(source: Datasource): string {
  return source.kind === 'sqlite'
    ? source.databaseName
    : `${source.host}:${source.port}/${source.databaseName}`
}

/** SQL data sources (S0 §2 global-setting/sql-datasource): the external databases reports read from. */
export default function SqlDatasourcesScreen() {
  const { t, i18n } = useLingui()
  const list = usePagedList(listDatasources, { keyword: '' })
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirmedDelete(list.reload)

  function remove(source: Datasource) {
    return confirm.remove(
      {
        title: t`Delete the data source ${source.name}?`,
        message: t`Reports that read from it will no longer run.`,
        confirmLabel: t`Delete`,
        tone: 'danger',
      },
      () => deleteDatasource(source.datasourceId),
    )
  }

  const columns: Column<Datasource>[] = [
    {
      key: 'name',
      title: <Trans>Name</Trans>,
      sortable: true,
      render: (source) => <span className="cell-strong">{source.name}</span>,
    },
    {
      key: 'kind',
      title: <Trans>Database type</Trans>,
      sortable: true,
      render: (source) => KIND_NAMES[source.kind] ?? source.kind,
    },
    {
      key: 'databaseName',
      title: <Trans>Location</Trans>,
      render: (source) => <code>{location(source)}</code>,
    },
    { key: 'username', title: <Trans>User</Trans> },
    {
      key: 'updatedAt',
      title: <Trans>Updated</Trans>,
      sortable: true,
      render: (source) => <span className="cell-time">{formatDateTime(source.updatedAt)}</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (source) => (
        <RowActions>
          <Button
            size="sm"
            data-testid="datasource-query"
            onClick={() => setDialog({ kind: 'query', datasource: source })}
          >
            <Trans>Run query</Trans>
          </Button>
          <Button
            size="sm"
            data-testid="datasource-edit"
            onClick={() => setDialog({ kind: 'edit', datasource: source })}
          >
            <Trans>Edit</Trans>
          </Button>
          <Button
            size="sm"
            variant="danger"
            data-testid="datasource-delete"
            onClick={() => void remove(source)}
          >
            <Trans>Delete</Trans>
          </Button>
        </RowActions>
      ),
    },
  ]

  return (
    <div className="admin-screen" data-testid="sql-datasources-screen">
      <PageHeader
        title={<Trans>SQL data sources</Trans>}
        description={
          <Trans>
            External databases that reports read from. Passwords are stored encrypted and never shown.
          </Trans>
        }
        actions={
          <Button
            variant="primary"
            icon={<icons.PlusIcon size={16} />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            <Trans>New data source</Trans>
          </Button>
        }
      />
      <PagedTable
        list={list}
        label={t`SQL data sources`}
        columns={columns}
        rowKey={(source) => source.datasourceId}
        search={{ field: 'keyword', placeholder: t`Search by name` }}
        empty={<Trans>No data sources yet.</Trans>}
      />
      {dialog.kind === 'query' ? (
        <QueryPreviewModal datasource={dialog.datasource} onClose={() => setDialog({ kind: 'none' })} />
      ) : null}
      {dialog.kind === 'create' || dialog.kind === 'edit' ? (
        <DatasourceFormModal
          datasource={dialog.kind === 'edit' ? dialog.datasource : null}
          onClose={() => setDialog({ kind: 'none' })}
          onSaved={(source, mode) => {
            setDialog({ kind: 'none' })
            notify.success(
              mode === 'create' ? i18n._(MESSAGES.createSucceeded) : i18n._(MESSAGES.editSucceeded),
              source.name,
            )
            list.reload()
          }}
        />
      ) : null}
      {confirm.dialog}
    </div>
  )
}
