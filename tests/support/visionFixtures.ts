/**
 * Machine vision test fixtures: small PNG pictures made in memory, and a real HTTP model service on
 * loopback that "detects" the red pixels of such a picture (it decodes the PNG and answers their
 * bounding box), with switches for the ways a model service fails: slow, not JSON, an error status.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { deflateSync, inflateSync } from 'node:zlib'

export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc(bytes: Buffer) {
  let c = 0xffffffff
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const out = Buffer.alloc(body.length + 8)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc(body), body.length + 4)
  return out
}

/** An RGB PNG of `width` × `height` in `background`, with a red rectangle where `red` says. */
export function pngWithRect(
  width: number,
  height: number,
  red: Rect | null,
  background: [number, number, number] = [235, 238, 242],
): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) {
      const inside = red && x >= red.x && x < red.x + red.w && y >= red.y && y < red.y + red.h
      row.set(inside ? [220, 30, 30] : background, 1 + x * 3)
    }
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The bounding box of the red pixels of a PNG made by `pngWithRect` (filter 0, RGB), or null. */
export function redBox(png: Buffer): Rect | null {
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const idat: Buffer[] = []
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at)
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const pixels = inflateSync(Buffer.concat(idat))
  let [left, top, right, bottom] = [width, height, -1, -1]
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (1 + width * 3) + 1 + x * 3
      if ((pixels[at] ?? 0) > 180 && (pixels[at + 1] ?? 255) < 80) {
        left = Math.min(left, x)
        top = Math.min(top, y)
        right = Math.max(right, x)
        bottom = Math.max(bottom, y)
      }
    }
  }
  return right < 0 ? null : { x: left, y: top, w: right - left + 1, h: bottom - top + 1 }
}

/** How the model service behaves for the next requests. */
export type ModelMode = 'detect' | 'slow' | 'notJson' | 'error' | 'badShape'

export interface ModelService {
  url: string
  mode: ModelMode
  /** The bodies it was sent, parsed. */
  received: { fileName: string; width: number; height: number; labels: string[] }[]
  close(): Promise<void>
}

/** Starts the model service on a free loopback port; it labels what it finds with the set's first label. */
export async function startModelService(): Promise<ModelService> {
  const service: ModelService = { url: '', mode: 'detect', received: [], close: async () => {} }
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (data: Buffer) => chunks.push(data))
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      service.received.push({
        fileName: body.fileName,
        width: body.width,
        height: body.height,
        labels: body.labels,
      })
      const send = (status: number, text: string) => {
        response.writeHead(status, { 'Content-Type': 'application/json' })
        response.end(text)
      }
      if (service.mode === 'slow') {
        setTimeout(() => send(200, '{"predictions":[]}'), 3000)
        return
      }
      if (service.mode === 'notJson') return send(200, '<html>not json</html>')
      if (service.mode === 'error') return send(500, '{"error":"model crashed"}')
      if (service.mode === 'badShape') return send(200, '{"boxes":[]}')
      const found = redBox(Buffer.from(body.image, 'base64'))
      const label = body.labels[0] ?? 'object'
      send(200, JSON.stringify({ predictions: found ? [{ label, score: 0.91, ...found }] : [] }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/predict`
  service.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return service
}
