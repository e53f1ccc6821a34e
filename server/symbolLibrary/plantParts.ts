import { hiddenWhile, ISA, type LibrarySymbol, onOff, param, shownWhile, stateFill, symbol } from './parts.ts'
import { circlePath, rectPath } from './paths.ts'

/* Category 15, pipe fittings; 16, electrical; 18, buildings and areas. */

const FLOWING = [{ name: 'flowing', type: 'bool', default: false } as const]
/** A fitting's body: pipe grey, the liquid colour while it carries flow. */
const pipeBody = {
  name: 'body',
  slots: { fill: { param: 'flowing', transform: onOff(ISA.liquid, ISA.fill) } },
}

export const FITTINGS: LibrarySymbol[] = [
  symbol(
    'fitting.elbow',
    ['Elbow', '弯头'],
    'A 90° elbow joining two pipe runs.',
    { w: 60, h: 60 },
    [...FLOWING],
    (d) => d.path('M0 22 H20 A18 18 0 0 1 38 40 V60 H22 V40 A2 2 0 0 0 20 38 H0 Z', pipeBody),
  ),
  symbol(
    'fitting.tee',
    ['Tee', '三通'],
    'An equal tee: a branch off the run.',
    { w: 80, h: 60 },
    [...FLOWING],
    (d) => d.path('M0 22 H80 V38 H48 V60 H32 V38 H0 Z', pipeBody),
  ),
  symbol(
    'fitting.reducer',
    ['Reducer', '异径管'],
    'A concentric reducer from a larger to a smaller pipe.',
    { w: 80, h: 60 },
    [...FLOWING],
    (d) => d.path('M0 14 H26 L54 22 H80 V38 H54 L26 46 H0 Z', pipeBody),
  ),
  symbol(
    'fitting.flange',
    ['Flange pair', '法兰'],
    'A bolted flange pair joining two pipe sections.',
    { w: 80, h: 60 },
    [...FLOWING],
    (d) =>
      d
        .path('M0 22 H80 V38 H0 Z', pipeBody)
        .rect(32, 6, 6, 48, { fill: ISA.fill })
        .rect(42, 6, 6, 48, { fill: ISA.fill }),
  ),
  symbol(
    'fitting.cap',
    ['End cap', '管帽'],
    'A pipe end closed by a cap.',
    { w: 60, h: 40 },
    [...FLOWING],
    (d) => d.path('M0 12 H40 A8 8 0 0 1 40 28 H0 Z', pipeBody).line('M40 8 V32', { strokeWidth: 3 }),
  ),
]

export const ELECTRICAL: LibrarySymbol[] = [
  symbol(
    'electrical.breaker',
    ['Circuit breaker', '断路器'],
    'A circuit breaker: dark when closed, open blade when open; red ring on a trip.',
    { w: 60, h: 90 },
    [param.closed, param.fault],
    (d) =>
      d
        .line('M30 0 V18 M30 72 V90', { strokeWidth: 3 })
        .path(rectPath(12, 18, 36, 54), { name: 'body', slots: stateFill('closed') })
        .line('M30 26 V64', {
          stroke: ISA.idle,
          strokeWidth: 3,
          name: 'bladeClosed',
          slots: { visible: { param: 'closed', transform: shownWhile } },
        })
        .line('M30 64 L18 30', {
          strokeWidth: 3,
          name: 'bladeOpen',
          slots: { visible: { param: 'closed', transform: hiddenWhile } },
        })
        .faultRing(rectPath(8, 14, 44, 62)),
  ),
  symbol(
    'electrical.transformer',
    ['Transformer', '变压器'],
    'A two-winding transformer: the windings dark while energised.',
    { w: 60, h: 100 },
    [{ name: 'energised', type: 'bool', default: false }, param.fault],
    (d) =>
      d
        .line('M30 0 V14 M30 86 V100', { strokeWidth: 3 })
        .path(circlePath(30, 36, 22), {
          name: 'primary',
          fill: ISA.none,
          slots: { stroke: { param: 'energised', transform: onOff(ISA.text, ISA.line) } },
        })
        .path(circlePath(30, 64, 22), {
          name: 'secondary',
          fill: ISA.none,
          slots: { stroke: { param: 'energised', transform: onOff(ISA.text, ISA.line) } },
        })
        .faultRing(`${circlePath(30, 36, 26)} ${circlePath(30, 64, 26)}`),
  ),
  symbol(
    'electrical.switchgear',
    ['Switchgear', '开关柜'],
    'A switchgear line-up of four cubicles; `energised` darkens the busbar.',
    { w: 140, h: 90 },
    [{ name: 'energised', type: 'bool', default: false }, param.fault],
    (d) => {
      d.rect(4, 4, 132, 82, { fill: ISA.idle })
      for (let x = 4; x < 136; x += 33)
        d.rect(x + 4, 20, 25, 60, { fill: ISA.fill }).circle(x + 16, 34, 4, { fill: ISA.idle })
      d.rect(4, 4, 132, 10, {
        name: 'busbar',
        slots: { fill: { param: 'energised', transform: onOff(ISA.active, ISA.idle) } },
      })
      d.faultRing(rectPath(1, 1, 138, 88))
    },
  ),
  symbol(
    'electrical.generator',
    ['Generator', '发电机'],
    'A generator (the circle with G): dark while running, ringed red on a trip.',
    { w: 80, h: 80 },
    [param.running, param.fault],
    (d) =>
      d
        .line('M0 40 H12', { strokeWidth: 4 })
        .path(circlePath(44, 40, 30), { name: 'body', slots: stateFill('running') })
        .text(24, 26, 40, 28, 'G', { size: 22, bold: true })
        .faultRing(circlePath(44, 40, 34)),
  ),
]

