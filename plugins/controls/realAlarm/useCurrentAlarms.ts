import { useCallback, useEffect, useMemo, useState } from 'react'
import type { AlarmChange, AlarmRow, RuntimeServices } from '../../shared/viewContract.ts'
import { applyAlarmChange, filterAlarms, sortAlarms } from './alarmRows.ts'

/** Load state of the alarm list. */
export type AlarmLoad = 'loading' | 'ready' | 'failed'

/**
 * The current alarms of `objNames`, kept up to date by the service's pushes. Subscribes before it loads,
 * so nothing raised during the load is missed: the changes pushed during THIS load are applied over the
 * loaded rows (they are newer). Rows shown before a reload are not: after an acknowledgement they are
 * exactly what the reload replaces. A `missed` push (the connection was down) reloads the list.
 */
export function useCurrentAlarms(services: RuntimeServices, objNames: readonly string[], active: boolean) {
  const [rows, setRows] = useState<AlarmRow[]>([])
  const [load, setLoad] = useState<AlarmLoad>('loading')
  const [version, setVersion] = useState(0)
  // A new array of the same names must not resubscribe: compare by content.
  const key = objNames.join('\n')
  const names = useMemo(() => (key === '' ? [] : key.split('\n')), [key])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  useEffect(() => {
    if (!active) return
    let cancelled = false
    let loaded = false
    const duringLoad: AlarmChange[] = []
    const unsubscribe = services.alarms.subscribe((change) => {
      if (cancelled) return
      // Changes were lost (a reconnect): the list is loaded again, keeping what it shows meanwhile.
      if (change.kind === 'missed') setVersion((v) => v + 1)
      else if (loaded) setRows((current) => applyAlarmChange(current, change, names))
      else duringLoad.push(change)
    })
    services.alarms.current({ objNames: names }).then(
      (fetched) => {
        if (cancelled) return
        let next = sortAlarms(filterAlarms(fetched, names))
        for (const change of duringLoad) next = applyAlarmChange(next, change, names)
        loaded = true
        setRows(next)
        setLoad('ready')
      },
      () => {
        if (!cancelled) setLoad('failed')
      },
    )
    return () => {
      cancelled = true
      unsubscribe()
    }
  }, [services, names, active, version])

  /** Loads the list again from the server (after an acknowledgement, or a failed load). */
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { rows, load, reload }
}
