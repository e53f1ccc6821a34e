import { checkName, checkTextLength, NAME_MESSAGES } from '../../../../engine/rules/names'

/** Model names: the engine's rule (letter first, then letters, digits, underscore), at most 50. */
export const modelName = (value: string) => checkName(value) ?? checkTextLength(value, 50)
/** Labels and label types also allow a hyphen. */
export const labelName = (value: string) =>
  checkName(value, { allowHyphen: true }) ?? checkTextLength(value, 50)
/** Unit symbols (°C, m/s): not blank, at most 50. */
export const unitName = (value: string) =>
  value.trim() === '' ? NAME_MESSAGES.blank : checkTextLength(value, 50)
export const showName = (value: string) => checkTextLength(value, 50)
export const description = (value: string) => checkTextLength(value, 500)

/** Only the keys a property input may carry (list views add `inherited`, `featureName`…). */
export function propertyInput(row: Record<string, unknown>) {
  const keys = ['name', 'showName', 'description', 'type', 'defaultValue', 'unit', 'writable']
  return Object.fromEntries(
    Object.entries(row).filter(([key, value]) => keys.includes(key) && value !== null),
  )
}

export const fieldInput = (row: { name: string; type: string; description?: string }) => ({
  name: row.name,
  type: row.type,
  description: row.description ?? '',
})
