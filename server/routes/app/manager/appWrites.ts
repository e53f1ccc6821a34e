import { rm } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { type MessageDescriptor, withValues } from '../../../../engine/messages.ts'
import { checkTextLength, checkVersionNumber, NAME_MESSAGES } from '../../../../engine/rules/names.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { conflict, HttpError, notFound, ruleError } from '../../../http/httpError.ts'
import { now } from '../../../http/session.ts'
import { isJobRunning, type JobKind } from '../jobs/jobs.ts'
import { APP_MESSAGES } from '../messages.ts'
import { publishApp } from '../publish/appMenu.ts'
import { appResourceRoot } from '../resources/paths.ts'
import { type AppView, appNameTaken, getApp } from './queries.ts'
import type { AppBody, AppUpdateBody } from './schema.ts'

/*
 * Creating, editing and deleting applications: the application manager (/api/app/manager) and the
 * designer's compose calls (/api/compose/manage/apps) share these, so both answer alike.
 */

export async function appOr404(app: FastifyInstance, appId: number): Promise<AppView> {
  const found = await getApp(app.db, appId)
  if (!found) throw notFound(withValues(APP_MESSAGES.appMissing, { appId }))
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
      throw conflict(withValues(APP_MESSAGES.appNameTaken, { name: body.name.trim() }))
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
      throw new HttpError(status, withValues(APP_MESSAGES.homePageElsewhere, { pageId: body.homePageId }))
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
  await app.db.transaction().execute(async (trx) => {
    const result = await trx
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
    assertUpdated(result, withValues(APP_MESSAGES.appStale, { name: appId }))
    // A running application's menu folder carries its name.
    if (body.name !== undefined) await publishApp(trx, appId)
  })
  return appOr404(app, appId)
}

/**
 * Starts or stops an application's runtime (spec S0 §4 running / stopped): a started application is
 * published into the runtime menu, a stopped one leaves it (with the grants of its entries).
 */
export async function setAppActivity(
  app: FastifyInstance,
  appId: number,
  action: 'start' | 'stop',
): Promise<AppView> {
  const record = await appOr404(app, appId)
  if (record.status === 'upgrading' || (await isJobRunning(app.db, appId, 'upgrade'))) {
    throw conflict(withValues(APP_MESSAGES.appUpgrading, { name: record.name }))
  }
  const status = action === 'start' ? 'running' : 'stopped'
  await app.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('applications')
      .set({ status, updatedAt: now(), version: record.version + 1 })
      .where('appId', '=', appId)
      .where('version', '=', record.version)
      .executeTakeFirst()
    assertUpdated(result, withValues(APP_MESSAGES.appStale, { name: record.name }))
    await publishApp(trx, appId)
  })
  return appOr404(app, appId)
}

const RUNNING_JOB: Record<JobKind, MessageDescriptor> = {
  export: APP_MESSAGES.appRunningExport,
  import: APP_MESSAGES.appRunningImport,
  upgrade: APP_MESSAGES.appRunningUpgrade,
}

/** Deletes the application with everything in it (the database cascades) and its resource files. */
export async function deleteApp(app: FastifyInstance, appId: number): Promise<AppView> {
  const found = await appOr404(app, appId)
  if (found.status === 'upgrading') {
    throw conflict(withValues(APP_MESSAGES.appUpgradingDelete, { name: found.name }))
  }
  const running = await app.db
    .selectFrom('appJobs')
    .select('kind')
    .where('appId', '=', appId)
    .where('status', '=', 'running')
    .executeTakeFirst()
  if (running) throw conflict(withValues(RUNNING_JOB[running.kind as JobKind], { name: found.name }))
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('applications').where('appId', '=', appId).execute()
    // Gone from the database: its menu resources and their grants go too.
    await publishApp(trx, appId)
  })
  await rm(appResourceRoot(app.config.dataDir, appId), { recursive: true, force: true })
  return found
}
