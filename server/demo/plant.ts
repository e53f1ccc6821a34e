import type { LimitInput, PropertyInput } from '../routes/metadata/common/memberRules.ts'

/**
 * The demo plant: three templates with simulated signals and alarm limits, twelve units in two areas.
 * Periods are minutes and the limits sit inside the waveforms' ranges, so every unit trips an alarm every
 * few minutes and clears it again. Slow signals update every few seconds and are rounded, which keeps the
 * history small (about 15 values a second for the whole plant).
 */

export interface DemoTemplate {
  name: string
  showName: string
  description: string
  properties: PropertyInput[]
  alertLimits: Record<string, LimitInput[]>
  /** Simulator bindings by property; `phase` is added per unit. */
  simulation: Record<string, Record<string, unknown>>
}

export const DEMO_UNITS = [
  { name: 'bar', description: 'Pressure' },
  { name: 'm³/h', description: 'Volume flow' },
  { name: '%', description: 'Percent' },
  { name: '°C', description: 'Degrees Celsius' },
  { name: 'rpm', description: 'Revolutions per minute' },
  { name: 'A', description: 'Ampere' },
]

const sim = (waveform: string, settings: Record<string, unknown>) => ({
  connector: 'simulator',
  waveform,
  ...settings,
})

/** A signal that follows the unit's `running` state: `idle` while it is stopped. */
const stopped = (idle: number) => ({ runsWith: 'running', idle })

export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    name: 'Pump',
    showName: 'Pump',
    description: 'Centrifugal pump (demo)',
    properties: [
      { name: 'running', showName: 'Running', type: 'bool', defaultValue: false },
      { name: 'pressure', showName: 'Discharge pressure', type: 'float', unit: 'bar', defaultValue: 0 },
      { name: 'flow', showName: 'Flow', type: 'float', unit: 'm³/h', defaultValue: 0 },
      { name: 'temperature', showName: 'Bearing temperature', type: 'float', unit: '°C', defaultValue: 20 },
      { name: 'speed', showName: 'Speed', type: 'float', unit: 'rpm', defaultValue: 0 },
    ],
    alertLimits: {
      pressure: [
        { name: 'High', showName: 'Discharge pressure high', alertType: 'gt', limitValue: 6.5, priority: 2 },
        {
          name: 'HighHigh',
          showName: 'Discharge pressure very high',
          alertType: 'gt',
          limitValue: 7.5,
          priority: 1,
        },
      ],
      flow: [{ name: 'Low', showName: 'Flow low', alertType: 'lt', limitValue: 20, priority: 3 }],
      temperature: [
        { name: 'High', showName: 'Bearing temperature high', alertType: 'gt', limitValue: 70, priority: 2 },
      ],
    },
    simulation: {
      running: sim('square', { period: 600, duty: 0.9 }),
      pressure: sim('sine', {
        offset: 5,
        amplitude: 2.8,
        period: 240,
        every: 2,
        decimals: 2,
        ...stopped(0.2),
      }),
      flow: sim('sine', { offset: 60, amplitude: 45, period: 300, every: 2, decimals: 1, ...stopped(0) }),
      temperature: sim('triangle', { offset: 50, amplitude: 25, period: 420, every: 5, decimals: 1 }),
      speed: sim('sine', { offset: 1450, amplitude: 30, period: 60, every: 5, decimals: 0, ...stopped(0) }),
    },
  },
  {
    name: 'Tank',
    showName: 'Tank',
    description: 'Storage tank (demo)',
    properties: [
      { name: 'level', showName: 'Level', type: 'float', unit: '%', defaultValue: 50 },
      { name: 'temperature', showName: 'Temperature', type: 'float', unit: '°C', defaultValue: 20 },
      { name: 'inletOpen', showName: 'Inlet valve open', type: 'bool', defaultValue: false },
    ],
    alertLimits: {
      level: [
        { name: 'High', showName: 'Level high', alertType: 'gt', limitValue: 90, priority: 2 },
        { name: 'Low', showName: 'Level low', alertType: 'lt', limitValue: 10, priority: 2 },
        { name: 'LowLow', showName: 'Level very low', alertType: 'lt', limitValue: 5, priority: 1 },
      ],
      temperature: [
        { name: 'High', showName: 'Temperature high', alertType: 'gt', limitValue: 60, priority: 3 },
      ],
    },
    simulation: {
      level: sim('sine', { offset: 50, amplitude: 46, period: 360, every: 2, decimals: 1 }),
      temperature: sim('sine', { offset: 45, amplitude: 18, period: 500, every: 5, decimals: 1 }),
      inletOpen: sim('square', { period: 180 }),
    },
  },
  {
    name: 'Motor',
    showName: 'Motor',
    description: 'Electric motor (demo)',
    properties: [
      { name: 'running', showName: 'Running', type: 'bool', defaultValue: false },
      { name: 'speed', showName: 'Speed', type: 'float', unit: 'rpm', defaultValue: 0 },
      { name: 'temperature', showName: 'Winding temperature', type: 'float', unit: '°C', defaultValue: 20 },
      { name: 'current', showName: 'Current', type: 'float', unit: 'A', defaultValue: 0 },
    ],
    alertLimits: {
      temperature: [
        { name: 'High', showName: 'Winding temperature high', alertType: 'gt', limitValue: 80, priority: 2 },
        {
          name: 'HighHigh',
          showName: 'Winding temperature very high',
          alertType: 'gt',
          limitValue: 90,
          priority: 1,
        },
      ],
      current: [{ name: 'High', showName: 'Current high', alertType: 'gt', limitValue: 40, priority: 3 }],
    },
    simulation: {
      running: sim('square', { period: 900, duty: 0.95 }),
      speed: sim('sine', { offset: 1480, amplitude: 20, period: 90, every: 5, decimals: 0, ...stopped(0) }),
      temperature: sim('triangle', { offset: 60, amplitude: 32, period: 480, every: 5, decimals: 1 }),
      current: sim('sine', { offset: 30, amplitude: 12, period: 200, every: 2, decimals: 1, ...stopped(0) }),
    },
  },
]

