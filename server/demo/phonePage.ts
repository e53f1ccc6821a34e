import {
  defaultLayoutContext,
  defaultLayoutNode,
  defaultMobileTab,
  defaultPageLayout,
} from '../../engine/document/defaults.ts'
import type { LayoutContextWire } from '../../engine/document/persisted.ts'
import { newLayoutId } from '../routes/compose/documents/ids.ts'
import { type DemoSymbols, type EquipmentBoxes, equipmentLine } from './faceplates.ts'
import { type AreaView, bind, blockRows, reading, widget } from './widgets.ts'
import { ENGLISH, type Words } from './words.ts'

/*
 * The demo application's phone page: a mobile page (pageInfo.platformType 'mobile') on the 375 px
 * design width, with a dark navigation bar and one navigation tab per area. Each tab holds one block:
 * the area's motor, pump and tank as library faceplates (as on the overview: a tap opens the unit's
 * faceplate) with the pump's state, the readings, the tank level gauge and the area's alarms.
 */

const READINGS = { x: 16, width: 343 }

/** The equipment line squeezed into the phone's 375 px. */
const PHONE_EQUIPMENT: EquipmentBoxes = {
  motor: { x: 16, y: 62, w: 56, h: 50 },
  pump: { x: 70, y: 48, w: 70, h: 70 },
  pipe: { x: 137, y: 58, w: 164, h: 14 },
  tank: { x: 299, y: 44, w: 60, h: 88 },
  state: { x: 140, y: 86, w: 156, h: 28 },
}

function phoneAreaBlock(area: AreaView, symbols: DemoSymbols, w: Words): LayoutContextWire {
  return {
    ...defaultLayoutContext('free'),
    widgets: [
      widget('form.label', { x: 16, y: 8, w: 343, h: 32 }, { text: area.title, fontSize: 18, bold: true }),
      ...equipmentLine(area, symbols, w, PHONE_EQUIPMENT),
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
  symbols: DemoSymbols,
  w: Words = ENGLISH,
): { layout: string; layouts: { id: string; name: string; context: string }[] } {
  const blocks = areas.map((area) => ({
    id: newLayoutId(),
    name: area.title,
    context: phoneAreaBlock(area, symbols, w),
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
