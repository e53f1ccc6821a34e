import type { AlertType } from '../../../../engine/rules/alarmLimits.ts'
import type { PropertyBinding, PropertyType } from '../../../live/types.ts'

/** Where a property or service of an instance or template comes from. */
export type MemberSource = 'template' | 'feature' | 'object'

/** One property as the API shows it, with inheritance applied. */
export interface PropertyView {
  name: string
  showName: string
  description: string
  type: PropertyType
  defaultValue: unknown
  unit: string
  writable: boolean
  source: MemberSource
  /** The feature that brought the property, when source is 'feature'. */
  featureName: string | null
  /** Comes from the template (or a feature) rather than the record itself. */
  inherited: boolean
  /** An inherited property the instance changes (default, names, unit, binding). */
  overridden: boolean
  binding: PropertyBinding | null
  /** The owner's (template's or instance's) version: member edits send it and bump it. */
  version: number
}

/** An input or output of a service or event. */
export interface ServiceParam {
  name: string
  type: PropertyType
  required?: boolean
  description?: string
}

/** One assignment of a setProperties action: a fixed value, or the value of an input parameter. */
export interface PropertyAssignment {
  propName: string
  value?: unknown
  param?: string
}

/**
 * The built-in actions a service may run. Services never hold script text: the server runs only
 * these, so a model cannot execute code on the server.
 */
export type ServiceAction =
  | { kind: 'setProperties'; values: PropertyAssignment[] }
  | { kind: 'readProperties'; propNames: string[] }
  | { kind: 'toggle'; propName: string }
  | { kind: 'snapshot' }

export type ServiceKind = 'service' | 'event'

export interface ServiceView {
  name: string
  type: ServiceKind
  showName: string
  description: string
  inputs: ServiceParam[]
  outputs: ServiceParam[]
  action: ServiceAction | null
  source: MemberSource
  inherited: boolean
  overridden: boolean
  version: number
}

/** An alarm-limit entry (spec S1 §3) with its priority and colour. */
export interface AlertLimitView {
  name: string
  showName: string
  alertType: AlertType
  limitValue: number
  /** An active alarm clears only once the value is back past the limit by this much (≥ 0, default 0). */
  deadband: number
  /** The workflow process started when this limit raises an alarm ('' for none; alarm → to-do loop). */
  processName: string
  enabled: boolean
  priority: number
  color: string
  inherited: boolean
  overridden: boolean
}

export interface TemplateModel {
  templateId: number
  name: string
  showName: string
  description: string
  features: string[]
  labels: string[]
  properties: PropertyView[]
  services: ServiceView[]
  /** Alarm limits by property name. */
  alertLimits: Record<string, AlertLimitView[]>
  createdAt: string
  updatedAt: string
  version: number
}

export interface ObjectModel {
  objectId: number
  name: string
  showName: string
  description: string
  templateName: string | null
  templateId: number | null
  visible: boolean
  systemProperty: boolean
  labels: string[]
  properties: PropertyView[]
  services: ServiceView[]
  alertLimits: Record<string, AlertLimitView[]>
  createdAt: string
  updatedAt: string
  version: number
}
