import { ISA, type LibrarySymbol, param, shownWhile, stateFill, symbol } from './parts.ts'
import { circlePath, drumPath, rectPath, vesselPath } from './paths.ts'

/*
 * Category 9, heat exchangers; 10, boilers and furnaces; 11, conveyors; 12, mixers and agitators;
 * 13, filters and separators.
 */

const RUN = [param.running, param.fault]

export const EXCHANGERS: LibrarySymbol[] = [
  symbol(
    'hx.shellTube',
    ['Shell-and-tube exchanger', '管壳式换热器'],
    'A shell-and-tube heat exchanger: the tube bundle zig-zags through the shell; `value` is the outlet temperature.',
    { w: 140, h: 80 },
    [{ ...param.value, name: 'temperature' }],
    (d) =>
      d
        .path(drumPath(4, 16, 132, 48, 14), { fill: ISA.idle })
        .line('M20 40 L36 24 L52 56 L68 24 L84 56 L100 24 L116 40')
        .line('M40 16 V4 M100 64 V76', { strokeWidth: 3 })
        .readout(40, 62, 60, 16, 'temperature', 1, '°C', 11),
  ),
  symbol(
    'hx.plate',
    ['Plate heat exchanger', '板式换热器'],
    'A plate heat exchanger: a pack of plates between two frames.',
    { w: 80, h: 100 },
    [{ ...param.value, name: 'temperature' }],
    (d) => {
      d.rect(10, 8, 60, 76, { fill: ISA.idle })
      for (let x = 20; x <= 60; x += 8) d.line(`M${x} 12 V80`)
      d.line('M16 8 V0 M64 84 V92', { strokeWidth: 3 }).readout(0, 84, 80, 16, 'temperature', 1, '°C', 11)
    },
  ),
  symbol(
    'hx.airCooler',
    ['Air cooler', '空冷器'],
    'An air-cooled exchanger: a finned coil with its fan below, dark while the fan runs.',
    { w: 120, h: 80 },
    RUN,
    (d) =>
      d
        .rect(6, 8, 108, 24, { fill: ISA.idle })
        .line('M12 20 C20 8 28 32 36 20 S52 8 60 20 S76 32 84 20 S100 8 108 20')
        .path('M40 54 H80 L70 72 H50 Z', { name: 'body', slots: stateFill('running') })
        .line('M60 32 V54')
        .faultRing('M36 50 H84 L72 76 H48 Z'),
  ),
]

export const BOILERS: LibrarySymbol[] = [
  symbol(
    'boiler.steam',
    ['Steam boiler', '蒸汽锅炉'],
    'A fire-tube steam boiler: drum level (0–100 %) filled, the flame shown while firing (`running`).',
    { w: 140, h: 100 },
    [param.level, param.running, param.fault],
    (d) =>
      d
        .path(drumPath(4, 8, 132, 70, 18), { fill: ISA.idle })
        .levelFill(20, 10, 100, 66)
        .line(drumPath(4, 8, 132, 70, 18))
        .path('M14 60 C20 50 18 44 26 36 C28 46 34 48 30 60 Z', {
          fill: '#f0a30a',
          stroke: '#8a5a00',
          strokeWidth: 1,
          name: 'flame',
          slots: { visible: { param: 'running', transform: shownWhile } },
        })
        .line('M40 78 V96 M100 78 V96 M30 96 H110', { strokeWidth: 3 })
        .faultRing(drumPath(0, 4, 140, 78, 20)),
  ),
  symbol(
    'boiler.furnace',
    ['Furnace', '加热炉'],
    'A fired heater: radiant box, convection section and stack; the flame while firing.',
    { w: 100, h: 130 },
    [param.running, param.fault],
    (d) =>
      d
        .path('M42 4 H58 V30 H42 Z M24 30 H76 L70 56 H30 Z', { fill: ISA.fill })
        .path(rectPath(14, 56, 72, 68), { fill: ISA.idle, name: 'box' })
        .path('M40 118 C40 100 46 96 50 80 C54 96 60 100 60 118 Z', {
          fill: '#f0a30a',
          stroke: '#8a5a00',
          strokeWidth: 1,
          name: 'flame',
          slots: { visible: { param: 'running', transform: shownWhile } },
        })
        .faultRing(rectPath(10, 52, 80, 76)),
  ),
  symbol(
    'boiler.burner',
    ['Burner', '燃烧器'],
    'A burner: the flame is shown while it fires, the nozzle ringed red on a flame failure.',
    { w: 60, h: 80 },
    [param.running, param.fault],
    (d) =>
      d
        .path('M18 56 H42 L38 76 H22 Z', { fill: ISA.fill })
        .path('M30 52 C12 40 22 24 30 4 C38 24 48 40 30 52 Z', {
          fill: '#f0a30a',
          stroke: '#8a5a00',
          strokeWidth: 1,
          name: 'flame',
          slots: { visible: { param: 'running', transform: shownWhile } },
        })
        .faultRing('M14 52 H46 L41 79 H19 Z'),
  ),
]

