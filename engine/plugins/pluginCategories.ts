/** Palette sections, in the order the palette shows them. */
export const PLUGIN_CATEGORIES = ['chart', 'form', 'shape', 'symbol', 'control', 'workflow'] as const

/** A palette section; also the first segment of a plugin id ('chart.line'). */
export type PluginCategory = (typeof PLUGIN_CATEGORIES)[number]
