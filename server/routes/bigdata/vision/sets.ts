import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import {
  checkFolders,
  checkLabels,
  cocoExport,
  type VisionBox,
  type VisionLabel,
} from '../../../../engine/bigdata/vision/annotations.ts'
import { VISION_MESSAGES } from '../../../../engine/bigdata/vision/messages.ts'
import { withValues } from '../../../../engine/messages.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { notFound, ruleError } from '../../../http/httpError.ts'
import { containsPattern, fetchPage } from '../../../http/paging.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { checkedName } from '../common.ts'
import { type ListQuery, listQuery } from '../schema.ts'
import { type SetBody, setBody, setParams, setUpdateBody } from './schema.ts'
import '../../../bigdata/vision/tables.ts'

/** Machine vision's page of the big data menu (migration 0002) guards its calls. */
export const VISION = { access: { resource: 'machine-vision' } } as const

type Params = { setId: number }

/** The model service address: '' (none) or an http(s) URL. */
function checkedModelUrl(raw: string | undefined, status: 400 | 422): string {
  const url = (raw ?? '').trim()
  if (url === '') return ''
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw ruleError(status, [VISION_MESSAGES.badModelUrl])
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw ruleError(status, [VISION_MESSAGES.badModelUrl])
  return url
}

function checkedLists(body: SetBody, status: 400 | 422) {
  const labels = (body.labels ?? []).map((label) => ({
    name: label.name.trim(),
    color: label.color.toLowerCase(),
  }))
  const folders = body.folders ?? []
  const problem = checkLabels(labels) ?? checkFolders(folders)
  if (problem) throw ruleError(status, [problem])
  return { labels, folders }
}

