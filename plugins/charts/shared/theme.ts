/** Colours and G2 theme names of the two chart themes. Pure data, so spec builders stay testable. */

/** A chart's theme prop. */
export type ChartTheme = 'light' | 'dark'

/** Series colours, chosen to stay apart on both backgrounds and for common colour-vision deficiencies. */
export const SERIES_COLORS = [
  '#2f7ed8',
  '#20a67a',
  '#f0a30a',
  '#8e5bd8',
  '#e0533d',
  '#17a2b8',
  '#7d8a99',
  '#c45ab3',
] as const

/** Text, axis and grid colours per theme (G2's own themes are close but grid lines are too loud on dark). */
export const CHART_INK = {
  light: { text: '#334155', muted: '#64748b', grid: '#e2e8f0', axis: '#cbd5e1', track: '#e9eef4' },
  dark: { text: '#e2e8f0', muted: '#94a3b8', grid: '#1f2e40', axis: '#334155', track: '#1c2a3a' },
} as const

/** G2's theme name for ours. */
export function g2Theme(theme: ChartTheme): 'classic' | 'classicDark' {
  return theme === 'dark' ? 'classicDark' : 'classic'
}

/** The colour of series `index`, repeating the palette; `override` wins when it is set. */
export function seriesColor(index: number, override?: string): string {
  if (override && override.trim() !== '') return override
  return SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0]
}
