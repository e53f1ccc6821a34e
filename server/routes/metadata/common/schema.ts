import { PROPERTY_TYPES } from '../../../live/types.ts'

/*
 * JSON-schema fragments shared by the metadata modules. Lengths here are generous outer bounds (schema
 * failures answer 400 on create too); the spec's limits (names 50, descriptions 500) are rule checks
 * that answer 422 on create and 400 on edit, with message descriptors.
 */

export const nameField = { type: 'string', maxLength: 200 } as const
export const showNameField = { type: 'string', maxLength: 1000 } as const
export const descriptionField = { type: 'string', maxLength: 5000 } as const
export const versionField = { type: 'integer', minimum: 0 } as const
export const namesField = { type: 'array', minItems: 1, maxItems: 10_000, items: nameField } as const

/** A path parameter holding a name. */
export function nameParams(...names: string[]) {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(
      names.map((name) => [name, { type: 'string', minLength: 1, maxLength: 200 }]),
    ),
  } as const
}

/** `POST …/delete` with names (batch delete). */
export const deleteNamesBody = {
  type: 'object',
  additionalProperties: false,
  required: ['names'],
  properties: { names: namesField },
} as const

/** `POST …/cloneTo` (spec: showName, name). */
export const cloneBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: nameField, showName: showNameField },
} as const

export interface CloneBody {
  name: string
  showName?: string
}

export const propertyTypeField = { type: 'string', enum: PROPERTY_TYPES } as const

export const propertyFields = {
  name: nameField,
  showName: showNameField,
  description: descriptionField,
  type: propertyTypeField,
  /** Any JSON value; checked against `type`. */
  defaultValue: {},
  unit: { type: 'string', maxLength: 200 },
  writable: { type: 'boolean' },
} as const

export const propertyInput = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type'],
  properties: propertyFields,
} as const

const paramSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type'],
  properties: {
    name: nameField,
    type: propertyTypeField,
    required: { type: 'boolean' },
    description: descriptionField,
  },
} as const

const paramsField = { type: 'array', maxItems: 100, items: paramSchema } as const

/** The built-in service actions (see model/types.ts ServiceAction); nothing else can run. */
export const actionSchema = {
  type: 'object',
  required: ['kind'],
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'values'],
      properties: {
        kind: { const: 'setProperties' },
        values: {
          type: 'array',
          minItems: 1,
          maxItems: 1000,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['propName'],
            properties: { propName: nameField, value: {}, param: nameField },
          },
        },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'propNames'],
      properties: {
        kind: { const: 'readProperties' },
        propNames: { type: 'array', minItems: 1, maxItems: 1000, items: nameField },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'propName'],
      properties: { kind: { const: 'toggle' }, propName: nameField },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind'],
      properties: { kind: { const: 'snapshot' } },
    },
  ],
} as const

export const serviceFields = {
  name: nameField,
  type: { type: 'string', enum: ['service', 'event'] },
  showName: showNameField,
  description: descriptionField,
  inputs: paramsField,
  outputs: paramsField,
  action: actionSchema,
} as const

export const serviceInput = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: serviceFields,
} as const

/** An alarm-limit entry (spec S1 §3) plus priority and colour. */
export const limitInput = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'alertType', 'limitValue'],
  properties: {
    name: nameField,
    showName: showNameField,
    alertType: { type: 'string', enum: ['gt', 'ge', 'lt', 'le'] },
    limitValue: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 50 }] },
    // Checked by assertLimits, so a bad deadband answers like a bad limit value (422 on create, 400 on edit).
    deadband: {},
    // A published workflow process started on each alarm (alarm → to-do loop); '' for none.
    processName: { type: 'string', maxLength: 100 },
    enabled: { type: 'boolean' },
    priority: { type: 'integer', minimum: 0, maximum: 1000 },
    color: { type: 'string', pattern: '^(#[0-9a-fA-F]{3,8})?$' },
  },
} as const

export const labelsField = { type: 'array', maxItems: 1000, uniqueItems: true, items: nameField } as const
