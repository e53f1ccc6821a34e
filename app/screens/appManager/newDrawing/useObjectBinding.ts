import { useEffect, useState } from 'react'
import type { TemplateProperty } from '../../../../engine/templates/systemPages'
import {
  getTemplate,
  listObjects,
  listTemplates,
  type ObjectSummary,
  type TemplateSummary,
} from '../../objectModels/common/modelApi'

/** The object templates a system page can bind to, and the chosen one's properties and instances. */
export function useObjectBinding(active: boolean, templateName: string) {
  const [templates, setTemplates] = useState<TemplateSummary[]>([])
  const [properties, setProperties] = useState<TemplateProperty[]>([])
  const [instances, setInstances] = useState<ObjectSummary[]>([])
  const [loadError, setLoadError] = useState('')
  useEffect(() => {
    if (!active) return
    void listTemplates({ keyWord: '', label: '', pageIndex: 1, pageSize: 100 }).then((r) =>
      r.ok ? setTemplates(r.data.list) : setLoadError(r.message),
    )
  }, [active])
  useEffect(() => {
    setProperties([])
    setInstances([])
    if (!active || !templateName) return
    let current = true
    void getTemplate(templateName).then((r) => {
      if (!current) return
      if (!r.ok) return setLoadError(r.message)
      setProperties(
        r.data.properties.map((p) => ({ name: p.name, showName: p.showName, type: p.type, unit: p.unit })),
      )
    })
    void listObjects({ keyWord: '', templateName, label: '', visible: '', pageIndex: 1, pageSize: 100 }).then(
      (r) => {
        if (!current) return
        if (!r.ok) return setLoadError(r.message)
        // Only the template's own instances: the list's filter may also match templates deriving from it.
        setInstances(r.data.list.filter((o) => o.templateName === templateName))
      },
    )
    return () => {
      current = false
    }
  }, [active, templateName])
  return { templates, properties, instances, loadError }
}
