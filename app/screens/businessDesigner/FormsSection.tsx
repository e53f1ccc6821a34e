import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { Button, DataTable, notify, useConfirm } from '../../ui'
import { createPage, deletePage } from '../appManager/composeApi'
import { editorPath, openNextInEditor } from '../appManager/lastPage'
import { NameModal } from '../appManager/NameModal'
import { copyFormPage, type FormPageRow } from './businessApi'
import { useItemColumns } from './itemColumns'

interface Props {
  appId: number
  forms: readonly FormPageRow[]
  loading: boolean
  reload(): void
}

/**
 * The application's form pages (normal pages placing form controls), each opening in the page designer,
 * with new, copy and delete, and the pages and workflows that use each.
 */
export function FormsSection({ appId, forms, loading, reload }: Props) {
  const { t } = useLingui()
  const confirm = useConfirm()
  const [, navigate] = useLocation()
  const [naming, setNaming] = useState<null | { copyOf: FormPageRow | null }>(null)

  const open = (pageId: string) => {
    openNextInEditor(appId, pageId)
    navigate(editorPath(appId))
  }

  async function remove(row: FormPageRow) {
    const ok = await confirm.ask({
      title: t`Delete form page ${row.name}?`,
      message:
        row.usedBy.length > 0
          ? t`It is still used by ${row.usedBy.map((use) => use.name).join(', ')}. Deleting cannot be undone.`
          : t`This cannot be undone.`,
      tone: 'danger',
      confirmLabel: t`Delete`,
    })
    if (!ok) return
    const r = await deletePage(row.id)
    if (!r.ok) return notify.error(r.message)
    notify.success(t`Form page deleted.`)
    reload()
  }

  /** A new page opened in the page designer to place form controls on, or a copy of a form page. */
  async function create(name: string): Promise<string | null> {
    const source = naming?.copyOf
    if (source) {
      const r = await copyFormPage(source.id, name.trim())
      if (!r.ok) return r.message
      setNaming(null)
      reload()
      return null
    }
    const r = await createPage({ appId, parentId: null, name: name.trim(), type: 1 })
    if (!r.ok) return r.message
    setNaming(null)
    open(r.data.id)
    return null
  }

  const columns = useItemColumns<FormPageRow>(
    {
      open: (row) => open(row.id),
      copy: (row) => setNaming({ copyOf: row }),
      remove: (row) => void remove(row),
    },
    [
      {
        key: 'formNames',
        title: t`Forms on the page`,
        render: (row) => row.formNames.join(', '),
        width: 180,
      },
    ],
  )

  return (
    <>
      <div className="bd-section-head">
        <h3 className="bd-section">
          <Trans>Forms</Trans>
        </h3>
        <Button
          size="sm"
          disabled={!appId}
          onClick={() => setNaming({ copyOf: null })}
          data-testid="bd-new-form"
        >
          <Trans>New form page</Trans>
        </Button>
      </div>
      <DataTable
        label={t`Forms`}
        columns={columns}
        rows={[...forms]}
        rowKey={(row) => row.id}
        loading={loading}
        empty={<Trans>No page of this application places form controls yet.</Trans>}
      />
      <NameModal
        open={naming !== null}
        title={naming?.copyOf ? t`Copy form page` : t`New form page`}
        label={t`Name`}
        initial={naming?.copyOf ? t`${naming.copyOf.name} (copy)` : ''}
        submitLabel={naming?.copyOf ? t`Copy` : t`Create`}
        onClose={() => setNaming(null)}
        onSubmit={create}
      />
      {confirm.dialog}
    </>
  )
}
