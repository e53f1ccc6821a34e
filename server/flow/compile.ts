import { BpmnModdle } from 'bpmn-moddle'
import { checkScopedExpression } from '../../engine/expression/index.ts'
import type { MessageDescriptor } from '../../engine/messages.ts'
import { withValues } from '../../engine/messages.ts'
import { durationMs, parseCycle } from '../../engine/workflow/durations.ts'
import type {
  FlowElement,
  FlowElementKind,
  FlowModel,
  FlowSequence,
  FlowTimer,
  UserTaskDefinition,
} from '../../engine/workflow/model.ts'
import { FLOW_MESSAGES } from './messages.ts'

/** A refusal found in a model, with the element it is about (the editor marks it). */
export interface FlowProblem {
  element: string
  message: MessageDescriptor
}

export type CompileResult = { ok: true; model: FlowModel } | { ok: false; problems: FlowProblem[] }

/*
 * Reads a BPMN 2.0 file into the runner's compact model, refusing what Gantry does not execute. Script
 * tasks and conditions in a script language are refused outright: they would run user-written JavaScript
 * in the server. Our own attributes use the `gantry:` prefix; Camunda's user-task attributes are read too,
 * so files from Camunda Modeler run.
 */

const KINDS: Record<string, FlowElementKind> = {
  'bpmn:StartEvent': 'startEvent',
  'bpmn:EndEvent': 'endEvent',
  'bpmn:IntermediateCatchEvent': 'intermediateCatchEvent',
  'bpmn:IntermediateThrowEvent': 'intermediateThrowEvent',
  'bpmn:BoundaryEvent': 'boundaryEvent',
  'bpmn:Task': 'task',
  'bpmn:ManualTask': 'task',
  'bpmn:UserTask': 'userTask',
  'bpmn:ServiceTask': 'serviceTask',
  'bpmn:SubProcess': 'subProcess',
  'bpmn:CallActivity': 'callActivity',
  'bpmn:ExclusiveGateway': 'exclusiveGateway',
  'bpmn:ParallelGateway': 'parallelGateway',
  'bpmn:InclusiveGateway': 'inclusiveGateway',
}

// Artifacts and data references draw on the diagram but do not execute.
const IGNORED = new Set([
  'bpmn:TextAnnotation',
  'bpmn:Association',
  'bpmn:DataObject',
  'bpmn:DataObjectReference',
  'bpmn:DataStoreReference',
  'bpmn:Group',
])

const TYPE_NAMES: Record<string, string> = {
  'bpmn:ScriptTask': 'script task',
  'bpmn:BusinessRuleTask': 'business rule task',
  'bpmn:SendTask': 'send task',
  'bpmn:ReceiveTask': 'receive task',
  'bpmn:EventBasedGateway': 'event-based gateway',
  'bpmn:ComplexGateway': 'complex gateway',
  'bpmn:Transaction': 'transaction',
  'bpmn:AdHocSubProcess': 'ad-hoc sub-process',
}

// biome-ignore lint/suspicious/noExplicitAny: bpmn-moddle's element objects are dynamic ($type-tagged).
type Moddle = any

/** Parses and checks `xml`; the model when it can run, else every problem found. */
export async function compileBpmn(xml: string): Promise<CompileResult> {
  let definitions: Moddle
  try {
    const parsed = await new BpmnModdle().fromXML(xml)
    definitions = parsed.rootElement
  } catch (error) {
    return {
      ok: false,
      problems: [
        {
          element: '',
          message: withValues(FLOW_MESSAGES.unreadable, {
            reason: String((error as Error).message ?? error).slice(0, 200),
          }),
        },
      ],
    }
  }
  if (definitions?.$type !== 'bpmn:Definitions')
    return {
      ok: false,
      problems: [
        { element: '', message: withValues(FLOW_MESSAGES.unreadable, { reason: 'no definitions' }) },
      ],
    }
  const processes = (definitions.rootElements ?? []).filter(
    (root: Moddle) => root.$type === 'bpmn:Process' && (root.flowElements ?? []).length > 0,
  )
  if (processes.length !== 1)
    return {
      ok: false,
      problems: [{ element: '', message: withValues(FLOW_MESSAGES.oneProcess, { count: processes.length }) }],
    }
  const compiler = new Compiler()
  const process = processes[0]
  compiler.walk(process.flowElements ?? [], null)
  compiler.check()
  if (compiler.problems.length > 0) return { ok: false, problems: compiler.problems }
  return {
    ok: true,
    model: {
      processId: process.id,
      name: process.name ?? process.id,
      elements: compiler.elements,
      flows: compiler.flows,
      boundaries: compiler.boundaries,
    },
  }
}

class Compiler {
  readonly problems: FlowProblem[] = []
  readonly elements: Record<string, FlowElement> = {}
  readonly flows: Record<string, FlowSequence> = {}
  readonly boundaries: Record<string, string[]> = {}

  private refuse(node: Moddle, message: MessageDescriptor): void {
    this.problems.push({ element: node?.id ?? '', message })
  }

  private label(node: Moddle): string {
    return node.name ? `${node.name} (${node.id})` : node.id
  }

