import { useCallback, useEffect, useRef, useState } from 'react'
import type { HttpResult } from './request'

/** Where a versioned record stands on the screen. */
export type RecordStatus = 'loading' | 'ready' | 'failed'

/** How a save ended: saved, refused (the message is shown), or stale (someone else saved first). */
export type SaveOutcome = 'saved' | 'refused' | 'stale'

export interface SavedRecord<T> {
  status: RecordStatus
  value: T | null
  version: number
  updatedAt: string | null
  /** Why the last load or save failed, ready to show. */
  failure: string
  reload: () => void
  save: (value: T) => Promise<SaveOutcome>
}

interface Loaded<T> {
  value: T
  version: number
  updatedAt: string | null
}

/**
 * A record edited as a whole with optimistic concurrency (spec: `version` + 409): `load` reads it,
 * `store` saves a value on top of the version it was read at. A 409 is reported as 'stale' so the screen
 * can ask "someone else saved this; reload?".
 */
export function useSavedRecord<T>(
  load: () => Promise<HttpResult<Loaded<T>>>,
  store: (value: T, version: number) => Promise<HttpResult<Loaded<T>>>,
): SavedRecord<T> {
  const [status, setStatus] = useState<RecordStatus>('loading')
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null)
  const [failure, setFailure] = useState('')
  const [generation, setGeneration] = useState(0)
  const calls = useRef({ load, store })
  calls.current = { load, store }

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the reload trigger
  useEffect(() => {
    let current = true
    setStatus('loading')
    void calls.current.load().then((result) => {
      if (!current) return
      if (result.ok) {
        setLoaded(result.data)
        setFailure('')
        setStatus('ready')
      } else {
        setFailure(result.message)
        setStatus('failed')
      }
    })
    return () => {
      current = false
    }
  }, [generation])

  const version = loaded?.version ?? 0
  const save = useCallback(
    async (value: T): Promise<SaveOutcome> => {
      const result = await calls.current.store(value, version)
      if (result.ok) {
        setLoaded(result.data)
        setFailure('')
        return 'saved'
      }
      if (result.status === 409) return 'stale'
      setFailure(result.message)
      return 'refused'
    },
    [version],
  )
  const reload = useCallback(() => setGeneration((value) => value + 1), [])
  return {
    status,
    value: loaded?.value ?? null,
    version,
    updatedAt: loaded?.updatedAt ?? null,
    failure,
    reload,
    save,
  }
}
