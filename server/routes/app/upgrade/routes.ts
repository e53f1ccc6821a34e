import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import type { Database } from '../../../db/schema.ts'
import { conflict } from '../../../http/httpError.ts'
import { now } from '../../../http/session.ts'
import { readAccess, writeAccess } from '../../compose/access.ts'
import { isJobRunning, type JobOutcome, jobStatus, startJob } from '../jobs/jobs.ts'
import { appOr404 } from '../manager/appWrites.ts'
import { appIdParams, appIdQuery } from '../manager/schema.ts'
import { APP_MESSAGES } from '../messages.ts'
import { runUpgrade } from './upgradeApp.ts'

type AppIdQuery = { appId: number }

async function upgradeStatus(app: FastifyInstance, appId: number) {
  await appOr404(app, appId)
  // The job is read before the application: a job restores the application's status before it marks
  // itself done, so a finished job is never seen beside a stale 'upgrading'.
  const job = await jobStatus(app.db, appId, 'upgrade')
  const record = await appOr404(app, appId)
  return { ...job, appStatus: record.status, upgradeStatus: record.upgradeStatus }
}

/**
 * Upgrading an application (spec S0 §4: running, stopped or upgrading; upgradeStatus per appId): the
 * application is 'upgrading' while its documents are migrated, then returns to its former status.
 */
export async function upgradeRoutes(app: FastifyInstance): Promise<void> {
  // The spec lists only the status calls; the upgrade is started here.
  app.post<{ Querystring: AppIdQuery }>(
    '/upgrade',
    { schema: { querystring: appIdQuery }, config: { access: writeAccess } },
    async (request, reply) => {
      const { appId } = request.query
      const record = await appOr404(app, appId)
      if (record.status === 'upgrading' || (await isJobRunning(app.db, appId))) {
        throw conflict(withValues(APP_MESSAGES.appBusy, { name: record.name }))
      }
      // The status and the job row are written together: an application is never 'upgrading' without
      // its job (leases.ts restores one that is, after a crash).
      const prepare = async (trx: Transaction<Database>) => {
        await trx
          .updateTable('applications')
          .set({
            status: 'upgrading',
            statusBeforeUpgrade: record.status,
            upgradeStatus: 'running',
            updatedAt: now(),
          })
          .where('appId', '=', appId)
          .execute()
      }
      const finish = async (outcome: JobOutcome, trx: Transaction<Database>) => {
        const before = await trx
          .selectFrom('applications')
          .select('statusBeforeUpgrade')
          .where('appId', '=', appId)
          .executeTakeFirst()
        await trx
          .updateTable('applications')
          .set({
            status: before?.statusBeforeUpgrade ?? 'stopped',
            upgradeStatus: outcome.status,
            updatedAt: now(),
          })
          .where('appId', '=', appId)
          .execute()
      }
      await startJob(
        app,
        appId,
        'upgrade',
        request.session?.userId ?? null,
        (jobId) => runUpgrade(app, appId, jobId),
        { prepare, finish },
      )
      request.operation = { action: 'app.upgrade', target: `${appId} ${record.name}` }
      return reply
        .code(202)
        .header('Location', `/api/app/manager/upgrade/status?appId=${appId}`)
        .send(await upgradeStatus(app, appId))
    },
  )

  app.get<{ Querystring: AppIdQuery }>(
    '/upgrade/status',
    { schema: { querystring: appIdQuery }, config: { access: readAccess } },
    async (request) => upgradeStatus(app, request.query.appId),
  )
}

/** GET /api/metadata/app/{id}/upgrade/status?type=app: the same status, under the metadata base. */
export async function metadataUpgradeStatusRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: number }; Querystring: { type: string } }>(
    '/api/metadata/app/:id/upgrade/status',
    {
      schema: {
        params: appIdParams,
        querystring: {
          type: 'object',
          properties: { type: { type: 'string', enum: ['app'], default: 'app' } },
        },
      },
      config: { access: readAccess },
    },
    async (request) => upgradeStatus(app, request.params.id),
  )
}