  walk(nodes: Moddle[], parent: string | null): void {
    for (const node of nodes) {
      if (node.$type === 'bpmn:SequenceFlow') this.sequence(node)
      else if (!IGNORED.has(node.$type)) this.node(node, parent)
    }
  }

  private sequence(node: Moddle): void {
    const flow: FlowSequence = {
      id: node.id,
      name: node.name ?? '',
      source: node.sourceRef?.id ?? '',
      target: node.targetRef?.id ?? '',
    }
    const expression = node.conditionExpression
    if (expression) {
      const condition = this.condition(node, expression)
      if (condition !== null) flow.condition = condition
    }
    this.flows[flow.id] = flow
  }

  // Only `${…}` in no script language, checked by our evaluator; anything else would be JavaScript.
  private condition(node: Moddle, expression: Moddle): string | null {
    const body: string = expression.body ?? ''
    const language: string = expression.language ?? ''
    const resource = expression.$attrs?.['camunda:resource']
    if (language !== '' || resource) {
      this.refuse(
        node,
        withValues(FLOW_MESSAGES.scriptCondition, {
          element: this.label(node),
          language: language || 'script',
        }),
      )
      return null
    }
    const match = /^\s*\$\{([\s\S]*)\}\s*$/.exec(body)
    if (!match) {
      this.refuse(node, withValues(FLOW_MESSAGES.conditionNotExpression, { element: this.label(node) }))
      return null
    }
    const inner = (match[1] ?? '').trim()
    const problem = checkScopedExpression(inner)
    if (problem) {
      this.refuse(
        node,
        withValues(FLOW_MESSAGES.badCondition, { element: this.label(node), reason: problemText(problem) }),
      )
      return null
    }
    return inner
  }

  private node(node: Moddle, parent: string | null): void {
    const kind = KINDS[node.$type]
    if (!kind) {
      const what = TYPE_NAMES[node.$type] ?? node.$type.replace(/^bpmn:/, '')
      const message = node.$type === 'bpmn:ScriptTask' ? FLOW_MESSAGES.scriptTask : FLOW_MESSAGES.unsupported
      this.refuse(node, withValues(message, { element: this.label(node), type: what }))
      return
    }
    if (node.loopCharacteristics)
      this.refuse(
        node,
        withValues(FLOW_MESSAGES.unsupported, { element: this.label(node), type: 'loop / multi-instance' }),
      )
    const element: FlowElement = {
      id: node.id,
      kind,
      name: node.name ?? '',
      parent,
      incoming: (node.incoming ?? []).map((flow: Moddle) => flow.id),
      outgoing: (node.outgoing ?? []).map((flow: Moddle) => flow.id),
    }
    if (node.default) element.defaultFlow = node.default.id
    this.events(node, element)
    const attrs = attributesOf(node)
    if (kind === 'userTask') element.userTask = this.userTask(node, attrs)
    if (kind === 'serviceTask') {
      const object = attrs.object ?? ''
      const service = attrs.service ?? ''
      if (!object || !service)
        this.refuse(node, withValues(FLOW_MESSAGES.serviceTarget, { element: this.label(node) }))
      element.service = { object, service, resultVariable: attrs.resultVariable ?? '' }
    }
    if (kind === 'callActivity') {
      element.calledElement = node.calledElement ?? ''
      if (!element.calledElement)
        this.refuse(node, withValues(FLOW_MESSAGES.calledElement, { element: this.label(node) }))
    }
    if (kind === 'subProcess') {
      if (node.triggeredByEvent)
        this.refuse(
          node,
          withValues(FLOW_MESSAGES.unsupported, { element: this.label(node), type: 'event sub-process' }),
        )
      this.walk(node.flowElements ?? [], node.id)
    }
    if (kind === 'boundaryEvent') {
      const attachedTo: string = node.attachedToRef?.id ?? ''
      element.attachedTo = attachedTo
      element.cancelActivity = node.cancelActivity !== false
      const list = this.boundaries[attachedTo] ?? []
      list.push(element.id)
      this.boundaries[attachedTo] = list
    }
    this.elements[element.id] = element
  }

  // Event definitions: none, timer, signal, terminate (end); anything else is named in a refusal.
  private events(node: Moddle, element: FlowElement): void {
    const definitions: Moddle[] = node.eventDefinitions ?? []
    for (const definition of definitions) {
      const type: string = definition.$type
      if (
        type === 'bpmn:TimerEventDefinition' &&
        element.kind !== 'endEvent' &&
        element.kind !== 'intermediateThrowEvent'
      ) {
        element.timer = this.timer(node, definition)
      } else if (
        type === 'bpmn:SignalEventDefinition' &&
        element.kind !== 'boundaryEvent' &&
        element.kind !== 'intermediateCatchEvent'
      ) {
        element.signal = definition.signalRef?.name || definition.signalRef?.id || ''
        if (!element.signal)
          this.refuse(node, withValues(FLOW_MESSAGES.signalName, { element: this.label(node) }))
      } else if (type === 'bpmn:TerminateEventDefinition' && element.kind === 'endEvent') {
        element.terminate = true
      } else {
        const what = `${type
          .replace(/^bpmn:/, '')
          .replace(/EventDefinition$/, '')
          .toLowerCase()} ${element.kind}`
        this.refuse(node, withValues(FLOW_MESSAGES.unsupported, { element: this.label(node), type: what }))
      }
    }
    const needsTimer = element.kind === 'intermediateCatchEvent' || element.kind === 'boundaryEvent'
    if (needsTimer && !element.timer && definitions.length === 0)
      this.refuse(
        node,
        withValues(FLOW_MESSAGES.unsupported, { element: this.label(node), type: element.kind }),
      )
  }

