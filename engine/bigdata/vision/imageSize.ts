/** Width and height in pixels of a PNG, GIF or JPEG, read from its header; null when it cannot be read. */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const b = (at: number) => bytes[at] ?? 0
  const u16be = (at: number) => (b(at) << 8) | b(at + 1)
  const u32be = (at: number) => ((b(at) << 24) >>> 0) + (b(at + 1) << 16) + (b(at + 2) << 8) + b(at + 3)
  // PNG: the IHDR chunk comes first, width and height at bytes 16–23.
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50) {
    return positive(u32be(16), u32be(20))
  }
  // GIF: the logical screen size, little-endian, at bytes 6–9.
  if (bytes.length >= 10 && bytes[0] === 0x47 && bytes[1] === 0x49) {
    return positive(b(6) | (b(7) << 8), b(8) | (b(9) << 8))
  }
  // JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 except DHT, JPG and DAC).
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null
      const marker = b(at + 1)
      if (marker === 0xff) {
        at += 1
        continue
      }
      const isFrame =
        marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
      if (isFrame) return positive(u16be(at + 7), u16be(at + 5))
      at += 2 + u16be(at + 2)
    }
  }
  return null
}

function positive(width: number, height: number) {
  return width > 0 && height > 0 ? { width, height } : null
}
