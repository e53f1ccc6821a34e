import { ISA, type LibrarySymbol, onOff, param, symbol } from './parts.ts'
import { circlePath } from './paths.ts'

/*
 * Category 14, sensors and transmitters (the ISA bubble with its letters, field mounted, and the reading);
 * category 17, instruments on a panel (the bubble with its line), recorders and controllers.
 */

const transmitter = (
  key: string,
  letters: string,
  name: readonly [string, string],
  what: string,
  unit: string,
) =>
  symbol(
    `sensor.${key}`,
    name,
    `A field ${what} transmitter (${letters}); \`value\` is read out in ${unit}.`,
    { w: 70, h: 90 },
    [param.value],
    (d) =>
      d
        .line('M35 60 V76 M20 76 H50', { strokeWidth: 2 })
        .path(circlePath(35, 30, 26), { fill: ISA.idle, name: 'bubble' })
        .text(11, 18, 48, 24, letters, { size: 16, bold: true })
        .readout(0, 76, 70, 14, 'value', 1, unit, 11),
  )

export const SENSORS: LibrarySymbol[] = [
  transmitter('flow', 'FT', ['Flow transmitter', '流量变送器'], 'flow', 'm³/h'),
  transmitter('pressure', 'PT', ['Pressure transmitter', '压力变送器'], 'pressure', 'bar'),
  transmitter('temperature', 'TT', ['Temperature transmitter', '温度变送器'], 'temperature', '°C'),
  transmitter('level', 'LT', ['Level transmitter', '液位变送器'], 'level', '%'),
  symbol(
    'sensor.flowElement',
    ['Flow element (orifice)', '孔板流量计'],
    'An orifice plate in the line, the primary element of a flow measurement.',
    { w: 80, h: 50 },
    [param.value],
    (d) =>
      d
        .line('M0 25 H80', { strokeWidth: 3 })
        .line('M36 6 V44 M44 6 V44', { strokeWidth: 3 })
        .readout(0, 36, 80, 14, 'value', 1, 'm³/h', 10),
  ),
]

export const INSTRUMENTS: LibrarySymbol[] = [
  symbol(
    'instrument.indicator',
    ['Indicator', '指示仪表'],
    'A panel indicator (the bubble with its line, ISA): `value` with its unit under the letters.',
    { w: 70, h: 70 },
    [param.value, { name: 'unit', type: 'text', default: '' }],
    (d) =>
      d
        .path(circlePath(35, 35, 32), { fill: ISA.idle, name: 'bubble' })
        .line('M3 35 H67')
        .text(11, 12, 48, 20, 'I', { size: 14, bold: true })
        .readout(5, 40, 60, 16, 'value', 1, '', 12)
        .text(5, 54, 60, 12, '', { size: 9, name: 'unitText', slots: { text: { param: 'unit' } } }),
  ),
  symbol(
    'instrument.recorder',
    ['Recorder', '记录仪'],
    'A chart recorder: the pen trace and the last recorded value.',
    { w: 90, h: 80 },
    [param.value],
    (d) =>
      d
        .rect(4, 4, 82, 72, { fill: ISA.idle, radius: 4 })
        .rect(12, 12, 66, 36, { fill: '#ffffff' })
        .line('M14 40 L24 30 L34 34 L44 20 L54 26 L64 18 L76 24')
        .readout(4, 54, 82, 18, 'value', 1, '', 12),
  ),
  symbol(
    'instrument.controller',
    ['Controller', '控制器'],
    'A PID controller on the panel: its process value and setpoint; the bubble dark in manual.',
    { w: 90, h: 80 },
    [
      { ...param.value, name: 'pv' },
      { ...param.value, name: 'sp' },
      { name: 'manual', type: 'bool', default: false },
    ],
    (d) =>
      d
        .path(circlePath(45, 30, 26), {
          fill: ISA.idle,
          name: 'bubble',
          slots: { fill: { param: 'manual', transform: onOff(ISA.fill, ISA.idle) } },
        })
        .line('M19 30 H71')
        .text(21, 8, 48, 20, 'IC', { size: 14, bold: true })
        .text(0, 58, 20, 11, 'PV', { size: 9 })
        .readout(20, 58, 70, 11, 'pv', 1, '', 10)
        .text(0, 69, 20, 11, 'SP', { size: 9 })
        .readout(20, 69, 70, 11, 'sp', 1, '', 10),
  ),
  symbol(
    'instrument.alarmLamp',
    ['Alarm lamp', '报警灯'],
    'An alarm lamp: grey while normal, the alarm colour while `alarm` is true (ISA-101: colour only when abnormal).',
    { w: 60, h: 70 },
    [{ name: 'alarm', type: 'bool', default: false }],
    (d) =>
      d.rect(14, 54, 32, 12, { fill: ISA.fill }).path(circlePath(30, 30, 24), {
        name: 'lamp',
        fill: ISA.idle,
        slots: { fill: { param: 'alarm', transform: onOff(ISA.alarm, ISA.idle) } },
      }),
  ),
]
