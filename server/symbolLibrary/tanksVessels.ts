import { ISA, type LibrarySymbol, param, stateFill, symbol } from './parts.ts'
import { drumPath, rectPath, vesselPath } from './paths.ts'

/* Category 4, tanks, and category 5, vessels and columns: `level` (0–100 %) fills the liquid. */

const LEVEL = [param.level]

export const TANKS: LibrarySymbol[] = [
  symbol(
    'tank.vertical',
    ['Vertical tank', '立式储罐'],
    'A vertical storage tank with its level (0–100 %) filled and read out. Bound to the Tank template.',
    { w: 80, h: 120 },
    LEVEL,
    (d) =>
      d
        .path(vesselPath(8, 4, 64, 112, 10), { fill: ISA.idle, name: 'shell' })
        .levelFill(10, 16, 60, 90)
        .line(vesselPath(8, 4, 64, 112, 10), { name: 'outline' })
        .readout(10, 52, 60, 18, 'level', 1, '%', 12),
    'Tank',
  ),
  symbol(
    'tank.horizontal',
    ['Horizontal tank', '卧式储罐'],
    'A horizontal tank (bullet) on two saddles, with its level.',
    { w: 140, h: 80 },
    LEVEL,
    (d) =>
      d
        .path('M30 62 L36 76 H48 L54 62 Z M86 62 L92 76 H104 L110 62 Z', { fill: ISA.fill })
        .path(drumPath(4, 4, 132, 60, 16), { fill: ISA.idle })
        .levelFill(18, 6, 104, 56)
        .line(drumPath(4, 4, 132, 60, 16))
        .readout(40, 25, 60, 18, 'level', 1, '%', 12),
  ),
  symbol(
    'tank.open',
    ['Open tank', '敞口池'],
    'An open tank or basin (no roof), with its level.',
    { w: 100, h: 80 },
    LEVEL,
    (d) =>
      d
        .path(rectPath(6, 6, 88, 70), { fill: ISA.idle })
        .levelFill(8, 8, 84, 66)
        .line('M6 6 V76 H94 V6', { strokeWidth: 3 })
        .readout(20, 32, 60, 18, 'level', 1, '%', 12),
  ),
  symbol(
    'tank.coneBottom',
    ['Cone-bottom tank', '锥底罐'],
    'A tank with a conical bottom that drains completely (sludge, slurries).',
    { w: 80, h: 120 },
    LEVEL,
    (d) =>
      d
        .path('M8 4 H72 V80 L46 112 H34 L8 80 Z', { fill: ISA.idle })
        .levelFill(10, 6, 60, 74)
        .line('M8 4 H72 V80 L46 112 H34 L8 80 Z')
        .line('M40 112 V120', { strokeWidth: 3 })
        .readout(10, 36, 60, 18, 'level', 1, '%', 12),
  ),
]

export const VESSELS: LibrarySymbol[] = [
  symbol(
    'vessel.pressure',
    ['Pressure vessel', '压力容器'],
    'A pressure vessel with dished heads and a level; the shell rings red on over-pressure (`fault`).',
    { w: 70, h: 120 },
    [param.level, param.fault],
    (d) =>
      d
        .path(vesselPath(6, 4, 58, 112, 14), { fill: ISA.idle })
        .levelFill(8, 18, 54, 84)
        .line(vesselPath(6, 4, 58, 112, 14))
        .faultRing(vesselPath(2, 0, 66, 120, 16))
        .readout(8, 52, 54, 18, 'level', 0, '%', 11),
  ),
  symbol(
    'vessel.column',
    ['Distillation column', '精馏塔'],
    'A tall column with trays; the running state darkens the shell.',
    { w: 60, h: 160 },
    [param.running],
    (d) => {
      d.path(vesselPath(10, 4, 40, 152, 10), { name: 'shell', slots: stateFill('running') })
      // Trays from alternate walls, as a column's downcomers run.
      for (let y = 28; y < 140; y += 16) d.line(y % 32 === 28 ? `M12 ${y} H40` : `M20 ${y} H48`)
    },
  ),
  symbol(
    'vessel.reactor',
    ['Jacketed reactor', '夹套反应釜'],
    'A jacketed reactor with its agitator; level filled, the agitator dark while running.',
    { w: 100, h: 130 },
    [param.level, param.running],
    (d) =>
      d
        .path(vesselPath(10, 20, 80, 106, 14), { fill: ISA.idle })
        .levelFill(12, 34, 76, 78)
        .line(vesselPath(10, 20, 80, 106, 14))
        .line('M4 50 H10 M4 50 V110 H10 M96 50 H90 M96 50 V110 H90')
        .rect(40, 0, 20, 14, { name: 'drive', slots: stateFill('running') })
        .line('M50 14 V96 M34 96 H66', { strokeWidth: 3 }),
  ),
]
