import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { formFileRoutes } from './formFiles/routes.ts'
import { imageManagerRoutes } from './images/managerRoutes.ts'
import { imageRoutes } from './images/routes.ts'

/**
 * Uploaded files, mounted under /api: image upload and serving at /api/image, the application manager's
 * image library at /api/app/manager/images (spec S1 §7 "Other"), and forms' files at /api/forms/files.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  // Limits are set per upload (images: under 5 MB); these are the outer bounds of any multipart request.
  await app.register(multipart, {
    limits: { files: 1, fields: 10, parts: 12 },
    // Keep the client's file name whole, so '../x.png' is refused by the file-name rule, not quietly trimmed.
    preservePath: true,
  })
  await app.register(imageRoutes, { prefix: '/image' })
  await app.register(imageManagerRoutes, { prefix: '/app/manager/images' })
  await app.register(formFileRoutes, { prefix: '/forms/files' })
}
