import type { HttpResult } from '../../shell/http'
import type { JobView } from './appsApi'

/** How often a running export, import or upgrade is asked for its status. */
export const JOB_POLL_MS = 1000

/** Gives up polling after this long without the job finishing. */
export const JOB_POLL_LIMIT_MS = 30 * 60 * 1000

export interface PollOptions {
  intervalMs?: number
  limitMs?: number
  onProgress?(job: JobView): void
  signal?: AbortSignal
  /** Injectable for tests. */
  wait?(ms: number): Promise<void>
  now?(): number
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Polls a job's status call until it is no longer running (spec S0 §4: export, import and upgrade each
 * have a status that is polled). Resolves with the final job, or with a failure when the status call
 * fails, the poll is aborted, or the time limit passes.
 */
export async function pollJob(
  fetchStatus: () => Promise<HttpResult<JobView>>,
  options: PollOptions = {},
): Promise<{ ok: true; job: JobView } | { ok: false; message: string }> {
  const wait = options.wait ?? sleep
  const now = options.now ?? Date.now
  const started = now()
  for (;;) {
    if (options.signal?.aborted) return { ok: false, message: 'aborted' }
    const result = await fetchStatus()
    if (!result.ok) return { ok: false, message: result.message }
    options.onProgress?.(result.data)
    if (result.data.status !== 'running') return { ok: true, job: result.data }
    if (now() - started > (options.limitMs ?? JOB_POLL_LIMIT_MS)) return { ok: false, message: 'timeout' }
    await wait(options.intervalMs ?? JOB_POLL_MS)
  }
}
