import type { FastifyInstance } from 'fastify'
import {
  checkBoxes,
  type VisionBox,
  type VisionLabel,
} from '../../../../engine/bigdata/vision/annotations.ts'
import { imageDimensions } from '../../../../engine/bigdata/vision/imageSize.ts'
import { VISION_MESSAGES } from '../../../../engine/bigdata/vision/messages.ts'
import { formatMessage, type MessageDescriptor, withValues } from '../../../../engine/messages.ts'
import {
  checkImageContent,
  checkImageFile,
  FILE_MESSAGES,
  IMAGE_MAX_BYTES,
} from '../../../../engine/rules/files.ts'
import { checkFileName } from '../../../../engine/rules/names.ts'
import { runInference } from '../../../bigdata/vision/modelService.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { badRequest, conflict, notFound, ruleError } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { APP_MESSAGES } from '../../app/messages.ts'
import { registerUploads } from '../../app/uploads.ts'
import { imageParams, imagesQuery, imageUpdateBody, setParams } from './schema.ts'
import { VISION } from './sets.ts'

type SetParams = { setId: number }
type ImageParams = { imageId: number }

/** At most this many pictures in one upload (each under 5 MB). */
const MAX_FILES = 50

const SUMMARY = [
  'imageId',
  'setId',
  'folder',
  'fileName',
  'mimeType',
  'width',
  'height',
  'size',
  'boxes',
  'updatedAt',
  'version',
] as const

const summary = <T extends { boxes: string }>(row: T) => ({
  ...row,
  boxes: JSON.parse(row.boxes) as VisionBox[],
})

/** One file of an upload, refused with its name in front of the picture rule's message. */
function refused(fileName: string, problem: MessageDescriptor) {
  return ruleError(422, [
    withValues(VISION_MESSAGES.badImage, { name: fileName, problem: formatMessage(problem) }),
  ])
}

