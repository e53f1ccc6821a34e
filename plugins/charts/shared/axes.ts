/** Axis styling shared by the chart specs, so every chart reads the same on both themes. */
import { type ChartPalette, inkOf } from './theme.ts'

/** Style of a value or category axis. `grid` draws the horizontal guide lines of value axes. */
export function axisStyle(theme: ChartPalette, options: { grid: boolean; title?: string }) {
  const ink = inkOf(theme)
  return {
    title: options.title ? options.title : false,
    titleFill: ink.muted,
    titleFontSize: 11,
    titleFontWeight: 500,
    labelFill: ink.muted,
    labelFontSize: 11,
    // G2's themes fade labels, lines and titles to 45 %: too faint for a control room at a distance.
    labelOpacity: 1,
    titleOpacity: 1,
    line: !options.grid,
    lineStroke: ink.axis,
    lineStrokeOpacity: 1,
    tick: false,
    grid: options.grid,
    gridStroke: ink.grid,
    gridStrokeOpacity: 1,
    gridLineDash: [0, 0],
    gridLineWidth: 1,
  }
}