  private timer(node: Moddle, definition: Moddle): FlowTimer {
    const timer: FlowTimer = {}
    const duration = definition.timeDuration?.body?.trim()
    const date = definition.timeDate?.body?.trim()
    const cycle = definition.timeCycle?.body?.trim()
    if (duration !== undefined) timer.duration = duration
    if (date !== undefined) timer.date = date
    if (cycle !== undefined) timer.cycle = cycle
    const valid =
      (duration !== undefined && durationMs(duration) !== null) ||
      (date !== undefined && !Number.isNaN(Date.parse(date))) ||
      (cycle !== undefined && parseCycle(cycle) !== null)
    if (!valid) this.refuse(node, withValues(FLOW_MESSAGES.badTimer, { element: this.label(node) }))
    return timer
  }

  private userTask(node: Moddle, attrs: Record<string, string>): UserTaskDefinition {
    const list = (text: string | undefined) =>
      (text ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
    const ids = (text: string | undefined, what: string) =>
      list(text).map((part) => {
        const id = Number(part)
        if (!Number.isInteger(id) || id <= 0)
          this.refuse(node, withValues(FLOW_MESSAGES.badIds, { element: this.label(node), what, text: part }))
        return id
      })
    const dueIn = attrs.dueIn ?? attrs.dueDate ?? ''
    if (dueIn && durationMs(dueIn) === null)
      this.refuse(node, withValues(FLOW_MESSAGES.badDue, { element: this.label(node), text: dueIn }))
    const assignee = attrs.assignee ?? ''
    const variable = /^\$\{\s*([A-Za-z_][\w.]*)\s*\}$/.exec(assignee)
    if (assignee.includes('${') && !variable)
      this.refuse(node, withValues(FLOW_MESSAGES.badAssignee, { element: this.label(node), text: assignee }))
    return {
      assignee,
      candidateUsers: list(attrs.candidateUsers),
      candidateRoles: ids(attrs.candidateRoles, 'role'),
      candidateOrgs: ids(attrs.candidateOrgs, 'organisation'),
      formKey: attrs.formKey ?? '',
      dueIn,
    }
  }

  /** Whole-model checks: flows join known elements, the process can start, gateways can choose. */
  check(): void {
    // Files need not list <incoming>/<outgoing> under each node: the sequence flows are the truth.
    for (const element of Object.values(this.elements)) {
      element.incoming = []
      element.outgoing = []
    }
    for (const flow of Object.values(this.flows)) {
      this.elements[flow.source]?.outgoing.push(flow.id)
      this.elements[flow.target]?.incoming.push(flow.id)
    }
    for (const flow of Object.values(this.flows)) {
      if (!this.elements[flow.source] || !this.elements[flow.target])
        this.refuse(
          { id: flow.id },
          withValues(FLOW_MESSAGES.danglingFlow, { element: flow.name || flow.id }),
        )
    }
    const starts = Object.values(this.elements).filter(
      (element) =>
        element.kind === 'startEvent' && element.parent === null && !element.signal && !element.timer,
    )
    const triggered = Object.values(this.elements).filter(
      (element) =>
        element.kind === 'startEvent' && element.parent === null && (element.signal || element.timer),
    )
    if (starts.length === 0 && triggered.length === 0) this.refuse({ id: '' }, FLOW_MESSAGES.noStart)
    for (const element of Object.values(this.elements)) {
      if (element.kind === 'boundaryEvent' && !this.elements[element.attachedTo ?? ''])
        this.refuse(element, withValues(FLOW_MESSAGES.danglingFlow, { element: element.name || element.id }))
      const reached = element.kind === 'startEvent' || element.kind === 'boundaryEvent'
      if (!reached && element.incoming.length === 0)
        this.refuse(element, withValues(FLOW_MESSAGES.unreached, { element: element.name || element.id }))
    }
  }
}

// Our attributes (`gantry:assignee`) and Camunda's (`camunda:assignee`, `camunda:candidateUsers`) by local name.
function attributesOf(node: Moddle): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(node.$attrs ?? {})) {
    const [prefix = '', local = ''] = key.split(':')
    if (local && (prefix === 'gantry' || prefix === 'camunda') && typeof value === 'string') {
      if (prefix === 'gantry' || !(local in out)) out[local] = value
    }
  }
  return out
}

function problemText(problem: MessageDescriptor): string {
  const values = problem.values ?? {}
  return problem.message.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}
