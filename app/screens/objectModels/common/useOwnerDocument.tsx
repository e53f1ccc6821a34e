import { useLingui } from '@lingui/react/macro'
import { type ReactElement, useCallback, useEffect, useRef, useState } from 'react'
import type { HttpResult } from '../../../shell/http'
import { ConflictChoiceDialog } from '../../../ui'
import { getObject, getTemplate, type ObjectModel, type OwnerKind, type TemplateModel } from './modelApi'

type ModelOf<K extends OwnerKind> = K extends 'template' ? TemplateModel : ObjectModel

/** One member edit: sent with the owner's version it was made against. */
export type OwnerEdit = (version: number) => Promise<HttpResult<unknown>>

export interface OwnerDocument<K extends OwnerKind> {
  model: ModelOf<K> | null
  /** The owner could not be loaded (the shell showed why). */
  failed: boolean
  reload(): Promise<ModelOf<K> | null>
  /**
   * Runs an edit with the current version and reloads on success. A 409 opens the conflict choice (the
   * result is then `null`); other failures come back for the form to show next to its fields.
   */
  edit(run: OwnerEdit): Promise<HttpResult<unknown> | null>
  /** The conflict choice, to render once in the editor. */
  conflictDialog: ReactElement
}

/** A 409 for a stale owner (not for a name another record has). */
function isStale(result: HttpResult<unknown>): boolean {
  return !result.ok && result.status === 409 && result.details.some((d) => /Stale$/.test(d.id ?? ''))
}

/**
 * A template or an instance edited as one document (server/routes/metadata/README.md): every member edit
 * sends the owner's `version`; when someone else saved in between, the editor offers the designer's choice
 * — reload theirs, overwrite with mine (the same edit against their version), or keep editing.
 */
export function useOwnerDocument<K extends OwnerKind>(kind: K, name: string): OwnerDocument<K> {
  const { t } = useLingui()
  const [model, setModel] = useState<ModelOf<K> | null>(null)
  const [failed, setFailed] = useState(false)
  const [pending, setPending] = useState<OwnerEdit | null>(null)
  const [resolving, setResolving] = useState(false)
  const modelRef = useRef<ModelOf<K> | null>(null)

  const reload = useCallback(async () => {
    const result = await (kind === 'template' ? getTemplate(name) : getObject(name))
    if (!result.ok) {
      setFailed(true)
      return null
    }
    const next = result.data as ModelOf<K>
    modelRef.current = next
    setModel(next)
    setFailed(false)
    return next
  }, [kind, name])

  useEffect(() => {
    void reload()
  }, [reload])

  const edit = useCallback(
    async (run: OwnerEdit) => {
      const current = modelRef.current
      if (!current) return null
      const result = await run(current.version)
      if (result.ok) {
        await reload()
        return result
      }
      if (isStale(result)) {
        setPending(() => run)
        return null
      }
      return result
    },
    [reload],
  )

  async function overwrite() {
    if (!pending) return
    setResolving(true)
    const fresh = await reload()
    if (fresh) await edit(pending)
    setResolving(false)
    setPending(null)
  }

  async function reloadTheirs() {
    setResolving(true)
    await reload()
    setResolving(false)
    setPending(null)
  }

  const label =
    kind === 'template' ? t`This object template was changed elsewhere` : t`This object was changed elsewhere`
  const conflictDialog = (
    <ConflictChoiceDialog
      open={pending !== null}
      title={label}
      message={t`Someone saved ${name} after you opened it, so your change was not applied.`}
      resolving={resolving}
      onKeep={() => setPending(null)}
      onReload={() => void reloadTheirs()}
      onOverwrite={() => void overwrite()}
    />
  )
  return { model, failed, reload, edit, conflictDialog }
}
