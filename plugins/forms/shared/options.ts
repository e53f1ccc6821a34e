/**
 * Options of choice controls (select, radio, checkbox, single list, cascader, tree): from the designed
 * list, from an object property holding JSON, or from an object query (each instance an option). Pure
 * functions here; `useOptions` loads them at runtime.
 */

/** One option; `parent` is the value of the option it sits under ('' at the top). */
export interface ChoiceOption {
  label: string
  value: string
  parent: string
}

/** What an option source needs from the props. */
export interface OptionSourceProps {
  optionSource: 'static' | 'property' | 'query'
  options: { label: string; value: string; parent: string }[]
  sourceObject: string
  sourceProperty: string
  sourceTemplate: string
  labelKey: string
  valueKey: string
  parentKey: string
}

/** The most options a control lists ("data list over 200"). */
export const MAX_OPTIONS = 200

function textOf(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/**
 * Options from loose data: a JSON text or a list whose items are texts, numbers or records (read through
 * the label, value and parent keys, falling back to `label`/`value`/`name`). Items without a value drop.
 */
export function optionsFromData(
  data: unknown,
  keys: Pick<OptionSourceProps, 'labelKey' | 'valueKey' | 'parentKey'>,
): ChoiceOption[] {
  let list = data
  if (typeof data === 'string') {
    try {
      list = JSON.parse(data)
    } catch {
      return []
    }
  }
  if (!Array.isArray(list)) return []
  const options: ChoiceOption[] = []
  for (const item of list) {
    if (options.length >= MAX_OPTIONS) break
    if (typeof item === 'string' || typeof item === 'number') {
      options.push({ label: String(item), value: String(item), parent: '' })
      continue
    }
    if (typeof item !== 'object' || item === null) continue
    const record = item as Record<string, unknown>
    const value = textOf(record[keys.valueKey] ?? record.value ?? record.name)
    if (value === '') continue
    const label = textOf(record[keys.labelKey] ?? record.label ?? record.showName ?? value) || value
    const parent = keys.parentKey ? textOf(record[keys.parentKey] ?? '') : textOf(record.parent ?? '')
    options.push({ label, value, parent })
  }
  return options
}

/** The children of `parent` ('' for the top level), in their order. */
export function childrenOf(options: readonly ChoiceOption[], parent: string): ChoiceOption[] {
  return options.filter((option) => option.parent === parent)
}

/** The values from the top down to `value` (a cascader's path); [] when unknown. */
export function pathTo(options: readonly ChoiceOption[], value: string): string[] {
  const path: string[] = []
  const seen = new Set<string>()
  let current = options.find((option) => option.value === value)
  while (current && !seen.has(current.value)) {
    seen.add(current.value)
    path.unshift(current.value)
    const parent = current.parent
    current = parent ? options.find((option) => option.value === parent) : undefined
  }
  return path
}

/** The shown text of `value`, or the value itself when no option has it. */
export function labelOf(options: readonly ChoiceOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value
}