export const CONVEYORS: LibrarySymbol[] = [
  symbol(
    'conveyor.belt',
    ['Belt conveyor', '皮带输送机'],
    'A belt conveyor between its head and tail pulleys: dark while running.',
    { w: 180, h: 50 },
    RUN,
    (d) =>
      d
        .path('M18 8 H162 A17 17 0 0 1 162 42 H18 A17 17 0 0 1 18 8 Z', {
          name: 'body',
          slots: stateFill('running'),
        })
        .path(circlePath(18, 25, 11), { fill: ISA.idle })
        .path(circlePath(162, 25, 11), { fill: ISA.idle })
        .circle(90, 25, 4, { fill: ISA.line })
        .faultRing('M18 4 H162 A21 21 0 0 1 162 46 H18 A21 21 0 0 1 18 4 Z'),
  ),
  symbol(
    'conveyor.screw',
    ['Screw conveyor', '螺旋输送机'],
    'A screw (auger) conveyor in its trough.',
    { w: 180, h: 50 },
    RUN,
    (d) =>
      d
        .path(rectPath(6, 8, 168, 34), { name: 'body', slots: stateFill('running') })
        .line(
          'M14 38 L28 12 M34 38 L48 12 M54 38 L68 12 M74 38 L88 12 M94 38 L108 12 M114 38 L128 12 M134 38 L148 12 M154 38 L168 12',
          {
            stroke: ISA.line,
          },
        )
        .line('M10 25 H170')
        .faultRing(rectPath(2, 4, 176, 42)),
  ),
  symbol(
    'conveyor.bucketElevator',
    ['Bucket elevator', '斗式提升机'],
    'A bucket elevator: a casing with its head and boot, buckets on the belt.',
    { w: 60, h: 160 },
    RUN,
    (d) => {
      d.path('M12 20 A18 18 0 0 1 48 20 V140 A18 18 0 0 1 12 140 Z', {
        name: 'body',
        slots: stateFill('running'),
      })
      for (let y = 36; y <= 124; y += 22)
        d.path(`M16 ${y} H26 V${y + 8} H16 Z M34 ${y + 11} H44 V${y + 19} H34 Z`, { fill: ISA.idle })
      d.faultRing('M8 20 A22 22 0 0 1 52 20 V140 A22 22 0 0 1 8 140 Z')
    },
  ),
]

