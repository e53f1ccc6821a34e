/** Keys are identifiers such as loginImgs or user_widget_alarm_color; they become a path segment. */
export const KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]{0,99}$'

export const saveRecordBody = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'configValue'],
  properties: {
    key: { type: 'string', pattern: KEY_PATTERN },
    // A JSON string; large page-level settings fit, the request body limit is 4 MB.
    configValue: { type: 'string', maxLength: 1_000_000 },
    /** The version the edit is based on; 0 or absent creates the record. */
    version: { type: 'integer', minimum: 0 },
  },
} as const

export interface SaveRecordBody {
  key: string
  configValue: string
  version?: number
}

export const recordParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', pattern: KEY_PATTERN } },
} as const
