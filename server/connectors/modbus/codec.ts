import { type ModbusBinding, registerCount } from './binding.ts'

/** Puts registers into standard order (high word first, high byte first) for the binding's orders. */
function toStandard(words: number[], binding: ModbusBinding): Buffer {
  const ordered = binding.wordOrder === 'LE' ? [...words].reverse() : words
  const buffer = Buffer.alloc(ordered.length * 2)
  ordered.forEach((word, i) => {
    if (binding.byteOrder === 'LE') buffer.writeUInt16LE(word & 0xffff, i * 2)
    else buffer.writeUInt16BE(word & 0xffff, i * 2)
  })
  return buffer
}

/** Back from standard order to the registers as the device keeps them. */
function fromStandard(buffer: Buffer, binding: ModbusBinding): number[] {
  const words: number[] = []
  for (let i = 0; i < buffer.length; i += 2)
    words.push(binding.byteOrder === 'LE' ? buffer.readUInt16LE(i) : buffer.readUInt16BE(i))
  return binding.wordOrder === 'LE' ? words.reverse() : words
}

/** The value of a register-area binding from its registers (`words.length === registerCount`). */
export function decodeRegisters(words: number[], binding: ModbusBinding): number | boolean {
  const buffer = toStandard(words, binding)
  if (binding.dataType === 'bool') {
    const word = buffer.readUInt16BE(0)
    return binding.bit === undefined ? word !== 0 : ((word >> binding.bit) & 1) === 1
  }
  let raw: number
  switch (binding.dataType) {
    case 'int16':
      raw = buffer.readInt16BE(0)
      break
    case 'uint16':
      raw = buffer.readUInt16BE(0)
      break
    case 'int32':
      raw = buffer.readInt32BE(0)
      break
    case 'uint32':
      raw = buffer.readUInt32BE(0)
      break
    case 'float32':
      raw = buffer.readFloatBE(0)
      break
    default:
      raw = buffer.readDoubleBE(0)
  }
  return binding.scale === 1 && binding.offset === 0 ? raw : raw * binding.scale + binding.offset
}

/** The registers to write for a user's value (scale and offset undone); throws on a value out of range. */
export function encodeRegisters(value: unknown, binding: ModbusBinding): number[] {
  const count = registerCount(binding.dataType)
  const buffer = Buffer.alloc(count * 2)
  if (binding.dataType === 'bool') {
    if (binding.bit !== undefined) throw new Error('a bit inside a register cannot be written alone')
    buffer.writeUInt16BE(value === true || value === 1 || value === 'true' ? 1 : 0, 0)
    return fromStandard(buffer, binding)
  }
  const number = Number(value)
  if (!Number.isFinite(number)) throw new Error(`${String(value)} is not a number`)
  const raw = (number - binding.offset) / binding.scale
  const integer = Math.round(raw)
  const range: Record<string, [number, number]> = {
    int16: [-32768, 32767],
    uint16: [0, 65535],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
  }
  const limits = range[binding.dataType]
  if (limits && (integer < limits[0] || integer > limits[1]))
    throw new Error(`${number} does not fit in ${binding.dataType}`)
  switch (binding.dataType) {
    case 'int16':
      buffer.writeInt16BE(integer, 0)
      break
    case 'uint16':
      buffer.writeUInt16BE(integer, 0)
      break
    case 'int32':
      buffer.writeInt32BE(integer, 0)
      break
    case 'uint32':
      buffer.writeUInt32BE(integer, 0)
      break
    case 'float32':
      buffer.writeFloatBE(raw, 0)
      break
    default:
      buffer.writeDoubleBE(raw, 0)
  }
  return fromStandard(buffer, binding)
}
