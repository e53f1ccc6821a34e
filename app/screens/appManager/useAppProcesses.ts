import { useEffect, useState } from 'react'
import type { ProcessChoice } from '../../designer/DesignerContext'
import { requestJson } from '../../shell/http'

interface DiagramRow {
  id: number
  diagramName: string
  defaultVersionId: number | null
}

/**
 * The application's published workflow processes, for the inspector's process pickers (the start-workflow
 * controls). Read quietly: a designer who may not list them gets an empty list and the typed ids stay.
 */
export function useAppProcesses(appId: number): readonly ProcessChoice[] {
  const [processes, setProcesses] = useState<readonly ProcessChoice[]>([])
  useEffect(() => {
    if (!Number.isInteger(appId) || appId < 1) return
    let live = true
    void requestJson<{ list: DiagramRow[] }>('GET', '/api/flow/diagram', undefined, {
      query: { appId, page: 0, size: 1000 },
      suppressNotice: true,
    }).then((result) => {
      if (!live || !result.ok) return
      setProcesses(
        result.data.list
          .filter((row) => row.defaultVersionId !== null)
          .map((row) => ({ id: row.id, name: row.diagramName }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      )
    })
    return () => {
      live = false
    }
  }, [appId])
  return processes
}