const AREA = [
  { name: 'name', type: 'text', default: '' } as const,
  { name: 'alarm', type: 'bool', default: false } as const,
]

export const BUILDINGS: LibrarySymbol[] = [
  symbol(
    'building.building',
    ['Building', '建筑物'],
    'A building with its name; the outline turns to the alarm colour while any alarm is active in it.',
    { w: 120, h: 100 },
    [...AREA],
    (d) =>
      d
        .path('M8 40 L60 6 L112 40 V96 H8 Z', {
          fill: ISA.idle,
          name: 'outline',
          slots: { stroke: { param: 'alarm', transform: onOff(ISA.alarm, ISA.line) } },
        })
        .rect(50, 66, 20, 30, { fill: ISA.fill })
        .text(10, 42, 100, 20, '', {
          size: 12,
          bold: true,
          name: 'nameText',
          slots: { text: { param: 'name' } },
        }),
  ),
  symbol(
    'building.area',
    ['Area', '区域'],
    'A plant area: a dashed boundary with its name; alarm colour while an alarm is active in the area.',
    { w: 200, h: 120 },
    [...AREA],
    (d) =>
      d
        .line(
          'M4 4 H24 M34 4 H54 M64 4 H84 M94 4 H114 M124 4 H144 M154 4 H174 M184 4 H196 V24 M196 34 V54 M196 64 V84 M196 94 V116 H176 M166 116 H146 M136 116 H116 M106 116 H86 M76 116 H56 M46 116 H26 M16 116 H4 V96 M4 86 V66 M4 56 V36 M4 26 V4',
          {
            name: 'outline',
            slots: { stroke: { param: 'alarm', transform: onOff(ISA.alarm, ISA.line) } },
          },
        )
        .text(10, 10, 180, 20, '', {
          size: 13,
          bold: true,
          name: 'nameText',
          slots: { text: { param: 'name' } },
        }),
  ),
  symbol(
    'building.controlRoom',
    ['Control room', '控制室'],
    'A control room: a building with an operator screen; alarm colour while an alarm is unacknowledged.',
    { w: 120, h: 100 },
    [...AREA],
    (d) =>
      d
        .path(rectPath(8, 20, 104, 76), {
          fill: ISA.idle,
          name: 'outline',
          slots: { stroke: { param: 'alarm', transform: onOff(ISA.alarm, ISA.line) } },
        })
        .rect(36, 44, 48, 30, { fill: ISA.active, radius: 2 })
        .line('M52 82 H68 M60 74 V82')
        .text(10, 24, 100, 18, '', {
          size: 12,
          bold: true,
          name: 'nameText',
          slots: { text: { param: 'name' } },
        }),
  ),
]
