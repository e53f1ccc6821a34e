import type { PropertyBinding } from '../../live/types.ts'

export const MODBUS_AREAS = ['holding', 'input', 'coil', 'discrete'] as const
export const MODBUS_TYPES = ['int16', 'uint16', 'int32', 'uint32', 'float32', 'float64', 'bool'] as const
export type ModbusArea = (typeof MODBUS_AREAS)[number]
export type ModbusType = (typeof MODBUS_TYPES)[number]

/**
 * A property bound to a Modbus item: `{ connector, area, address, dataType?, byteOrder?, wordOrder?,
 * scale?, offset?, bit?, interval? }`. Addresses are 0-based protocol addresses.
 */
export interface ModbusBinding {
  area: ModbusArea
  address: number
  dataType: ModbusType
  /** Bytes inside each 16-bit register: 'BE' (Modbus standard) or 'LE' (swapped). */
  byteOrder: 'BE' | 'LE'
  /** Registers of a 32/64-bit value: 'BE' high word first (standard) or 'LE' low word first. */
  wordOrder: 'BE' | 'LE'
  /** value = raw × scale + offset (numbers only). */
  scale: number
  offset: number
  /** A bool read from a register: this bit of it (0–15); without it, any non-zero register is true. */
  bit?: number
  /** Polling interval of this item's group (ms); default the connector's. */
  interval?: number
  /**
   * Leased polling: the group polls at this slower interval (ms) and at `interval` only while one of its
   * values is on someone's screen or has an active alarm.
   */
  slowInterval?: number
}

/** How many registers a type spans. */
export function registerCount(type: ModbusType): number {
  if (type === 'int32' || type === 'uint32' || type === 'float32') return 2
  if (type === 'float64') return 4
  return 1
}

const isBitArea = (area: ModbusArea) => area === 'coil' || area === 'discrete'

/** Reads a binding's Modbus settings, or says why it cannot be used. */
export function readModbusBinding(binding: PropertyBinding): ModbusBinding | { error: string } {
  const s = binding as Record<string, unknown>
  const area = s.area ?? 'holding'
  if (!MODBUS_AREAS.includes(area as ModbusArea))
    return { error: `area must be one of ${MODBUS_AREAS.join(', ')}` }
  const address = Number(s.address)
  if (!Number.isInteger(address) || address < 0 || address > 65535)
    return { error: 'address must be 0 to 65535' }
  const dataType = (s.dataType ?? (isBitArea(area as ModbusArea) ? 'bool' : 'int16')) as ModbusType
  if (!MODBUS_TYPES.includes(dataType)) return { error: `dataType must be one of ${MODBUS_TYPES.join(', ')}` }
  if (isBitArea(area as ModbusArea) && dataType !== 'bool')
    return { error: 'coils and discrete inputs are bool' }
  const byteOrder = s.byteOrder ?? 'BE'
  const wordOrder = s.wordOrder ?? 'BE'
  if ((byteOrder !== 'BE' && byteOrder !== 'LE') || (wordOrder !== 'BE' && wordOrder !== 'LE'))
    return { error: "byteOrder and wordOrder are 'BE' or 'LE'" }
  const scale = s.scale === undefined ? 1 : Number(s.scale)
  const offset = s.offset === undefined ? 0 : Number(s.offset)
  if (!Number.isFinite(scale) || scale === 0 || !Number.isFinite(offset))
    return { error: 'scale must be a number other than 0, offset a number' }
  const bit = s.bit === undefined ? undefined : Number(s.bit)
  if (bit !== undefined && (!Number.isInteger(bit) || bit < 0 || bit > 15))
    return { error: 'bit must be 0 to 15' }
  const interval = s.interval === undefined ? undefined : Number(s.interval)
  if (interval !== undefined && (!Number.isFinite(interval) || interval < 50 || interval > 3_600_000))
    return { error: 'interval must be 50 to 3600000 ms' }
  const slowInterval = s.slowInterval === undefined ? undefined : Number(s.slowInterval)
  if (
    slowInterval !== undefined &&
    (!Number.isFinite(slowInterval) || slowInterval > 3_600_000 || slowInterval <= (interval ?? 50))
  )
    return { error: 'slowInterval must be longer than interval, at most 3600000 ms' }
  if (address + registerCount(dataType) - 1 > 65535) return { error: 'the value runs past address 65535' }
  return {
    area: area as ModbusArea,
    address,
    dataType,
    byteOrder,
    wordOrder,
    scale,
    offset,
    bit,
    interval,
    slowInterval,
  }
}
