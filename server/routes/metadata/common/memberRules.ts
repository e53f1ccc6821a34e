import type { Kysely } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import { readDeadband, readLimitValue } from '../../../../engine/rules/alarmLimits.ts'
import { checkUnique } from '../../../../engine/rules/names.ts'
import type { Database } from '../../../db/schema.ts'
import { HttpError } from '../../../http/httpError.ts'
import type { PropertyType } from '../../../live/types.ts'
import { valueProblem, valueProblemMessage } from '../../../live/values.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import type { PropertyView, ServiceAction, ServiceKind, ServiceParam } from '../model/types.ts'
import {
  assertName,
  assertNoDuplicates,
  assertTexts,
  nameTaken,
  type RuleStatus,
  reservedName,
} from './rules.ts'

/** Property names the runtime answers itself (getPropertyVQTValue: online, drivers). */
export const RESERVED_PROPERTIES = ['online', 'drivers']
/** Service names that are runtime calls of their own. */
const RESERVED_SERVICES = ['getPropertyValue', 'getPropertyVQTValue', 'setPropertyValue', 'debugServices']

export interface PropertyInput {
  name: string
  showName?: string
  description?: string
  type: PropertyType
  defaultValue?: unknown
  unit?: string
  writable?: boolean
}

export interface ServiceInput {
  name: string
  type?: ServiceKind
  showName?: string
  description?: string
  inputs?: ServiceParam[]
  outputs?: ServiceParam[]
  action?: ServiceAction
}

export interface LimitInput {
  name: string
  showName?: string
  alertType: 'gt' | 'ge' | 'lt' | 'le'
  limitValue: number | string
  /** Any JSON passes the schema; `assertLimits` requires a number ≥ 0 with the rule's status. */
  deadband?: unknown
  /** A workflow process (diagram name) to start when the limit raises an alarm; checked by limitProcess.ts. */
  processName?: string
  enabled?: boolean
  priority?: number
  color?: string
}

/** 400/422 unless every unit named exists. */
export async function assertUnits(db: Kysely<Database>, status: RuleStatus, units: readonly string[]) {
  const wanted = [...new Set(units.filter((unit) => unit !== ''))]
  if (wanted.length === 0) return
  const rows = await db.selectFrom('units').select('name').where('name', 'in', wanted).execute()
  const known = new Set(rows.map((row) => row.name))
  const missing = wanted.filter((unit) => !known.has(unit))
  if (missing.length > 0)
    throw new HttpError(
      status,
      withValues(METADATA_ROUTE_MESSAGES.unknownUnits, { names: missing.join(', ') }),
    )
}

/**
 * The longest default value, as the JSON text it is stored as: a text default fits a line of an operator's
 * screen many times over, a `json` default a sizeable table. Longer ones are a mistake (or an attack) that
 * every object of the template would copy into memory.
 */
export const MAX_DEFAULT_LENGTH = { text: 10_000, json: 65_536 } as const

/** A default value must fit the property's type exactly and stay within `MAX_DEFAULT_LENGTH`. */
export function assertDefault(status: RuleStatus, name: string, type: PropertyType, value: unknown): void {
  if (value === undefined) return
  const problem = valueProblem(type, value)
  if (problem) throw new HttpError(status, valueProblemMessage('default', name, type, problem))
  const limit = type === 'json' ? MAX_DEFAULT_LENGTH.json : MAX_DEFAULT_LENGTH.text
  const length = typeof value === 'string' ? value.length : JSON.stringify(value).length
  if (length > limit) {
    throw new HttpError(status, withValues(METADATA_ROUTE_MESSAGES.defaultTooLong, { name, limit }))
  }
}

/**
 * New properties: names by rule, not reserved, not twice in the request, not already `taken` (the owner's
 * other properties, inherited ones included); texts within limits; defaults fitting their types; units known.
 */
export async function assertNewProperties(
  db: Kysely<Database>,
  status: RuleStatus,
  inputs: readonly PropertyInput[],
  taken: readonly string[],
): Promise<void> {
  for (const input of inputs) {
    assertName(status, input.name)
    if (RESERVED_PROPERTIES.includes(input.name.toLowerCase())) throw reservedName(status, input.name)
    assertTexts(status, input)
    assertDefault(status, input.name, input.type, input.defaultValue)
  }
  assertNoDuplicates(
    status,
    inputs.map((input) => input.name),
  )
  for (const input of inputs) {
    if (checkUnique(input.name, taken, { ignoreCase: true })) throw nameTaken(input.name)
  }
  await assertUnits(
    db,
    status,
    inputs.map((input) => input.unit ?? ''),
  )
}

const find = (properties: readonly PropertyView[], name: string) => properties.find((p) => p.name === name)

