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
 * The props a view receives: normalised (missing fields filled), and every value the schema refuses
 * replaced by its field's default (a bad list item's field by the item's default; an item that is not an
 * object dropped), and the fields of a broken rule all reset to their defaults, so a view never has to
 * guard against a bad stored value. Keys the schema does not know pass through. The input is not mutated;
 * the result is remembered per props object (documents are immutable), so hosts may call it every frame.
 */
export function propsForView<S extends PropsSchema>(
  manifest: Pick<WidgetManifest<S>, 'props' | 'rules'>,
  props: Record<string, unknown>,
): PropsOf<S> & Record<string, unknown> {
  const known = remembered.get(props)
  if (known?.manifest === manifest) return known.result as PropsOf<S> & Record<string, unknown>
  const result = viewProps(manifest, props)
  remembered.set(props, { manifest, result })
  return result
}

const remembered = new WeakMap<object, { manifest: object; result: Record<string, unknown> }>()

function viewProps<S extends PropsSchema>(
  manifest: Pick<WidgetManifest<S>, 'props' | 'rules'>,
  props: Record<string, unknown>,
): PropsOf<S> & Record<string, unknown> {
  const result: Record<string, unknown> = normaliseProps(manifest.props, props)
  const errors = Object.keys(validateProps(manifest.props, result))
  if (errors.length === 0 && (manifest.rules ?? []).every((rule) => rule.holds(result as PropsOf<S>)))
    return result as PropsOf<S> & Record<string, unknown>
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
  // A broken rule resets all its fields: which of min and max is wrong, only the designer knows.
  for (const rule of manifest.rules ?? []) {
    if (!rule.holds(result as PropsOf<S>))
      for (const key of rule.fields) result[key] = defaults[key as keyof typeof defaults]
  }
  return result as PropsOf<S> & Record<string, unknown>
}
