import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../server/app.ts'
import { loadConfig } from '../../../server/config.ts'
import { type Db, openDatabase } from '../../../server/db/database.ts'
import { migrateToLatest } from '../../../server/db/migrate.ts'

// A build's output as tests/tools/precompress.ts leaves it: hashed assets with .br and .gz copies.
const script = `export const plant = ${JSON.stringify('pump '.repeat(400))}\n`
const page = '<!doctype html><title>Gantry</title>'

let dir = ''
let db: Db
let app: FastifyInstance
let url = ''

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gantry-static-'))
  const dist = join(dir, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), page)
  writeFileSync(join(dist, 'assets/index-AbCd_123.js'), script)
  writeFileSync(join(dist, 'assets/index-AbCd_123.js.br'), brotliCompressSync(script))
  writeFileSync(join(dist, 'assets/index-AbCd_123.js.gz'), gzipSync(script))
  db = openDatabase({ dataDir: dir })
  await migrateToLatest(db)
  app = await buildApp({
    db,
    config: { ...loadConfig({ DATA_DIR: dir }), distDir: dist },
    logLevel: 'silent',
  })
  url = await app.listen({ port: 0, host: '127.0.0.1' })
})

afterAll(async () => {
  await app?.close()
  await db?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The raw answer (node's fetch would decompress it and hide what travelled). */
async function get(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = []
        res.on('data', (part: Buffer) => parts.push(part))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
        )
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('the built app', () => {
  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for good', async () => {
    const answer = await get('/assets/index-AbCd_123.js', 'gzip, deflate, br, zstd')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toMatch(/javascript/)
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
    expect(answer.body.length).toBeLessThan(script.length / 4)
  })

  it('sends gzip where brotli is not accepted, and the file itself where nothing is', async () => {
    const gzipped = await get('/assets/index-AbCd_123.js', 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toBe(script)
    const plain = await get('/assets/index-AbCd_123.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers 404 for a built file that does not exist, and the app shell for any other path', async () => {
    const missing = await get('/assets/index-Gone_123.js', 'gzip')
    expect(missing.status).toBe(404)
    expect(missing.headers['content-type']).toMatch(/json/)
    const shell = await get('/login', 'identity')
    expect(shell.status).toBe(200)
    expect(shell.body.toString()).toBe(page)
  })

  it('has the browser check index.html on each visit', async () => {
    const answer = await get('/', 'br')
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(answer.body.toString()).toBe(page)
  })
})
