import type { FastifyInstance, FastifyRequest } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import {
  checkImageContent,
  checkImageFile,
  FILE_MESSAGES,
  IMAGE_MAX_BYTES,
  sniffImageType,
} from '../../../../engine/rules/files.ts'
import { holdsResource, sessionOf } from '../../../http/access.ts'
import { forbidden, notFound, ruleError } from '../../../http/httpError.ts'
import { created } from '../../../http/replies.ts'
import { SYSTEM_RESOURCE } from '../../config/access.ts'
import { FILES_MESSAGES } from '../messages.ts'
import { discard, partBytes, uploadPart } from '../multipart.ts'
import { AVATAR_IMAGE_FOLDER, FORM_IMAGE_FOLDER, storeAvatar, storeFormImage } from './avatars.ts'
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
   * Who may upload (issue 17): into the avatar folder any signed-in user, under a name the server gives
   * (`user-<id>-<time>.<ext>`, so nobody replaces another's picture; only the user's latest few are kept);
   * into any other folder only designers (`application-mgr`, the image manager) and system settings
   * (`system-info-manage`, the login page's images). The name, the declared type, the size (counted while
   * reading, never more than 5 MB in memory) and the sniffed content are all checked before anything is
   * written. Into the form pictures' folder (`form-uploads`) any signed-in user too, under a server-given
   * name: the runtime's image upload control sends operators' pictures there.
   */
  app.post<{ Querystring: { folder?: string } }>(
    '/upload/uploadImage',
    { schema: { querystring: uploadQuery }, config: { access: 'session' } },
    async (request, reply) => {
      const part = await uploadPart(request, IMAGE_MAX_BYTES - 1)
      const folder = request.query.folder ?? part.fields.folder ?? DEFAULT_IMAGE_FOLDER
      const avatar = folder === AVATAR_IMAGE_FOLDER
      // Operators' form pictures (issue 21): without this, an operator's image upload control was refused.
      const formImage = folder === FORM_IMAGE_FOLDER
      if (!avatar && !formImage && !(await mayUploadImages(app, request))) {
        await discard(part.file)
        throw forbidden(FILES_MESSAGES.uploadNotAllowed)
      }
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
      if (folder === DEFAULT_IMAGE_FOLDER || avatar || formImage) await createFolder(root, folder)
      else if (!(await folderExists(root, folder))) {
        throw notFound(withValues(FILES_MESSAGES.folderMissingCreate, { folder }))
      }
      const stored = avatar
        ? await storeAvatar(root, sessionOf(request).userId, name, bytes)
        : formImage
          ? await storeFormImage(root, sessionOf(request).userId, name, bytes)
          : await storeImage(root, folder, name, bytes)
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

/** Designers and system settings upload into the shared folders; everyone else only their avatar. */
async function mayUploadImages(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  return (
    (await holdsResource(app, request, 'application-mgr')) ||
    (await holdsResource(app, request, SYSTEM_RESOURCE))
  )
}

// Some clients label every file application/octet-stream: that says nothing, so only real types are checked.
function declaredType(mimetype: string): string | undefined {
  return mimetype && mimetype !== 'application/octet-stream' ? mimetype : undefined
}
