import type { Binding, WidgetWire } from '../../engine/document/persisted.ts'
import { LIBRARY_SYMBOL_TYPE } from '../../plugins/symbols/library/manifest.ts'
import type { StoredLibrarySymbol } from '../symbolLibrary/seed.ts'
import { DEMO_TEMPLATES } from './plant.ts'
import { type AreaView, bind, widget } from './widgets.ts'
import { ENGLISH, type Words } from './words.ts'

/*
 * The overview's equipment as faceplates (issue 23): library symbols placed on the page and bound to the
 * demo units, so a click at runtime opens the unit's faceplate (live values, alarms, setpoints, trend).
 */

/** The library symbols the overview shows, by library key. */
export const DEMO_SYMBOL_KEYS = {
  pump: 'pump.centrifugal',
  tank: 'tank.vertical',
  motor: 'motor.electric',
} as const

/** The stored library symbols the overview places. */
export type DemoSymbols = Record<keyof typeof DEMO_SYMBOL_KEYS, StoredLibrarySymbol>

type Box = { x: number; y: number; w: number; h: number }

/**
 * Library symbol `symbol` placed at `box` and bound to `instance` of `template`: each parameter follows
 * the instance's property of the same name, as choosing the instance in the designer binds it; a
 * parameter the template has no property for (a pump's `fault`) keeps its designed default.
 */
export function placedSymbol(
  symbol: StoredLibrarySymbol,
  instance: string,
  template: string,
  box: Box,
): WidgetWire {
  const properties = new Set(DEMO_TEMPLATES.find((t) => t.name === template)?.properties.map((p) => p.name))
  const bindings: Record<string, Binding> = {}
  for (const parameter of symbol.drawing.parameters)
    if (properties.has(parameter.name)) bindings[parameter.name] = bind(instance, parameter.name)
  return widget(
    LIBRARY_SYMBOL_TYPE,
    box,
    // A reference to the library's symbol as just seeded (version 1): the runtime reads the drawing once.
    { symbolId: String(symbol.id), symbolVersion: 1, drawing: null, instance, faceplatePage: '' },
    bindings,
  )
}

const running = (w: Words) => ({
  kind: 'ranges' as const,
  ranges: [{ min: 1, max: null, value: w('Running') }],
  otherwise: w('Stopped'),
})
const RUNNING_COLOR = {
  kind: 'ranges' as const,
  ranges: [{ min: 1, max: null, value: '#2e9d4a' }],
  otherwise: '#5b6675',
}

/** Where an equipment line's parts go, in block pixels. */
export interface EquipmentBoxes {
  motor: Box
  pump: Box
  pipe: Box
  tank: Box
  state: Box
}

/** The overview's equipment line on the 1,920 px design width. */
export const OVERVIEW_EQUIPMENT: EquipmentBoxes = {
  motor: { x: 20, y: 78, w: 80, h: 70 },
  pump: { x: 100, y: 60, w: 90, h: 90 },
  pipe: { x: 186, y: 73, w: 296, h: 16 },
  tank: { x: 480, y: 46, w: 80, h: 120 },
  state: { x: 200, y: 120, w: 260, h: 32 },
}

/**
 * An area's equipment line: the pump's motor, the pump, the discharge pipe whose dashes follow the pump's
 * flow into the tank, and the pump's state in words ("Running" / "Stopped") under the pipe.
 */
export function equipmentLine(
  area: AreaView,
  symbols: DemoSymbols,
  w: Words = ENGLISH,
  at: EquipmentBoxes = OVERVIEW_EQUIPMENT,
): WidgetWire[] {
  const runningBit = bind(area.pump, 'running')
  return [
    placedSymbol(symbols.motor, area.motor, 'Motor', at.motor),
    placedSymbol(symbols.pump, area.pump, 'Pump', at.pump),
    widget(
      'shape.pipe',
      at.pipe,
      { flow: 0, fullScaleFlow: 120, flowColor: '#1677ff' },
      { flow: bind(area.pump, 'flow') },
    ),
    placedSymbol(symbols.tank, area.tank, 'Tank', at.tank),
    widget(
      'form.label',
      at.state,
      { text: w('Stopped'), bold: true, align: 'right' },
      {
        text: { ...runningBit, transform: running(w) },
        color: { ...runningBit, transform: RUNNING_COLOR },
      },
    ),
  ]
}
