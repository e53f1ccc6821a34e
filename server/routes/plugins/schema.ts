/** A plugin id: `category.name` with a camelCase name (engine/plugins/pluginCheck.ts says it exactly). */
const pluginId = {
  type: 'string',
  minLength: 3,
  maxLength: 100,
  pattern: '^[a-z]+\\.[a-z][A-Za-z0-9]*$',
} as const

/** The largest module the server keeps: a widget bundle with its views, not an application. */
export const MODULE_MAX_CHARS = 2 * 1024 * 1024

/**
 * An upload: the manifest the kit's `build-plugin` wrote (`<id>.manifest.json`) and the module's source
 * text (`<id>.js`). The envelope is checked here; the manifest's contract in `manifest.ts`.
 */
export const installBody = {
  type: 'object',
  additionalProperties: false,
  required: ['manifest', 'module'],
  properties: {
    manifest: {
      type: 'object',
      required: ['id', 'version', 'category', 'title', 'defaultSize', 'props', 'render'],
      properties: {
        id: pluginId,
        version: { type: 'integer', minimum: 1, maximum: 1_000_000 },
        category: { type: 'string', minLength: 1, maxLength: 30 },
        render: { type: 'string', enum: ['dom', 'canvas'] },
        title: { type: 'object' },
        defaultSize: { type: 'object' },
        props: { type: 'object' },
      },
    },
    module: { type: 'string', minLength: 1, maxLength: MODULE_MAX_CHARS },
  },
} as const

export interface InstallBody {
  manifest: Record<string, unknown> & { id: string; version: number }
  module: string
}

export const pluginParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: pluginId },
} as const

export interface PluginParams {
  id: string
}

/** Enabling or disabling: a disabled plugin stays installed but no browser registers it. */
export const enableBody = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled'],
  properties: { enabled: { type: 'boolean' } },
} as const

export interface EnableBody {
  enabled: boolean
}

/** The module address carries its checksum, so a browser may keep it for good. */
export const moduleQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { v: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
} as const
