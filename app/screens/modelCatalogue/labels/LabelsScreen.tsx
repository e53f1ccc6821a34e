import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import type { ScreenProps } from '../../../shell/routes/types'
import { Select } from '../../../ui'
import { catalogueApi, type LabelType, type ModelLabel } from '../../metadataApi/catalogueApi'
import { CatalogueFormModal, storedAs } from '../common/CatalogueFormModal'
import { CatalogueScreen } from '../common/CatalogueScreen'
import { description, labelName } from '../common/rules'
import { LABELS_ALL, labelsPath } from '../paths'

const api = catalogueApi.labels
const NONE = ''

/** `/design/object-template-mgr/modelLabel/:path`: the labels, filtered by label type (`:path`, or all). */
export default function LabelsScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const type = params.path && params.path !== LABELS_ALL ? params.path : ''
  const [types, setTypes] = useState<LabelType[]>([])
  useEffect(() => {
    void catalogueApi.labelTypes.list({ keyWord: '', pageIndex: 1, pageSize: 1000 }).then((result) => {
      if (result.ok) setTypes(result.data.list)
    })
  }, [])
  const typeOptions = [
    { value: NONE, label: t`(no type)` },
    ...types.map((lt) => ({ value: lt.labelName, label: lt.labelName })),
  ]
  return (
    <CatalogueScreen<ModelLabel, { keyWord: string; modelLabelsType: string }>
      key={type}
      config={{
        testId: 'labels-screen',
        title: type ? <Trans>Model labels: {type}</Trans> : <Trans>Model labels</Trans>,
        description: (
          <Trans>
            Labels mark templates and instances (area, vendor, criticality) so lists can be filtered by them.
          </Trans>
        ),
        newLabel: <Trans>New label</Trans>,
        searchPlaceholder: t`Search by name`,
        tableLabel: t`Model labels`,
        filters: { keyWord: '', modelLabelsType: type },
        list: api.list,
        keyOf: (row) => row.labelName,
        toolbar: () => (
          <Select
            id="labels-type"
            label={<Trans>Label type</Trans>}
            value={type || LABELS_ALL}
            options={[
              { value: LABELS_ALL, label: t`All types` },
              ...types.map((lt) => ({ value: lt.labelName, label: lt.labelName })),
            ]}
            onChange={(value) => navigate(labelsPath(value))}
          />
        ),
        columns: [
          {
            key: 'labelName',
            title: <Trans>Name</Trans>,
            sortable: true,
            render: (row) => <span className="cell-strong">{row.labelName}</span>,
          },
          {
            key: 'modelLabelsType',
            title: <Trans>Label type</Trans>,
            sortable: true,
            render: (row) => row.modelLabelsType ?? '—',
          },
          {
            key: 'description',
            title: <Trans>Description</Trans>,
            render: (row) => <span className="cell-clamp">{row.description}</span>,
          },
        ],
        remove: (row) => api.remove(row.labelName),
        deleteWarning: msg`Templates and instances that carry it lose the label. This cannot be undone.`,
        form: (row, close, saved) => (
          <CatalogueFormModal
            testId="label-form"
            title={row ? t`Edit label ${row.labelName}` : t`New label`}
            fields={[
              { key: 'labelName', label: <Trans>Name</Trans>, kind: 'text', required: true, rule: labelName },
              {
                key: 'modelLabelsType',
                label: <Trans>Label type</Trans>,
                kind: 'select',
                options: typeOptions,
              },
              { key: 'description', label: <Trans>Description</Trans>, kind: 'textarea', rule: description },
            ]}
            initial={{
              labelName: row?.labelName ?? '',
              modelLabelsType: row ? (row.modelLabelsType ?? NONE) : type,
              description: row?.description ?? '',
            }}
            current={
              row
                ? async () =>
                    storedAs(await api.get(row.labelName), (r) => ({
                      values: {
                        labelName: r.labelName,
                        modelLabelsType: r.modelLabelsType ?? NONE,
                        description: r.description ?? '',
                      },
                      version: r.version,
                    }))
                : undefined
            }
            save={(values, _rows, version) => {
              const chosen = String(values.modelLabelsType)
              const base = {
                labelName: String(values.labelName).trim(),
                description: String(values.description),
              }
              return row
                ? api.update(row.labelName, {
                    ...base,
                    modelLabelsType: chosen || null,
                    version: version ?? row.version,
                  })
                : api.create(chosen ? { ...base, modelLabelsType: chosen } : base)
            }}
            onClose={close}
            onSaved={() => saved(row?.labelName ?? '', row === null)}
          />
        ),
      }}
    />
  )
}
