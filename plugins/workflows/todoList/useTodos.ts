import { useCallback, useEffect, useState } from 'react'
import type { RuntimeServices, TodoRow } from '../../shared/viewContract.ts'

export type TodoLoad = 'loading' | 'ready' | 'failed'

/**
 * The user's first `size` to-dos and their total, loaded at runtime and again whenever the workflow
 * services say they may have changed (a start on this page, the shared poll).
 */
export function useTodos(services: RuntimeServices, size: number, runtime: boolean) {
  const [rows, setRows] = useState<TodoRow[]>([])
  const [total, setTotal] = useState(0)
  const [load, setLoad] = useState<TodoLoad>('loading')
  const [generation, setGeneration] = useState(0)
  const reload = useCallback(() => setGeneration((n) => n + 1), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the reload trigger
  useEffect(() => {
    if (!runtime) return
    let current = true
    services.workflow.todos(1, size).then(
      (page) => {
        if (!current) return
        setRows(page.list)
        setTotal(page.total)
        setLoad('ready')
      },
      () => current && setLoad('failed'),
    )
    return () => {
      current = false
    }
  }, [services, size, runtime, generation])

  useEffect(() => (runtime ? services.workflow.subscribe(reload) : undefined), [services, runtime, reload])

  return { rows, total, load, reload }
}