/** Services and events: names, texts, and actions that only touch existing, fitting properties. */
export function assertServices(
  status: RuleStatus,
  inputs: readonly ServiceInput[],
  properties: readonly PropertyView[],
  taken: readonly { name: string; type: ServiceKind }[],
): void {
  for (const input of inputs) {
    const kind = input.type ?? 'service'
    assertName(status, input.name)
    if (RESERVED_SERVICES.some((name) => name.toLowerCase() === input.name.toLowerCase())) {
      throw reservedName(status, input.name)
    }
    assertTexts(status, input)
    for (const param of [...(input.inputs ?? []), ...(input.outputs ?? [])]) assertName(status, param.name)
    assertNoDuplicates(
      status,
      (input.inputs ?? []).map((p) => p.name),
    )
    assertNoDuplicates(
      status,
      (input.outputs ?? []).map((p) => p.name),
    )
    if (kind === 'event' && input.action)
      throw new HttpError(status, withValues(METADATA_ROUTE_MESSAGES.eventWithAction, { name: input.name }))
    if (kind === 'service') {
      if (!input.action)
        throw new HttpError(
          status,
          withValues(METADATA_ROUTE_MESSAGES.serviceNeedsAction, { name: input.name }),
        )
      assertAction(status, input.name, input.action, input.inputs ?? [], properties)
    }
  }
  for (const kind of ['service', 'event'] as const) {
    const names = inputs.filter((input) => (input.type ?? 'service') === kind).map((input) => input.name)
    assertNoDuplicates(status, names)
    const existing = taken.filter((t) => t.type === kind).map((t) => t.name)
    for (const name of names) if (checkUnique(name, existing, { ignoreCase: true })) throw nameTaken(name)
  }
}

function assertAction(
  status: RuleStatus,
  service: string,
  action: ServiceAction,
  inputs: readonly ServiceParam[],
  properties: readonly PropertyView[],
): void {
  const property = (name: string) => {
    const found = find(properties, name)
    if (!found)
      throw new HttpError(
        status,
        withValues(METADATA_ROUTE_MESSAGES.serviceUnknownProperty, { service, name }),
      )
    return found
  }
  switch (action.kind) {
    case 'setProperties':
      for (const assignment of action.values) {
        const target = property(assignment.propName)
        const hasValue = assignment.value !== undefined
        if (hasValue === (assignment.param !== undefined)) {
          throw new HttpError(
            status,
            withValues(METADATA_ROUTE_MESSAGES.valueOrParameter, { name: assignment.propName }),
          )
        }
        if (hasValue) {
          const problem = valueProblem(target.type, assignment.value)
          if (problem)
            throw new HttpError(
              status,
              valueProblemMessage('value', assignment.propName, target.type, problem),
            )
        } else {
          const param = inputs.find((p) => p.name === assignment.param)
          if (!param)
            throw new HttpError(
              status,
              withValues(METADATA_ROUTE_MESSAGES.serviceNoInput, { service, name: String(assignment.param) }),
            )
          if (!compatible(param.type, target.type)) {
            throw new HttpError(
              status,
              withValues(METADATA_ROUTE_MESSAGES.inputCannotSet, {
                input: param.name,
                inputType: param.type,
                name: target.name,
                type: target.type,
              }),
            )
          }
        }
      }
      return
    case 'readProperties':
      for (const name of action.propNames) property(name)
      return
    case 'toggle':
      if (property(action.propName).type !== 'bool') {
        throw new HttpError(
          status,
          withValues(METADATA_ROUTE_MESSAGES.toggleNeedsBool, { name: action.propName }),
        )
      }
      return
    case 'snapshot':
      return
  }
}

/** Whether a value checked as `from` always fits a property of type `to`. */
function compatible(from: PropertyType, to: PropertyType): boolean {
  if (from === to || to === 'json') return true
  const integers = ['int', 'long']
  const numbers = [...integers, 'float', 'double']
  if (integers.includes(to)) return integers.includes(from)
  if (numbers.includes(to)) return numbers.includes(from)
  return false
}

/** Alarm limits of one property: numeric properties only, numeric limits, names by rule and unique. */
export function assertLimits(
  status: RuleStatus,
  property: PropertyView,
  limits: readonly LimitInput[],
): void {
  if (limits.length > 0 && !['int', 'long', 'float', 'double'].includes(property.type)) {
    throw new HttpError(
      status,
      withValues(METADATA_ROUTE_MESSAGES.limitsNeedNumber, { name: property.name, type: property.type }),
    )
  }
  for (const limit of limits) {
    assertName(status, limit.name, { allowHyphen: true })
    assertTexts(status, { showName: limit.showName })
    if (readLimitValue(limit.limitValue) === null) {
      throw new HttpError(status, withValues(METADATA_ROUTE_MESSAGES.limitValueNumber, { name: limit.name }))
    }
    if (limit.deadband !== undefined && readDeadband(limit.deadband) === null) {
      throw new HttpError(status, withValues(METADATA_ROUTE_MESSAGES.deadbandNumber, { name: limit.name }))
    }
  }
  assertNoDuplicates(
    status,
    limits.map((limit) => limit.name),
  )
}

/** A property input seen as a view, to check services and limits against it before it is stored. */
export function inputAsView(input: PropertyInput): PropertyView {
  return {
    name: input.name,
    showName: input.showName ?? '',
    description: input.description ?? '',
    type: input.type,
    defaultValue: input.defaultValue,
    unit: input.unit ?? '',
    writable: input.writable !== false,
    source: 'object',
    featureName: null,
    inherited: false,
    overridden: false,
    binding: null,
    version: 0,
  }
}

/** Alarm limits by property name: each property must exist among `properties`. */
export function assertLimitsMap(
  status: RuleStatus,
  map: Record<string, readonly LimitInput[]> | undefined,
  properties: readonly PropertyView[],
): void {
  for (const [propName, limits] of Object.entries(map ?? {})) {
    const property = find(properties, propName)
    if (!property)
      throw new HttpError(
        status,
        withValues(METADATA_ROUTE_MESSAGES.limitsUnknownProperty, { name: propName }),
      )
    assertLimits(status, property, limits)
  }
}
