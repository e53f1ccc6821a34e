import { useLingui } from '@lingui/react/macro'
import { MESSAGES } from '../../../../engine/rules/responses'
import { type ConfirmOptions, notify, useConfirm } from '../../../ui'
import type { HttpResult } from './request'

/**
 * Delete after a confirmation: asks, calls, says "deleted" when the call succeeded (the shell has
 * already shown why when it did not) and reloads the list either way, since a failed delete may mean
 * the row was already gone. Render `dialog` once in the screen.
 */
export function useConfirmedDelete(reload: () => void) {
  const { i18n } = useLingui()
  const confirm = useConfirm()
  async function remove(
    options: ConfirmOptions,
    call: () => Promise<HttpResult<unknown>>,
    /** Shown under "deleted": the name of what went. */
    detail?: string,
  ): Promise<boolean> {
    if (!(await confirm.ask(options))) return false
    const result = await call()
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded), detail)
    reload()
    return result.ok
  }
  return { remove, ask: confirm.ask, dialog: confirm.dialog }
}
