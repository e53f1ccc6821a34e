/**
 * The small GET requests index.html sends for a runtime page opened directly, beside the page's own
 * (app/runtime/prefetch.ts): the enabled third-party plugins and the records of the page's look. They
 * leave before any module has loaded, together, instead of one after the other once the code that needs
 * them has run. Each answer is taken once; anything but a readable 200 is asked again through the
 * request layer, which handles errors (401, maintenance, messages) as usual.
 */
import { type HttpResult, type RequestOptions, requestJson } from './http'

/** The paths index.html asks for early (kept in step with its inline script). */
export const EARLY_GETS = [
  '/api/plugins/enabled',
  '/api/config/configInfo/appOption',
  '/api/config/configInfo/user_widget_alarm_color',
] as const

type EarlyGets = Partial<Record<string, Promise<Response | null>>>

/** GET `path` as requestJson would answer it, using index.html's early request for it if there is one. */
export function getJson<T>(path: string, options: RequestOptions = {}): Promise<HttpResult<T>> {
  const holder = window as { __gantryEarlyGets?: EarlyGets }
  const early = holder.__gantryEarlyGets?.[path]
  if (!early) return requestJson<T>('GET', path, undefined, options)
  delete holder.__gantryEarlyGets?.[path]
  return early.then(async (response) => {
    if (response?.status === 200) {
      try {
        return { ok: true, status: 200, data: (await response.json()) as T, location: null }
      } catch {
        // An unreadable body: ask again below.
      }
    }
    return requestJson<T>('GET', path, undefined, options)
  })
}
