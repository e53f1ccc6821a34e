import { useEffect, useState } from 'react'
import type { AlarmHistoryQuery, AlarmHistoryRow, RuntimeServices } from '../../shared/viewContract.ts'

/** Load state of one journal page. */
export type JournalLoad = 'idle' | 'loading' | 'ready' | 'failed'

/**
 * One page of the alarm journal for `query` (null: nothing to ask, a filter is wrong or design mode).
 * A newer query wins: the answer of an older one that arrives late is dropped.
 */
export function useJournal(services: RuntimeServices, query: AlarmHistoryQuery | null, version: number) {
  const [rows, setRows] = useState<AlarmHistoryRow[]>([])
  const [total, setTotal] = useState(0)
  const [load, setLoad] = useState<JournalLoad>('idle')
  const key = query ? JSON.stringify(query) : ''

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query, `version` reloads
  useEffect(() => {
    if (!query) return
    let cancelled = false
    setLoad('loading')
    services.alarms.history(query).then(
      (page) => {
        if (cancelled) return
        setRows(page.rows)
        setTotal(page.total)
        setLoad('ready')
      },
      () => {
        if (!cancelled) setLoad('failed')
      },
    )
    return () => {
      cancelled = true
    }
  }, [services, key, version])

  return { rows, total, load }
}
