import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { catalogueApi, type Feature } from '../../metadataApi/catalogueApi'
import { CatalogueFormModal, storedAs } from '../common/CatalogueFormModal'
import { CatalogueScreen } from '../common/CatalogueScreen'
import { description, modelName, propertyInput, showName } from '../common/rules'

const namedValues = (row: Feature | null) => ({
  name: row?.name ?? '',
  showName: row?.showName ?? '',
  description: row?.description ?? '',
})

const api = catalogueApi.features

/** `/design/object-template-mgr/feature-set-mgr`: features, named property sets templates include. */
export default function FeaturesScreen() {
  const { t } = useLingui()
  return (
    <CatalogueScreen<Feature, { keyWord: string }>
      config={{
        testId: 'features-screen',
        title: <Trans>Feature sets</Trans>,
        description: (
          <Trans>
            Named sets of properties that object templates include, so common members are defined once.
          </Trans>
        ),
        newLabel: <Trans>New feature</Trans>,
        searchPlaceholder: t`Search by name`,
        tableLabel: t`Feature sets`,
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
            key: 'properties',
            title: <Trans>Properties</Trans>,
            render: (row) => (
              <span className="cell-clamp">
                {row.properties.map((p) => `${p.name}: ${p.type}`).join(', ')}
              </span>
            ),
          },
          {
            key: 'description',
            title: <Trans>Description</Trans>,
            render: (row) => <span className="cell-clamp">{row.description}</span>,
          },
        ],
        remove: (row) => api.remove(row.name),
        deleteWarning: msg`A feature still included in a template cannot be deleted.`,
        form: (row, close, saved) => (
          <CatalogueFormModal
            testId="feature-form"
            title={row ? t`Edit feature ${row.name}` : t`New feature`}
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
            rows={{ legend: t`Properties`, initial: row?.properties ?? [] }}
            current={
              row
                ? async () =>
                    storedAs(await api.get(row.name), (r) => ({
                      values: namedValues(r),
                      rows: r.properties,
                      version: r.version,
                    }))
                : undefined
            }
            save={(values, rows, version) => {
              const properties = rows.map((p) =>
                propertyInput(p as unknown as Record<string, unknown>),
              ) as unknown as Feature['properties']
              const body = {
                showName: String(values.showName),
                description: String(values.description),
                properties,
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
