import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import {
  checkImageContent,
  checkImageFile,
  FILE_MESSAGES,
  IMAGE_MAX_BYTES,
  sniffImageType,
} from '../../../../engine/rules/files.ts'
import { notFound, ruleError } from '../../../http/httpError.ts'
import { created } from '../../../http/replies.ts'
import { FILES_MESSAGES } from '../messages.ts'
import { discard, partBytes, uploadPart } from '../multipart.ts'
import { imageParams, uploadQuery } from './schema.ts'
import {
  CONTENT_TYPES,
  checkImageName,
  createFolder,
  DEFAULT_IMAGE_FOLDER,
  folderExists,
  imagesDirOf,
  imageUrl,
  readImage,
  storeImage,
} from './store.ts'

/** Image upload and serving under /api/image (spec S1 §7 "Other"). */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const root = imagesDirOf(app.config.dataDir)

  /**
   * Any signed-in user may upload: avatars (personal info) and designer pictures both come here. The
   * name, the declared type, the size (counted while reading, never more than 5 MB in memory) and the
   * sniffed content are all checked before anything is written.
   */
  app.post<{ Querystring: { folder?: string } }>(
    '/upload/uploadImage',
    { schema: { querystring: uploadQuery }, config: { access: 'session' } },
    async (request, reply) => {
      const part = await uploadPart(request, IMAGE_MAX_BYTES - 1)
      const folder = request.query.folder ?? part.fields.folder ?? DEFAULT_IMAGE_FOLDER
      const name = part.filename
      // The declared type and the name are known before the bytes: refuse early, but read the rest away.
      const early =
        checkImageName(name) ??
        checkImageName(folder) ??
        checkImageFile({ name, size: 0, mimeType: declaredType(part.mimetype) })
      if (early) {
        await discard(part.file)
        throw ruleError(422, [early])
      }
      const bytes = await partBytes(part)
      if (!bytes) throw ruleError(422, [FILE_MESSAGES.imageSize])
      const problem = checkImageFile({ name, size: bytes.length }) ?? checkImageContent(name, bytes)
      if (problem) throw ruleError(422, [problem])
      if (folder === DEFAULT_IMAGE_FOLDER) await createFolder(root, folder)
      else if (!(await folderExists(root, folder))) {
        throw notFound(withValues(FILES_MESSAGES.folderMissingCreate, { folder }))
      }
      const stored = await storeImage(root, folder, name, bytes)
      const url = imageUrl(folder, stored)
      request.operation = { action: 'images.upload', target: `${folder}/${stored}` }
      return created(reply, url, {
        name: stored,
        folder,
        path: url,
        url,
        size: bytes.length,
        type: sniffImageType(bytes),
        modifyDate: new Date().toISOString(),
      })
    },
  )

  /**
   * Public on purpose: `<img src>` cannot send the bearer ticket, and the login page shows its configured
   * images before anyone has signed in. The type is sniffed from the bytes, never taken from the name.
   */
  app.get<{ Params: { folder: string; name: string } }>(
    '/:folder/:name',
    { schema: { params: imageParams }, config: { access: 'public' } },
    async (request, reply) => {
      const { folder, name } = request.params
      const image = await readImage(root, folder, name)
      if (!image) throw notFound(withValues(FILES_MESSAGES.imageMissing, { folder, name }))
      return reply
        .header('Content-Type', CONTENT_TYPES[image.type])
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=300')
        .header('Last-Modified', image.modifyDate.toUTCString())
        .send(image.bytes)
    },
  )
}

// Some clients label every file application/octet-stream: that says nothing, so only real types are checked.
function declaredType(mimetype: string): string | undefined {
  return mimetype && mimetype !== 'application/octet-stream' ? mimetype : undefined
}
