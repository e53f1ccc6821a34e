/** Colours and G2 theme names of the chart themes. Pure data, so spec builders stay testable. */

/** A chart's theme prop. */
export type ChartTheme = 'light' | 'dark'

/**
 * The inks a chart draws its text, axes and grid with. G2 draws on a canvas, where CSS custom properties
 * do not apply, so a mounted chart reads them from its widget (`--gx-ink`, `--gx-muted`, `--gx-border`…)
 * and passes the resolved colours here: the runtime's dark theme then reaches the plot as it reaches the
 * frame. `dark` picks G2's dark base theme (tooltip, default strokes).
 */
export interface ChartInk {
  dark: boolean
  text: string
  muted: string
  grid: string
  axis: string
  track: string
  /** The plot's background: slice separators, pins. */
  bg: string
}

/** What spec builders take: a theme name (tests, stories, before mount) or inks read from the page. */
export type ChartPalette = ChartTheme | ChartInk

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
  light: {
    dark: false,
    text: '#334155',
    muted: '#64748b',
    grid: '#e2e8f0',
    axis: '#cbd5e1',
    track: '#e9eef4',
    bg: '#ffffff',
  },
  dark: {
    dark: true,
    text: '#e2e8f0',
    muted: '#94a3b8',
    grid: '#1f2e40',
    axis: '#334155',
    track: '#1c2a3a',
    bg: '#0f1722',
  },
} as const satisfies Record<ChartTheme, ChartInk>

/** The inks of a palette. */
export function inkOf(palette: ChartPalette): ChartInk {
  return typeof palette === 'string' ? CHART_INK[palette] : palette
}

/** G2's theme name for ours. */
export function g2Theme(palette: ChartPalette): 'classic' | 'classicDark' {
  return inkOf(palette).dark ? 'classicDark' : 'classic'
}

/** The colour of series `index`, repeating the palette; `override` wins when it is set. */
export function seriesColor(index: number, override?: string): string {
  if (override && override.trim() !== '') return override
  return SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0]
}

/** Colour used to mark out-of-control points and limit lines (SPC) and alarms: red on both themes. */
export const ALERT_COLOR = '#e0533d'

/**
 * Inks from a widget's CSS custom properties (`read('--gx-ink')`), falling back to `theme`'s where one is
 * not set (no stylesheet, a test). Dark when the background is darker than mid-grey.
 */
export function inkFromCss(read: (name: string) => string, theme: ChartTheme): ChartInk {
  const base = CHART_INK[theme]
  const value = (name: string, fallback: string) => {
    const v = read(name).trim()
    return v === '' ? fallback : v
  }
  const bg = value('--gx-bg', base.bg)
  const lum = luminance(bg)
  return {
    dark: lum === null ? base.dark : lum < 0.5,
    text: value('--gx-ink', base.text),
    muted: value('--gx-muted', base.muted),
    grid: value('--gx-hover', base.grid),
    axis: value('--gx-border', base.axis),
    track: value('--gx-hover', base.track),
    bg,
  }
}

/** Relative lightness 0..1 of a #rgb/#rrggbb or rgb() colour; null when unreadable. */
export function luminance(color: string): number | null {
  let r: number
  let g: number
  let b: number
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)
  if (hex?.[1]) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1]
    r = Number.parseInt(h.slice(0, 2), 16)
    g = Number.parseInt(h.slice(2, 4), 16)
    b = Number.parseInt(h.slice(4, 6), 16)
  } else {
    const rgb = color.match(/rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i)
    if (!rgb) return null
    r = Number(rgb[1])
    g = Number(rgb[2])
    b = Number(rgb[3])
  }
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}