/** The images of a set: upload (several at once), the picture with its boxes, saving boxes, inference. */
export async function visionImageRoutes(app: FastifyInstance): Promise<void> {
  await registerUploads(app)

  async function setOr404(setId: number) {
    const row = await app.db
      .selectFrom('visionSets')
      .selectAll()
      .where('setId', '=', setId)
      .executeTakeFirst()
    if (!row) throw notFound(withValues(VISION_MESSAGES.setMissing, { id: setId }))
    return {
      ...row,
      labels: JSON.parse(row.labels) as VisionLabel[],
      folders: JSON.parse(row.folders) as string[],
    }
  }
  async function imageOr404(imageId: number) {
    const row = await app.db
      .selectFrom('visionImages')
      .selectAll()
      .where('imageId', '=', imageId)
      .executeTakeFirst()
    if (!row) throw notFound(withValues(VISION_MESSAGES.imageMissing, { id: imageId }))
    return row
  }
  function checkedFolder(folders: string[], folder: string, status: 400 | 422) {
    if (folder !== '' && !folders.includes(folder)) {
      throw ruleError(status, [withValues(VISION_MESSAGES.unknownFolder, { name: folder })])
    }
    return folder
  }

  /** The images of a set, without their bytes; `folder` narrows to one folder ('' = outside every folder). */
  app.get<{ Params: SetParams; Querystring: { folder?: string } }>(
    '/vision/sets/:setId/images',
    { schema: { params: setParams, querystring: imagesQuery }, config: VISION },
    async (request) => {
      const set = await setOr404(request.params.setId)
      let query = app.db.selectFrom('visionImages').select(SUMMARY).where('setId', '=', set.setId)
      if (request.query.folder !== undefined) query = query.where('folder', '=', request.query.folder)
      const rows = await query.orderBy('folder').orderBy('fileName').execute()
      return rows.map(summary)
    },
  )

  /**
   * Uploads one or more pictures into a folder of the set. Every file is read and checked (JPG/GIF/PNG,
   * under 5 MB, the bytes being what the name says, a name not yet in the folder) before any is stored,
   * and all are stored in one transaction: a refused file stores none.
   */
  app.post<{ Params: SetParams; Querystring: { folder?: string } }>(
    '/vision/sets/:setId/images',
    { schema: { params: setParams, querystring: imagesQuery }, config: VISION },
    async (request, reply) => {
      const set = await setOr404(request.params.setId)
      const folder = checkedFolder(set.folders, request.query.folder ?? '', 422)
      if (!request.isMultipart()) throw badRequest(APP_MESSAGES.multipartOnly)
      const files: { fileName: string; mimeType: string; bytes: Buffer }[] = []
      let problem: ReturnType<typeof refused> | null = null
      const parts = request.files({
        limits: { fileSize: IMAGE_MAX_BYTES, files: MAX_FILES },
        throwFileSizeLimit: false,
      })
      for await (const part of parts) {
        const chunks: Buffer[] = []
        // Read every part to its end (even after a refusal) so the request completes before the answer.
        for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk)
        if (problem) continue
        const fileName = part.filename
        const bytes = Buffer.concat(chunks)
        const check =
          checkFileName(fileName) ??
          (part.file.truncated
            ? FILE_MESSAGES.imageSize
            : (checkImageFile({ name: fileName, size: bytes.length, mimeType: part.mimetype }) ??
              checkImageContent(fileName, bytes)))
        const size = check ? null : imageDimensions(bytes)
        if (check || !size) problem = refused(fileName, check ?? FILE_MESSAGES.typeMismatch)
        else if (files.some((file) => file.fileName === fileName)) {
          problem = ruleError(422, [withValues(VISION_MESSAGES.imageTaken, { name: fileName })])
        } else files.push({ fileName, mimeType: part.mimetype, bytes })
      }
      if (problem) throw problem
      if (files.length === 0) throw ruleError(422, [VISION_MESSAGES.noImages])
      const at = now()
      const ids = await app.db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('visionImages')
          .select('fileName')
          .where('setId', '=', set.setId)
          .where('folder', '=', folder)
          .where(
            'fileName',
            'in',
            files.map((file) => file.fileName),
          )
          .executeTakeFirst()
        if (taken) throw conflict(withValues(VISION_MESSAGES.imageTaken, { name: taken.fileName }))
        const made: number[] = []
        for (const file of files) {
          const size = imageDimensions(file.bytes) as { width: number; height: number }
          const row = await trx
            .insertInto('visionImages')
            .values({
              setId: set.setId,
              folder,
              fileName: file.fileName,
              mimeType: file.mimeType,
              width: size.width,
              height: size.height,
              size: file.bytes.length,
              data: file.bytes.toString('base64'),
              boxes: '[]',
              createdAt: at,
              updatedAt: at,
            })
            .returning('imageId')
            .executeTakeFirstOrThrow()
          made.push(row.imageId)
        }
        return made
      })
      const rows = await app.db
        .selectFrom('visionImages')
        .select(SUMMARY)
        .where('imageId', 'in', ids)
        .orderBy('imageId')
        .execute()
      request.operation = { action: 'bigdata.vision.images.upload', target: `${set.name}: ${files.length}` }
      return created(reply, `/api/bigdata/vision/sets/${set.setId}/images`, rows.map(summary))
    },
  )

  /** One image with its boxes and its picture as a data URL (the `<img>` cannot send the bearer ticket). */
  app.get<{ Params: ImageParams }>(
    '/vision/images/:imageId',
    { schema: { params: imageParams }, config: VISION },
    async (request) => {
      const row = await imageOr404(request.params.imageId)
      const { data, ...rest } = row
      return { ...summary(rest), dataUrl: `data:${row.mimeType};base64,${data}` }
    },
  )

  /** Saves an image's boxes (and moves it to another folder); 409 when someone saved it in between. */
  app.put<{ Params: ImageParams; Body: { folder?: string; boxes?: VisionBox[]; version: number } }>(
    '/vision/images/:imageId',
    { schema: { params: imageParams, body: imageUpdateBody }, config: VISION },
    async (request, reply) => {
      const current = await imageOr404(request.params.imageId)
      const set = await setOr404(current.setId)
      const body = request.body
      const folder = checkedFolder(set.folders, body.folder ?? current.folder, 400)
      const boxes = body.boxes ?? (JSON.parse(current.boxes) as VisionBox[])
      const problem = checkBoxes(
        boxes,
        set.labels.map((label) => label.name),
        current,
      )
      if (problem) throw ruleError(400, [problem])
      if (folder !== current.folder) {
        const taken = await app.db
          .selectFrom('visionImages')
          .select('imageId')
          .where('setId', '=', set.setId)
          .where('folder', '=', folder)
          .where('fileName', '=', current.fileName)
          .executeTakeFirst()
        if (taken) throw conflict(withValues(VISION_MESSAGES.imageTaken, { name: current.fileName }))
      }
      const result = await app.db
        .updateTable('visionImages')
        .set({ folder, boxes: JSON.stringify(boxes), updatedAt: now(), version: body.version + 1 })
        .where('imageId', '=', current.imageId)
        .where('version', '=', body.version)
        .executeTakeFirst()
      assertUpdated(result, withValues(VISION_MESSAGES.stale, { name: current.fileName }))
      request.operation = { action: 'bigdata.vision.images.update', target: current.fileName }
      const row = await app.db
        .selectFrom('visionImages')
        .select(SUMMARY)
        .where('imageId', '=', current.imageId)
        .executeTakeFirstOrThrow()
      return modified(reply, summary(row))
    },
  )

  app.delete<{ Params: ImageParams }>(
    '/vision/images/:imageId',
    { schema: { params: imageParams }, config: VISION },
    async (request, reply) => {
      const row = await imageOr404(request.params.imageId)
      await app.db.deleteFrom('visionImages').where('imageId', '=', row.imageId).execute()
      request.operation = { action: 'bigdata.vision.images.delete', target: row.fileName }
      return deleted(reply)
    },
  )

  /**
   * Runs the set's model service on one image and answers its predictions. Nothing is stored: a person
   * accepts the boxes they want, which then are saved like drawn ones.
   */
  app.post<{ Params: ImageParams }>(
    '/vision/images/:imageId/infer',
    { schema: { params: imageParams }, config: VISION },
    async (request) => {
      const row = await imageOr404(request.params.imageId)
      const set = await setOr404(row.setId)
      if (set.modelUrl === '') throw ruleError(400, [VISION_MESSAGES.noModel])
      const started = Date.now()
      const predictions = await runInference(set.modelUrl, set.modelTimeoutMs, {
        fileName: row.fileName,
        mimeType: row.mimeType,
        width: row.width,
        height: row.height,
        labels: set.labels.map((label) => label.name),
        image: row.data,
      })
      request.operation = { action: 'bigdata.vision.images.infer', target: row.fileName }
      return { imageId: row.imageId, predictions, elapsedMs: Date.now() - started }
    },
  )
}
