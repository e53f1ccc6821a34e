import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer'
import { useEffect, useRef } from 'react'
import 'bpmn-js/dist/assets/diagram-js.css'
import 'bpmn-js/dist/assets/bpmn-js.css'
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'
import { instanceDiagram } from './workflowApi'
import './workflow.css'

interface Canvas {
  zoom(level: string): void
  addMarker(id: string, marker: string): void
}

/**
 * An instance's diagram, read-only (bpmn-js viewer with pan and zoom): the version it runs on, the
 * elements holding a token marked active, the steps already done marked done (`generateDiagram`).
 */
export function InstanceDiagram({ instanceId }: { instanceId: number }) {
  const host = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!host.current) return
    const viewer = new NavigatedViewer({ container: host.current })
    let importing: Promise<unknown> = Promise.resolve()
    void instanceDiagram(instanceId).then(async (result) => {
      if (!result.ok) return
      importing = viewer.importXML(result.data.xml)
      await importing
      const canvas = viewer.get('canvas') as Canvas
      const registry = viewer.get('elementRegistry') as { get(id: string): unknown }
      for (const key of result.data.doneKeys) if (registry.get(key)) canvas.addMarker(key, 'wf-done')
      for (const key of result.data.activeKeys) if (registry.get(key)) canvas.addMarker(key, 'wf-active')
      canvas.zoom('fit-viewport')
      host.current?.setAttribute('data-active', result.data.activeKeys.join(' '))
    })
    return () => {
      void importing.finally(() => viewer.destroy())
    }
  }, [instanceId])

  return <div ref={host} className="wf-viewer" data-testid="wf-instance-diagram" />
}
