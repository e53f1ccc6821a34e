/**
 * The workflow runner: BPMN token semantics over a FlowModel, as pure functions. Each call takes the saved
 * state and returns the next one with the effects the host must carry out (create a task, call a service),
 * so the host can store state and task rows in one transaction: a crash loses no completed step, and a
 * restart simply continues from the stored state. Conditions go through the safe expression evaluator
 * (engine/expression), never JavaScript.
 */
import { compileScopedExpression, ExpressionError } from '../expression/index.ts'
import { withValues } from '../messages.ts'
import { timerDue } from './durations.ts'
import { WORKFLOW_MESSAGES, WorkflowError } from './messages.ts'
import type { FlowEffect, FlowElement, FlowModel, FlowSequence, FlowState, FlowToken } from './model.ts'

/** The state after a step and what the host must do for it. */
export interface StepResult {
  state: FlowState
  effects: FlowEffect[]
}

// A model that loops through gateways without ever waiting would spin for ever inside one step.
const MAX_MOVES_PER_STEP = 10_000

/** Starts an instance: a token on every top-level start event without a trigger (or the given one). */
export function startProcess(
  model: FlowModel,
  variables: Record<string, unknown>,
  now: Date,
  startEventId?: string,
): StepResult {
  const run = new Run(
    model,
    { status: 'running', seq: 0, step: 0, variables: { ...variables }, tokens: [] },
    now,
  )
  const starts = Object.values(model.elements).filter(
    (element) =>
      element.kind === 'startEvent' &&
      element.parent === null &&
      (startEventId ? element.id === startEventId : !element.signal && !element.timer),
  )
  for (const start of starts) run.arrive(run.newToken(start.id, 'root'))
  return run.finish()
}

/**
 * Completes what a token waits for (a user task submitted, a service answered, a called process ended),
 * merging `variables` into the instance's, and moves on.
 */
export function completeToken(
  model: FlowModel,
  state: FlowState,
  tokenId: string,
  variables: Record<string, unknown>,
  now: Date,
): StepResult {
  const run = new Run(model, state, now)
  const token = run.waitingToken(tokenId, ['task', 'service', 'call'])
  Object.assign(run.state.variables, variables)
  run.leaveActivity(token)
  return run.finish()
}

/** Fires every timer due at `now` (timer events and boundary timers), oldest first. */
export function fireDueTimers(model: FlowModel, state: FlowState, now: Date): StepResult {
  const run = new Run(model, state, now)
  const due = run.state.tokens
    .filter(
      (token) =>
        (token.wait === 'timer' || token.wait === 'boundary') && token.due && token.due <= now.toISOString(),
    )
    .sort((a, b) => (a.due ?? '').localeCompare(b.due ?? ''))
  for (const token of due) {
    if (!run.state.tokens.includes(token)) continue // cancelled by an earlier timer of this step
    if (token.wait === 'timer') {
      run.remove(token)
      run.leave(run.element(token.element), token.scope)
    } else run.fireBoundary(token)
  }
  return run.finish()
}

/** Ends the instance: every waiting token is withdrawn (tasks and calls cancelled). */
export function terminateProcess(model: FlowModel, state: FlowState, now: Date): StepResult {
  const run = new Run(model, state, now)
  for (const token of [...run.state.tokens]) run.cancel(token)
  run.state.status = 'terminated'
  return run.finish()
}

/** The earliest time a timer of this state fires, or null. */
export function nextTimer(state: FlowState): string | null {
  let earliest: string | null = null
  for (const token of state.tokens) {
    if (
      (token.wait === 'timer' || token.wait === 'boundary') &&
      token.due &&
      (!earliest || token.due < earliest)
    )
      earliest = token.due
  }
  return earliest
}

/** Ids of the elements where execution stands (the diagram highlights them). */
export function activeElements(state: FlowState): string[] {
  return [...new Set(state.tokens.filter((token) => token.wait !== 'boundary').map((token) => token.element))]
}

/**
 * The choices a user can make when completing the activity `elementId`: the named flows leaving the
 * exclusive or inclusive gateway right after it (its `branch`), empty when there is none.
 */
