import type { Kysely, Selectable } from 'kysely'
import type { AlertType } from '../../../../engine/rules/alarmLimits.ts'
import type { Database } from '../../../db/schema.ts'
import type { PropertyBinding, PropertyType } from '../../../live/types.ts'
import { typeDefault } from '../../../live/values.ts'
import type { AlertLimitsTable, ModelPropertiesTable, ModelServicesTable } from '../tables.ts'
import type {
  AlertLimitView,
  MemberSource,
  ObjectModel,
  PropertyView,
  ServiceAction,
  ServiceKind,
  ServiceParam,
  ServiceView,
  TemplateModel,
} from './types.ts'

type Db = Kysely<Database>
type PropertyRow = Selectable<ModelPropertiesTable>
type ServiceRow = Selectable<ModelServicesTable>
type LimitRow = Selectable<AlertLimitsTable>

/** Id lists are read in chunks: SQLite limits the bound parameters of one statement. */
const CHUNK = 500

async function inChunks<T>(ids: readonly number[] | null, run: (chunk: number[] | null) => Promise<T[]>) {
  if (ids === null) return run(null)
  const out: T[] = []
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await run(ids.slice(i, i + CHUNK))))
  return out
}

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

const lower = (text: string) => text.toLowerCase()
const bySort = <T extends { sortOrder: number }>(a: T, b: T) => a.sortOrder - b.sortOrder

function ownProperty(row: PropertyRow, source: MemberSource, featureName: string | null): PropertyView {
  const type = (row.type ?? 'string') as PropertyType
  return {
    name: row.name,
    showName: row.showName ?? '',
    description: row.description ?? '',
    type,
    defaultValue:
      row.defaultValue === null ? typeDefault(type) : parseJson(row.defaultValue, typeDefault(type)),
    unit: row.unit ?? '',
    writable: row.writable === null ? true : row.writable === 1,
    source,
    featureName,
    inherited: false,
    overridden: false,
    binding: parseJson<PropertyBinding | null>(row.binding, null),
    version: 0,
  }
}

/** An inherited property seen through the instance's override row (its NULL columns inherit). */
function overrideProperty(base: PropertyView, row: PropertyRow | undefined): PropertyView {
  if (!row) return { ...base, inherited: true, overridden: false, binding: null }
  return {
    ...base,
    showName: row.showName ?? base.showName,
    description: row.description ?? base.description,
    defaultValue:
      row.defaultValue === null ? base.defaultValue : parseJson(row.defaultValue, base.defaultValue),
    unit: row.unit ?? base.unit,
    writable: row.writable === null ? base.writable : row.writable === 1,
    inherited: true,
    overridden:
      row.showName !== null ||
      row.description !== null ||
      row.defaultValue !== null ||
      row.unit !== null ||
      row.writable !== null,
    binding: parseJson<PropertyBinding | null>(row.binding, null),
  }
}

function serviceView(row: ServiceRow, source: MemberSource, inherited: boolean): ServiceView {
  return {
    name: row.name,
    type: row.kind as ServiceKind,
    showName: row.showName,
    description: row.description,
    inputs: parseJson<ServiceParam[]>(row.inputs, []),
    outputs: parseJson<ServiceParam[]>(row.outputs, []),
    action: parseJson<ServiceAction | null>(row.action, null),
    source,
    inherited,
    overridden: false,
    version: 0,
  }
}

function limitView(row: LimitRow, inherited: boolean, overridden = false): AlertLimitView {
  return {
    name: row.name,
    showName: row.showName,
    alertType: row.alertType as AlertType,
    limitValue: Number(row.limitValue),
    deadband: Number(row.deadband),
    processName: row.processName ?? '',
    enabled: row.enabled === 1,
    priority: row.priority,
    color: row.color,
    inherited,
    overridden,
  }
}

function groupLimits(rows: LimitRow[], inherited: boolean): Record<string, AlertLimitView[]> {
  const out: Record<string, AlertLimitView[]> = {}
  for (const row of [...rows].sort(bySort)) {
    const list = out[row.propName] ?? []
    list.push(limitView(row, inherited))
    out[row.propName] = list
  }
  return out
}

/** Members are edited under their owner's version. */
function stamp<T extends { version: number }>(list: T[], version: number): T[] {
  return list.map((item) => ({ ...item, version }))
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = map.get(k)
    if (list) list.push(row)
    else map.set(k, [row])
  }
  return map
}

