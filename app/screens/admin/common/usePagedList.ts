import { useCallback, useEffect, useRef, useState } from 'react'
import { DEFAULT_PAGE_SIZE, type HttpResult, type Page, type Paging } from './request'

export interface PagedList<T, F> {
  rows: T[]
  total: number
  paging: Paging
  filters: F
  loading: boolean
  /** The last load failed (the shell has shown why); the previous rows stay. */
  failed: boolean
  /** Changes the filters and goes back to the first page. */
  setFilters: (update: (current: F) => F) => void
  setPaging: (pageIndex: number, pageSize: number) => void
  reload: () => void
}

/**
 * A server-paged list: filters plus `pageIndex`/`pageSize`, reloaded whenever either changes. A page
 * emptied by deletes steps back to the last page that still has rows.
 */
export function usePagedList<T, F extends object>(
  load: (query: F & Paging) => Promise<HttpResult<Page<T>>>,
  initialFilters: F,
): PagedList<T, F> {
  const [filters, setFilterState] = useState(initialFilters)
  const [paging, setPagingState] = useState<Paging>({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE })
  const [generation, setGeneration] = useState(0)
  const [rows, setRows] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const loadRef = useRef(load)
  loadRef.current = load

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the reload trigger
  useEffect(() => {
    let current = true
    setLoading(true)
    void loadRef.current({ ...filters, ...paging }).then((result) => {
      if (!current) return
      setLoading(false)
      if (!result.ok) {
        setFailed(true)
        return
      }
      setFailed(false)
      const { list, pagination } = result.data
      const lastPage = Math.max(1, Math.ceil(pagination.total / paging.pageSize))
      if (list.length === 0 && paging.pageIndex > lastPage) {
        setPagingState((now) => ({ ...now, pageIndex: lastPage }))
        return
      }
      setRows(list)
      setTotal(pagination.total)
    })
    return () => {
      current = false
    }
  }, [filters, paging, generation])

  const setFilters = useCallback((update: (current: F) => F) => {
    setFilterState(update)
    setPagingState((now) => ({ ...now, pageIndex: 1 }))
  }, [])
  const setPaging = useCallback(
    (pageIndex: number, pageSize: number) => setPagingState({ pageIndex, pageSize }),
    [],
  )
  const reload = useCallback(() => setGeneration((value) => value + 1), [])
  return { rows, total, paging, filters, loading, failed, setFilters, setPaging, reload }
}
