import { isRestoreFinished } from '../../../engine/rules/responses.ts'
import type { CallResult, TestServer } from '../harness.ts'

/** The first bytes of each accepted image type, followed by filler: enough for content sniffing. */
export function imageBytes(type: 'png' | 'jpg' | 'gif', size = 256): Uint8Array {
  const signature = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpg: [0xff, 0xd8, 0xff, 0xe0],
    gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  }[type]
  const bytes = new Uint8Array(size)
  bytes.set(signature)
  for (let i = signature.length; i < size; i += 1) bytes[i] = (i * 31) % 251
  return bytes
}

export interface UploadOptions {
  name: string
  bytes: Uint8Array | string
  type?: string
  ticket?: string
  field?: string
  fields?: Record<string, string>
}

/** A multipart upload of one file, as a browser's FormData sends it. */
export async function upload(server: TestServer, path: string, options: UploadOptions): Promise<CallResult> {
  const form = new FormData()
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value)
  const blob = new Blob([options.bytes as BlobPart], { type: options.type ?? 'application/octet-stream' })
  form.append(options.field ?? 'file', blob, options.name)
  const headers: Record<string, string> = {}
  if (options.ticket) headers.authorization = `Bearer ${options.ticket}`
  const response = await fetch(`${server.url}${path}`, { method: 'POST', body: form, headers })
  const text = await response.text()
  const body = response.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : text
  return { status: response.status, body, headers: response.headers }
}

/** Polls the restore status as the app does (faster), until 2, 5 or 6. */
export async function waitForRestore(server: TestServer, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const result = await server.call('GET', '/api/config/system/restore/status')
    if (result.status !== 200) throw new Error(`restore status answered ${result.status}`)
    if (isRestoreFinished(result.body.status)) return result.body
    if (Date.now() > deadline) throw new Error(`restore still at ${JSON.stringify(result.body)}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Waits until the restore status satisfies `predicate` (a paused restore reaching a step). */
export async function waitForStatus(server: TestServer, predicate: (status: number) => boolean) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const result = await server.call('GET', '/api/config/system/restore/status')
    if (predicate(result.body.status)) return result.body
    if (Date.now() > deadline) throw new Error(`restore status stayed ${JSON.stringify(result.body)}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
