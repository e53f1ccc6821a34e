/**
 * The sanity check behind definePlugin and register. Problems are English sentences for plugin authors,
 * not user messages: they surface while a plugin is developed or installed, never to an operator.
 */
import { EVENT_NAMES, isEventName } from '../document/persisted.ts'
import { formatMessage } from '../messages.ts'
import type { WidgetManifest, WidgetPlugin } from './contract.ts'
import { defaultProps, type PropField, type PropFieldKind, type PropsSchema } from './propsSchema.ts'
import { validateProps, wholeMatch } from './propsValidation.ts'

const PLUGIN_ID = /^([a-z]+)\.[a-z][A-Za-z0-9]*$/
const CATEGORY = /^[a-z]+$/
// Identifiers only: integer-like keys would be reordered by JS objects (breaking inspector order), and
// dots would make the `series.2.color` error paths ambiguous.
const PROP_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/
const FIELD_KINDS: ReadonlySet<string> = new Set([
  'string',
  'number',
  'boolean',
  'color',
  'enum',
  'json',
  'image',
  'pageRef',
  'processRef',
  'list',
] satisfies PropFieldKind[])

/** Every way the plugin (manifest and views) breaks the contract; empty when it keeps it. */
export function pluginProblems(plugin: WidgetPlugin<PropsSchema, unknown, string>): string[] {
  if (typeof plugin !== 'object' || plugin === null) return ['a plugin must be an object']
  return [...manifestProblems(plugin), ...viewProblems(plugin)]
}

/** Every way a manifest (the metadata without views) breaks the contract; empty when it keeps it. */
export function manifestProblems(manifest: WidgetManifest<PropsSchema>): string[] {
  if (typeof manifest !== 'object' || manifest === null) return ['a plugin must be an object']
  return [
    ...identityProblems(manifest),
    ...migrationProblems(manifest),
    ...eventProblems(manifest),
    ...schemaProblems(manifest.props),
    ...ruleProblems(manifest),
  ]
}

/** Every way a plugin's render kind and views break the contract. */
export function viewProblems(plugin: WidgetPlugin<PropsSchema, unknown, string>): string[] {
  if (typeof plugin !== 'object' || plugin === null) return []
  const problems: string[] = []
  if (plugin.render !== 'dom' && plugin.render !== 'canvas') problems.push(`render must be 'dom' or 'canvas'`)
  if (typeof plugin.views?.design !== 'function' || typeof plugin.views?.runtime !== 'function') {
    problems.push('views.design and views.runtime must be functions returning a promise')
  }
  if (plugin.views?.paint !== undefined && typeof plugin.views.paint !== 'function') {
    problems.push('views.paint must be a function returning a promise')
  }
  return problems
}

function identityProblems(plugin: WidgetManifest<PropsSchema>): string[] {
  const problems: string[] = []
  const idMatch = typeof plugin.id === 'string' ? PLUGIN_ID.exec(plugin.id) : null
  if (typeof plugin.category !== 'string' || !CATEGORY.test(plugin.category)) {
    problems.push('category must be a lower-case word')
  }
  if (!idMatch) {
    problems.push(`id must read 'category.name' with a camelCase name, e.g. 'chart.line'`)
  } else if (idMatch[1] !== plugin.category) {
    problems.push(`id must start with its category '${plugin.category}.'`)
  }
  if (!Number.isInteger(plugin.version) || plugin.version < 1) problems.push('version must be an integer ≥ 1')
  if (typeof plugin.title?.id !== 'string' || typeof plugin.title.message !== 'string') {
    problems.push('title must be a message descriptor')
  }
  const { w, h } = plugin.defaultSize ?? {}
  if (!isPositive(w) || !isPositive(h)) problems.push('defaultSize w and h must be positive numbers')
  if (plugin.order !== undefined && !Number.isFinite(plugin.order)) problems.push('order must be a number')
  if (plugin.categoryTitle !== undefined && typeof plugin.categoryTitle?.id !== 'string') {
    problems.push('categoryTitle must be a message descriptor')
  }
  const { hit } = plugin
  if (hit !== undefined && hit !== 'box' && hit !== 'ellipse' && typeof hit !== 'function') {
    problems.push(`hit must be 'box', 'ellipse' or a function`)
  }
  return problems
}

function ruleProblems(manifest: WidgetManifest<PropsSchema>): string[] {
  return (manifest.rules ?? []).flatMap((rule, index) => {
    const name = `rule ${index + 1}`
    const problems: string[] = []
    if (!Array.isArray(rule.fields) || rule.fields.length === 0) problems.push(`${name} needs fields`)
    else
      for (const key of rule.fields)
        if (!Object.hasOwn(manifest.props, key)) problems.push(`${name} names '${key}', which is no prop`)
    if (typeof rule.message?.id !== 'string') problems.push(`${name} needs a message descriptor`)
    if (typeof rule.holds !== 'function') problems.push(`${name} needs a holds function`)
    else if (problems.length === 0 && !rule.holds(defaultProps(manifest.props))) {
      problems.push(`${name} (${rule.fields.join(', ')}) does not hold for the defaults`)
    }
    return problems
  })
}