/** Templates with their features' properties; `templateIds` null loads all. */
export async function loadTemplateModels(
  db: Db,
  templateIds: readonly number[] | null,
): Promise<TemplateModel[]> {
  const templates = await inChunks(templateIds, (chunk) => {
    let query = db.selectFrom('objectTemplates').selectAll()
    if (chunk) query = query.where('templateId', 'in', chunk)
    return query.execute()
  })
  if (templates.length === 0) return []
  const ids = templateIds === null ? null : templates.map((t) => t.templateId)
  const links = await inChunks(ids, (chunk) => {
    let query = db
      .selectFrom('templateFeatures')
      .innerJoin('features', 'features.featureId', 'templateFeatures.featureId')
      .select([
        'templateFeatures.templateId',
        'templateFeatures.featureId',
        'templateFeatures.sortOrder',
        'features.name',
      ])
    if (chunk) query = query.where('templateFeatures.templateId', 'in', chunk)
    return query.execute()
  })
  const featureIds = [...new Set(links.map((link) => link.featureId))]
  const featureProps = await inChunks(featureIds, (chunk) =>
    db
      .selectFrom('modelProperties')
      .selectAll()
      .where('featureId', 'in', chunk ?? [])
      .execute(),
  )
  const ownProps = await inChunks(ids, (chunk) => {
    let query = db.selectFrom('modelProperties').selectAll()
    query = chunk ? query.where('templateId', 'in', chunk) : query.where('templateId', 'is not', null)
    return query.execute()
  })
  const services = await inChunks(ids, (chunk) => {
    let query = db.selectFrom('modelServices').selectAll()
    query = chunk ? query.where('templateId', 'in', chunk) : query.where('templateId', 'is not', null)
    return query.execute()
  })
  const limits = await inChunks(ids, (chunk) => {
    let query = db.selectFrom('alertLimits').selectAll()
    query = chunk ? query.where('templateId', 'in', chunk) : query.where('templateId', 'is not', null)
    return query.execute()
  })
  const labels = await inChunks(ids, (chunk) => {
    let query = db
      .selectFrom('templateLabels')
      .innerJoin('modelLabels', 'modelLabels.labelId', 'templateLabels.labelId')
      .select(['templateLabels.templateId', 'modelLabels.labelName'])
    if (chunk) query = query.where('templateLabels.templateId', 'in', chunk)
    return query.execute()
  })

  const linksOf = groupBy(links, (l) => l.templateId)
  const featurePropsOf = groupBy(featureProps, (p) => p.featureId)
  const propsOf = groupBy(ownProps, (p) => p.templateId)
  const servicesOf = groupBy(services, (s) => s.templateId)
  const limitsOf = groupBy(limits, (l) => l.templateId)
  const labelsOf = groupBy(labels, (l) => l.templateId)

  return templates
    .sort((a, b) => a.templateId - b.templateId)
    .map((template) => {
      const features = (linksOf.get(template.templateId) ?? []).sort(bySort)
      const properties = (propsOf.get(template.templateId) ?? [])
        .sort(bySort)
        .map((row) => ownProperty(row, 'template', null))
      const names = new Set(properties.map((p) => lower(p.name)))
      for (const feature of features) {
        for (const row of (featurePropsOf.get(feature.featureId) ?? []).sort(bySort)) {
          if (names.has(lower(row.name))) continue
          names.add(lower(row.name))
          properties.push({ ...ownProperty(row, 'feature', feature.name), inherited: true })
        }
      }
      return {
        templateId: template.templateId,
        name: template.name,
        showName: template.showName,
        description: template.description,
        features: features.map((f) => f.name),
        labels: (labelsOf.get(template.templateId) ?? []).map((l) => l.labelName).sort(),
        properties: stamp(properties, template.version),
        services: stamp(
          (servicesOf.get(template.templateId) ?? [])
            .sort(bySort)
            .map((row) => serviceView(row, 'template', false)),
          template.version,
        ),
        alertLimits: groupLimits(limitsOf.get(template.templateId) ?? [], false),
        createdAt: template.createdAt,
        updatedAt: template.updatedAt,
        version: template.version,
      }
    })
}

/** Which objects to load: all, by id or by name (case-insensitively). */
export type ObjectScope = { all: true } | { ids: readonly number[] } | { names: readonly string[] }

