import { type Drawing, ISA, type LibrarySymbol, param, stateFill, symbol } from './parts.ts'
import { bowtie, circlePath } from './paths.ts'

/* Category 2, pumps, and category 3, valves. Pumps: `running` darkens the body, `fault` rings it red. */

const RUN = [param.running, param.fault]

export const PUMPS: LibrarySymbol[] = [
  symbol(
    'pump.centrifugal',
    ['Centrifugal pump', '离心泵'],
    'A centrifugal pump: dark while running, ringed red on a fault. Bound to the Pump template.',
    { w: 80, h: 80 },
    RUN,
    (d) =>
      d
        .path('M22 64 L58 64 L66 76 L14 76 Z', { fill: ISA.fill })
        .path('M40 12 L76 12 L76 26 L58 26 Z', { fill: ISA.fill })
        .path(circlePath(40, 40, 28), { name: 'body', slots: stateFill('running') })
        .line('M28 26 L56 40 L28 54', { name: 'impeller' })
        .faultRing(circlePath(40, 40, 32)),
    'Pump',
  ),
  symbol(
    'pump.positiveDisplacement',
    ['Positive displacement pump', '容积泵'],
    'A rotary positive displacement pump (two lobes): for viscous liquids and dosing.',
    { w: 80, h: 80 },
    RUN,
    (d) =>
      d
        .line('M2 40 H12 M68 40 H78', { strokeWidth: 3 })
        .path(circlePath(40, 40, 28), { name: 'body', slots: stateFill('running') })
        .path(circlePath(40, 30, 9), { fill: ISA.idle })
        .path(circlePath(40, 50, 9), { fill: ISA.idle })
        .faultRing(circlePath(40, 40, 32)),
  ),
  symbol(
    'pump.inline',
    ['Vertical inline pump', '立式管道泵'],
    'A vertical inline pump: suction and discharge on one line, the motor above.',
    { w: 80, h: 90 },
    RUN,
    (d) =>
      d
        .rect(28, 4, 24, 30, { fill: ISA.fill, radius: 3 })
        .line('M2 66 H16 M64 66 H78', { strokeWidth: 3 })
        .path(circlePath(40, 66, 22), { name: 'body', slots: stateFill('running') })
        .line('M40 34 V44')
        .faultRing(circlePath(40, 66, 26)),
  ),
  symbol(
    'pump.metering',
    ['Metering pump', '计量泵'],
    'A diaphragm metering pump with adjustable stroke (the arrow), for chemical dosing.',
    { w: 80, h: 80 },
    RUN,
    (d) =>
      d
        .line('M2 40 H12 M68 40 H78', { strokeWidth: 3 })
        .path(circlePath(40, 40, 28), { name: 'body', slots: stateFill('running') })
        .line('M40 14 V66', { strokeWidth: 2 })
        .line('M18 62 L62 18 M62 18 L52 20 M62 18 L60 28', { strokeWidth: 2 })
        .faultRing(circlePath(40, 40, 32)),
  ),
  symbol(
    'pump.vacuum',
    ['Vacuum pump', '真空泵'],
    'A liquid-ring vacuum pump: evacuates a vessel or a line.',
    { w: 80, h: 80 },
    RUN,
    (d) =>
      d
        .path('M40 12 L76 12 L76 26 L58 26 Z', { fill: ISA.fill })
        .path(circlePath(40, 40, 28), { name: 'body', slots: stateFill('running') })
        .path(circlePath(44, 44, 14), { fill: ISA.idle })
        .text(28, 32, 32, 24, 'V', { size: 14, bold: true })
        .faultRing(circlePath(40, 40, 32)),
  ),
]

/** Valves: `open` darkens the body (closed is hollow), a control valve shows its position in %. */
const OPEN = [param.open]
const valveBody = (d: Drawing, y = 15) =>
  d.line(`M0 ${y + 15} H10 M70 ${y + 15} H80`, { strokeWidth: 3 }).path(bowtie(10, y, 60, 30), {
    name: 'body',
    slots: stateFill('open'),
  })

