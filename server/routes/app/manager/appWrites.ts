import { rm } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { checkTextLength, checkVersionNumber, NAME_MESSAGES } from '../../../../engine/rules/names.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { conflict, HttpError, notFound, ruleError } from '../../../http/httpError.ts'
import { now } from '../../../http/session.ts'
import { appResourceRoot } from '../resources/paths.ts'
import { type AppView, appNameTaken, getApp } from './queries.ts'
import type { AppBody, AppUpdateBody } from './schema.ts'

/*
 * Creating, editing and deleting applications: the application manager (/api/app/manager) and the
 * designer's compose calls (/api/compose/manage/apps) share these, so both answer alike.
 */

export async function appOr404(app: FastifyInstance, appId: number): Promise<AppView> {
  const found = await getApp(app.db, appId)
  if (!found) throw notFound(`The application ${appId} does not exist`)
  return found
}

async function validate(
  app: FastifyInstance,
  body: Partial<AppBody> & { homePageId?: string | null },
  status: 400 | 422,
  appId?: number,
): Promise<void> {
  if (body.name !== undefined) {
    if (body.name.trim() === '') throw ruleError(status, [NAME_MESSAGES.empty])
    const tooLong = checkTextLength(body.name, 50)
    if (tooLong) throw ruleError(status, [tooLong])
    if (await appNameTaken(app.db, body.name.trim(), appId)) {
      throw conflict(`The application name ${body.name.trim()} is already in use`)
    }
  }
  const longText = body.description !== undefined ? checkTextLength(body.description, 500) : null
  if (longText) throw ruleError(status, [longText])
  if (body.appVersion !== undefined) {
    const badVersion = checkVersionNumber(body.appVersion)
    if (badVersion) throw ruleError(status, [badVersion])
  }
  if (body.homePageId) {
    const page = await app.db
      .selectFrom('composePages')
      .select('pageId')
      .where('pageId', '=', body.homePageId)
      .where('appId', '=', appId ?? -1)
      .executeTakeFirst()
    if (!page)
      throw new HttpError(status, `The home page ${body.homePageId} is not a page of this application`)
  }
}

export async function createApp(app: FastifyInstance, body: AppBody): Promise<AppView> {
  await validate(app, body, 422)
  const at = now()
  const row = await app.db
    .insertInto('applications')
    .values({
      name: body.name.trim(),
      description: body.description ?? '',
      appVersion: body.appVersion ?? '1.0.0',
      icon: body.icon ?? '',
      createdAt: at,
      updatedAt: at,
    })
    .returning('appId')
    .executeTakeFirstOrThrow()
  return appOr404(app, row.appId)
}

export async function updateApp(app: FastifyInstance, appId: number, body: AppUpdateBody): Promise<AppView> {
  await appOr404(app, appId)
  await validate(app, body, 400, appId)
  const result = await app.db
    .updateTable('applications')
    .set({
      name: body.name?.trim(),
      description: body.description,
      appVersion: body.appVersion,
      icon: body.icon,
      homePageId: body.homePageId,
      updatedAt: now(),
      version: body.version + 1,
    })
    .where('appId', '=', appId)
    .where('version', '=', body.version)
    .executeTakeFirst()
  assertUpdated(result, `The application ${appId}`)
  return appOr404(app, appId)
}

/** Deletes the application with everything in it (the database cascades) and its resource files. */
export async function deleteApp(app: FastifyInstance, appId: number): Promise<AppView> {
  const found = await appOr404(app, appId)
  if (found.status === 'upgrading') {
    throw conflict(`The application ${found.name} is being upgraded; delete it when the upgrade is done`)
  }
  const running = await app.db
    .selectFrom('appJobs')
    .select('kind')
    .where('appId', '=', appId)
    .where('status', '=', 'running')
    .executeTakeFirst()
  if (running) throw conflict(`The application ${found.name} has a running ${running.kind}; try again later`)
  await app.db.deleteFrom('applications').where('appId', '=', appId).execute()
  await rm(appResourceRoot(app.config.dataDir, appId), { recursive: true, force: true })
  return found
}
