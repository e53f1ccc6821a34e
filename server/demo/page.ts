import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults.ts'
import type { LayoutContextWire } from '../../engine/document/persisted.ts'
import { newLayoutId } from '../routes/compose/documents/ids.ts'
import { type DemoSymbols, equipmentLine } from './faceplates.ts'
import { type AreaView, bind, blockRows, reading, widget } from './widgets.ts'
import { ENGLISH, type Words } from './words.ts'

/*
 * The demo application's overview page: one normal PC page (v1.1 layout) with a block per area (v1.0
 * contexts) of gauges, labels, the area's motor, pump and tank as library symbols bound to their units
 * (faceplates), a pipe, line and trend charts and a live alarm list.
 */

/** Where the process panel's readings sit. */
const PANEL = { x: 40, width: 540 }

/*
 * One area on the 1,920 px design width: a process panel (pump, pipe, state and readings), the tank
 * level gauge and the pump's flow over ten minutes on top; the last hour's temperatures and the area's
 * live alarms below, side by side.
 */
function areaBlock(area: AreaView, symbols: DemoSymbols, w: Words): LayoutContextWire {
  return {
    ...defaultLayoutContext('free'),
    widgets: [
      widget('form.label', { x: 20, y: 10, w: 600, h: 36 }, { text: area.title, fontSize: 20, bold: true }),
      ...equipmentLine(area, symbols, w),
      ...reading({ ...PANEL, y: 180 }, w('Discharge pressure'), bind(area.pump, 'pressure'), 2, 'bar'),
      ...reading({ ...PANEL, y: 220 }, w('Flow'), bind(area.pump, 'flow'), 1, 'm³/h'),
      ...reading({ ...PANEL, y: 260 }, w('Tank level'), bind(area.tank, 'level'), 1, '%'),
      ...reading(
        { ...PANEL, y: 300 },
        w('Motor winding temperature'),
        bind(area.motor, 'temperature'),
        1,
        '°C',
      ),
      widget(
        'chart.gauge',
        { x: 620, y: 50, w: 290, h: 290 },
        { title: w('Tank level'), min: 0, max: 100, unit: '%', value: 0 },
        { value: bind(area.tank, 'level') },
      ),
      widget(
        'chart.line',
        { x: 930, y: 50, w: 970, h: 290 },
        {
          title: w('Pump flow, last 10 minutes'),
          source: 'live',
          unit: 'm³/h',
          windowSeconds: 600,
          seriesName: w('Flow'),
          showLegend: false,
        },
        { value: bind(area.pump, 'flow') },
      ),
      widget(
        'control.trendChart',
        { x: 20, y: 360, w: 890, h: 320 },
        {
          title: w('Temperatures, last hour'),
          rangeSeconds: 3600,
          pens: [
            { objName: area.motor, propName: 'temperature', name: w('Motor winding'), color: '' },
            { objName: area.pump, propName: 'temperature', name: w('Pump bearing'), color: '' },
          ],
        },
      ),
      widget(
        'control.realAlarm',
        { x: 930, y: 360, w: 970, h: 320 },
        { title: w('Alarms'), objects: area.objects.map((objName) => ({ objName })), maxRows: 200 },
      ),
    ],
  }
}

/** The page's documents as the compose calls take them: a v1.1 layout and two v1.0 blocks; `symbols` are the
 * application's stored library symbols the equipment is drawn with. */
export function demoPageDocuments(
  areas: AreaView[],
  symbols: DemoSymbols,
  w: Words = ENGLISH,
): {
  layout: string
  layouts: { id: string; name: string; context: string }[]
} {
  const blocks = areas.map((area) => ({
    id: newLayoutId(),
    name: area.title,
    context: areaBlock(area, symbols, w),
  }))
  const rows = blocks.map(({ context }) => blockRows(context))
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
