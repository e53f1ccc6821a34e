/**
 * The built-in palette sections, in the order the palette shows them. Categories are open: a third-party
 * plugin may bring its own (a lower-case word, named by the manifest's `categoryTitle`), listed after these.
 */
export const PLUGIN_CATEGORIES = ['chart', 'form', 'shape', 'symbol', 'control', 'workflow'] as const

/** A built-in palette section. */
export type BuiltinCategory = (typeof PLUGIN_CATEGORIES)[number]

/** A palette section; also the first segment of a plugin id ('chart.line'). */
export type PluginCategory = BuiltinCategory | (string & {})

/** Where a category's section stands in the palette: built-in ones first, in their order, then by name. */
export function compareCategories(a: PluginCategory, b: PluginCategory): number {
  const rank = (category: PluginCategory) => {
    const index = (PLUGIN_CATEGORIES as readonly string[]).indexOf(category)
    return index < 0 ? PLUGIN_CATEGORIES.length : index
  }
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)
}
