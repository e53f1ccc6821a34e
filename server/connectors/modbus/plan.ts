import { type ModbusArea, type ModbusBinding, registerCount } from './binding.ts'

/** One request of a poll: a contiguous block of one area, and the items read from it. */
export interface ReadBlock<T> {
  area: ModbusArea
  start: number
  length: number
  items: { item: T; binding: ModbusBinding }[]
}

// Protocol limits per request, and the gap of unused addresses still worth reading through.
const MAX_REGISTERS = 125
const MAX_BITS = 2000
const MAX_GAP = 8

/**
 * Merges the items of one polling group into as few requests as possible: per area, sorted by address,
 * an item joins the block before it when the gap is small and the block stays within the protocol limit.
 */
export function planReads<T>(items: { item: T; binding: ModbusBinding }[]): ReadBlock<T>[] {
  const blocks: ReadBlock<T>[] = []
  const byArea = new Map<ModbusArea, { item: T; binding: ModbusBinding }[]>()
  for (const entry of items) {
    const list = byArea.get(entry.binding.area)
    if (list) list.push(entry)
    else byArea.set(entry.binding.area, [entry])
  }
  for (const [area, list] of byArea) {
    const limit = area === 'coil' || area === 'discrete' ? MAX_BITS : MAX_REGISTERS
    list.sort((a, b) => a.binding.address - b.binding.address)
    let block: ReadBlock<T> | null = null
    for (const entry of list) {
      const width = area === 'coil' || area === 'discrete' ? 1 : registerCount(entry.binding.dataType)
      const end = entry.binding.address + width
      if (
        block &&
        entry.binding.address <= block.start + block.length + MAX_GAP &&
        Math.max(end, block.start + block.length) - block.start <= limit
      ) {
        block.length = Math.max(end, block.start + block.length) - block.start
        block.items.push(entry)
        continue
      }
      block = { area, start: entry.binding.address, length: width, items: [entry] }
      blocks.push(block)
    }
  }
  return blocks
}
