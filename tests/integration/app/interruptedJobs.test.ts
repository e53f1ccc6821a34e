import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../server/db/database.ts'
import type { Database } from '../../../server/db/schema.ts'
import { jobOwner } from '../../../server/routes/app/jobs/jobs.ts'
import { type Instance, SharedDatabase } from '../connectors/cluster.ts'
import { waitFor } from '../connectors/fixtures.ts'
import { ENGINES } from '../harness.ts'

const BASE = '/api/app/manager'
const quiet = {
  connectors: { simulator: { enabled: false, tickMs: 1000 }, mqtt: [] },
  jobs: { heartbeatMs: 100, staleMs: 600 },
}
const LONG_AGO = '2000-01-01T00:00:00.000Z'

async function createApp(instance: Instance, ticket: string, name: string, running = false): Promise<number> {
  const created = await instance.call('POST', BASE, { ticket, body: { name } })
  expect(created.status).toBe(201)
  const appId: number = created.body.appId
  if (running) {
    const started = await instance.call('PUT', `${BASE}/containerActivity`, {
      ticket,
      body: { appId, action: 'start' },
    })
    expect(started.status).toBe(201)
  }
  return appId
}

/** The shared database while no server runs on it (the moment between a crash and the restart). */
async function withDatabase(shared: SharedDatabase, work: (db: Kysely<Database>) => Promise<void>) {
  const db = openDatabase({
    dataDir: shared.dataDir,
    databaseUrl: shared.engine === 'postgres' ? process.env.DATABASE_URL : undefined,
    pgSchema: shared.schema,
  })
  try {
    await work(db.kysely)
  } finally {
    await db.close()
  }
}

/** What a process that died in the middle of a job leaves in the database. */
async function leaveRunningJob(
  db: Kysely<Database>,
  appId: number,
  kind: 'export' | 'import' | 'upgrade',
  job: { ownerId: string | null; heartbeatAt: string | null },
): Promise<number> {
  const row = await db
    .insertInto('appJobs')
    .values({ appId, kind, status: 'running', progress: 40, startedAt: LONG_AGO, ...job })
    .returning('jobId')
    .executeTakeFirstOrThrow()
  return row.jobId
}

async function leaveUpgrading(db: Kysely<Database>, appId: number, before: string): Promise<void> {
  await db
    .updateTable('applications')
    .set({ status: 'upgrading', statusBeforeUpgrade: before, upgradeStatus: 'running' })
    .where('appId', '=', appId)
    .execute()
}

