import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { checkScopedExpression } from '../../../engine/expression/index.ts'
import { MultiSelect, Select, TextField } from '../../ui'
import { usePickerOptions } from './usePickerOptions'

// biome-ignore lint/suspicious/noExplicitAny: bpmn-js shapes and their business objects are untyped.
export type BpmnElement = any

/** Gantry's attributes on BPMN elements (`gantry:` prefix), as the server's compiler reads them. */
const USER_TASK_FIELDS = [
  'assignee',
  'candidateUsers',
  'candidateRoles',
  'candidateOrgs',
  'formKey',
  'dueIn',
] as const
const SERVICE_FIELDS = ['object', 'service', 'resultVariable'] as const
/** The process variable holding who started it: an assignee may name it instead of a user. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: the workflow's own `${…}` syntax, not a template.
const STARTER = '${starter}'

interface Props {
  /** The diagram's application: its pages are the forms a task can show. */
  appId?: number
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
 * The side panel for the selected element: its name, and for user tasks who works on it (picked from the
 * users, roles and organisations), the form (picked from the application's pages) and the due time; for service tasks the object service; for sequence flows the condition, checked as typed
 * by the same evaluator the server runs.
 */
export function PropertiesPanel({ appId, element, update, setCondition }: Props) {
  const { t, i18n } = useLingui()
  const picks = usePickerOptions(appId)
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
    assignee: t`Assignee (a username, or a process variable such as ${STARTER})`,
    candidateUsers: t`Candidate users`,
    candidateRoles: t`Candidate roles`,
    candidateOrgs: t`Candidate organisations`,
    formKey: t`Form`,
    dueIn: t`Due time (ISO 8601 duration, e.g. P1D or PT4H)`,
    object: t`Object`,
    service: t`Service`,
    resultVariable: t`Result variable`,
  }
  const hints: Record<string, string> = {
    formKey: t`A page of the application with form controls: the task shows it filled with the process data.`,
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
  const listOf = (name: string) =>
    (values[name] ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  // A list picker writes at once (no blur on a drop-down), as a comma-separated attribute.
  const pickList = (name: string) => (items: (string | number)[]) => {
    const value = items.join(',')
    setValues((current) => ({ ...current, [name]: value }))
    gantry(name)(value)
  }
  const userTask = (
    <>
      <TextField
        id="wf-assignee"
        label={labels.assignee}
        value={values.assignee ?? ''}
        list="wf-assignee-options"
        onChange={(value) => setValues((current) => ({ ...current, assignee: value }))}
        onBlur={() => gantry('assignee')(values.assignee ?? '')}
      />
      <datalist id="wf-assignee-options">
        <option value={STARTER}>{t`The process's starter`}</option>
        {picks.users.map((user) => (
          <option key={user.username} value={user.username}>
            {user.realName}
          </option>
        ))}
      </datalist>
      <MultiSelect
        id="wf-candidateUsers"
        label={labels.candidateUsers}
        value={listOf('candidateUsers')}
        options={picks.users.map((user) => ({
          value: user.username,
          label: user.realName ? `${user.realName} (${user.username})` : user.username,
        }))}
        onChange={pickList('candidateUsers')}
        placeholder={t`Nobody`}
      />
      <MultiSelect
        id="wf-candidateRoles"
        label={labels.candidateRoles}
        value={listOf('candidateRoles').map(Number).filter(Number.isInteger)}
        options={picks.roles.map((role) => ({ value: role.roleId, label: role.roleName }))}
        onChange={pickList('candidateRoles')}
        placeholder={t`No role`}
      />
      <MultiSelect
        id="wf-candidateOrgs"
        label={labels.candidateOrgs}
        value={listOf('candidateOrgs').map(Number).filter(Number.isInteger)}
        options={picks.orgs.map((org) => ({ value: org.orgId, label: org.path }))}
        onChange={pickList('candidateOrgs')}
        placeholder={t`No organisation`}
        hint={t`Their members and the members of the organisations below them.`}
      />
      <Select
        id="wf-formKey"
        label={labels.formKey}
        value={values.formKey ?? ''}
        options={[
          { value: '', label: t`No form: the data as text boxes` },
          ...picks.pages.map((page) => ({ value: page.id, label: page.name })),
          // A form page of another application, or one since deleted, stays shown as its id.
          ...(values.formKey && !picks.pages.some((page) => page.id === values.formKey)
            ? [{ value: values.formKey, label: values.formKey }]
            : []),
        ]}
        onChange={(value) => {
          setValues((current) => ({ ...current, formKey: value }))
          gantry('formKey')(value)
        }}
        hint={hints.formKey}
      />
      {field('dueIn', gantry('dueIn'))}
    </>
  )
  const problem = condition.trim() ? checkScopedExpression(condition.trim()) : null

  return (
    <aside className="wf-panel" aria-label={t`Properties`} data-testid="wf-panel">
      <h2 className="wf-panel__title">{type.replace(/^bpmn:/, '')}</h2>
      <p className="wf-panel__id">{element.id}</p>
      {field('name', (value) => update(element, { name: value }))}
      {type === 'bpmn:UserTask' && userTask}
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
