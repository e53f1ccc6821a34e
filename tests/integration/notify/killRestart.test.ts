import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '../../../server/db/database.ts'
import '../../../server/notify/tables.ts'
import { startHookReceiver, until } from './receivers.ts'

/**
 * The outbox's promise under a crash: 50 webhook sends queued, the server killed with SIGKILL while it
 * delivers them, started again: every send arrives exactly once, or is logged failed (one the receiver may
 * have got while the process died is never sent a second time on its own). SQLite, the real `npm start`.
 */
const root = resolve(import.meta.dirname, '../../..')
const dataDir = mkdtempSync(join(tmpdir(), 'gantry-kill-'))
// The receiver answers slowly, so the kill lands while sends are in flight.
const hooks = await startHookReceiver(() => ({ delayMs: 120 }))
const children: ChildProcess[] = []

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await hooks.close()
  rmSync(dataDir, { recursive: true, force: true })
})

function startServer(): Promise<ChildProcess> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: '0',
        GANTRY_ADMIN_PASSWORD: 'Kill#Start1',
        GANTRY_DEMO: '0',
        GANTRY_NOTIFY_POLL_MS: '100',
        GANTRY_NOTIFY_LEASE_MS: '1500',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let output = ''
    const timer = setTimeout(() => fail(new Error(`no start within 60 s:\n${output}`)), 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Gantry listening on/.test(output)) {
        clearTimeout(timer)
        done(child)
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('error', fail)
  })
}

it('kill -9 with 50 sends in the outbox: after the restart each is sent exactly once or logged failed', async () => {
  const first = await startServer()
  const db = openDatabase({ dataDir })
  try {
    const at = new Date().toISOString()
    // Straight into the outbox, as the alarm engine's feed would write them.
    await db.kysely
      .insertInto('notificationOutbox')
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          event: 'alarm.raised',
          eventKey: `kill:${i}`,
          channel: 'im',
          receiverKey: 'im',
          receiver: 'generic',
          address: hooks.url,
          title: `kill:${i}`,
          content: 'crash test',
          target: JSON.stringify({ kind: 'generic', url: `${hooks.url}/hook`, secret: '' }),
          status: 'pending',
          nextAttemptAt: at,
          createdAt: at,
          lastError: '',
        })),
      )
      .execute()
    await until('the first sends', () => hooks.hooks.length >= 12, 20_000)
    first.kill('SIGKILL')
    await new Promise((done) => first.once('exit', done))
    const atKill = hooks.hooks.length
    expect(atKill).toBeLessThan(50)

    await startServer()
    const rows = await until(
      'every send settled',
      async () => {
        const all = await db.kysely.selectFrom('notificationOutbox').selectAll().execute()
        return all.every((row) => row.status === 'success' || row.status === 'failed') && all
      },
      30_000,
    )
    const received = new Map<string, number>()
    for (const hook of hooks.hooks) {
      const key = String(hook.body.title)
      received.set(key, (received.get(key) ?? 0) + 1)
    }
    expect(rows).toHaveLength(50)
    for (const row of rows) {
      const count = received.get(row.title) ?? 0
      if (row.status === 'success') expect(count, row.title).toBe(1)
      else {
        expect(count, row.title).toBeLessThanOrEqual(1)
        expect(row.lastError).toMatch(/Interrupted/)
      }
    }
    // Nothing arrived twice, and every attempt is in the log with its outcome.
    expect([...received.values()].every((count) => count === 1)).toBe(true)
    const unfinished = await db.kysely
      .selectFrom('notificationAttempts')
      .select('attemptId')
      .where('finishedAt', 'is', null)
      .execute()
    expect(unfinished).toEqual([])
    const failed = rows.filter((row) => row.status === 'failed').length
    console.log(
      `kill -9: ${atKill} received before the kill, ${50 - failed} sent, ${failed} logged failed (interrupted)`,
    )
  } finally {
    await db.close()
  }
}, 90_000)
