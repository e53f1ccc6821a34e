import type { Kysely } from 'kysely'
import type { WidgetManifest } from '../../../../engine/plugins/contract.ts'
import type { PropsSchema } from '../../../../engine/plugins/propsSchema.ts'
import type { Database } from '../../../db/schema.ts'
import '../../../flow/tables.ts'
import '../../../reports/tables.ts'
import '../../scheduler/tables.ts'
import { type AppDocument, appDocuments } from '../../app/resources/usage.ts'
import { parseDocument } from '../../metadata/usage/documents.ts'

/** Where a form, workflow or report is used: a page or symbol, a workflow (its tasks), a scheduled task. */
export interface BusinessUse {
  kind: 'page' | 'symbol' | 'workflow' | 'task'
  id: string
  name: string
  /** How: 'link' (a link page or an open-page action), 'embed' (a page shown inside a widget), 'start'
   * (a start-workflow control), 'taskForm' (a workflow task's form), 'control' (a report control),
   * 'schedule' (a scheduled report task). */
  how: 'link' | 'embed' | 'start' | 'taskForm' | 'control' | 'schedule'
}

/** What one document refers to, read through the plugins' props schemas. */
interface DocumentRefs {
  /** Pages opened by an event action (open page, pop-up, modal). */
  linkedPages: Set<string>
  /** Pages shown inside a widget (its `pageRef` props). */
  embeddedPages: Set<string>
  /** Workflow diagrams a widget starts (its `processRef` props). */
  processes: Set<number>
  /** Reports placed (the report control's `reportName`). */
  reports: Set<string>
  /** Form names of the form controls placed (widgets whose schema has a `formName` field). */
  forms: Set<string>
}

