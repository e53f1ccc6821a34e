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

/** Caption and value colours of the process panel's readings. */
const CAPTION_COLOR = '#5b6675'
const RUNNING = {
  kind: 'ranges' as const,
  ranges: [{ min: 1, max: null, value: 'Running' }],
  otherwise: 'Stopped',
}
const RUNNING_COLOR = {
  kind: 'ranges' as const,
  ranges: [{ min: 1, max: null, value: '#2e9d4a' }],
  otherwise: '#5b6675',
}

/** A caption on the left and a bound, formatted reading on the right, one row of the process panel. */
function reading(y: number, caption: string, source: Binding, decimals: number, unit: string): WidgetWire[] {
  return [
    widget('form.label', { x: 40, y, w: 280, h: 32 }, { text: caption, color: CAPTION_COLOR }),
    widget(
      'form.label',
      { x: 320, y, w: 260, h: 32 },
      { text: '—', bold: true, align: 'right' },
      { text: { ...source, transform: { kind: 'format', decimals, unit } } },
    ),
  ]
}

/*
 * One area on the 1,920 px design width: a process panel (pump, pipe, state and readings), the tank
 * level gauge and the pump's flow over ten minutes on top; the last hour's temperatures and the area's
 * live alarms below, side by side.
 */
function areaBlock(area: AreaView): LayoutContextWire {
  return {
    ...defaultLayoutContext('free'),
    widgets: [
      widget('form.label', { x: 20, y: 10, w: 600, h: 36 }, { text: area.title, fontSize: 20, bold: true }),
      widget(
        'symbol.pump',
        { x: 40, y: 60, w: 100, h: 100 },
        { state: '0' },
        { state: bind(area.pump, 'running') },
      ),
      widget(
        'shape.pipe',
        { x: 140, y: 102, w: 440, h: 16 },
        { flow: 0, fullScaleFlow: 120, flowColor: '#1677ff' },
        { flow: bind(area.pump, 'flow') },
      ),
      widget(
        'form.label',
        { x: 320, y: 130, w: 260, h: 32 },
        { text: 'Stopped', bold: true, align: 'right' },
        {
          text: { ...bind(area.pump, 'running'), transform: RUNNING },
          color: { ...bind(area.pump, 'running'), transform: RUNNING_COLOR },
        },
      ),
      ...reading(180, 'Discharge pressure', bind(area.pump, 'pressure'), 2, 'bar'),
      ...reading(220, 'Flow', bind(area.pump, 'flow'), 1, 'm³/h'),
      ...reading(260, 'Tank level', bind(area.tank, 'level'), 1, '%'),
      ...reading(300, 'Motor winding temperature', bind(area.motor, 'temperature'), 1, '°C'),
      widget(
        'chart.gauge',
        { x: 620, y: 50, w: 290, h: 290 },
        { title: 'Tank level', min: 0, max: 100, unit: '%', value: 0 },
        { value: bind(area.tank, 'level') },
      ),
      widget(
        'chart.line',
        { x: 930, y: 50, w: 970, h: 290 },
        {
          title: 'Pump flow, last 10 minutes',
          source: 'live',
          unit: 'm³/h',
          windowSeconds: 600,
          seriesName: 'Flow',
          showLegend: false,
        },
        { value: bind(area.pump, 'flow') },
      ),
      widget(
        'control.trendChart',
        { x: 20, y: 360, w: 890, h: 320 },
        {
          title: 'Temperatures, last hour',
          rangeSeconds: 3600,
          pens: [
            { objName: area.motor, propName: 'temperature', name: 'Motor winding', color: '' },
            { objName: area.pump, propName: 'temperature', name: 'Pump bearing', color: '' },
          ],
        },
      ),
      widget(
        'control.realAlarm',
        { x: 930, y: 360, w: 970, h: 320 },
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