function migrationProblems(plugin: WidgetManifest<PropsSchema>): string[] {
  const migrations = plugin.migrations ?? []
  const problems: string[] = []
  const ids = new Set<string>()
  migrations.forEach((migration, index) => {
    const expected = index + 2
    const name = `migration ${index + 1} ('${migration.id}')`
    if (typeof migration.id !== 'string' || migration.id === '')
      problems.push(`migration ${index + 1} needs an id`)
    else if (ids.has(migration.id)) problems.push(`${name} repeats an id`)
    ids.add(migration.id)
    if (migration.toVersion !== expected) {
      problems.push(`${name} must have toVersion ${expected}: migrations ascend from 2 without gaps`)
    }
    if (typeof migration.up !== 'function') problems.push(`${name} needs an up function`)
  })
  if (Number.isInteger(plugin.version) && migrations.length !== plugin.version - 1) {
    problems.push(
      `version ${plugin.version} needs ${plugin.version - 1} migrations, found ${migrations.length}`,
    )
  }
  return problems
}

function eventProblems(plugin: WidgetManifest<PropsSchema>): string[] {
  return Object.keys(plugin.events ?? {})
    .filter((name) => !isEventName(name))
    .map((name) => `event '${name}' cannot be stored; events are ${EVENT_NAMES.join(', ')}`)
}

/** Every problem of a props schema: malformed fields first; the defaults are checked once those are sound. */
export function schemaProblems(schema: PropsSchema): string[] {
  const problems = shapeProblems(schema, '')
  return problems.length > 0 ? problems : defaultProblems(schema, '')
}

function shapeProblems(schema: PropsSchema, path: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [`props${path && ` of ${path}`} must be a schema`]
  return Object.entries(schema).flatMap(([key, f]) => fieldProblems(key, f, path))
}

// A list's item defaults are what a new row starts with, so they must validate as much as the widget's.
function defaultProblems(schema: PropsSchema, path: string): string[] {
  const owner = path === '' ? '' : ` in a new item of '${path.slice(0, -3)}'`
  const errors = Object.entries(validateProps(schema, defaultProps(schema))).map(
    ([key, error]) => `default of '${key}'${owner} is invalid: ${formatMessage(error)}`,
  )
  const nested = Object.entries(schema).flatMap(([key, f]) =>
    f.kind === 'list' ? defaultProblems(f.item, `${path}${key}[].`) : [],
  )
  return [...errors, ...nested]
}

function fieldProblems(key: string, f: PropField, path: string): string[] {
  const name = `'${path}${key}'`
  if (!PROP_KEY.test(key)) return [`prop key ${name} must be an identifier`]
  if (typeof f !== 'object' || f === null || !FIELD_KINDS.has(f.kind)) return [`${name} has an unknown kind`]
  const problems: string[] = []
  if (typeof f.label?.id !== 'string' || typeof f.label.message !== 'string') {
    problems.push(`${name} needs a label descriptor`)
  }
  if (f.bindable && path !== '') problems.push(`${name} cannot be bindable: bindings address top-level props`)
  if (f.bindTypes !== undefined && (!f.bindable || !Array.isArray(f.bindTypes) || f.bindTypes.length === 0)) {
    problems.push(`${name} declares bindTypes: it must be bindable and name at least one property type`)
  }
  if (f.bindRequired !== undefined && !f.bindable)
    problems.push(`${name} declares bindRequired: it must be bindable`)
  return [...problems, ...kindProblems(name, f, `${path}${key}`)]
}

function kindProblems(name: string, f: PropField, key: string): string[] {
  switch (f.kind) {
    case 'string':
      return [
        ...countProblems(name, 'maxLength', f.maxLength),
        ...patternProblems(name, f.pattern),
        ...(f.defaultText && f.defaultText.message !== f.default
          ? [`${name} default must be its defaultText's English message`]
          : []),
      ]
    case 'number':
      return orderProblems(name, 'min', f.min, 'max', f.max)
    case 'enum': {
      const values = (f.options ?? []).map((option) => option.value)
      if (values.length === 0) return [`${name} needs at least one option`]
      return new Set(values).size === values.length ? [] : [`${name} repeats an option value`]
    }
    case 'list':
      return [
        ...countProblems(name, 'minItems', f.minItems),
        ...countProblems(name, 'maxItems', f.maxItems),
        ...orderProblems(name, 'minItems', f.minItems, 'maxItems', f.maxItems),
        ...shapeProblems(f.item, `${key}[].`),
      ]
    default:
      return []
  }
}

function countProblems(name: string, what: string, value: number | undefined): string[] {
  return value === undefined || (Number.isInteger(value) && value >= 0)
    ? []
    : [`${name} ${what} must be a whole number ≥ 0`]
}

function orderProblems(
  name: string,
  low: string,
  lowValue?: number,
  high?: string,
  highValue?: number,
): string[] {
  return lowValue !== undefined && highValue !== undefined && lowValue > highValue
    ? [`${name} ${low} must not exceed ${high}`]
    : []
}

function patternProblems(name: string, pattern: string | undefined): string[] {
  if (pattern === undefined) return []
  try {
    wholeMatch(pattern)
    return []
  } catch {
    return [`${name} pattern is not a valid regular expression`]
  }
}

function isPositive(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}