export function branchesAfter(model: FlowModel, elementId: string): { id: string; name: string }[] {
  const element = model.elements[elementId]
  if (element?.outgoing.length !== 1) return []
  const next = model.flows[element.outgoing[0] ?? '']
  const gateway = next ? model.elements[next.target] : undefined
  if (!gateway || (gateway.kind !== 'exclusiveGateway' && gateway.kind !== 'inclusiveGateway')) return []
  return gateway.outgoing
    .map((id) => model.flows[id])
    .filter((flow): flow is FlowSequence => flow !== undefined && flow.name !== '')
    .map((flow) => ({ id: flow.id, name: flow.name }))
}

class Run {
  readonly state: FlowState
  readonly effects: FlowEffect[] = []
  private moves = 0

  constructor(
    private readonly model: FlowModel,
    state: FlowState,
    private readonly now: Date,
  ) {
    if (state.status !== 'running') throw new WorkflowError(WORKFLOW_MESSAGES.notRunning)
    // Copied, so a refused step leaves the caller's state untouched.
    this.state = structuredClone(state)
    this.state.step++
  }

  finish(): StepResult {
    if (this.state.status === 'running' && this.state.tokens.length === 0) {
      this.state.status = 'completed'
      this.effects.push({ type: 'completed' })
    }
    return { state: this.state, effects: this.effects }
  }

  element(id: string): FlowElement {
    const element = this.model.elements[id]
    if (!element) throw new Error(`workflow model has no element ${id}`)
    return element
  }

  newToken(element: string, scope: string, via?: string): FlowToken {
    const token: FlowToken = { id: `t${++this.state.seq}`, element, scope, wait: 'task' }
    if (via) token.via = via
    return token
  }

  waitingToken(id: string, kinds: FlowToken['wait'][]): FlowToken {
    const token = this.state.tokens.find((candidate) => candidate.id === id)
    if (!token || !kinds.includes(token.wait))
      throw new WorkflowError(withValues(WORKFLOW_MESSAGES.notWaiting, { token: id }))
    return token
  }

  remove(token: FlowToken): void {
    this.state.tokens = this.state.tokens.filter((candidate) => candidate !== token)
  }

  /** A token arrives at its element. */
  arrive(token: FlowToken): void {
    if (++this.moves > MAX_MOVES_PER_STEP)
      throw new WorkflowError(withValues(WORKFLOW_MESSAGES.tooManySteps, { count: MAX_MOVES_PER_STEP }))
    const element = this.element(token.element)
    this.effects.push({ type: 'passed', element: element.id })
    switch (element.kind) {
      case 'startEvent':
      case 'task':
        this.leave(element, token.scope)
        return
      case 'intermediateThrowEvent':
        if (element.signal) this.effects.push({ type: 'signal', name: element.signal })
        this.leave(element, token.scope)
        return
      case 'endEvent':
        if (element.signal) this.effects.push({ type: 'signal', name: element.signal })
        if (element.terminate) this.terminateScope(token.scope)
        this.scopeMayBeDone(token.scope)
        return
      case 'intermediateCatchEvent':
        this.wait(token, 'timer', this.dueOf(element))
        return
      case 'userTask':
        this.wait(token, 'task')
        this.effects.push({ type: 'task', token: token.id, element: element.id })
        this.armBoundaries(token)
        return
      case 'serviceTask':
        this.wait(token, 'service')
        this.effects.push({ type: 'service', token: token.id, element: element.id })
        this.armBoundaries(token)
        return
      case 'callActivity':
        this.wait(token, 'call')
        this.effects.push({ type: 'call', token: token.id, element: element.id })
        this.armBoundaries(token)
        return
      case 'subProcess': {
        this.wait(token, 'scope')
        this.armBoundaries(token)
        const starts = Object.values(this.model.elements).filter(
          (child) => child.parent === element.id && child.kind === 'startEvent',
        )
        for (const start of starts) this.arrive(this.newToken(start.id, token.id))
        this.scopeMayBeDone(token.id)
        return
      }
      case 'exclusiveGateway':
        this.leaveBy(element, token.scope, this.chooseFlows(element, true))
        return
      case 'inclusiveGateway':
        if (element.incoming.length > 1) {
          this.wait(token, 'join')
          this.tryJoins(token.scope)
          return
        }
        this.leaveBy(element, token.scope, this.chooseFlows(element, false))
        return
      case 'parallelGateway':
        if (element.incoming.length > 1) {
          this.wait(token, 'join')
          this.tryJoins(token.scope)
          return
        }
        this.leave(element, token.scope)
        return
      case 'boundaryEvent':
        this.leave(element, token.scope)
        return
    }
  }

