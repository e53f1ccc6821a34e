import { INSTRUMENTS, SENSORS } from './instruments.ts'
import type { LibrarySymbol, Worded } from './parts.ts'
import { BUILDINGS, ELECTRICAL, FITTINGS } from './plantParts.ts'
import { BOILERS, CONVEYORS, EXCHANGERS, FILTERS, MIXERS } from './process.ts'
import { PUMPS, VALVES } from './pumpsValves.ts'
import { COMPRESSORS, FANS, MOTORS } from './rotating.ts'
import { TANKS, VESSELS } from './tanksVessels.ts'

/** One equipment category of the library (spec S1: equipment symbol categories 2 to 18). */
export interface LibraryCategory {
  /** The catalogue's category id, 2–18. */
  id: number
  name: Worded
  symbols: LibrarySymbol[]
}

/**
 * The equipment symbol library (issue 23): seventeen categories, ids 2–18 as the catalogue numbers them,
 * each with symbols drawn for it. Every symbol is a v1.1 symbol document of catalogue shapes.
 */
export const SYMBOL_LIBRARY: readonly LibraryCategory[] = [
  { id: 2, name: ['Pumps', '泵'], symbols: PUMPS },
  { id: 3, name: ['Valves', '阀门'], symbols: VALVES },
  { id: 4, name: ['Tanks', '储罐'], symbols: TANKS },
  { id: 5, name: ['Vessels and columns', '容器与塔'], symbols: VESSELS },
  { id: 6, name: ['Motors', '电机'], symbols: MOTORS },
  { id: 7, name: ['Fans and blowers', '风机'], symbols: FANS },
  { id: 8, name: ['Compressors', '压缩机'], symbols: COMPRESSORS },
  { id: 9, name: ['Heat exchangers', '换热器'], symbols: EXCHANGERS },
  { id: 10, name: ['Boilers and furnaces', '锅炉与加热炉'], symbols: BOILERS },
  { id: 11, name: ['Conveyors', '输送机'], symbols: CONVEYORS },
  { id: 12, name: ['Mixers and agitators', '搅拌设备'], symbols: MIXERS },
  { id: 13, name: ['Filters and separators', '过滤与分离'], symbols: FILTERS },
  { id: 14, name: ['Sensors and transmitters', '传感器与变送器'], symbols: SENSORS },
  { id: 15, name: ['Pipe fittings', '管件'], symbols: FITTINGS },
  { id: 16, name: ['Electrical', '电气'], symbols: ELECTRICAL },
  { id: 17, name: ['Instruments', '仪表'], symbols: INSTRUMENTS },
  { id: 18, name: ['Buildings and areas', '建筑与区域'], symbols: BUILDINGS },
]

/** Every symbol of the library, category by category. */
export const LIBRARY_SYMBOLS: readonly LibrarySymbol[] = SYMBOL_LIBRARY.flatMap((c) => c.symbols)

/** The library symbol with `key` (e.g. 'pump.centrifugal'). */
export function librarySymbol(key: string): LibrarySymbol {
  const found = LIBRARY_SYMBOLS.find((s) => s.key === key)
  if (!found) throw new Error(`No library symbol ${key}`)
  return found
}
