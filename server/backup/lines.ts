import { createHash, type Hash } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs'

/** Writes JSON values one per line, hashing exactly the bytes written; waits when the disk falls behind. */
export class JsonLineWriter {
  readonly #stream: WriteStream
  readonly #hash: Hash = createHash('sha256')
  #bytes = 0

  constructor(path: string) {
    this.#stream = createWriteStream(path, { flags: 'wx' })
  }

  async write(value: unknown): Promise<void> {
    const line = Buffer.from(`${JSON.stringify(value)}\n`, 'utf8')
    this.#hash.update(line)
    this.#bytes += line.length
    if (!this.#stream.write(line)) await once(this.#stream, 'drain')
  }

  /** Closes the file; answers the SHA-256 and the size of what was written. */
  async close(): Promise<{ sha256: string; bytes: number }> {
    this.#stream.end()
    await once(this.#stream, 'close')
    return { sha256: this.#hash.digest('hex'), bytes: this.#bytes }
  }

  /** Closes the file after a failure, without waiting for pending writes to matter. */
  destroy(): void {
    this.#stream.destroy()
  }
}

/**
 * The lines of a file from byte `start` on, as raw buffers without their line break, each handed over
 * once complete. Every byte read also goes through `hash`, so a caller verifies the checksum of exactly
 * what it parsed. A line longer than `maxLineBytes` is an error: it bounds the memory a bad file can take.
 */
export async function* readLines(
  path: string,
  start: number,
  hash: Hash,
  maxLineBytes: number,
): AsyncGenerator<Buffer> {
  let pending: Buffer[] = []
  let pendingBytes = 0
  for await (const chunk of createReadStream(path, {
    start,
    highWaterMark: 256 * 1024,
  }) as AsyncIterable<Buffer>) {
    hash.update(chunk)
    let from = 0
    for (let at = chunk.indexOf(0x0a, from); at !== -1; at = chunk.indexOf(0x0a, from)) {
      pending.push(chunk.subarray(from, at))
      yield pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending)
      pending = []
      pendingBytes = 0
      from = at + 1
    }
    if (from < chunk.length) {
      pending.push(chunk.subarray(from))
      pendingBytes += chunk.length - from
      if (pendingBytes > maxLineBytes) throw new Error(`a line is longer than ${maxLineBytes} bytes`)
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending)
}
