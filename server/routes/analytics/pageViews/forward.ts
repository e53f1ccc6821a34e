import type { FastifyBaseLogger } from 'fastify'
import type { PageViewInput } from './schema.ts'

/**
 * Sends a stored batch on to an external analytics service (`GANTRY_ANALYTICS_URL`) as
 * `{ userId, username, views }`. Fire and forget: the views are already stored, so a slow or failing
 * service only costs a warning in the log, never the user's request.
 */
export function forwardPageViews(
  url: string,
  batch: { userId: number; username: string; views: readonly PageViewInput[] },
  log: Pick<FastifyBaseLogger, 'warn'>,
  timeoutMs = 5000,
): Promise<void> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(batch),
    signal: AbortSignal.timeout(timeoutMs),
  }).then(
    (response) => {
      if (!response.ok)
        log.warn(`Page views not forwarded: the analytics service answered ${response.status}`)
    },
    (error: unknown) => log.warn(`Page views not forwarded: ${String(error)}`),
  )
}