  private wait(token: FlowToken, wait: FlowToken['wait'], due?: string): void {
    token.wait = wait
    if (due) token.due = due
    this.state.tokens.push(token)
  }

  private dueOf(element: FlowElement): string {
    const due = element.timer ? timerDue(element.timer, this.now) : null
    if (!due)
      throw new WorkflowError(withValues(WORKFLOW_MESSAGES.badTimer, { element: element.name || element.id }))
    return due
  }

  private armBoundaries(activity: FlowToken): void {
    for (const id of this.model.boundaries[activity.element] ?? []) {
      const boundary = this.element(id)
      if (!boundary.timer) continue
      const token = this.newToken(boundary.id, activity.scope)
      token.attachedTo = activity.id
      this.wait(token, 'boundary', this.dueOf(boundary))
    }
  }

  fireBoundary(token: FlowToken): void {
    this.remove(token)
    const boundary = this.element(token.element)
    const activity = this.state.tokens.find((candidate) => candidate.id === token.attachedTo)
    if (activity && boundary.cancelActivity !== false) this.cancel(activity)
    this.leave(boundary, token.scope)
  }

  /** Withdraws a waiting token and whatever hangs on it (its task, call, timers, sub-process tokens). */
  cancel(token: FlowToken): void {
    if (!this.state.tokens.includes(token)) return
    this.remove(token)
    if (token.wait === 'task') this.effects.push({ type: 'cancelTask', token: token.id })
    if (token.wait === 'call') this.effects.push({ type: 'cancelCall', token: token.id })
    if (token.wait === 'scope') this.terminateScope(token.id)
    for (const attached of this.state.tokens.filter((candidate) => candidate.attachedTo === token.id))
      this.remove(attached)
  }

  private terminateScope(scope: string): void {
    for (const token of this.state.tokens.filter((candidate) => candidate.scope === scope)) this.cancel(token)
  }

  /** An activity is done: its boundary timers go, and it leaves by its outgoing flows. */
  leaveActivity(token: FlowToken): void {
    this.remove(token)
    for (const attached of this.state.tokens.filter((candidate) => candidate.attachedTo === token.id))
      this.remove(attached)
    this.leave(this.element(token.element), token.scope)
  }

  /** Leaves `element` by every outgoing flow whose condition holds (all when none has a condition). */
  leave(element: FlowElement, scope: string): void {
    const flows = element.outgoing.map((id) => this.flow(id))
    const conditional = flows.some((flow) => flow.condition)
    this.leaveBy(element, scope, conditional ? this.chooseFlows(element, false) : flows)
    if (element.outgoing.length === 0) this.scopeMayBeDone(scope)
  }

  private leaveBy(element: FlowElement, scope: string, flows: FlowSequence[]): void {
    for (const flow of flows) {
      this.effects.push({ type: 'passed', element: flow.id })
      this.arrive(this.newToken(flow.target, scope, flow.id))
    }
    if (element.outgoing.length > 0 && flows.length === 0) this.scopeMayBeDone(scope)
  }

  private flow(id: string): FlowSequence {
    const flow = this.model.flows[id]
    if (!flow) throw new Error(`workflow model has no flow ${id}`)
    return flow
  }

