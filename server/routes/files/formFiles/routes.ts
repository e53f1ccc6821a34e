import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import {
  checkFormFile,
  extensionOf,
  FILE_MESSAGES,
  formFileExtensions,
  IMAGE_MAX_BYTES,
} from '../../../../engine/rules/files.ts'
import { checkFileName } from '../../../../engine/rules/names.ts'
import { sessionOf } from '../../../http/access.ts'
import { notFound, ruleError } from '../../../http/httpError.ts'
import { created } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { FILES_MESSAGES } from '../messages.ts'
import { discard, partBytes, uploadPart } from '../multipart.ts'
import { formFilesDirOf, readFormFile, removeFormFile, writeFormFile } from './store.ts'
import './tables.ts'

/** Content types of the kept extensions; the download is an attachment either way. */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
}

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const

/** A stored form file as the calls answer it; `url` is what a form keeps as the control's value. */
export interface FormFileView {
  id: number
  name: string
  size: number
  type: string
  url: string
  username: string
  createdAt: string
}

const urlOf = (id: number) => `/api/forms/files/${id}`

/**
 * Form files (issue 21), mounted at /api/forms/files: the upload control of a runtime form sends its file
 * here and keeps the answered address as its value; the spec names no upload call but the pictures' one,
 * so this is the smallest addition beside it. Any signed-in user who runs a page may send and read them,
 * as form records. Name (file-name rule), type (the control's `accept` list within the kept types), size
 * (under 5 MB, counted while reading) and a picture's bytes are checked before anything is written.
 */
export async function formFileRoutes(app: FastifyInstance): Promise<void> {
  const dir = formFilesDirOf(app.config.dataDir)

  app.post('', { config: { access: 'session' } }, async (request, reply) => {
    const part = await uploadPart(request, IMAGE_MAX_BYTES - 1)
    const name = part.filename
    const accepted = formFileExtensions(part.fields.accept ?? '')
    // The name and type are known before the bytes: refuse early, but read the rest away.
    const early = checkFileName(name) ?? checkFormFile({ name, size: 0 }, accepted)
    if (early) {
      await discard(part.file)
      throw ruleError(422, [early])
    }
    const bytes = await partBytes(part)
    if (!bytes) throw ruleError(422, [FILE_MESSAGES.fileSize])
    const problem = checkFormFile({ name, size: bytes.length }, accepted, bytes)
    if (problem) throw ruleError(422, [problem])
    const extension = extensionOf(name)
    const session = sessionOf(request)
    const storedName = await writeFormFile(dir, extension, bytes)
    try {
      const row = await app.db
        .insertInto('formFiles')
        .values({
          fileName: name,
          storedName,
          size: bytes.length,
          extension,
          userId: session.userId,
          username: session.username,
          createdAt: now(),
        })
        .returning(['id', 'createdAt'])
        .executeTakeFirstOrThrow()
      request.operation = { action: 'forms.upload', target: name }
      const view: FormFileView = {
        id: row.id,
        name,
        size: bytes.length,
        type: extension,
        url: urlOf(row.id),
        username: session.username,
        createdAt: row.createdAt,
      }
      return created(reply, view.url, view)
    } catch (error) {
      await removeFormFile(dir, storedName)
      throw error
    }
  })

  app.get<{ Params: { id: number } }>(
    '/:id',
    // A link cannot send a header: it carries a one-use ?download= token (never the ticket).
    { schema: { params: idParams }, config: { access: 'session', downloadToken: true } },
    async (request, reply) => {
      const { id } = request.params
      const row = await app.db.selectFrom('formFiles').selectAll().where('id', '=', id).executeTakeFirst()
      const bytes = row ? await readFormFile(dir, row.storedName) : null
      if (!row || !bytes) throw notFound(withValues(FILES_MESSAGES.formFileMissing, { id }))
      return (
        reply
          .header('Content-Type', CONTENT_TYPES[row.extension] ?? 'application/octet-stream')
          // Whatever it holds, it never runs as this origin's page.
          .header('Content-Security-Policy', 'sandbox')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
          .send(bytes)
      )
    },
  )
}
