import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { badRequest } from '../../http/httpError.ts'
import { FILES_MESSAGES } from './messages.ts'

/** The one file part of an upload, with the text fields sent before it. */
export interface UploadPart {
  filename: string
  mimetype: string
  fields: Record<string, string>
  file: MultipartFile
}

/**
 * The multipart field `file` of an upload. Busboy stops passing bytes on after `maxBytes` and marks the
 * part truncated (the rest of the request is read and thrown away), so an oversized upload never sits
 * in memory or on disk whole. Fields the client sent before the file come along as text.
 */
export async function uploadPart(request: FastifyRequest, maxBytes: number): Promise<UploadPart> {
  if (!request.isMultipart()) {
    throw badRequest(FILES_MESSAGES.notMultipart)
  }
  const part = await request.file({
    limits: { fileSize: maxBytes, files: 1, fields: 10 },
    throwFileSizeLimit: false,
  })
  if (!part) throw badRequest(FILES_MESSAGES.noFile)
  if (part.fieldname !== 'file') {
    await discard(part.file)
    throw badRequest(withValues(FILES_MESSAGES.wrongField, { field: part.fieldname }))
  }
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value
  }
  return { filename: part.filename, mimetype: part.mimetype, fields, file: part }
}

/** Reads the part into memory; null when it was larger than the limit given to `uploadPart`. */
export async function partBytes(part: UploadPart): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  for await (const chunk of part.file.file as AsyncIterable<Buffer>) chunks.push(chunk)
  return part.file.file.truncated ? null : Buffer.concat(chunks)
}

/** Streams the part to `path`; false (and no file left behind) when it was larger than the limit. */
export async function partToFile(part: UploadPart, path: string): Promise<boolean> {
  try {
    await pipeline(part.file.file, createWriteStream(path, { flags: 'wx' }))
  } catch (error) {
    await rm(path, { force: true })
    throw error
  }
  if (part.file.file.truncated) {
    await rm(path, { force: true })
    return false
  }
  return true
}

/** Reads and drops the rest of a part, so the request completes before the error answer. */
export async function discard(part: MultipartFile | Readable): Promise<void> {
  const stream = 'file' in part ? part.file : part
  for await (const _ of stream) {
    // dropped
  }
}
