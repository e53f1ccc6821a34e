import { useLingui } from '@lingui/react/macro'
import { Button, type Column } from '../../ui'
import type { BusinessUse } from './businessApi'
import { UsedBy } from './UsedBy'

interface Handlers<R> {
  open(row: R): void
  copy(row: R): void
  remove(row: R): void
}

/**
 * The columns every section of the business designer shows: the name (opening the item's editor), the
 * section's own columns, who uses the item, and open / copy / delete.
 */
export function useItemColumns<R extends { name: string; usedBy: readonly BusinessUse[] }>(
  handlers: Handlers<R>,
  own: Column<R>[] = [],
): Column<R>[] {
  const { t } = useLingui()
  return [
    {
      key: 'name',
      title: t`Name`,
      render: (row) => (
        <Button variant="ghost" onClick={() => handlers.open(row)}>
          {row.name}
        </Button>
      ),
    },
    ...own,
    { key: 'usedBy', title: t`Used by`, render: (row) => <UsedBy uses={row.usedBy} /> },
    {
      key: 'actions',
      title: t`Actions`,
      width: 220,
      render: (row) => (
        <span className="bd-actions">
          <Button size="sm" onClick={() => handlers.open(row)}>{t`Open`}</Button>
          <Button size="sm" onClick={() => handlers.copy(row)}>{t`Copy`}</Button>
          <Button size="sm" variant="danger" onClick={() => handlers.remove(row)}>{t`Delete`}</Button>
        </span>
      ),
    },
  ]
}
