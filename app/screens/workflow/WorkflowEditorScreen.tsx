import { Trans, useLingui } from '@lingui/react/macro'
import Modeler from 'bpmn-js/lib/Modeler'
import { useCallback, useEffect, useRef, useState } from 'react'
import 'bpmn-js/dist/assets/diagram-js.css'
import 'bpmn-js/dist/assets/bpmn-js.css'
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'
import type { ScreenProps } from '../../shell/routes/types'
import { Button, InlineNotice, notify } from '../../ui'
import { translateModule } from './bpmnTranslate'
import { type BpmnElement, PropertiesPanel } from './PropertiesPanel'
import { VersionsPanel } from './VersionsPanel'
import { type Diagram, type ElementProblem, loadDiagram, publishDiagram, saveDiagram } from './workflowApi'
import './workflow.css'

const GANTRY_NS = 'http://gantry.dev/schema/bpmn'

/**
 * The workflow editor (spec S0 §2 /design/workflow/:id and /layout/workflow/:id): bpmn-js's modeller with
 * its palette, undo/redo and keyboard shortcuts, Gantry's properties panel, save (version-checked: a
 * concurrent edit answers 409 and nothing is overwritten), publish with the server's refusals marked on
 * their elements, versions, and import/export of `.bpmn` files.
 */
