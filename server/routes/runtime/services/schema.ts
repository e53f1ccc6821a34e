const nameField = { type: 'string', minLength: 1, maxLength: 200 } as const

export const objectParams = {
  type: 'object',
  required: ['objName'],
  properties: { objName: nameField },
} as const

export const serviceParams = {
  type: 'object',
  required: ['objName', 'serviceName'],
  properties: { objName: nameField, serviceName: nameField },
} as const

/** `propName` for one value, `propNames` for several, neither for all. */
export const getValueBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    propName: nameField,
    propNames: { type: 'array', maxItems: 5000, items: nameField },
  },
} as const

export const getVqtBody = {
  type: 'object',
  additionalProperties: false,
  required: ['propName'],
  properties: { propName: nameField },
} as const

/** `propValue` is any JSON value; it is checked against the property's type. */
export const setValueBody = {
  type: 'object',
  additionalProperties: false,
  required: ['propName', 'propValue'],
  properties: { propName: nameField, propValue: {} },
} as const

/** Several properties of one object at once (a form's submit): at most 200, all checked before any is written. */
export const setValuesBody = {
  type: 'object',
  additionalProperties: false,
  required: ['values'],
  properties: {
    values: { type: 'object', minProperties: 1, maxProperties: 200, propertyNames: nameField },
  },
} as const

export const debugBody = {
  type: 'object',
  additionalProperties: false,
  required: ['serviceName'],
  properties: { serviceName: nameField, params: { type: 'object', maxProperties: 100 } },
} as const

/** A service's parameters are the body itself. */
export const serviceBody = { type: 'object', maxProperties: 100 } as const
