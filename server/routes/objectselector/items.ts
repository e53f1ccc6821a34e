import type { ObjectModel, PropertyView, ServiceView, TemplateModel } from '../metadata/model/types.ts'

/** What a member is; `{type}` in the selector's paths picks one (or a property data type). */
export type MemberKind = 'property' | 'service' | 'event'
export const MEMBER_KINDS: readonly string[] = ['property', 'service', 'event']

/**
 * The object selector item of spec S0 §3 (instanceName, propertyDesc, propertyName, name) with what a
 * binding editor also needs: the kind of member, its data type and unit. `name` is the binding key
 * `instanceName.propertyName`.
 */
export interface SelectorItem {
  instanceName: string
  propertyName: string
  propertyDesc: string
  name: string
  kind: MemberKind
  type: string
  unit: string
}

/** The same for template members, keyed `templateName.propertyName`. */
export interface TemplateSelectorItem extends Omit<SelectorItem, 'instanceName'> {
  templateName: string
}

const describe = (member: { name: string; showName: string; description: string }) =>
  member.showName || member.description || member.name

function memberItems(owner: string, properties: PropertyView[], services: ServiceView[]) {
  return [
    ...properties.map((p) => ({
      propertyName: p.name,
      propertyDesc: describe(p),
      name: `${owner}.${p.name}`,
      kind: 'property' as const,
      type: p.type as string,
      unit: p.unit,
    })),
    ...services.map((s) => ({
      propertyName: s.name,
      propertyDesc: describe(s),
      name: `${owner}.${s.name}`,
      kind: s.type,
      type: s.type as string,
      unit: '',
    })),
  ]
}

/**
 * Items of an instance, optionally narrowed by `type`: a member kind (property, service, event) or a
 * property data type (int, float, ...).
 */
export function instanceItems(model: ObjectModel, type?: string): SelectorItem[] {
  return memberItems(model.name, model.properties, model.services)
    .filter((item) => matchesType(item, type))
    .map((item) => ({ instanceName: model.name, ...item }))
}

export function templateItems(model: TemplateModel, type?: string): TemplateSelectorItem[] {
  return memberItems(model.name, model.properties, model.services)
    .filter((item) => matchesType(item, type))
    .map((item) => ({ templateName: model.name, ...item }))
}

function matchesType(item: { kind: MemberKind; type: string }, type: string | undefined): boolean {
  if (!type) return true
  if (MEMBER_KINDS.includes(type)) return item.kind === type
  return item.kind === 'property' && item.type === type
}

/** Keyword match on the member name, its description and its owner's name, case-insensitively. */
export function matchesKeyword(
  item: SelectorItem | TemplateSelectorItem,
  keyword: string | undefined,
): boolean {
  if (!keyword) return true
  const needle = keyword.toLowerCase()
  return [item.name, item.propertyDesc].some((text) => text.toLowerCase().includes(needle))
}