export const MIXERS: LibrarySymbol[] = [
  symbol(
    'mixer.agitator',
    ['Agitator', '搅拌器'],
    'A top-entry agitator: drive, shaft and impeller; dark while running.',
    { w: 60, h: 100 },
    RUN,
    (d) =>
      d
        .path(rectPath(18, 4, 24, 20), { name: 'body', slots: stateFill('running') })
        .line('M30 24 V86', { strokeWidth: 3 })
        .path('M8 80 L30 86 L8 92 Z M52 80 L30 86 L52 92 Z', { fill: ISA.fill })
        .faultRing(rectPath(14, 0, 32, 28)),
  ),
  symbol(
    'mixer.static',
    ['Static mixer', '静态混合器'],
    'An inline static mixer: fixed elements twist the flow.',
    { w: 140, h: 50 },
    [param.tag],
    (d) =>
      d
        .line('M0 25 H14 M126 25 H140', { strokeWidth: 3 })
        .rect(14, 8, 112, 34, { fill: ISA.idle })
        .line('M24 38 L40 12 L56 38 L72 12 L88 38 L104 12 L116 38')
        .text(14, 40, 112, 10, '', { size: 9, name: 'tagText', slots: { text: { param: 'tag' } } }),
  ),
  symbol(
    'mixer.tank',
    ['Mixing tank', '搅拌罐'],
    'A mixing tank with its agitator: level filled, the drive dark while running.',
    { w: 90, h: 130 },
    [param.level, param.running, param.fault],
    (d) =>
      d
        .path(vesselPath(8, 20, 74, 106, 12), { fill: ISA.idle })
        .levelFill(10, 32, 70, 82)
        .line(vesselPath(8, 20, 74, 106, 12))
        .path(rectPath(35, 0, 20, 16), { name: 'drive', slots: stateFill('running') })
        .line('M45 16 V100', { strokeWidth: 3 })
        .path('M26 94 L45 100 L26 106 Z M64 94 L45 100 L64 106 Z', { fill: ISA.fill })
        .faultRing(rectPath(31, -0, 28, 18)),
  ),
]

export const FILTERS: LibrarySymbol[] = [
  symbol(
    'filter.cartridge',
    ['Filter', '过滤器'],
    'A line filter: the dashed element; `fault` rings it red when it is clogged (high differential pressure).',
    { w: 80, h: 100 },
    [param.fault, { ...param.value, name: 'dp' }],
    (d) =>
      d
        .line('M0 24 H14 M66 76 H80', { strokeWidth: 3 })
        .path(vesselPath(14, 6, 52, 88, 10), { fill: ISA.idle })
        .line('M20 30 L60 70 M20 50 L40 70 M40 30 L60 50')
        .faultRing(vesselPath(10, 2, 60, 96, 12))
        .readout(0, 84, 80, 16, 'dp', 2, 'bar', 10),
  ),
  symbol(
    'filter.bag',
    ['Bag filter', '袋式除尘器'],
    'A bag filter (baghouse): the bags hang in the casing, the hopper below.',
    { w: 100, h: 130 },
    [param.running, param.fault],
    (d) => {
      d.path('M10 6 H90 V80 L58 116 H42 L10 80 Z', { name: 'body', slots: stateFill('running') })
      for (let x = 24; x <= 76; x += 13)
        d.path(`M${x - 4} 12 H${x + 4} V66 A4 4 0 0 1 ${x - 4} 66 Z`, { fill: ISA.idle })
      d.line('M50 116 V128', { strokeWidth: 3 }).faultRing('M6 2 H94 V82 L60 120 H40 L6 82 Z')
    },
  ),
  symbol(
    'filter.cyclone',
    ['Cyclone separator', '旋风分离器'],
    'A cyclone: tangential inlet, gas out at the top, solids out of the cone.',
    { w: 80, h: 130 },
    [param.tag],
    (d) =>
      d
        .path('M0 20 H16 V36 H0 Z', { fill: ISA.fill })
        .path('M16 14 H64 V56 L46 118 H34 L16 56 Z', { fill: ISA.idle })
        .line('M34 14 V0 M46 14 V0 M34 0 H46 M40 118 V130', { strokeWidth: 2 })
        .line('M22 46 C34 54 46 54 58 46 M26 66 C36 72 44 72 54 66')
        .text(16, 80, 48, 14, '', { size: 9, name: 'tagText', slots: { text: { param: 'tag' } } }),
  ),
]
