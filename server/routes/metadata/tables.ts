import type { Generated } from 'kysely'

/*
 * Table types of migration 0020 (object models). They join the shared `Database` interface by module
 * augmentation, so this area adds its tables without editing server/db/schema.ts. Conventions as there:
 * JSON is text, booleans are 0/1 integers, timestamps are ISO text, edited records carry `version`.
 */

interface Named {
  name: string
  showName: Generated<string>
  description: Generated<string>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface ObjectTemplatesTable extends Named {
  templateId: Generated<number>
}

export interface FeaturesTable extends Named {
  featureId: Generated<number>
}

export interface TemplateFeaturesTable {
  templateId: number
  featureId: number
  sortOrder: Generated<number>
}

export interface ObjectsTable extends Named {
  objectId: Generated<number>
  templateId: number | null
  visible: Generated<number>
  systemProperty: Generated<number>
}

/** Exactly one owner column is set. In an instance's override row, NULL columns inherit. */
export interface ModelPropertiesTable {
  propertyId: Generated<number>
  templateId: number | null
  featureId: number | null
  objectId: number | null
  name: string
  showName: string | null
  description: string | null
  type: string | null
  /** JSON text of the default value. */
  defaultValue: string | null
  unit: string | null
  writable: number | null
  /** JSON text `{ connector, ...settings }`; instance rows only. */
  binding: string | null
  sortOrder: Generated<number>
}

export interface ModelServicesTable {
  serviceId: Generated<number>
  templateId: number | null
  objectId: number | null
  /** 'service' | 'event' */
  kind: string
  name: string
  showName: Generated<string>
  description: Generated<string>
  /** JSON text: [{ name, type }] */
  inputs: Generated<string>
  outputs: Generated<string>
  /** JSON text of a built-in action; NULL for events. */
  action: string | null
  sortOrder: Generated<number>
}

export interface AlertLimitsTable {
  limitId: Generated<number>
  templateId: number | null
  objectId: number | null
  propName: string
  name: string
  showName: Generated<string>
  alertType: string
  limitValue: number
  deadband: Generated<number>
  /** Migration 0072: the workflow process started when this limit raises an alarm ('' for none). */
  processName: Generated<string>
  enabled: Generated<number>
  priority: Generated<number>
  color: Generated<string>
  sortOrder: Generated<number>
}

export interface LabelTypesTable {
  labelTypeId: Generated<number>
  labelName: string
  description: Generated<string>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface ModelLabelsTable {
  labelId: Generated<number>
  labelName: string
  labelTypeId: number | null
  description: Generated<string>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface TemplateLabelsTable {
  templateId: number
  labelId: number
}

export interface ObjectLabelsTable {
  objectId: number
  labelId: number
}

export interface UnitsTable {
  unitId: Generated<number>
  name: string
  description: Generated<string>
  visible: Generated<number>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface DatastructsTable extends Named {
  datastructId: Generated<number>
}

export interface DatastructFieldsTable {
  fieldId: Generated<number>
  datastructId: number
  name: string
  type: string
  description: Generated<string>
  sortOrder: Generated<number>
}

export interface NetworksTable {
  networkId: Generated<number>
  networkName: string
  showName: Generated<string>
  description: Generated<string>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface NetworkMembersTable {
  networkId: number
  objectId: number
  parentObjectId: number | null
  networkOrder: Generated<number>
}

export interface ModelSubscriptionsTable {
  subscriptionId: Generated<number>
  objectId: number
  ownerType: string
  ownerName: string
  queryType: string
  target: Generated<string>
  createdAt: string
}

declare module '../../db/schema.ts' {
  interface Database {
    objectTemplates: ObjectTemplatesTable
    features: FeaturesTable
    templateFeatures: TemplateFeaturesTable
    objects: ObjectsTable
    modelProperties: ModelPropertiesTable
    modelServices: ModelServicesTable
    alertLimits: AlertLimitsTable
    labelTypes: LabelTypesTable
    modelLabels: ModelLabelsTable
    templateLabels: TemplateLabelsTable
    objectLabels: ObjectLabelsTable
    units: UnitsTable
    datastructs: DatastructsTable
    datastructFields: DatastructFieldsTable
    networks: NetworksTable
    networkMembers: NetworkMembersTable
    modelSubscriptions: ModelSubscriptionsTable
  }
}