/** The report control's plugin id and the prop that names its report (a plain string field). */
const REPORT_CONTROL = { type: 'control.report', prop: 'reportName' }
const PAGE_ACTIONS = new Set(['openPage', 'openPopup', 'openModal'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A widget's props read with its schema: page and process references at any list depth. */
function propsRefs(schema: PropsSchema, props: Record<string, unknown>, into: DocumentRefs): void {
  for (const [key, field] of Object.entries(schema)) {
    const value = props[key]
    if (field.kind === 'pageRef' && typeof value === 'string' && value !== '') into.embeddedPages.add(value)
    else if (field.kind === 'processRef' && typeof value === 'number' && value > 0) into.processes.add(value)
    else if (field.kind === 'list' && Array.isArray(value))
      for (const item of value) if (isRecord(item)) propsRefs(field.item, item, into)
  }
}

/**
 * The references of one saved document, at any depth (widgets of groups, blocks, symbols): each widget
 * `{ type, props }` read through its plugin's props schema (the same manifests the server checks saves
 * with), and each event action that opens a page.
 */
export function documentRefs(
  value: unknown,
  manifests: ReadonlyMap<string, WidgetManifest>,
  into: DocumentRefs = emptyRefs(),
): DocumentRefs {
  if (Array.isArray(value)) {
    for (const item of value) documentRefs(item, manifests, into)
    return into
  }
  if (!isRecord(value)) return into
  if (typeof value.kind === 'string' && PAGE_ACTIONS.has(value.kind) && typeof value.pageId === 'string')
    into.linkedPages.add(value.pageId)
  if (typeof value.type === 'string' && isRecord(value.props)) {
    const manifest = manifests.get(value.type)
    if (manifest) {
      propsRefs(manifest.props, value.props, into)
      // A form control (its schema has the form-name field) makes a form page, named form or not.
      if ('formName' in manifest.props)
        into.forms.add(typeof value.props.formName === 'string' ? value.props.formName : '')
    }
    const report = value.props[REPORT_CONTROL.prop]
    if (value.type === REPORT_CONTROL.type && typeof report === 'string' && report.trim() !== '')
      into.reports.add(report.trim())
  }
  for (const field of Object.values(value))
    if (typeof field === 'object') documentRefs(field, manifests, into)
  return into
}

function emptyRefs(): DocumentRefs {
  return {
    linkedPages: new Set(),
    embeddedPages: new Set(),
    processes: new Set(),
    reports: new Set(),
    forms: new Set(),
  }
}

/** The page a link page (type 2) opens: its url is `{ resourceType: 'app', resourceCode: pageId }`. */
function linkTarget(doc: AppDocument): string | null {
  if (doc.type !== 2 || !doc.url) return null
  try {
    const url = JSON.parse(doc.url) as unknown
    return isRecord(url) && typeof url.resourceCode === 'string' ? url.resourceCode : null
  } catch {
    return null
  }
}

/** The form pages a workflow's user tasks show (`<prefix>:formKey="pageId"` in its drawing). */
function taskForms(xml: string): Set<string> {
  return new Set([...xml.matchAll(/\b[\w-]+:formKey="([^"]+)"/g)].map((match) => match[1] ?? ''))
}

export interface FormPage {
  id: string
  name: string
  /** The form names its controls submit under. */
  formNames: string[]
  updatedAt: string
  usedBy: BusinessUse[]
}

export interface BusinessUsage {
  forms: FormPage[]
  workflows: { id: number; usedBy: BusinessUse[] }[]
  reports: { reportId: number; name: string; usedBy: BusinessUse[] }[]
}

const byName = (a: BusinessUse, b: BusinessUse) => a.name.localeCompare(b.name) || a.how.localeCompare(b.how)

/**
 * The business designer's where-used for one application: its form pages (normal pages placing form
 * controls) with the pages that link to or embed them and the workflows whose tasks show them; its
 * workflows with the pages that start them; every report with the pages that place it and the scheduled
 * tasks that run it (reports are shared by all applications).
 */
export async function businessUsage(
  db: Kysely<Database>,
  appId: number,
  manifests: ReadonlyMap<string, WidgetManifest>,
): Promise<BusinessUsage> {
  const docs = await appDocuments(db, appId)
  const refs = new Map<AppDocument, DocumentRefs>()
  for (const doc of docs) {
    const into = emptyRefs()
    for (const text of doc.texts) documentRefs(parseDocument(text), manifests, into)
    refs.set(doc, into)
  }
  const use = (doc: AppDocument, how: BusinessUse['how']): BusinessUse => ({
    kind: doc.kind,
    id: doc.id,
    name: doc.name,
    how,
  })
  const pageRows = await db
    .selectFrom('composePages')
    .select(['pageId', 'updatedAt'])
    .where('appId', '=', appId)
    .execute()
  const updatedAt = new Map(pageRows.map((row) => [row.pageId, row.updatedAt]))
  const diagrams = await db
    .selectFrom('flowDiagrams')
    .select(['id', 'diagramName', 'xml'])
    .where('appId', '=', appId)
    .execute()

  const forms: FormPage[] = docs
    .filter((doc) => doc.kind === 'page' && doc.type === 1 && (refs.get(doc)?.forms.size ?? 0) > 0)
    .map((form) => {
      const usedBy: BusinessUse[] = []
      for (const doc of docs) {
        if (doc === form) continue
        const r = refs.get(doc)
        if (linkTarget(doc) === form.id || r?.linkedPages.has(form.id)) usedBy.push(use(doc, 'link'))
        if (r?.embeddedPages.has(form.id)) usedBy.push(use(doc, 'embed'))
      }
      for (const diagram of diagrams)
        if (taskForms(diagram.xml).has(form.id))
          usedBy.push({
            kind: 'workflow',
            id: String(diagram.id),
            name: diagram.diagramName,
            how: 'taskForm',
          })
      return {
        id: form.id,
        name: form.name,
        formNames: [...(refs.get(form)?.forms ?? [])].filter((name) => name !== '').sort(),
        updatedAt: updatedAt.get(form.id) ?? '',
        usedBy: usedBy.sort(byName),
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))

  const workflows = diagrams.map((diagram) => ({
    id: diagram.id,
    usedBy: docs
      .filter((doc) => refs.get(doc)?.processes.has(diagram.id))
      .map((doc) => use(doc, 'start'))
      .sort(byName),
  }))

  const reportRows = await db.selectFrom('reports').select(['reportId', 'name']).orderBy('name').execute()
  const tasks = await db
    .selectFrom('scheduledTasks')
    .select(['taskId', 'name', 'config'])
    .where('kind', '=', 'reportStatistics-task')
    .execute()
  const taskReport = (config: string): number | null => {
    const value = parseDocument(config)
    return isRecord(value) && typeof value.reportId === 'number' ? value.reportId : null
  }
  const reports = reportRows.map((report) => ({
    reportId: report.reportId,
    name: report.name,
    usedBy: [
      ...docs.filter((doc) => refs.get(doc)?.reports.has(report.name)).map((doc) => use(doc, 'control')),
      ...tasks
        .filter((task) => taskReport(task.config) === report.reportId)
        .map((task) => ({
          kind: 'task' as const,
          id: String(task.taskId),
          name: task.name,
          how: 'schedule' as const,
        })),
    ].sort(byName),
  }))
  return { forms, workflows, reports }
}
