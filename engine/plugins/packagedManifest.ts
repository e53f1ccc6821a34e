/**
 * A third-party plugin's manifest as JSON: what the kit's `build-plugin` writes beside the plugin's one
 * ES module, what an administrator uploads and what the server keeps. JSON carries no functions: a
 * cross-field rule's check, a migration's step and a custom hit test stay in the module, and only their
 * descriptions travel here. The server checks widgets with the schema alone; the browser registers the
 * module's own plugin, whose id and version must match the manifest's.
 */
import type { MessageDescriptor } from '../messages.ts'
import type { WidgetManifest } from './contract.ts'
import { manifestProblems } from './pluginCheck.ts'
import type { PropsSchema } from './propsSchema.ts'

/** The format's version, bumped when the shape of a packaged manifest changes. */
export const PACKAGED_MANIFEST_FORMAT = 1

/** The languages whose catalogues a packaged manifest may carry. */
export const PACKAGED_LOCALES = ['en-us', 'zh-cn'] as const

/** Compiled lingui messages by id, per language. */
export type PackagedMessages = Partial<Record<(typeof PACKAGED_LOCALES)[number], Record<string, unknown>>>

/** The JSON manifest of a built plugin. */
export interface PackagedManifest {
  format: number
  id: string
  version: number
  category: string
  categoryTitle?: MessageDescriptor
  order?: number
  title: MessageDescriptor
  icon?: unknown
  defaultSize: { w: number; h: number }
  props: unknown
  render: 'dom' | 'canvas'
  events?: Record<string, { label: MessageDescriptor }>
  rules?: { fields: string[]; message: MessageDescriptor }[]
  migrations?: { id: string; toVersion: number }[]
  /** 'custom' when the module tests clicks itself: the server and the palette treat it as the box. */
  hit?: 'box' | 'ellipse' | 'custom'
  messages?: PackagedMessages
}

/** `value` as JSON: functions and undefined members are left out. */
function json(value: unknown): unknown {
  if (typeof value === 'function' || value === undefined) return undefined
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => json(item) ?? null)
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const converted = json(item)
    if (converted !== undefined) out[key] = converted
  }
  return out
}

/** The packaged manifest of a plugin (the kit's build calls it with the plugin's compiled catalogues). */
export function packManifest(
  plugin: WidgetManifest & { render: 'dom' | 'canvas' },
  messages: PackagedMessages = {},
): PackagedManifest {
  const hit = plugin.hit === undefined ? undefined : typeof plugin.hit === 'function' ? 'custom' : plugin.hit
  return json({
    format: PACKAGED_MANIFEST_FORMAT,
    id: plugin.id,
    version: plugin.version,
    category: plugin.category,
    categoryTitle: plugin.categoryTitle,
    order: plugin.order,
    title: plugin.title,
    icon: plugin.icon,
    defaultSize: plugin.defaultSize,
    props: plugin.props,
    render: plugin.render,
    events: plugin.events,
    rules: plugin.rules?.map((rule) => ({ fields: [...rule.fields], message: rule.message })),
    migrations: plugin.migrations?.map((migration) => ({ id: migration.id, toVersion: migration.toVersion })),
    hit,
    messages,
  }) as PackagedManifest
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The manifest a server can check widgets with, or every way the JSON breaks the contract. Rules hold and
 * migrations keep the props as they are: their code is in the module, which only browsers run.
 */
export function unpackManifest(
  value: unknown,
): { ok: true; manifest: WidgetManifest; packaged: PackagedManifest } | { ok: false; problems: string[] } {
  if (!isObject(value)) return { ok: false, problems: ['the manifest must be a JSON object'] }
  const packaged = value as unknown as PackagedManifest
  const problems: string[] = []
  if (packaged.format !== PACKAGED_MANIFEST_FORMAT) {
    problems.push(`format must be ${PACKAGED_MANIFEST_FORMAT} (a manifest written by the kit's build-plugin)`)
  }
  if (packaged.render !== 'dom' && packaged.render !== 'canvas')
    problems.push(`render must be 'dom' or 'canvas'`)
  if (packaged.hit !== undefined && !['box', 'ellipse', 'custom'].includes(packaged.hit)) {
    problems.push(`hit must be 'box', 'ellipse' or 'custom'`)
  }
  if (!isObject(packaged.props)) problems.push('props must be a schema object')
  if (packaged.rules !== undefined && !Array.isArray(packaged.rules)) problems.push('rules must be a list')
  if (packaged.migrations !== undefined && !Array.isArray(packaged.migrations)) {
    problems.push('migrations must be a list')
  }
  problems.push(...messageProblems(packaged.messages))
  if (problems.length > 0) return { ok: false, problems }
  const manifest: WidgetManifest = {
    id: packaged.id,
    version: packaged.version,
    category: packaged.category,
    ...(packaged.categoryTitle ? { categoryTitle: packaged.categoryTitle } : {}),
    ...(packaged.order !== undefined ? { order: packaged.order } : {}),
    title: packaged.title,
    ...(packaged.icon !== undefined ? { icon: packaged.icon as WidgetManifest['icon'] } : {}),
    defaultSize: packaged.defaultSize,
    props: packaged.props as PropsSchema,
    ...(packaged.events ? { events: packaged.events as WidgetManifest['events'] } : {}),
    rules: (packaged.rules ?? []).map((rule) => ({ ...rule, holds: () => true })),
    migrations: (packaged.migrations ?? []).map((migration) => ({ ...migration, up: (props) => props })),
    hit: packaged.hit === 'ellipse' ? 'ellipse' : 'box',
  }
  const contract = safeProblems(manifest)
  return contract.length > 0 ? { ok: false, problems: contract } : { ok: true, manifest, packaged }
}

/** The contract check, which may trip over shapes JSON allows and TypeScript does not (a field as a number). */
function safeProblems(manifest: WidgetManifest): string[] {
  try {
    return manifestProblems(manifest)
  } catch (error) {
    return [`the manifest cannot be read: ${(error as Error).message}`]
  }
}

function messageProblems(messages: unknown): string[] {
  if (messages === undefined) return []
  if (!isObject(messages)) return ['messages must be an object of catalogues by language']
  return Object.entries(messages).flatMap(([locale, catalogue]) => {
    if (!(PACKAGED_LOCALES as readonly string[]).includes(locale)) {
      return [`messages: '${locale}' is not a language of Gantry (${PACKAGED_LOCALES.join(', ')})`]
    }
    return isObject(catalogue) ? [] : [`messages of ${locale} must be an object of messages by id`]
  })
}