export default function WorkflowEditorScreen({ params }: ScreenProps) {
  const { t, i18n } = useLingui()
  const id = Number(params.id)
  const host = useRef<HTMLDivElement>(null)
  const modeler = useRef<Modeler | null>(null)
  const [diagram, setDiagram] = useState<Diagram | null>(null)
  const [selected, setSelected] = useState<BpmnElement | null>(null)
  const [problems, setProblems] = useState<ElementProblem[]>([])
  const [busy, setBusy] = useState(false)
  const [dirty, setDirty] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)

  // One modeller per screen; destroyed only after its import settled (React StrictMode mounts twice).
  useEffect(() => {
    if (!host.current) return
    const instance = new Modeler({
      container: host.current,
      keyboard: { bindTo: document },
      additionalModules: [translateModule],
    })
    modeler.current = instance
    // biome-ignore lint/suspicious/noExplicitAny: bpmn-js event payloads are untyped.
    instance.on('selection.changed', (event: any) => setSelected(event.newSelection?.[0] ?? null))
    instance.on('commandStack.changed', () => setDirty(true))
    let importing: Promise<unknown> = Promise.resolve()
    void loadDiagram(id).then(async (result) => {
      if (!result.ok) return
      setDiagram(result.data)
      importing = instance.importXML(result.data.xml)
      await importing
      setDirty(false)
      ;(instance.get('canvas') as { zoom(level: string): void }).zoom('fit-viewport')
    })
    return () => {
      void importing.finally(() => instance.destroy())
    }
  }, [id])

  const service = useCallback(<T,>(name: string) => modeler.current?.get(name) as T, [])

  const update = useCallback(
    (element: BpmnElement, properties: Record<string, unknown>) => {
      service<{ updateProperties(e: BpmnElement, p: Record<string, unknown>): void }>(
        'modeling',
      ).updateProperties(element, properties)
    },
    [service],
  )

  const setCondition = useCallback(
    (element: BpmnElement, condition: string) => {
      const moddle = service<{ create(type: string, attrs: Record<string, unknown>): unknown }>('moddle')
      const expression = condition
        ? moddle.create('bpmn:FormalExpression', { body: `\${${condition}}` })
        : undefined
      update(element, { conditionExpression: expression })
    },
    [service, update],
  )

  // Exported files declare the gantry prefix, also when the file was imported from another modeller.
  async function currentXml(): Promise<string> {
    const instance = modeler.current
    if (!instance) return ''
    const definitions = (
      instance as unknown as { getDefinitions(): { $attrs: Record<string, string> } }
    ).getDefinitions()
    definitions.$attrs['xmlns:gantry'] = GANTRY_NS
    const { xml } = await instance.saveXML({ format: true })
    return xml ?? ''
  }

  async function save(): Promise<Diagram | null> {
    if (!diagram) return null
    setBusy(true)
    const result = await saveDiagram(diagram.id, await currentXml(), diagram.version)
    setBusy(false)
    if (!result.ok) {
      notify.error(
        result.code,
        result.status === 409
          ? t`Someone else changed this workflow since you opened it. Reload to see their changes; yours are not saved.`
          : result.message,
      )
      return null
    }
    setDiagram(result.data)
    setDirty(false)
    notify.success(t`Saved`)
    return result.data
  }

  function markProblems(next: ElementProblem[]) {
    const canvas = service<{
      addMarker(id: string, m: string): void
      removeMarker(id: string, m: string): void
    }>('canvas')
    const registry = service<{ get(id: string): unknown }>('elementRegistry')
    for (const old of problems)
      if (registry.get(old.elementId)) canvas.removeMarker(old.elementId, 'wf-invalid')
    for (const problem of next)
      if (problem.elementId && registry.get(problem.elementId))
        canvas.addMarker(problem.elementId, 'wf-invalid')
    setProblems(next)
  }

  async function publish() {
    const saved = dirty ? await save() : diagram
    if (!saved) return
    setBusy(true)
    const result = await publishDiagram(saved.id)
    setBusy(false)
    if (!result.ok) {
      markProblems(
        result.details.length > 0
          ? result.details.map((detail) => ({
              elementId: String(detail.values?.elementId ?? ''),
              message: i18n._(detail),
            }))
          : [{ elementId: '', message: result.message }],
      )
      return
    }
    markProblems([])
    setDiagram(result.data)
    notify.success(t`Published as version ${result.data.currentVersion}`)
  }

  async function importFile(file: File) {
    const text = await file.text()
    try {
      await modeler.current?.importXML(text)
      setDirty(true)
      markProblems([])
    } catch (error) {
      notify.error(t`Import failed`, String((error as Error).message ?? error))
    }
  }

  async function exportFile() {
    const blob = new Blob([await currentXml()], { type: 'application/xml' })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = `${diagram?.diagramName ?? 'workflow'}.bpmn`
    link.click()
    URL.revokeObjectURL(link.href)
  }

  const commandStack = () => service<{ undo(): void; redo(): void }>('commandStack')

  return (
    <div className="wf-editor" data-testid="workflow-editor">
      <header className="wf-toolbar">
        <h1 className="wf-toolbar__title">
          {diagram?.diagramName ?? ''}
          {diagram && diagram.currentVersion > 0 && (
            <span className="wf-toolbar__version">
              <Trans>Published version {diagram.currentVersion}</Trans>
            </span>
          )}
          {dirty && (
            <span className="wf-toolbar__dirty">
              <Trans>Unsaved changes</Trans>
            </span>
          )}
        </h1>
        <Button size="sm" onClick={() => commandStack().undo()} title={t`Undo (Ctrl+Z)`}>
          <Trans>Undo</Trans>
        </Button>
        <Button size="sm" onClick={() => commandStack().redo()} title={t`Redo (Ctrl+Y)`}>
          <Trans>Redo</Trans>
        </Button>
        <Button size="sm" onClick={() => fileInput.current?.click()}>
          <Trans>Import .bpmn</Trans>
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".bpmn,.xml"
          hidden
          data-testid="wf-import"
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) void importFile(file)
            event.target.value = ''
          }}
        />
        <Button size="sm" onClick={() => void exportFile()}>
          <Trans>Export .bpmn</Trans>
        </Button>
        <Button size="sm" loading={busy} onClick={() => void save()} data-testid="wf-save">
          <Trans>Save</Trans>
        </Button>
        <Button
          size="sm"
          variant="primary"
          loading={busy}
          onClick={() => void publish()}
          data-testid="wf-publish"
        >
          <Trans>Publish</Trans>
        </Button>
      </header>
      {problems.length > 0 && (
        <InlineNotice tone="error" title={t`The workflow cannot be published yet`}>
          <ul className="wf-problems" data-testid="wf-problems">
            {problems.map((problem) => (
              <li key={`${problem.elementId}:${problem.message}`}>
                <button
                  type="button"
                  className="wf-problems__link"
                  onClick={() => {
                    const registry = service<{ get(id: string): unknown }>('elementRegistry')
                    const element = registry.get(problem.elementId)
                    if (element) service<{ select(e: unknown): void }>('selection').select(element)
                  }}
                >
                  {problem.message}
                </button>
              </li>
            ))}
          </ul>
        </InlineNotice>
      )}
      <div className="wf-body">
        <div className="wf-canvas" ref={host} data-testid="wf-canvas" />
        <div className="wf-side">
          <PropertiesPanel
            appId={diagram?.appId}
            element={selected}
            update={update}
            setCondition={setCondition}
          />
          {diagram && (
            <VersionsPanel
              diagramId={diagram.id}
              refreshKey={diagram.currentVersion}
              onUpgraded={() =>
                void loadDiagram(id).then(async (result) => {
                  if (!result.ok) return
                  setDiagram(result.data)
                  await modeler.current?.importXML(result.data.xml)
                  setDirty(false)
                })
              }
            />
          )}
        </div>
      </div>
    </div>
  )
}
