import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults.ts'
import type { Binding, LayoutContextWire, WidgetWire } from '../../engine/document/persisted.ts'
import { newLayoutId } from '../routes/compose/documents/ids.ts'

/*
 * The demo application's page: one normal page (v1.1 layout) with a block per area (v1.0 contexts).
 * Widgets bind props to live properties (`bindings.<prop> = { objName, propName }`): the bound prop's
 * live value replaces the designed one. Plugin ids are the catalogue's (chart.gauge, chart.line,
 * form.label, shape.pipe, symbol.pump, control.realAlarm, control.trendChart); their props are the few
 * each obviously needs, and a plugin normalises what it does not know.
 */

/** Height of a page grid row in pixels (the designer's GRID_ROW_HEIGHT). */
const GRID_ROW_HEIGHT = 40
/** Space below a block's lowest widget. */
const BLOCK_MARGIN = 20

let counter = 0
const bind = (objName: string, propName: string): Binding => ({ objName, propName })

function widget(
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

interface AreaView {
  title: string
  pump: string
  tank: string
  motor: string
  objects: string[]
}

function areaBlock(area: AreaView): LayoutContextWire {
  return {
    ...defaultLayoutContext('free'),
    widgets: [
      widget('form.label', { x: 20, y: 10, w: 400, h: 36 }, { text: area.title, fontSize: 20 }),
      widget(
        'symbol.pump',
        { x: 20, y: 70, w: 90, h: 90 },
        { state: '0' },
        { state: bind(area.pump, 'running') },
      ),
      widget(
        'shape.pipe',
        { x: 110, y: 108, w: 200, h: 14 },
        { flow: 0, flowColor: '#1677ff' },
        { flow: bind(area.pump, 'flow') },
      ),
      widget(
        'form.label',
        { x: 20, y: 180, w: 290, h: 32 },
        { text: 'Discharge pressure' },
        { text: { ...bind(area.pump, 'pressure'), transform: { kind: 'format', decimals: 2, unit: 'bar' } } },
      ),
      widget(
        'form.label',
        { x: 20, y: 220, w: 290, h: 32 },
        { text: 'Tank level' },
        { text: { ...bind(area.tank, 'level'), transform: { kind: 'format', decimals: 1, unit: '%' } } },
      ),
      widget(
        'chart.gauge',
        { x: 330, y: 50, w: 250, h: 250 },
        { title: 'Tank level', min: 0, max: 100, unit: '%', value: 0 },
        { value: bind(area.tank, 'level') },
      ),
      widget(
        'chart.line',
        { x: 600, y: 50, w: 450, h: 250 },
        { title: 'Pump flow', source: 'live', unit: 'm³/h', windowSeconds: 600 },
        { value: bind(area.pump, 'flow') },
      ),
      widget(
        'control.trendChart',
        { x: 20, y: 320, w: 520, h: 260 },
        {
          title: 'Last hour',
          rangeSeconds: 3600,
          pens: [
            { objName: area.motor, propName: 'temperature', name: '', color: '' },
            { objName: area.pump, propName: 'temperature', name: '', color: '' },
          ],
        },
      ),
      widget(
        'control.realAlarm',
        { x: 560, y: 320, w: 490, h: 260 },
        { title: 'Alarms', objects: area.objects.map((objName) => ({ objName })), maxRows: 200 },
      ),
    ],
  }
}

/** The page's documents as the compose calls take them: a v1.1 layout and two v1.0 blocks. */
export function demoPageDocuments(areas: AreaView[]): {
  layout: string
  layouts: { id: string; name: string; context: string }[]
} {
  const blocks = areas.map((area) => ({ id: newLayoutId(), name: area.title, context: areaBlock(area) }))
  // Each block is as tall as its widgets and a margin, so no widget overlaps the next block.
  const rows = blocks.map(({ context }) => {
    const bottom = Math.max(0, ...context.widgets.map((w) => w.y + w.h))
    return Math.ceil((bottom + BLOCK_MARGIN) / GRID_ROW_HEIGHT)
  })
  let top = 0
  const nodes = blocks.map((block, i) => {
    const node = defaultLayoutNode(block.id, { x: 0, y: top, w: 24, h: rows[i] })
    top += rows[i] ?? 0
    return node
  })
  return {
    layout: JSON.stringify(defaultPageLayout('', nodes)),
    layouts: blocks.map((block) => ({
      id: block.id,
      name: block.name,
      context: JSON.stringify(block.context),
    })),
  }
}
