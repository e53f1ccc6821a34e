import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { catalogueApi, type LabelType } from '../../metadataApi/catalogueApi'
import { CatalogueFormModal, storedAs } from '../common/CatalogueFormModal'
import { CatalogueScreen } from '../common/CatalogueScreen'
import { description, labelName } from '../common/rules'
import { labelsPath } from '../paths'

const api = catalogueApi.labelTypes

/** `/design/object-template-mgr/modelLabelType`: the kinds of labels (area, vendor, criticality…). */
export default function LabelTypesScreen() {
  const { t } = useLingui()
  return (
    <CatalogueScreen<LabelType, { keyWord: string }>
      config={{
        testId: 'label-types-screen',
        title: <Trans>Model label types</Trans>,
        description: (
          <Trans>Kinds of labels, such as area, vendor or criticality. Open one to see its labels.</Trans>
        ),
        newLabel: <Trans>New label type</Trans>,
        searchPlaceholder: t`Search by name`,
        tableLabel: t`Model label types`,
        filters: { keyWord: '' },
        list: api.list,
        keyOf: (row) => row.labelName,
        columns: [
          {
            key: 'labelName',
            title: <Trans>Name</Trans>,
            sortable: true,
            render: (row) => (
              <Link href={labelsPath(row.labelName)} className="cell-strong">
                {row.labelName}
              </Link>
            ),
          },
          {
            key: 'description',
            title: <Trans>Description</Trans>,
            render: (row) => <span className="cell-clamp">{row.description}</span>,
          },
        ],
        remove: (row) => api.remove(row.labelName),
        deleteWarning: msg`A label type that labels still use cannot be deleted.`,
        form: (row, close, saved) => (
          <CatalogueFormModal
            testId="label-type-form"
            title={row ? t`Edit label type ${row.labelName}` : t`New label type`}
            fields={[
              { key: 'labelName', label: <Trans>Name</Trans>, kind: 'text', required: true, rule: labelName },
              { key: 'description', label: <Trans>Description</Trans>, kind: 'textarea', rule: description },
            ]}
            initial={{ labelName: row?.labelName ?? '', description: row?.description ?? '' }}
            current={
              row
                ? async () =>
                    storedAs(await api.get(row.labelName), (r) => ({
                      values: { labelName: r.labelName, description: r.description ?? '' },
                      version: r.version,
                    }))
                : undefined
            }
            save={(values, _rows, version) => {
              const body = {
                labelName: String(values.labelName).trim(),
                description: String(values.description),
              }
              return row
                ? api.update(row.labelName, { ...body, version: version ?? row.version })
                : api.create(body)
            }}
            onClose={close}
            onSaved={() => saved(row?.labelName ?? '', row === null)}
          />
        ),
      }}
    />
  )
}
