/**
 * A designer page of many small widgets in a grid (rectangles and labels), created through the API: the
 * large-selection drag e2e and the designer benchmark both work on one.
 */
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults.ts'
import type { WidgetWire } from '../../engine/document/persisted.ts'
import { api } from './shellSupport.ts'

export const GRID_COLUMNS = 40
/** Each widget is 40 × 22 page pixels in a cell of this size. */
export const GRID_CELL = { w: 48, h: 30 }

/** Which widgets the grid holds: rectangles and labels alternating, or only one kind. */
export type GridMix = 'alternate' | 'shapes' | 'dom'

/** `count` widgets `w0`, `w1`, … row by row, GRID_COLUMNS to a row. */
export function gridWidgets(count: number, mix: GridMix = 'alternate'): WidgetWire[] {
  return Array.from({ length: count }, (_, i): WidgetWire => {
    const shape = mix === 'shapes' || (mix === 'alternate' && i % 2 === 0)
    return {
      id: `w${i}`,
      type: shape ? 'shape.rect' : 'form.label',
      version: 1,
      x: (i % GRID_COLUMNS) * GRID_CELL.w,
      y: Math.floor(i / GRID_COLUMNS) * GRID_CELL.h,
      w: 40,
      h: 22,
      rotation: 0,
      groupId: null,
      props: shape ? { fill: i % 3 ? '#4a90e2' : '#2e9d4a' } : { text: `T${i}` },
      bindings: {},
      events: {},
    }
  })
}

/** Creates a page of one free block holding the grid; answers its id. */
export async function createGridPage(
  url: string,
  ticket: string,
  page: { appId: number; name: string; count: number; mix?: GridMix },
): Promise<string> {
  const rows = Math.ceil(page.count / GRID_COLUMNS)
  const blockId = `grid${page.count}`
  const layout = defaultPageLayout('', [
    defaultLayoutNode(blockId, { h: Math.ceil((rows * GRID_CELL.h) / 40) + 2 }),
  ])
  const context = { ...defaultLayoutContext('free'), widgets: gridWidgets(page.count, page.mix) }
  const { status, body } = await api<{ id: string }>(url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId: page.appId,
      name: page.name,
      layout: JSON.stringify(layout),
      layouts: [{ id: blockId, name: 'Main', context: JSON.stringify(context) }],
    },
  })
  if (status !== 201) throw new Error(`creating the page answered ${status}: ${JSON.stringify(body)}`)
  return body.id
}
