import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PostgresModelSync } from '../../../server/live/modelSync.ts'
import { type Instance, SharedDatabase } from '../connectors/cluster.ts'
import { seedSensors, waitFor } from '../connectors/fixtures.ts'
import { ENGINES, type TestServer } from '../harness.ts'

const META = '/api/metadata'
const services = (objName: string) => `/api/runtime/objects/${objName}/services`
const config = {
  connectors: { simulator: { enabled: false, tickMs: 1000 }, mqtt: [] },
  alarms: { syncMs: 0 },
  live: { syncRetryMs: 300, syncHeartbeatMs: 500 },
}
const asServer = (instance: Instance) => instance as unknown as TestServer

describe.skipIf(!ENGINES.includes('postgres'))('model edits across server processes (PostgreSQL)', () => {
  const shared = new SharedDatabase('postgres')
  let a: Instance
  let b: Instance
  let ticket: string
  beforeAll(async () => {
    await shared.create()
    a = await shared.start(config)
    b = await shared.start(config)
    ticket = await a.adminTicket()
  }, 60_000)
  afterAll(() => shared.destroy(), 60_000)

  const valueOn = async (instance: Instance, objName: string, propName: string) => {
    const read = await instance.call('POST', `${services(objName)}/getPropertyValue`, {
      ticket,
      body: { propName },
    })
    return read.status === 200 ? { value: read.body.value } : { status: read.status }
  }
  const templateVersion = async () =>
    (await a.call('GET', `${META}/object_templates/Sensor`, { ticket })).body.version as number

  it('shows an instance created through one process in the other', async () => {
    expect(await valueOn(b, 'Sync_1', 'mode')).toEqual({ status: 404 })
    await seedSensors(asServer(a), 'Sync_1')
    await waitFor(
      async () => (await valueOn(b, 'Sync_1', 'mode')).value === 'auto',
      3000,
      'the instance in B',
    )
  })

  it('applies template property edits (a new property, a changed type and default) in the other', async () => {
    const added = await a.call('POST', `${META}/object_templates/Sensor/properties`, {
      ticket,
      body: { name: 'setpoint', type: 'int', defaultValue: 42 },
    })
    expect(added.status).toBe(201)
    await waitFor(async () => (await valueOn(b, 'Sync_1', 'setpoint')).value === 42, 3000, 'setpoint')

    // The value 0 does not fit a string: the live value starts again from the new default, here and there.
    const changed = await a.call('PUT', `${META}/object_templates/Sensor/properties/steps`, {
      ticket,
      body: { type: 'string', defaultValue: 'none', version: await templateVersion() },
    })
    expect(changed.status).toBe(201)
    expect(await valueOn(a, 'Sync_1', 'steps')).toEqual({ value: 'none' })
    await waitFor(async () => (await valueOn(b, 'Sync_1', 'steps')).value === 'none', 3000, 'steps')

    const readOnly = await a.call('PUT', `${META}/object_templates/Sensor/properties/on`, {
      ticket,
      body: { writable: false, version: await templateVersion() },
    })
    expect(readOnly.status).toBe(201)
    await waitFor(
      async () => {
        const set = await b.call('POST', `${services('Sync_1')}/setPropertyValue`, {
          ticket,
          body: { propName: 'on', propValue: true },
        })
        return set.status === 400 && /read-only/.test(set.body.message)
      },
      3000,
      'B to refuse writing a read-only property',
    )
  })

  it('raises alarms at a limit changed through the other process', async () => {
    const limits = await a.call('PUT', `${META}/object_templates/Sensor/properties/value/alerts`, {
      ticket,
      body: {
        limits: [{ name: 'High', alertType: 'gt', limitValue: 50, priority: 1 }],
        version: await templateVersion(),
      },
    })
    expect(limits.status).toBe(201)
    await waitFor(
      () => b.app.live.store.property('Sync_1', 'value')?.alarmLimits[0]?.limitValue === 50,
      3000,
      'the new limit in B',
    )
    const set = await b.call('POST', `${services('Sync_1')}/setPropertyValue`, {
      ticket,
      body: { propName: 'value', propValue: 70 },
    })
    expect(set.status).toBe(201)
    await b.app.alarms.settled()
    const current = await b.call('GET', '/api/runtime/objects/alert/current?objName=Sync_1', { ticket })
    expect(current.body.list.map((alarm: { limitValue: number }) => alarm.limitValue)).toEqual([50])
  })

  it('forgets a deleted instance in the other process', async () => {
    await seedSensors(asServer(a), 'Sync_2')
    await waitFor(async () => (await valueOn(b, 'Sync_2', 'mode')).value === 'auto', 3000, 'Sync_2 in B')
    expect((await a.call('DELETE', `${META}/objects/Sync_2`, { ticket })).status).toBe(204)
    await waitFor(async () => (await valueOn(b, 'Sync_2', 'mode')).status === 404, 3000, 'Sync_2 gone')
  })

  it('reads the whole model again after its listening connection was cut', async () => {
    // A third process that waits long before reconnecting, so the change below surely happens unheard.
    const c = await shared.start({ ...config, live: { syncRetryMs: 3000, syncHeartbeatMs: 500 } })
    const sync = c.app.live.sync as PostgresModelSync
    const pid = await waitFor(() => sync.backendPid, 3000, 'C listening')
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      await admin.query('select pg_terminate_backend($1)', [pid])
    } finally {
      await admin.end()
    }
    await waitFor(() => sync.backendPid === null, 3000, 'C to notice the cut')
    await seedSensors(asServer(a), 'Sync_3')
    await waitFor(async () => (await valueOn(b, 'Sync_3', 'mode')).value === 'auto', 3000, 'Sync_3 in B')
    expect(await valueOn(c, 'Sync_3', 'mode')).toEqual({ status: 404 })
    await waitFor(async () => (await valueOn(c, 'Sync_3', 'mode')).value === 'auto', 6000, 'Sync_3 in C')
    expect(sync.backendPid).not.toBeNull()
    expect(sync.backendPid).not.toBe(pid)
  })
})
