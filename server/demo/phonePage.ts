import {
  defaultLayoutContext,
  defaultLayoutNode,
  defaultMobileTab,
  defaultPageLayout,
} from '../../engine/document/defaults.ts'
import type { LayoutContextWire } from '../../engine/document/persisted.ts'
import { newLayoutId } from '../routes/compose/documents/ids.ts'
import { type AreaView, bind, blockRows, pumpLine, reading, widget } from './widgets.ts'
import { ENGLISH, type Words } from './words.ts'

/*
 * The demo application's phone page: a mobile page (pageInfo.platformType 'mobile') on the 375 px
 * design width, with a dark navigation bar and one navigation tab per area. Each tab holds one block:
 * the pump and its state, the readings, the tank level gauge and the area's alarms.
 */

const READINGS = { x: 16, width: 343 }

function phoneAreaBlock(area: AreaView, w: Words): LayoutContextWire {
  return {
    ...defaultLayoutContext('free'),
    widgets: [
      widget('form.label', { x: 16, y: 8, w: 343, h: 32 }, { text: area.title, fontSize: 18, bold: true }),
      ...pumpLine(
        area,
        {
          pump: { x: 16, y: 48, w: 80, h: 80 },
          pipe: { x: 96, y: 81, w: 263, h: 14 },
          state: { x: 199, y: 100, w: 160, h: 28 },
        },
        w,
      ),
      ...reading({ ...READINGS, y: 140 }, w('Discharge pressure'), bind(area.pump, 'pressure'), 2, 'bar'),
      ...reading({ ...READINGS, y: 176 }, w('Flow'), bind(area.pump, 'flow'), 1, 'm³/h'),
      ...reading({ ...READINGS, y: 212 }, w('Motor current'), bind(area.motor, 'current'), 1, 'A'),
      widget(
        'chart.gauge',
        { x: 48, y: 256, w: 280, h: 250 },
        { title: w('Tank level'), min: 0, max: 100, unit: '%', value: 0 },
        { value: bind(area.tank, 'level') },
      ),
      widget(
        'control.realAlarm',
        { x: 16, y: 522, w: 343, h: 320 },
        { title: w('Alarms'), objects: area.objects.map((objName) => ({ objName })), maxRows: 200 },
      ),
    ],
  }
}

/** The phone page's documents as the compose calls take them: its blocks live in its tabs only. */
export function demoPhonePageDocuments(
  navbarName: string,
  areas: (AreaView & { tab: string })[],
  w: Words = ENGLISH,
): { layout: string; layouts: { id: string; name: string; context: string }[] } {
  const blocks = areas.map((area) => ({
    id: newLayoutId(),
    name: area.title,
    context: phoneAreaBlock(area, w),
  }))
  const layout = defaultPageLayout('', [])
  layout.pageInfo = {
    ...layout.pageInfo,
    platformType: 'mobile',
    navbar: { name: navbarName, navbarStyle: 'fixed', navbarFront: 'light', navbarBgColor: '#16325c' },
  }
  layout.mobileLayout = blocks.map((block, index) => ({
    ...defaultMobileTab(index, [defaultLayoutNode(block.id, { h: blockRows(block.context) })]),
    name: areas[index]?.tab ?? block.name,
  }))
  return {
    layout: JSON.stringify(layout),
    layouts: blocks.map((block) => ({
      id: block.id,
      name: block.name,
      context: JSON.stringify(block.context),
    })),
  }
}
