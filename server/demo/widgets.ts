import type { Binding, LayoutContextWire, WidgetWire } from '../../engine/document/persisted.ts'

/*
 * Building blocks of the demo pages. Widgets bind props to live properties (`bindings.<prop> =
 * { objName, propName }`): the bound prop's live value replaces the designed one. Plugin ids are the
 * catalogue's; props are the few each obviously needs, and a plugin normalises what it does not know.
 */

/** Height of a page grid row in pixels (the designer's GRID_ROW_HEIGHT). */
const GRID_ROW_HEIGHT = 40
/** Space below a block's lowest widget. */
const BLOCK_MARGIN = 20

/** The units of one plant area that a page shows. */
export interface AreaView {
  title: string
  pump: string
  tank: string
  motor: string
  objects: string[]
}

let counter = 0

export const bind = (objName: string, propName: string): Binding => ({ objName, propName })

/** A widget of plugin `type` at `box` (block pixels). */
export function widget(
  type: string,
  box: { x: number; y: number; w: number; h: number },
  props: Record<string, unknown>,
  bindings: Record<string, Binding> = {},
): WidgetWire {
  counter += 1
  return {
    id: `demo_${type.replace('.', '_')}_${counter}`,
    type,
    version: 1,
    ...box,
    rotation: 0,
    groupId: null,
    props,
    bindings,
    events: {},
  }
}

/** Grid rows a block needs: as tall as its widgets and a margin, so no widget overlaps the next block. */
export function blockRows(context: LayoutContextWire): number {
  const bottom = Math.max(0, ...context.widgets.map((w) => w.y + w.h))
  return Math.ceil((bottom + BLOCK_MARGIN) / GRID_ROW_HEIGHT)
}

const CAPTION_COLOR = '#5b6675'

/**
 * One row of readings: a caption from `x` and a bound, formatted value right-aligned to `x + width`,
 * the caption taking `captionShare` of the width.
 */
export function reading(
  at: { x: number; y: number; width: number; captionShare?: number },
  caption: string,
  source: Binding,
  decimals: number,
  unit: string,
): WidgetWire[] {
  const captionWidth = Math.round(at.width * (at.captionShare ?? 0.52))
  return [
    widget(
      'form.label',
      { x: at.x, y: at.y, w: captionWidth, h: 32 },
      { text: caption, color: CAPTION_COLOR },
    ),
    widget(
      'form.label',
      { x: at.x + captionWidth, y: at.y, w: at.width - captionWidth, h: 32 },
      { text: '—', bold: true, align: 'right' },
      { text: { ...source, transform: { kind: 'format', decimals, unit } } },
    ),
  ]
}
