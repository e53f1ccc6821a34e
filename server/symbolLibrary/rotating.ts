import { ISA, type LibrarySymbol, param, stateFill, symbol } from './parts.ts'
import { circlePath, rectPath } from './paths.ts'

/*
 * Category 6, motors; 7, fans and blowers; 8, compressors. Rotating equipment: `running` darkens the
 * body, `fault` rings it in the alarm colour.
 */

const RUN = [param.running, param.fault]

export const MOTORS: LibrarySymbol[] = [
  symbol(
    'motor.electric',
    ['Electric motor', '电动机'],
    'An electric motor (the ISA circle with M): dark while running, ringed red on a trip. Bound to the Motor template.',
    { w: 80, h: 70 },
    RUN,
    (d) =>
      d
        .line('M62 35 H80', { strokeWidth: 4 })
        .path(circlePath(34, 35, 28), { name: 'body', slots: stateFill('running') })
        .text(14, 22, 40, 26, 'M', { size: 20, bold: true })
        .faultRing(circlePath(34, 35, 32)),
    'Motor',
  ),
  symbol(
    'motor.geared',
    ['Geared motor', '减速电机'],
    'A motor with a gearbox on its shaft.',
    { w: 110, h: 70 },
    RUN,
    (d) =>
      d
        .rect(64, 16, 30, 38, { fill: ISA.fill })
        .line('M94 35 H110', { strokeWidth: 4 })
        .line('M64 16 L94 54 M64 54 L94 16')
        .path(circlePath(34, 35, 28), { name: 'body', slots: stateFill('running') })
        .text(14, 22, 40, 26, 'M', { size: 20, bold: true })
        .faultRing(circlePath(34, 35, 32)),
  ),
  symbol(
    'motor.vsd',
    ['Variable-speed drive', '变频驱动'],
    'A motor on a variable-speed drive: its speed in rpm read out under it.',
    { w: 80, h: 90 },
    [param.running, param.fault, { name: 'speed', type: 'number', default: 0, min: 0, max: 3600 }],
    (d) =>
      d
        .path(rectPath(6, 4, 68, 56), { name: 'body', slots: stateFill('running') })
        .text(6, 10, 68, 22, 'VSD', { size: 14, bold: true })
        .line('M16 48 C24 36 32 36 40 48 S56 60 64 48')
        .faultRing(rectPath(2, 0, 76, 64))
        .readout(0, 66, 80, 20, 'speed', 0, 'rpm', 12),
  ),
]

export const FANS: LibrarySymbol[] = [
  symbol(
    'fan.axial',
    ['Axial fan', '轴流风机'],
    'An axial fan: two blades in a ring.',
    { w: 80, h: 80 },
    RUN,
    (d) =>
      d
        .path(circlePath(40, 40, 34), { name: 'body', slots: stateFill('running') })
        .path(
          'M40 40 C30 30 30 14 40 10 C46 20 46 32 40 40 Z M40 40 C50 50 50 66 40 70 C34 60 34 48 40 40 Z',
          {
            fill: ISA.idle,
          },
        )
        .circle(40, 40, 5, { fill: ISA.line })
        .faultRing(circlePath(40, 40, 38)),
  ),
  symbol(
    'fan.centrifugal',
    ['Centrifugal blower', '离心鼓风机'],
    'A centrifugal blower: scroll casing with a tangential outlet.',
    { w: 90, h: 80 },
    RUN,
    (d) =>
      d
        .path('M44 8 H86 V28 H66 Z', { fill: ISA.fill })
        .path(circlePath(44, 44, 34), { name: 'body', slots: stateFill('running') })
        .path(circlePath(44, 44, 16), { fill: ISA.idle })
        .line('M44 28 V60 M28 44 H60')
        .faultRing(circlePath(44, 44, 38)),
  ),
  symbol(
    'fan.coolingTower',
    ['Cooling tower', '冷却塔'],
    'A cooling tower with its fan on top: the fan dark while running.',
    { w: 100, h: 110 },
    RUN,
    (d) =>
      d
        .path('M14 104 L24 30 H76 L86 104 Z', { fill: ISA.fill })
        .line('M24 60 H76 M20 80 H80', { stroke: ISA.line })
        .path('M20 14 H80 V30 H20 Z', { name: 'body', slots: stateFill('running') })
        .line('M34 22 H66', { strokeWidth: 3 })
        .faultRing('M16 10 H84 V34 H16 Z'),
  ),
]

export const COMPRESSORS: LibrarySymbol[] = [
  symbol(
    'compressor.centrifugal',
    ['Centrifugal compressor', '离心压缩机'],
    'A centrifugal compressor: the trapezoid narrows towards the discharge.',
    { w: 100, h: 80 },
    RUN,
    (d) =>
      d
        .line('M0 40 H14 M86 40 H100', { strokeWidth: 3 })
        .path('M14 8 L86 24 V56 L14 72 Z', { name: 'body', slots: stateFill('running') })
        .faultRing('M10 3 L90 21 V59 L10 77 Z'),
  ),
  symbol(
    'compressor.reciprocating',
    ['Reciprocating compressor', '往复式压缩机'],
    'A reciprocating (piston) compressor: cylinder, piston and crank.',
    { w: 80, h: 100 },
    RUN,
    (d) =>
      d
        .path(rectPath(20, 6, 40, 50), { name: 'body', slots: stateFill('running') })
        .rect(24, 30, 32, 10, { fill: ISA.idle })
        .line('M40 40 V70')
        .path(circlePath(40, 80, 14), { fill: ISA.fill })
        .faultRing(rectPath(16, 2, 48, 58)),
  ),
  symbol(
    'compressor.screw',
    ['Screw compressor', '螺杆压缩机'],
    'A rotary screw compressor: two meshing rotors in one casing.',
    { w: 100, h: 70 },
    RUN,
    (d) =>
      d
        .path(rectPath(10, 8, 80, 54), { name: 'body', slots: stateFill('running') })
        .line(
          'M18 24 L28 16 L38 24 L48 16 L58 24 L68 16 L78 24 M18 46 L28 54 L38 46 L48 54 L58 46 L68 54 L78 46',
        )
        .faultRing(rectPath(6, 4, 88, 62)),
  ),
]
