import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest } from '../../http/httpError.ts'
import { APP_MESSAGES } from './messages.ts'

/**
 * Multipart uploads for the areas that take files (application import, page packages, app resources).
 * Registered in the area's own context unless an outer context already did, so another area
 * registering it as well does not collide.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  if (app.hasRequestDecorator('isMultipart')) return
  await app.register(multipart)
}

export interface Upload {
  fileName: string
  mimeType: string
  data: Buffer
}

/** The one file of a multipart request (any field name); 413 beyond `maxBytes`, 400 without a file. */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(APP_MESSAGES.multipartOnly)
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } })
  if (!part) throw badRequest(APP_MESSAGES.noFile)
  const data = await part.toBuffer()
  return { fileName: part.filename, mimeType: part.mimetype, data }
}