  /**
   * The flows to take: for an exclusive choice the first that applies, else all that apply; a flow
   * applies when its condition is true, or, without a condition, when it is the only kind of flow or its
   * name is the chosen `branch`. The default flow is taken when nothing else applies.
   */
  private chooseFlows(element: FlowElement, exclusive: boolean): FlowSequence[] {
    const candidates = element.outgoing.filter((id) => id !== element.defaultFlow).map((id) => this.flow(id))
    if (element.outgoing.length === 1 && !candidates[0]?.condition) return candidates
    const anyCondition = candidates.some((flow) => flow.condition)
    const branch = this.state.variables.branch
    const named = (flow: FlowSequence) =>
      typeof branch === 'string' && branch !== '' && (flow.name === branch || flow.id === branch)
    const anyNamed = candidates.some(named)
    const applies = (flow: FlowSequence): boolean => {
      if (flow.condition) return this.holds(flow)
      if (named(flow)) return true
      return !anyCondition && !anyNamed && !element.defaultFlow
    }
    const chosen: FlowSequence[] = []
    for (const flow of candidates) {
      if (!applies(flow)) continue
      chosen.push(flow)
      if (exclusive) break
    }
    if (chosen.length === 0 && element.defaultFlow) chosen.push(this.flow(element.defaultFlow))
    if (chosen.length === 0)
      throw new WorkflowError(
        withValues(WORKFLOW_MESSAGES.noFlowMatched, { element: element.name || element.id }),
      )
    return chosen
  }

  private holds(flow: FlowSequence): boolean {
    try {
      return Boolean(compileScopedExpression(flow.condition ?? '')(this.state.variables))
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error
      throw new WorkflowError(
        withValues(WORKFLOW_MESSAGES.conditionFailed, { flow: flow.name || flow.id, reason: error.message }),
      )
    }
  }

  /** Fires every join of `scope` whose waiting tokens are complete. */
  private tryJoins(scope: string): void {
    for (let fired = true; fired; ) {
      fired = false
      const waiting = this.state.tokens.filter((token) => token.wait === 'join' && token.scope === scope)
      for (const gateway of new Set(waiting.map((token) => token.element))) {
        const element = this.element(gateway)
        const here = waiting.filter((token) => token.element === gateway)
        const consumed =
          element.kind === 'parallelGateway'
            ? this.parallelReady(element, here)
            : this.inclusiveReady(element, here)
        if (!consumed) continue
        for (const token of consumed) this.remove(token)
        if (element.kind === 'parallelGateway') this.leave(element, scope)
        else this.leaveBy(element, scope, this.chooseFlows(element, false))
        fired = true
        break
      }
    }
  }

  // A parallel join fires when a token waits on each incoming flow; it consumes one per flow.
  private parallelReady(element: FlowElement, here: FlowToken[]): FlowToken[] | null {
    const consumed: FlowToken[] = []
    for (const flow of element.incoming) {
      const token = here.find((candidate) => candidate.via === flow)
      if (!token) return null
      consumed.push(token)
    }
    return consumed
  }

  // An inclusive join fires when no other token of the scope can still reach it.
  private inclusiveReady(element: FlowElement, here: FlowToken[]): FlowToken[] | null {
    const others = this.state.tokens.filter(
      (token) => token.scope === here[0]?.scope && !here.includes(token) && token.wait !== 'boundary',
    )
    for (const token of others) if (this.canReach(token.element, element.id)) return null
    return here
  }

  private canReach(from: string, to: string): boolean {
    const seen = new Set<string>()
    const queue = [from]
    while (queue.length > 0) {
      const id = queue.pop() as string
      if (id === to) return true
      if (seen.has(id)) continue
      seen.add(id)
      const element = this.model.elements[id]
      if (!element) continue
      for (const flow of element.outgoing) queue.push(this.flow(flow).target)
      for (const boundary of this.model.boundaries[id] ?? []) queue.push(boundary)
    }
    return false
  }

  /** When a scope has no tokens left, its sub-process (or, at the top, the process) is done. */
  scopeMayBeDone(scope: string): void {
    if (this.state.tokens.some((token) => token.scope === scope)) return
    if (scope === 'root') return
    const owner = this.state.tokens.find((token) => token.id === scope && token.wait === 'scope')
    if (owner) this.leaveActivity(owner)
  }
}
