import { useEffect, useState } from 'react'
import type { ObjectRow, RuntimeServices } from '../../shared/viewContract.ts'

/** Up to this many events a calendar shows: one query, as many as a month of busy plant orders needs. */
const MAX_EVENTS = 2000

/** The instances of `template` with `keys` (none when the template is '' or not at runtime). */
export function useEventInstances(
  services: RuntimeServices,
  template: string,
  keys: string[],
  active: boolean,
) {
  const [instances, setInstances] = useState<ObjectRow[]>([])
  const [failed, setFailed] = useState(false)
  const keyText = keys.join('\n')
  useEffect(() => {
    if (!active || template.trim() === '') {
      setInstances([])
      return
    }
    let cancelled = false
    setFailed(false)
    // The same object query as forms' options and tables: one server path for every runtime view.
    services.data
      .queryObjects({
        dataSource: template.trim(),
        keys: keyText.split('\n').filter(Boolean),
        page: 1,
        size: MAX_EVENTS,
      })
      .then(
        (found) => {
          if (!cancelled) setInstances(found.list)
        },
        () => {
          if (!cancelled) setFailed(true)
        },
      )
    return () => {
      cancelled = true
    }
  }, [services, template, keyText, active])
  return { instances, failed }
}