/** Image sets: a name, labels (name + colour), folders and a model service (address, timeout). */
export async function visionSetRoutes(app: FastifyInstance): Promise<void> {
  async function setOr404(setId: number) {
    const row = await app.db
      .selectFrom('visionSets')
      .selectAll()
      .where('setId', '=', setId)
      .executeTakeFirst()
    if (!row) throw notFound(withValues(VISION_MESSAGES.setMissing, { id: setId }))
    return row
  }
  const idWithName = async (name: string) =>
    (await app.db.selectFrom('visionSets').select('setId').where('name', '=', name).executeTakeFirst())?.setId

  async function present(setId: number) {
    const row = await setOr404(setId)
    const counts = await app.db
      .selectFrom('visionImages')
      .select((eb) => eb.fn.countAll<number | string>().as('images'))
      .where('setId', '=', setId)
      .executeTakeFirstOrThrow()
    return {
      ...row,
      labels: JSON.parse(row.labels) as VisionLabel[],
      folders: JSON.parse(row.folders) as string[],
      imageCount: Number(counts.images),
    }
  }

  app.get<{ Querystring: ListQuery }>(
    '/vision/sets',
    { schema: { querystring: listQuery }, config: VISION },
    async (request) => {
      let query = app.db.selectFrom('visionSets').select((eb) => [
        'visionSets.setId',
        'visionSets.name',
        'visionSets.labels',
        'visionSets.folders',
        'visionSets.modelUrl',
        'visionSets.modelTimeoutMs',
        'visionSets.updatedAt',
        'visionSets.version',
        eb
          .selectFrom('visionImages')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('visionImages.setId', '=', 'visionSets.setId')
          .as('imageCount'),
      ])
      const { keyword } = request.query
      if (keyword) query = query.where(sql`lower(name)`, 'like', sql`${containsPattern(keyword)} escape '\\'`)
      const page = await fetchPage(query.orderBy('visionSets.setId', 'desc'), request.query)
      return {
        ...page,
        list: page.list.map((row) => ({
          ...row,
          labels: JSON.parse(row.labels) as VisionLabel[],
          folders: JSON.parse(row.folders) as string[],
          imageCount: Number(row.imageCount ?? 0),
        })),
      }
    },
  )

  app.get<{ Params: Params }>(
    '/vision/sets/:setId',
    { schema: { params: setParams }, config: VISION },
    async (request) => present(request.params.setId),
  )

  app.post<{ Body: SetBody }>(
    '/vision/sets',
    { schema: { body: setBody }, config: VISION },
    async (request, reply) => {
      const body = request.body
      const name = await checkedName(body.name, 422, idWithName)
      const { labels, folders } = checkedLists(body, 422)
      const modelUrl = checkedModelUrl(body.modelUrl, 422)
      const at = now()
      const row = await app.db
        .insertInto('visionSets')
        .values({
          name,
          labels: JSON.stringify(labels),
          folders: JSON.stringify(folders),
          modelUrl,
          modelTimeoutMs: body.modelTimeoutMs ?? 5000,
          createdAt: at,
          updatedAt: at,
        })
        .returning('setId')
        .executeTakeFirstOrThrow()
      request.operation = { action: 'bigdata.vision.sets.create', target: name }
      return created(reply, `/api/bigdata/vision/sets/${row.setId}`, await present(row.setId))
    },
  )

  /**
   * Edits a set in one transaction. A label still drawn on an image, or a folder still holding images,
   * cannot be removed: the boxes and images would be left pointing at nothing.
   */
  app.put<{ Params: Params; Body: SetBody & { version: number } }>(
    '/vision/sets/:setId',
    { schema: { params: setParams, body: setUpdateBody }, config: VISION },
    async (request, reply) => {
      const current = await setOr404(request.params.setId)
      const body = request.body
      const name = await checkedName(body.name ?? current.name, 400, idWithName, current.setId)
      const lists = checkedLists(
        {
          name,
          labels: body.labels ?? (JSON.parse(current.labels) as VisionLabel[]),
          folders: body.folders ?? (JSON.parse(current.folders) as string[]),
        },
        400,
      )
      const modelUrl = checkedModelUrl(body.modelUrl ?? current.modelUrl, 400)
      await app.db.transaction().execute(async (trx) => {
        const images = await trx
          .selectFrom('visionImages')
          .select(['folder', 'boxes'])
          .where('setId', '=', current.setId)
          .execute()
        const kept = new Set(lists.labels.map((label) => label.name))
        const usage = new Map<string, number>()
        for (const image of images) {
          const used = new Set((JSON.parse(image.boxes) as VisionBox[]).map((box) => box.label))
          for (const label of used) if (!kept.has(label)) usage.set(label, (usage.get(label) ?? 0) + 1)
          if (image.folder !== '' && !lists.folders.includes(image.folder)) {
            throw ruleError(400, [withValues(VISION_MESSAGES.folderInUse, { name: image.folder })])
          }
        }
        const [first] = usage
        if (first)
          throw ruleError(400, [withValues(VISION_MESSAGES.labelInUse, { name: first[0], count: first[1] })])
        const result = await trx
          .updateTable('visionSets')
          .set({
            name,
            labels: JSON.stringify(lists.labels),
            folders: JSON.stringify(lists.folders),
            modelUrl,
            modelTimeoutMs: body.modelTimeoutMs ?? current.modelTimeoutMs,
            updatedAt: now(),
            version: body.version + 1,
          })
          .where('setId', '=', current.setId)
          .where('version', '=', body.version)
          .executeTakeFirst()
        assertUpdated(result, withValues(VISION_MESSAGES.stale, { name: current.name }))
      })
      request.operation = { action: 'bigdata.vision.sets.update', target: name }
      return modified(reply, await present(current.setId))
    },
  )

  app.delete<{ Params: Params }>(
    '/vision/sets/:setId',
    { schema: { params: setParams }, config: VISION },
    async (request, reply) => {
      const row = await setOr404(request.params.setId)
      await app.db.transaction().execute(async (trx) => {
        // Explicitly, not only by the cascade: SQLite enforces foreign keys only when the pragma is on.
        await trx.deleteFrom('visionImages').where('setId', '=', row.setId).execute()
        await trx.deleteFrom('visionSets').where('setId', '=', row.setId).execute()
      })
      request.operation = { action: 'bigdata.vision.sets.delete', target: row.name }
      return deleted(reply)
    },
  )

  /** The set's boxes in the COCO object-detection layout, to train a model elsewhere. */
  app.get<{ Params: Params }>(
    '/vision/sets/:setId/coco',
    { schema: { params: setParams }, config: VISION },
    async (request) => {
      const row = await setOr404(request.params.setId)
      const images = await app.db
        .selectFrom('visionImages')
        .select(['imageId', 'fileName', 'folder', 'width', 'height', 'boxes'])
        .where('setId', '=', row.setId)
        .orderBy('imageId')
        .execute()
      return cocoExport(
        row.name,
        JSON.parse(row.labels) as VisionLabel[],
        images.map((image) => ({ ...image, boxes: JSON.parse(image.boxes) as VisionBox[] })),
      )
    },
  )
}
