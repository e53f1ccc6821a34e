import { proxy } from 'valtio'
import { RESTORE_POLL_INTERVAL_MS } from '../../engine/rules/display'
import { isRestoreFinished } from '../../engine/rules/responses'

/** The restore status endpoint, open while every other call answers 425. */
export const RESTORE_STATUS_PATH = '/api/config/system/restore/status'

/** Whether the maintenance overlay is up (spec S1 §4 "System maintenance"). */
export const maintenanceState = proxy({ active: false })

/** How a finished restore ended, from its final status: 2 succeeded, 5 failed, 6 rejected. */
export type RestoreOutcome = 'succeeded' | 'failed' | 'rejected'

export function restoreOutcome(status: number): RestoreOutcome {
  if (status === 2) return 'succeeded'
  return status === 6 ? 'rejected' : 'failed'
}

/** What a poller needs from the outside world; tests pass fakes. */
export interface PollerDeps {
  /** The current restore status, or null when it could not be read (the server may be restarting). */
  readStatus: () => Promise<{ status: number; message?: string } | null>
  /** Called once with the final status; the caller clears the overlay, tells the user and reloads. */
  onFinished: (status: number, message: string) => void
  intervalMs?: number
  schedule?: (run: () => void, ms: number) => unknown
}

/**
 * Polls the restore status every 5 s until it is 2, 5 or 6 (engine `isRestoreFinished`). The first
 * read waits one interval: the 425 that started maintenance is itself fresh news. Returns a stop function.
 */
export function pollRestoreStatus(deps: PollerDeps): () => void {
  const interval = deps.intervalMs ?? RESTORE_POLL_INTERVAL_MS
  const schedule = deps.schedule ?? ((run, ms) => setTimeout(run, ms))
  let stopped = false
  const tick = async () => {
    if (stopped) return
    const answer = await deps.readStatus().catch(() => null)
    if (stopped) return
    if (answer !== null && isRestoreFinished(answer.status)) {
      stopped = true
      deps.onFinished(Number(answer.status), answer.message ?? '')
      return
    }
    schedule(() => void tick(), interval)
  }
  schedule(() => void tick(), interval)
  return () => {
    stopped = true
  }
}

/** Reads the status endpoint with a plain fetch: the shared client would itself meet 425 handling. */
export async function fetchRestoreStatus(): Promise<{ status: number; message?: string } | null> {
  const response = await fetch(RESTORE_STATUS_PATH, { headers: { Accept: 'application/json' } })
  if (!response.ok) return null
  const body = (await response.json()) as { status?: unknown; message?: unknown }
  const status = Number(body.status)
  if (!Number.isFinite(status)) return null
  return { status, message: typeof body.message === 'string' ? body.message : '' }
}

const PENDING_NOTICE_KEY = 'gantry.pendingNotice'

/** A notice to show after the page reloads (the reload would wipe one shown before it). */
export interface PendingNotice {
  kind: 'success' | 'error' | 'warning'
  title: string
  message: string
}

/** Keeps `notice` in session storage for `takePendingNotice` after the reload. */
export function stashNoticeForReload(notice: PendingNotice): void {
  try {
    sessionStorage.setItem(PENDING_NOTICE_KEY, JSON.stringify(notice))
  } catch {
    // Storage may be full or blocked; the reload still happens, only the notice is lost.
  }
}

/** The notice stashed before the last reload, once; null when there is none. */
export function takePendingNotice(): PendingNotice | null {
  try {
    const text = sessionStorage.getItem(PENDING_NOTICE_KEY)
    if (text === null) return null
    sessionStorage.removeItem(PENDING_NOTICE_KEY)
    const value = JSON.parse(text) as Partial<PendingNotice>
    if (typeof value.title !== 'string') return null
    const kind = value.kind === 'error' || value.kind === 'warning' ? value.kind : 'success'
    return { kind, title: value.title, message: typeof value.message === 'string' ? value.message : '' }
  } catch {
    return null
  }
}
