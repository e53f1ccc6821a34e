import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { catalogueApi, type Datastruct } from '../../metadataApi/catalogueApi'
import { CatalogueFormModal, storedAs } from '../common/CatalogueFormModal'
import { CatalogueScreen } from '../common/CatalogueScreen'
import { description, fieldInput, modelName, showName } from '../common/rules'

const namedValues = (row: Datastruct | null) => ({
  name: row?.name ?? '',
  showName: row?.showName ?? '',
  description: row?.description ?? '',
})

const api = catalogueApi.datastructs

/** `/design/object-template-mgr/data-struct-mgr`: data structures and their typed fields. */
export default function DatastructsScreen() {
  const { t } = useLingui()
  return (
    <CatalogueScreen<Datastruct, { keyWord: string }>
      config={{
        testId: 'datastructs-screen',
        title: <Trans>Data structures</Trans>,
        description: (
          <Trans>Named records of typed fields, for structured values such as a recipe or a batch.</Trans>
        ),
        newLabel: <Trans>New data structure</Trans>,
        searchPlaceholder: t`Search by name`,
        tableLabel: t`Data structures`,
        filters: { keyWord: '' },
        list: api.list,
        keyOf: (row) => row.name,
        columns: [
          {
            key: 'name',
            title: <Trans>Name</Trans>,
            sortable: true,
            render: (row) => <span className="cell-strong">{row.name}</span>,
          },
          { key: 'showName', title: <Trans>Display name</Trans>, sortable: true },
          {
            key: 'fields',
            title: <Trans>Fields</Trans>,
            render: (row) => (
              <span className="cell-clamp">{row.fields.map((f) => `${f.name}: ${f.type}`).join(', ')}</span>
            ),
          },
          {
            key: 'description',
            title: <Trans>Description</Trans>,
            render: (row) => <span className="cell-clamp">{row.description}</span>,
          },
        ],
        remove: (row) => api.remove(row.name),
        deleteWarning: msg`Its fields are deleted with it. This cannot be undone.`,
        form: (row, close, saved) => (
          <CatalogueFormModal
            testId="datastruct-form"
            title={row ? t`Edit data structure ${row.name}` : t`New data structure`}
            fields={[
              ...(row
                ? []
                : [
                    {
                      key: 'name',
                      label: <Trans>Name</Trans>,
                      kind: 'text' as const,
                      required: true,
                      rule: modelName,
                    },
                  ]),
              { key: 'showName', label: <Trans>Display name</Trans>, kind: 'text', rule: showName },
              { key: 'description', label: <Trans>Description</Trans>, kind: 'textarea', rule: description },
            ]}
            initial={namedValues(row)}
            rows={{ legend: t`Fields`, initial: row?.fields ?? [] }}
            current={
              row
                ? async () =>
                    storedAs(await api.get(row.name), (r) => ({
                      values: namedValues(r),
                      rows: r.fields,
                      version: r.version,
                    }))
                : undefined
            }
            save={(values, rows, version) => {
              const body = {
                showName: String(values.showName),
                description: String(values.description),
                fields: rows.map(fieldInput),
              }
              return row
                ? api.update(row.name, { ...body, version: version ?? row.version })
                : api.create({ ...body, name: String(values.name).trim() })
            }}
            onClose={close}
            onSaved={() => saved(row?.name ?? '', row === null)}
          />
        ),
      }}
    />
  )
}