for (const engine of ENGINES) {
  describe(`jobs interrupted by a crash [${engine}]`, () => {
    const shared = new SharedDatabase(engine)
    beforeAll(() => shared.create(), 60_000)
    afterAll(() => shared.destroy(), 60_000)

    it('fails them at start-up with a clear message and puts upgrading applications back', async () => {
      const first = await shared.start(quiet)
      const ticket = await first.adminTicket()
      const exported = await createApp(first, ticket, 'Crash export')
      const upgraded = await createApp(first, ticket, 'Crash upgrade', true)
      const legacy = await createApp(first, ticket, 'Crash legacy')
      await shared.stop(first)

      // The process died: its jobs are still 'running', one application still 'upgrading'.
      let exportJob = 0
      await withDatabase(shared, async (db) => {
        exportJob = await leaveRunningJob(db, exported, 'export', { ownerId: 'gone', heartbeatAt: LONG_AGO })
        await leaveUpgrading(db, upgraded, 'running')
        await leaveRunningJob(db, upgraded, 'upgrade', { ownerId: null, heartbeatAt: null })
        // Left 'upgrading' without any job row.
        await leaveUpgrading(db, legacy, 'stopped')
      })

      const second = await shared.start(quiet)
      const exportStatus = await second.call('GET', `${BASE}/export/status?appId=${exported}`, { ticket })
      expect(exportStatus.body).toMatchObject({
        status: 'failed',
        progress: 100,
        message: 'Export failed: interrupted by a server restart',
        downloadUrl: null,
      })
      expect(exportStatus.body.finishedAt).not.toBeNull()
      // The reason reaches the app as a catalogue descriptor, shown in the user's language.
      expect(exportStatus.body.details).toEqual([
        expect.objectContaining({ id: 'rules.message.jobInterrupted' }),
      ])
      // Stored with the row, not only read back from its message.
      const stored = await second.db.kysely
        .selectFrom('appJobs')
        .select('details')
        .where('jobId', '=', exportJob)
        .executeTakeFirstOrThrow()
      expect(JSON.parse(stored.details)).toEqual([
        expect.objectContaining({ id: 'rules.message.jobInterrupted' }),
      ])
      const upgradeStatus = await second.call('GET', `${BASE}/upgrade/status?appId=${upgraded}`, { ticket })
      expect(upgradeStatus.body).toMatchObject({
        status: 'failed',
        message: 'Upgrade failed: interrupted by a server restart',
        appStatus: 'running',
        upgradeStatus: 'failed',
      })
      const legacyStatus = await second.call('GET', `${BASE}/upgrade/status?appId=${legacy}`, { ticket })
      expect(legacyStatus.body).toMatchObject({ appStatus: 'stopped', upgradeStatus: 'failed' })

      // Nothing is stuck: both can run again.
      expect((await second.call('POST', `${BASE}/export?appId=${exported}`, { ticket })).status).toBe(202)
      expect((await second.call('POST', `${BASE}/upgrade?appId=${upgraded}`, { ticket })).status).toBe(202)
      await waitFor(
        async () =>
          (await second.call('GET', `${BASE}/upgrade/status?appId=${upgraded}`, { ticket })).body.status ===
          'succeeded',
        5000,
        'the new upgrade',
      )
      const after = await second.call('GET', `${BASE}/upgrade/status?appId=${upgraded}`, { ticket })
      expect(after.body).toMatchObject({ appStatus: 'running', upgradeStatus: 'succeeded' })
      await shared.stop(second)
    })

    it('treats a recent heartbeat as alive only where other processes can exist', async () => {
      const first = await shared.start(quiet)
      const ticket = await first.adminTicket()
      const appId = await createApp(first, ticket, 'Recent beat')
      await shared.stop(first)
      let jobId = 0
      await withDatabase(shared, async (db) => {
        jobId = await leaveRunningJob(db, appId, 'import', {
          ownerId: 'another-process',
          heartbeatAt: new Date().toISOString(),
        })
      })
      // A start on a loaded machine can take longer than the 600 ms of `quiet`: give this heartbeat 5 s.
      const second = await shared.start({ ...quiet, jobs: { heartbeatMs: 100, staleMs: 5000 } })
      const row = await second.db.kysely
        .selectFrom('appJobs')
        .select('status')
        .where('jobId', '=', jobId)
        .executeTakeFirstOrThrow()
      // SQLite belongs to one process, so the job's owner is gone; on PostgreSQL it may still run elsewhere.
      expect(row.status).toBe(engine === 'sqlite' ? 'failed' : 'running')
      if (engine === 'postgres') {
        // ...until its heartbeat is older than staleMs.
        await waitFor(
          async () =>
            (await second.call('GET', `${BASE}/import/status?appId=${appId}`, { ticket })).body.status ===
            'failed',
          15_000,
          'the job of the silent owner to fail',
        )
      }
      await shared.stop(second)
    })
  })
}

describe.skipIf(!ENGINES.includes('postgres'))('jobs of live processes on one PostgreSQL', () => {
  const shared = new SharedDatabase('postgres')
  beforeAll(() => shared.create(), 60_000)
  afterAll(() => shared.destroy(), 60_000)

  it('leaves the jobs of a live process alone and fails them once that process is gone', async () => {
    const a = await shared.start(quiet)
    const b = await shared.start(quiet)
    const ticket = await a.adminTicket()
    const appId = await createApp(a, ticket, 'Shared job', true)
    // A job of process A (as if A had started it): A renews its heartbeat as long as it lives. The job
    // comes first: B's sweep puts back an application left upgrading with no running job.
    const jobId = await leaveRunningJob(a.db.kysely, appId, 'upgrade', {
      ownerId: jobOwner(a.app),
      heartbeatAt: new Date().toISOString(),
    })
    await leaveUpgrading(a.db.kysely, appId, 'running')
    const statusOf = async () =>
      (await b.call('GET', `${BASE}/upgrade/status?appId=${appId}`, { ticket })).body as {
        jobId: number
        status: string
        appStatus: string
      }
    // Well past staleMs: B sweeps every 100 ms and must not touch it.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await statusOf()).toMatchObject({ jobId, status: 'running', appStatus: 'upgrading' })

    // A disappears without ending its job: B fails it and puts the application back.
    await shared.stop(a)
    await waitFor(async () => (await statusOf()).status === 'failed', 4000, 'B to end the orphaned job')
    expect(await statusOf()).toMatchObject({ jobId, appStatus: 'running' })
  })
})