export const VALVES: LibrarySymbol[] = [
  symbol(
    'valve.gate',
    ['Gate valve', '闸阀'],
    'An on/off gate valve: dark while open.',
    { w: 80, h: 60 },
    OPEN,
    (d) => valveBody(d).line('M40 30 V6 M32 6 H48'),
  ),
  symbol(
    'valve.globe',
    ['Globe valve', '截止阀'],
    'A globe valve for throttling: the solid dot is the globe.',
    { w: 80, h: 60 },
    OPEN,
    (d) => valveBody(d).circle(40, 30, 6, { fill: ISA.line }),
  ),
  symbol(
    'valve.ball',
    ['Ball valve', '球阀'],
    'A quarter-turn ball valve: the ball is drawn in the body.',
    { w: 80, h: 60 },
    OPEN,
    (d) => valveBody(d).circle(40, 30, 8, { fill: ISA.idle }),
  ),
  symbol(
    'valve.butterfly',
    ['Butterfly valve', '蝶阀'],
    'A butterfly valve between two flanges: the disc turns across the flow.',
    { w: 80, h: 60 },
    OPEN,
    (d) =>
      d
        .line('M0 30 H20 M60 30 H80', { strokeWidth: 3 })
        .line('M20 10 V50 M60 10 V50', { strokeWidth: 3 })
        .path('M26 44 L30 48 L54 16 L50 12 Z', { name: 'body', slots: stateFill('open') })
        .circle(40, 30, 4, { fill: ISA.line }),
  ),
  symbol(
    'valve.check',
    ['Check valve', '止回阀'],
    'A check (non-return) valve: flow only in the arrow’s direction.',
    { w: 80, h: 60 },
    OPEN,
    (d) => valveBody(d).line('M14 52 H62 M62 52 L54 47 M62 52 L54 57').line('M40 15 V45'),
  ),
  symbol(
    'valve.control',
    ['Control valve', '调节阀'],
    'A pneumatic control valve: the actuator dome on top, its position (0–100 %) read out.',
    { w: 80, h: 90 },
    [param.position],
    (d) =>
      d
        .path('M22 28 A18 18 0 0 1 58 28 Z', { fill: ISA.fill })
        .line('M40 28 V60')
        .line('M0 75 H10 M70 75 H80', { strokeWidth: 3 })
        .path(bowtie(10, 60, 60, 30), {
          name: 'body',
          slots: {
            fill: {
              param: 'position',
              transform: {
                kind: 'ranges',
                ranges: [{ min: 1, max: null, value: ISA.active }],
                otherwise: ISA.idle,
              },
            },
          },
        })
        .readout(52, 30, 28, 16, 'position', 0, '%', 10),
  ),
  symbol(
    'valve.threeWay',
    ['Three-way valve', '三通阀'],
    'A three-way valve: mixes or diverts between two lines.',
    { w: 80, h: 80 },
    OPEN,
    (d) =>
      d
        .line('M0 30 H10 M70 30 H80 M40 60 V80', { strokeWidth: 3 })
        .path(`${bowtie(10, 15, 60, 30)} M25 60 L40 30 L55 60 Z`, { name: 'body', slots: stateFill('open') }),
  ),
  symbol(
    'valve.relief',
    ['Relief valve', '安全阀'],
    'A spring-loaded pressure relief valve: inlet from below, outlet to the side; dark while it blows off.',
    { w: 80, h: 90 },
    OPEN,
    (d) =>
      d
        .line('M40 90 V80 M70 55 H80', { strokeWidth: 3 })
        .path('M25 80 L40 55 L55 80 Z M70 40 L40 55 L70 70 Z', { name: 'body', slots: stateFill('open') })
        .line('M40 55 V42 L32 38 L48 32 L32 26 L48 20 L40 16 V8'),
  ),
]
