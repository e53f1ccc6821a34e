/* JSON schemas of the workflow calls (spec S1 §7 "Workflow"). Pages count from 0 (S1 §3 pagination). */

const page = { type: 'integer', minimum: 0, default: 0 } as const
const size = (fallback: number) =>
  ({ type: 'integer', minimum: 1, maximum: 1000, default: fallback }) as const
const name = { type: 'string', minLength: 1, maxLength: 200 } as const
const xml = { type: 'string', maxLength: 4 * 1024 * 1024 } as const
const flag = { type: 'string', enum: ['true', 'false', '0', '1'] } as const
/** Form data travels as a JSON object of field values. */
const data = { type: 'object', maxProperties: 500 } as const
const text = (max: number) => ({ type: 'string', maxLength: max }) as const

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const
export interface IdParams {
  id: number
}

export const diagramListQuery = {
  type: 'object',
  required: ['appId'],
  properties: {
    appId: { type: 'integer', minimum: 1 },
    page,
    size: size(20),
    type: text(50),
    name: text(200),
  },
} as const
export interface DiagramListQuery {
  appId: number
  page: number
  size: number
  type?: string
  name?: string
}

export const createDiagramBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appId', 'diagramName'],
  properties: {
    appId: { type: 'integer', minimum: 1 },
    diagramName: name,
    type: text(50),
    description: text(2000),
    xml,
  },
} as const
export interface CreateDiagramBody {
  appId: number
  diagramName: string
  type?: string
  description?: string
  xml?: string
}

export const updateDiagramBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { diagramName: name, description: text(2000), xml, version: { type: 'integer', minimum: 1 } },
} as const
export interface UpdateDiagramBody {
  diagramName?: string
  description?: string
  xml?: string
  version: number
}

export const publishBody = {
  type: 'object',
  additionalProperties: false,
  properties: { isNew: { type: 'boolean' }, id: { type: 'integer', minimum: 1 } },
} as const
export interface PublishBody {
  isNew?: boolean
  id?: number
}

export const startBody = {
  type: 'object',
  additionalProperties: false,
  properties: { user: text(200), data, audit: text(2000), branch: text(200) },
} as const
export interface StartBody {
  user?: string
  data?: Record<string, unknown>
  audit?: string
  branch?: string
}

export const doneQuery = {
  type: 'object',
  properties: { done: flag, page, size: size(20), all: flag, status: text(20) },
} as const
export interface DoneQuery {
  done?: boolean | string
  page: number
  size: number
  all?: boolean | string
  status?: string
}

export const generateQuery = { type: 'object', properties: { done: flag } } as const

export const versionListQuery = {
  type: 'object',
  properties: {
    appId: { type: 'integer', minimum: 1 },
    diagramName: text(200),
    diagramId: { type: 'integer', minimum: 1 },
    currentVersion: { type: 'integer', minimum: 0 },
    page,
    size: size(15),
    type: text(20),
  },
} as const
export interface VersionListQuery {
  appId?: number
  diagramName?: string
  diagramId?: number
  currentVersion?: number
  page: number
  size: number
  type?: string
}

export const versionIdBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const
export const versionIdQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const

export const submitBody = {
  type: 'object',
  additionalProperties: false,
  properties: { audit: text(2000), data, branch: text(200), version: { type: 'integer', minimum: 1 } },
} as const
export interface SubmitBody {
  audit?: string
  data?: Record<string, unknown>
  branch?: string
  version?: number
}

export const tempDataBody = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data },
} as const

export const delegateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['taskId', 'userTo'],
  properties: { taskId: { type: 'integer', minimum: 1 }, userTo: name, reason: text(500) },
} as const
export interface DelegateBody {
  taskId: number
  userTo: string
  reason?: string
}

export const delegationQuery = {
  type: 'object',
  properties: { page, size: size(20), status: { type: 'string', enum: ['active', 'done', 'cancelled'] } },
} as const
export interface DelegationQuery {
  page: number
  size: number
  status?: 'active' | 'done' | 'cancelled'
}

export const cancelDelegationBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'userFrom'],
  properties: { id: { type: 'integer', minimum: 1 }, userFrom: { type: 'integer', minimum: 1 } },
} as const

export const templateQuery = {
  type: 'object',
  properties: { name: text(200), page, size: size(20), appId: { type: 'integer', minimum: 1 } },
} as const
export interface TemplateQuery {
  name?: string
  page: number
  size: number
  appId?: number
}
export const templateAddBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'appId'],
  properties: { name, appId: { type: 'integer', minimum: 1 }, type: { type: 'integer' }, xml },
} as const
export const templateUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 }, name, xml },
} as const
export const templateDeleteBody = versionIdBody

/** `'true'` and `'1'` are yes. */
export function yes(value: boolean | string | undefined): boolean {
  return value === true || value === 'true' || value === '1'
}

/** An optional body sent as an empty JSON body (the spec's client always says JSON) is `{}`. */
export async function emptyBodyIsObject(request: { body: unknown }): Promise<void> {
  request.body ??= {}
}

/** Acknowledging a to-do's alarm: an optional comment for the alarm journal. */
export const ackAlarmBody = {
  type: 'object',
  additionalProperties: false,
  properties: { comment: { type: 'string', maxLength: 1000 } },
} as const
export interface AckAlarmBody {
  comment?: string
}
