/** A widget's props judged against its plugin's manifest: each field, then the cross-field rules. */
import type { MessageDescriptor } from '../messages.ts'
import type { WidgetManifest } from './contract.ts'
import { defaultProps, isPlainObject, normaliseProps, type PropsOf, type PropsSchema } from './propsSchema.ts'
import { validateProps } from './propsValidation.ts'

/**
 * Errors per prop key, `{}` when the props are valid. The rules run on the normalised props and only
 * when their own fields are valid, so each broken one is reported once, on its first field.
 */
export function widgetPropsErrors(
  manifest: Pick<WidgetManifest<PropsSchema>, 'props' | 'rules'>,
  props: Record<string, unknown>,
): Record<string, MessageDescriptor> {
  const errors = validateProps(manifest.props, props)
  if (!manifest.rules?.length) return errors
  const normalised = normaliseProps(manifest.props, props)
  for (const rule of manifest.rules) {
    const [first] = rule.fields
    if (first === undefined || rule.fields.some((key) => key in errors)) continue
    if (!rule.holds(normalised)) errors[first] = rule.message
  }
  return errors
}

/**
 * The props a view receives: normalised (missing fields filled), and every value the schema or a rule
 * refuses replaced by its field's default (a bad list item's field by the item's default; an item that
 * is not an object dropped), so a view never has to guard against a bad stored value. Keys the schema
 * does not know pass through. The input is not mutated.
 */
export function propsForView<S extends PropsSchema>(
  manifest: Pick<WidgetManifest<S>, 'props' | 'rules'>,
  props: Record<string, unknown>,
): PropsOf<S> & Record<string, unknown> {
  const result: Record<string, unknown> = normaliseProps(manifest.props, props)
  const errors = Object.keys(widgetPropsErrors(manifest, result))
  if (errors.length === 0) return result as PropsOf<S>
  const defaults = defaultProps(manifest.props)
  const fixedLists = new Map<string, unknown[]>()
  for (const path of errors) {
    const [key = '', index, itemKey] = path.split('.')
    const f = manifest.props[key]
    if (!f) continue
    if (index === undefined || f.kind !== 'list' || !Array.isArray(result[key])) {
      result[key] = defaults[key as keyof typeof defaults]
      continue
    }
    const items = fixedLists.get(key) ?? [...(result[key] as unknown[])]
    fixedLists.set(key, items)
    const item = items[Number(index)]
    items[Number(index)] =
      itemKey !== undefined && isPlainObject(item)
        ? { ...item, [itemKey]: defaultProps(f.item)[itemKey] }
        : undefined
  }
  for (const [key, items] of fixedLists) result[key] = items.filter((item) => item !== undefined)
  // Fields reset one by one can still break a rule that joins them (min reset below a valid max).
  for (const rule of manifest.rules ?? []) {
    if (!rule.holds(result as PropsOf<S>))
      for (const key of rule.fields) result[key] = defaults[key as keyof typeof defaults]
  }
  return result as PropsOf<S> & Record<string, unknown>
}