/** Instances with everything they inherit from their templates merged in. */
export async function loadObjectModels(db: Db, scope: ObjectScope): Promise<ObjectModel[]> {
  const select = () =>
    db
      .selectFrom('objects')
      .leftJoin('objectTemplates', 'objectTemplates.templateId', 'objects.templateId')
      .selectAll('objects')
      .select('objectTemplates.name as templateName')
  let objects: Awaited<ReturnType<ReturnType<typeof select>['execute']>>
  if ('all' in scope) objects = await select().execute()
  else if ('ids' in scope) {
    objects = await inChunks(scope.ids, (chunk) =>
      select()
        .where('objects.objectId', 'in', chunk ?? [])
        .execute(),
    )
  } else {
    const names = [...new Set(scope.names.map(lower))]
    objects = []
    for (let i = 0; i < names.length; i += CHUNK) {
      const chunk = names.slice(i, i + CHUNK)
      objects.push(
        ...(await select()
          .where((eb) => eb(eb.fn('lower', ['objects.name']), 'in', chunk))
          .execute()),
      )
    }
  }
  if (objects.length === 0) return []
  const all = 'all' in scope
  const ids = all ? null : objects.map((o) => o.objectId)
  const templateIds = [...new Set(objects.map((o) => o.templateId).filter((id): id is number => id !== null))]
  const templates = new Map(
    (templateIds.length ? await loadTemplateModels(db, templateIds) : []).map((t) => [t.templateId, t]),
  )
  const ownerRows = <T>(table: 'modelProperties' | 'modelServices' | 'alertLimits') =>
    inChunks(ids, (chunk) => {
      let query = db.selectFrom(table).selectAll()
      query = chunk ? query.where('objectId', 'in', chunk) : query.where('objectId', 'is not', null)
      return query.execute() as Promise<T[]>
    })
  const props = groupBy(await ownerRows<PropertyRow>('modelProperties'), (p) => p.objectId)
  const services = groupBy(await ownerRows<ServiceRow>('modelServices'), (s) => s.objectId)
  const limits = groupBy(await ownerRows<LimitRow>('alertLimits'), (l) => l.objectId)
  const labels = groupBy(
    await inChunks(ids, (chunk) => {
      let query = db
        .selectFrom('objectLabels')
        .innerJoin('modelLabels', 'modelLabels.labelId', 'objectLabels.labelId')
        .select(['objectLabels.objectId', 'modelLabels.labelName'])
      if (chunk) query = query.where('objectLabels.objectId', 'in', chunk)
      return query.execute()
    }),
    (l) => l.objectId,
  )

  return objects
    .sort((a, b) => a.objectId - b.objectId)
    .map((object) => {
      const template = object.templateId === null ? undefined : templates.get(object.templateId)
      return {
        objectId: object.objectId,
        name: object.name,
        showName: object.showName,
        description: object.description,
        templateName: object.templateName ?? null,
        templateId: object.templateId,
        visible: object.visible === 1,
        systemProperty: object.systemProperty === 1,
        labels: (labels.get(object.objectId) ?? []).map((l) => l.labelName).sort(),
        properties: stamp(mergeProperties(template, props.get(object.objectId) ?? []), object.version),
        services: stamp(mergeServices(template, services.get(object.objectId) ?? []), object.version),
        alertLimits: mergeLimits(template, limits.get(object.objectId) ?? []),
        createdAt: object.createdAt,
        updatedAt: object.updatedAt,
        version: object.version,
      }
    })
}

function mergeProperties(template: TemplateModel | undefined, rows: PropertyRow[]): PropertyView[] {
  const byName = new Map(rows.map((row) => [lower(row.name), row]))
  const inherited = (template?.properties ?? []).map((base) => {
    const row = byName.get(lower(base.name))
    byName.delete(lower(base.name))
    return { ...overrideProperty(base, row), source: base.source, featureName: base.featureName }
  })
  // Rows left over are the instance's own properties; an override row whose template property is gone
  // has no type and is ignored.
  const own = [...byName.values()]
    .filter((row) => row.type !== null)
    .sort(bySort)
    .map((row) => ownProperty(row, 'object', null))
  return [...inherited, ...own]
}

function mergeServices(template: TemplateModel | undefined, rows: ServiceRow[]): ServiceView[] {
  const key = (kind: string, name: string) => `${kind}:${lower(name)}`
  const byKey = new Map(rows.map((row) => [key(row.kind, row.name), row]))
  const inherited = (template?.services ?? []).map((base) => {
    const row = byKey.get(key(base.type, base.name))
    byKey.delete(key(base.type, base.name))
    if (!row) return { ...base, inherited: true }
    return { ...serviceView(row, 'template', true), name: base.name, overridden: true }
  })
  const own = [...byKey.values()].sort(bySort).map((row) => serviceView(row, 'object', false))
  return [...inherited, ...own]
}

function mergeLimits(
  template: TemplateModel | undefined,
  rows: LimitRow[],
): Record<string, AlertLimitView[]> {
  const out: Record<string, AlertLimitView[]> = {}
  const own = groupBy([...rows].sort(bySort), (row) => row.propName)
  const props = new Set([...Object.keys(template?.alertLimits ?? {}), ...own.keys()])
  for (const prop of props) {
    const mine = new Map((own.get(prop) ?? []).map((row) => [lower(row.name), row]))
    const list: AlertLimitView[] = []
    for (const base of template?.alertLimits[prop] ?? []) {
      const row = mine.get(lower(base.name))
      mine.delete(lower(base.name))
      list.push(row ? { ...limitView(row, true, true), name: base.name } : { ...base, inherited: true })
    }
    for (const row of mine.values()) list.push(limitView(row, false))
    out[prop] = list
  }
  return out
}
