import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { checkScopedExpression } from '../../../engine/expression/index.ts'
import { TextField } from '../../ui'

// biome-ignore lint/suspicious/noExplicitAny: bpmn-js shapes and their business objects are untyped.
export type BpmnElement = any

/** Gantry's attributes on BPMN elements (`gantry:` prefix), as the server's compiler reads them. */
const USER_TASK_FIELDS = ['assignee', 'candidateUsers', 'candidateRoles', 'formKey', 'dueIn'] as const
const SERVICE_FIELDS = ['object', 'service', 'resultVariable'] as const

interface Props {
  element: BpmnElement | null
  /** Writes attributes through bpmn-js's modeling (undoable). */
  update: (element: BpmnElement, properties: Record<string, unknown>) => void
  /** Sets or clears the `${…}` condition of a sequence flow. */
  setCondition: (element: BpmnElement, condition: string) => void
}

function attr(element: BpmnElement, name: string): string {
  return (
    element?.businessObject?.$attrs?.[`gantry:${name}`] ??
    element?.businessObject?.get?.(`gantry:${name}`) ??
    ''
  )
}

/**
 * The side panel for the selected element: its name, and for user tasks who works on it, the form and
 * the due time; for service tasks the object service; for sequence flows the condition, checked as typed
 * by the same evaluator the server runs.
 */
export function PropertiesPanel({ element, update, setCondition }: Props) {
  const { t, i18n } = useLingui()
  const type: string = element?.businessObject?.$type ?? ''
  const [values, setValues] = useState<Record<string, string>>({})
  const [condition, setConditionText] = useState('')

  useEffect(() => {
    if (!element) return
    const next: Record<string, string> = { name: element.businessObject?.name ?? '' }
    for (const field of [...USER_TASK_FIELDS, ...SERVICE_FIELDS]) next[field] = attr(element, field)
    setValues(next)
    const body: string = element.businessObject?.conditionExpression?.body ?? ''
    setConditionText(body.replace(/^\s*\$\{([\s\S]*)\}\s*$/, '$1'))
  }, [element])

  if (!element) {
    return (
      <aside className="wf-panel" aria-label={t`Properties`}>
        <p className="wf-panel__empty">
          <Trans>Select an element to edit its properties.</Trans>
        </p>
      </aside>
    )
  }

  const labels: Record<string, string> = {
    assignee: t`Assignee (username, or a variable such as starter)`,
    candidateUsers: t`Candidate users (usernames, comma-separated)`,
    candidateRoles: t`Candidate roles (role ids, comma-separated)`,
    formKey: t`Form`,
    dueIn: t`Due time (ISO 8601 duration, e.g. P1D or PT4H)`,
    object: t`Object`,
    service: t`Service`,
    resultVariable: t`Result variable`,
  }
  const hints: Record<string, string> = {
    formKey: t`The ID of an application page with form controls (Page_…): the task shows it filled with the process data. Empty: the data as text boxes.`,
  }
  const field = (name: string, onCommit: (value: string) => void) => (
    <TextField
      key={name}
      id={`wf-${name}`}
      label={labels[name] ?? t`Name`}
      hint={hints[name]}
      value={values[name] ?? ''}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      onBlur={() => onCommit(values[name] ?? '')}
    />
  )
  const gantry = (name: string) => (value: string) =>
    update(element, { [`gantry:${name}`]: value || undefined })
  const problem = condition.trim() ? checkScopedExpression(condition.trim()) : null

  return (
    <aside className="wf-panel" aria-label={t`Properties`} data-testid="wf-panel">
      <h2 className="wf-panel__title">{type.replace(/^bpmn:/, '')}</h2>
      <p className="wf-panel__id">{element.id}</p>
      {field('name', (value) => update(element, { name: value }))}
      {type === 'bpmn:UserTask' && USER_TASK_FIELDS.map((name) => field(name, gantry(name)))}
      {type === 'bpmn:ServiceTask' && SERVICE_FIELDS.map((name) => field(name, gantry(name)))}
      {type === 'bpmn:SequenceFlow' && (
        <TextField
          id="wf-condition"
          label={t`Condition (e.g. branch == 'approve' or amount > 1000)`}
          value={condition}
          onChange={setConditionText}
          onBlur={() => {
            if (!problem) setCondition(element, condition.trim())
          }}
          error={problem ? i18n._(problem) : undefined}
          hint={problem ? undefined : t`Checked with the same evaluator the server runs; no JavaScript.`}
        />
      )}
    </aside>
  )
}
