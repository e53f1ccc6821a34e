import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, notify, Select, Switch } from '../../../ui'
import { catalogueApi, type Unit } from '../../metadataApi/catalogueApi'
import { CatalogueFormModal, storedAs } from '../common/CatalogueFormModal'
import { CatalogueScreen } from '../common/CatalogueScreen'
import { description, unitName } from '../common/rules'

const api = catalogueApi.units

const unitValues = (row: Unit | null) => ({
  name: row?.name ?? '',
  description: row?.description ?? '',
  visible: row?.visible ?? true,
})

/**
 * `/design/object-template-mgr/unit`: engineering units. Hidden units are not offered in property forms;
 * a rename carries every property that uses the unit along (server side, one transaction).
 */
export default function UnitsScreen() {
  const { t } = useLingui()

  async function setVisible(units: Unit[], visible: boolean, reload: () => void) {
    const result = await api.batch(units.map((u) => ({ name: u.name, visible, version: u.version })))
    if (result.ok) notify.success(visible ? t`${units.length} units shown` : t`${units.length} units hidden`)
    reload()
  }

  return (
    <CatalogueScreen<Unit, { keyWord: string; visible: string }>
      config={{
        testId: 'units-screen',
        title: <Trans>Units</Trans>,
        description: (
          <Trans>Engineering units of properties. Renaming a unit updates every property that uses it.</Trans>
        ),
        newLabel: <Trans>New unit</Trans>,
        searchPlaceholder: t`Search units`,
        tableLabel: t`Units`,
        filters: { keyWord: '', visible: '' },
        list: api.list,
        keyOf: (row) => row.name,
        toolbar: (filters, set) => (
          <Select
            id="units-visible"
            label={<Trans>Shown</Trans>}
            value={filters.visible}
            options={[
              { value: '', label: t`All units` },
              { value: 'true', label: t`Visible only` },
              { value: 'false', label: t`Hidden only` },
            ]}
            onChange={(visible) => set((current) => ({ ...current, visible }))}
          />
        ),
        selection: (selected, reload) => (
          <>
            <Button
              size="sm"
              disabled={selected.length === 0}
              onClick={() => void setVisible(selected, true, reload)}
            >
              <Trans>Show selected</Trans>
            </Button>
            <Button
              size="sm"
              disabled={selected.length === 0}
              onClick={() => void setVisible(selected, false, reload)}
            >
              <Trans>Hide selected</Trans>
            </Button>
          </>
        ),
        columns: [
          {
            key: 'name',
            title: <Trans>Unit</Trans>,
            sortable: true,
            render: (row) => <span className="cell-strong">{row.name}</span>,
          },
          {
            key: 'description',
            title: <Trans>Description</Trans>,
            render: (row) => <span className="cell-clamp">{row.description}</span>,
          },
          {
            key: 'visible',
            title: <Trans>Visible</Trans>,
            render: (row) => <VisibleSwitch unit={row} />,
          },
        ],
        remove: (row) => api.remove(row.name),
        deleteWarning: msg`A unit that properties still use cannot be deleted.`,
        form: (row, close, saved) => (
          <CatalogueFormModal
            testId="unit-form"
            title={row ? t`Edit unit ${row.name}` : t`New unit`}
            fields={[
              {
                key: 'name',
                label: <Trans>Unit</Trans>,
                kind: 'text',
                required: true,
                rule: unitName,
                hint: row ? (
                  <Trans>Renaming updates every property that uses it.</Trans>
                ) : (
                  <Trans>A symbol such as °C or m/s.</Trans>
                ),
              },
              { key: 'description', label: <Trans>Description</Trans>, kind: 'textarea', rule: description },
              { key: 'visible', label: <Trans>Offered in property forms</Trans>, kind: 'switch' },
            ]}
            initial={unitValues(row)}
            current={
              row
                ? async () =>
                    storedAs(await api.get(row.name), (r) => ({ values: unitValues(r), version: r.version }))
                : undefined
            }
            save={(values, _rows, version) => {
              const body = {
                name: String(values.name).trim(),
                description: String(values.description),
                visible: values.visible === true,
              }
              return row
                ? api.update(row.name, { ...body, version: version ?? row.version })
                : api.create(body)
            }}
            onClose={close}
            onSaved={() => saved(row?.name ?? '', row === null)}
          />
        ),
      }}
    />
  )
}

/** The visibility toggle of one row: saves at once (version-guarded) and shows the stored state. */
function VisibleSwitch({ unit }: { unit: Unit }) {
  const { t } = useLingui()
  return (
    <Switch
      checked={unit.visible}
      label={<span className="visually-hidden">{t`Visible`}</span>}
      onChange={async (visible) => {
        const result = await api.update(unit.name, {
          name: unit.name,
          description: unit.description,
          visible,
          version: unit.version,
        })
        if (result.ok) {
          unit.visible = result.data.visible
          unit.version = result.data.version
          notify.success(visible ? t`${unit.name} is offered again` : t`${unit.name} is hidden`)
        } else notify.error(t`Not saved`, result.message)
      }}
    />
  )
}
