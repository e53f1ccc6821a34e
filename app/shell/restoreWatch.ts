import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MESSAGES } from '../../engine/rules/responses'
import {
  fetchRestoreStatus,
  maintenanceState,
  pollRestoreStatus,
  restoreOutcome,
  stashNoticeForReload,
} from './maintenance'

const rejectedTitle = msg`The restore was refused`

let stopPolling: (() => void) | null = null

/**
 * A call answered 425: a restore is running. Shows the maintenance overlay (once, however many calls
 * met the 425) and polls the restore status every 5 s; when it ends the overlay clears, the outcome is
 * kept as a notice for after the reload, and the page reloads so every screen reads the restored data.
 */
export function enterMaintenance(reload: () => void = () => window.location.reload()): void {
  if (maintenanceState.active) return
  maintenanceState.active = true
  stopPolling = pollRestoreStatus({
    readStatus: fetchRestoreStatus,
    onFinished: (status, message) => {
      maintenanceState.active = false
      stopPolling = null
      const outcome = restoreOutcome(status)
      if (outcome === 'succeeded') {
        stashNoticeForReload({ kind: 'success', title: i18n._(MESSAGES.restoreSucceeded), message: '' })
      } else {
        const title = outcome === 'rejected' ? i18n._(rejectedTitle) : i18n._(MESSAGES.restoreFailed)
        stashNoticeForReload({ kind: 'error', title, message })
      }
      reload()
    },
  })
}

/** Stops watching without a reload (tests, sign-out). */
export function leaveMaintenance(): void {
  stopPolling?.()
  stopPolling = null
  maintenanceState.active = false
}