/** The network: Plant → Area A / Area B → units. Areas are plain objects without a template. */
export const DEMO_NETWORK = 'DemoPlant'
export const DEMO_AREAS = [
  { name: 'Plant', showName: 'Demo plant', parent: null },
  { name: 'AreaA', showName: 'Area A – intake', parent: 'Plant' },
  { name: 'AreaB', showName: 'Area B – process', parent: 'Plant' },
] as const

export const DEMO_INSTANCES: { name: string; showName: string; template: string; area: 'AreaA' | 'AreaB' }[] =
  [
    { name: 'Pump_A1', showName: 'Intake pump 1', template: 'Pump', area: 'AreaA' },
    { name: 'Pump_A2', showName: 'Intake pump 2', template: 'Pump', area: 'AreaA' },
    { name: 'Tank_A1', showName: 'Raw water tank', template: 'Tank', area: 'AreaA' },
    { name: 'Tank_A2', showName: 'Buffer tank', template: 'Tank', area: 'AreaA' },
    { name: 'Motor_A1', showName: 'Intake pump 1 motor', template: 'Motor', area: 'AreaA' },
    { name: 'Motor_A2', showName: 'Intake pump 2 motor', template: 'Motor', area: 'AreaA' },
    { name: 'Pump_B1', showName: 'Transfer pump 1', template: 'Pump', area: 'AreaB' },
    { name: 'Pump_B2', showName: 'Transfer pump 2', template: 'Pump', area: 'AreaB' },
    { name: 'Tank_B1', showName: 'Mixing tank', template: 'Tank', area: 'AreaB' },
    { name: 'Tank_B2', showName: 'Product tank', template: 'Tank', area: 'AreaB' },
    { name: 'Motor_B1', showName: 'Agitator motor', template: 'Motor', area: 'AreaB' },
    { name: 'Motor_B2', showName: 'Conveyor motor', template: 'Motor', area: 'AreaB' },
  ]

/** Units of one template are staggered, so their alarms do not all trip at the same moment. */
export const phaseOf = (index: number) => Math.round(((index * 0.37) % 1) * 100) / 100
