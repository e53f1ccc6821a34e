import { expect, it } from 'vitest'
import type { Connector, LiveSink, OutboundWrite } from '../../../server/live/connectors.ts'
import type { ValueChange } from '../../../server/live/types.ts'
import { forEachEngine } from '../harness.ts'
import { seedPumps } from './fixtures.ts'

const services = (objName: string, name: string) => `/api/runtime/objects/${objName}/services/${name}`

/** A connector the test drives: it keeps its sink and records what users published. */
class FakeConnector implements Connector {
  readonly type = 'fake'
  sink: LiveSink | null = null
  published: OutboundWrite[] = []
  fail = false
  constructor(readonly name: string) {}
  start(sink: LiveSink) {
    this.sink = sink
  }
  stop() {
    this.sink = null
  }
  publish(write: OutboundWrite) {
    if (this.fail) throw new Error('device offline')
    this.published.push(write)
  }
  status() {
    return { online: true, description: 'fake device', time: '2026-01-01T00:00:00.000Z' }
  }
}

forEachEngine('runtime live values', (server) => {
  it('reads values initialised from the defaults, with quality and timestamp', async () => {
    const ticket = await seedPumps(server, 'Live_A')
    const value = await server.call('POST', services('Live_A', 'getPropertyValue'), {
      ticket,
      body: { propName: 'pressure' },
    })
    expect(value.status).toBe(200)
    expect(value.body).toEqual({ objName: 'Live_A', propName: 'pressure', value: 1.5 })
    const all = await server.call('POST', services('Live_A', 'getPropertyValue'), { ticket, body: {} })
    expect(all.body.values).toEqual({ pressure: 1.5, running: false, label: 'pump', counter: 0 })
    const vqt = await server.call('POST', services('Live_A', 'getPropertyVQTValue'), {
      ticket,
      body: { propName: 'label' },
    })
    expect(vqt.body).toMatchObject({ objName: 'Live_A', propName: 'label', value: 'pump', quality: 'good' })
    expect(Number.isNaN(Date.parse(vqt.body.timestamp))).toBe(false)
    const missing = await server.call('POST', services('Live_A', 'getPropertyVQTValue'), {
      ticket,
      body: { propName: 'flow' },
    })
    expect(missing.status).toBe(404)
    expect(
      (await server.call('POST', services('Nobody', 'getPropertyValue'), { ticket, body: {} })).status,
    ).toBe(404)
  })

  it('sets several values of an object at once, or none when any is refused (a form submit)', async () => {
    const ticket = await seedPumps(server, 'Live_M')
    const read = async () =>
      (await server.call('POST', services('Live_M', 'getPropertyValue'), { ticket, body: {} })).body.values
    const before = await read()
    // The second value has the wrong type: the first, valid one is not written either.
    const wrong = await server.call('POST', services('Live_M', 'setPropertyValues'), {
      ticket,
      body: { values: { pressure: 9.5, running: 'yes' } },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toContain('Live_M.running')
    expect(await read()).toEqual(before)
    // A read-only property and an unknown one are refused the same way.
    const readOnly = await server.call('POST', services('Live_M', 'setPropertyValues'), {
      ticket,
      body: { values: { pressure: 9.5, counter: 3 } },
    })
    expect(readOnly.status).toBe(400)
    const unknown = await server.call('POST', services('Live_M', 'setPropertyValues'), {
      ticket,
      body: { values: { pressure: 9.5, flow: 3 } },
    })
    expect(unknown.status).toBe(404)
    expect(await read()).toEqual(before)
    const empty = await server.call('POST', services('Live_M', 'setPropertyValues'), {
      ticket,
      body: { values: {} },
    })
    expect(empty.status).toBe(400)
    const ok = await server.call('POST', services('Live_M', 'setPropertyValues'), {
      ticket,
      body: { values: { pressure: 9.5, running: true, label: 'duty' } },
    })
    expect(ok.status).toBe(201)
    expect(ok.body.values.pressure).toMatchObject({ value: 9.5, quality: 'good' })
    expect(await read()).toEqual({ ...before, pressure: 9.5, running: true, label: 'duty' })
  })

  it('sets values type-checked, logged, and needs a session', async () => {
    const ticket = await seedPumps(server, 'Live_B')
    const set = await server.call('POST', services('Live_B', 'setPropertyValue'), {
      ticket,
      body: { propName: 'pressure', propValue: 3.75 },
    })
    expect(set.status).toBe(201)
    expect(set.body).toMatchObject({ objName: 'Live_B', propName: 'pressure', value: 3.75, quality: 'good' })
    const wrong = await server.call('POST', services('Live_B', 'setPropertyValue'), {
      ticket,
      body: { propName: 'pressure', propValue: '3.75' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('The property Live_B.pressure expects a number (float)')
    const fraction = await server.call('POST', services('Live_B', 'setPropertyValue'), {
      ticket,
      body: { propName: 'running', propValue: 1 },
    })
    expect(fraction.status).toBe(400)
    const readOnly = await server.call('POST', services('Live_B', 'setPropertyValue'), {
      ticket,
      body: { propName: 'counter', propValue: 5 },
    })
    expect(readOnly.status).toBe(400)
    expect(readOnly.body.message).toMatch(/read-only/)
    const anonymous = await server.call('POST', services('Live_B', 'setPropertyValue'), {
      body: { propName: 'pressure', propValue: 1 },
    })
    expect(anonymous.status).toBe(401)
    const after = await server.call('POST', services('Live_B', 'getPropertyValue'), {
      ticket,
      body: { propName: 'pressure' },
    })
    expect(after.body.value).toBe(3.75)

    const log = await server.call('GET', '/api/auth/logs/operation?keyword=Live_B', { ticket })
    const actions = log.body.list.map(
      (entry: { action: string; target: string }) => `${entry.action} ${entry.target}`,
    )
    expect(actions).toContain('runtime.setPropertyValue Live_B.pressure')
    expect(actions.some((a: string) => a.includes('getPropertyValue'))).toBe(false)
  })

  it('emits changes to listeners with their origin, only when value or quality changes', async () => {
    const ticket = await seedPumps(server, 'Live_C')
    const changes: ValueChange[] = []
    const stop = server.app.live.store.onChange((change) => {
      if (change.objName === 'Live_C') changes.push(change)
    })
    await server.call('POST', services('Live_C', 'setPropertyValue'), {
      ticket,
      body: { propName: 'label', propValue: 'x' },
    })
    await server.call('POST', services('Live_C', 'setPropertyValue'), {
      ticket,
      body: { propName: 'label', propValue: 'x' },
    })
    stop()
    expect(changes).toHaveLength(1)
    expect(changes[0]).toMatchObject({
      key: 'Live_C.label',
      value: 'x',
      previous: { value: 'pump' },
      origin: { kind: 'user', username: 'admin' },
    })
  })

  it('runs built-in services, and debugServices only simulates', async () => {
    const ticket = await seedPumps(server, 'Live_D')
    const start = await server.call('POST', services('Live_D', 'start'), { ticket, body: {} })
    expect(start.status).toBe(201)
    expect(start.body).toMatchObject({ serviceName: 'start', writes: [{ propName: 'running', value: true }] })
    const read = await server.call('POST', services('Live_D', 'readAll'), { ticket, body: {} })
    expect(read.status).toBe(200)
    expect(read.body.result.running.value).toBe(true)
    const toggled = await server.call('POST', services('Live_D', 'toggleRun'), { ticket })
    expect(toggled.status).toBe(201)
    expect(server.app.live.store.get('Live_D', 'running')?.value).toBe(false)

    const missingInput = await server.call('POST', services('Live_D', 'setPressure'), { ticket, body: {} })
    expect(missingInput.status).toBe(400)
    const badInput = await server.call('POST', services('Live_D', 'setPressure'), {
      ticket,
      body: { target: 'high' },
    })
    expect(badInput.status).toBe(400)
    const extra = await server.call('POST', services('Live_D', 'setPressure'), {
      ticket,
      body: { target: 2, code: 'x' },
    })
    expect(extra.status).toBe(400)

    const debug = await server.call('POST', services('Live_D', 'debugServices'), {
      ticket,
      body: { serviceName: 'setPressure', params: { target: 8.5 } },
    })
    expect(debug.status).toBe(200)
    expect(debug.body).toMatchObject({ dryRun: true, writes: [{ propName: 'pressure', value: 8.5 }] })
    expect(server.app.live.store.get('Live_D', 'pressure')?.value).toBe(1.5)
    const run = await server.call('POST', services('Live_D', 'setPressure'), {
      ticket,
      body: { target: 8.5 },
    })
    expect(run.status).toBe(201)
    expect(server.app.live.store.get('Live_D', 'pressure')?.value).toBe(8.5)
    expect((await server.call('POST', services('Live_D', 'launchRocket'), { ticket, body: {} })).status).toBe(
      404,
    )
  })

  it('answers the snapshot of an object', async () => {
    const ticket = await seedPumps(server, 'Live_E')
    const snapshot = await server.call('GET', '/api/runtime/objects/Live_E/snapshot', { ticket })
    expect(snapshot.status).toBe(200)
    expect(snapshot.body.list.map((p: { name: string }) => p.name)).toEqual([
      'pressure',
      'running',
      'label',
      'counter',
    ])
    expect(snapshot.body.list[0]).toMatchObject({
      name: 'pressure',
      type: 'float',
      value: 1.5,
      quality: 'good',
    })
  })

  it('takes values from connectors and publishes user writes back to them', async () => {
    const ticket = await seedPumps(server, 'Live_F')
    const connector = new FakeConnector('fake1')
    await server.app.live.connectors.register(connector)
    try {
      const object = await server.call('GET', '/api/metadata/objects/Live_F', { ticket })
      const bind = await server.call('PUT', '/api/metadata/objects/Live_F/bindings/pressure', {
        ticket,
        body: { binding: { connector: 'fake1', topic: 'plant/f/pressure' }, version: object.body.version },
      })
      expect(bind.status).toBe(201)
      expect(connector.sink?.bindings()).toEqual([
        {
          objName: 'Live_F',
          propName: 'pressure',
          key: 'Live_F.pressure',
          type: 'float',
          binding: { connector: 'fake1', topic: 'plant/f/pressure' },
        },
      ])
      // Text from a device is read as the property's type.
      expect(connector.sink?.write('Live_F', 'pressure', '12.5', 'good')).toBe(true)
      expect(connector.sink?.write('Live_F', 'pressure', 'n/a')).toBe(false)
      expect(server.app.live.store.get('Live_F', 'pressure')).toMatchObject({ value: 12.5, quality: 'good' })

      const set = await server.call('POST', services('Live_F', 'setPropertyValue'), {
        ticket,
        body: { propName: 'pressure', propValue: 6.5 },
      })
      expect(set.status).toBe(201)
      expect(connector.published).toMatchObject([
        { key: 'Live_F.pressure', value: 6.5, user: { username: 'admin' } },
      ])
      connector.fail = true
      const refused = await server.call('POST', services('Live_F', 'setPropertyValue'), {
        ticket,
        body: { propName: 'pressure', propValue: 7.5 },
      })
      expect(refused.status).toBe(502)
      expect(server.app.live.store.get('Live_F', 'pressure')?.value).toBe(6.5)

      const drivers = await server.call('POST', services('Live_F', 'getPropertyVQTValue'), {
        ticket,
        body: { propName: 'drivers' },
      })
      expect(drivers.body.value).toEqual([
        {
          name: 'fake1',
          type: 'fake',
          online: true,
          description: 'fake device',
          time: '2026-01-01T00:00:00.000Z',
        },
      ])
      const online = await server.call('POST', services('Live_F', 'getPropertyVQTValue'), {
        ticket,
        body: { propName: 'online' },
      })
      expect(online.body.value).toBe(true)
      const sources = await server.call('GET', '/api/metadata/datasource', { ticket })
      expect(sources.body.list).toContainEqual(
        expect.objectContaining({ name: 'fake1', type: 'fake', boundCount: 1 }),
      )
    } finally {
      await server.app.live.connectors.unregister('fake1')
    }
    const unavailable = await server.call('POST', services('Live_F', 'setPropertyValue'), {
      ticket,
      body: { propName: 'pressure', propValue: 7.5 },
    })
    expect(unavailable.status).toBe(503)
    const offline = await server.call('POST', services('Live_F', 'getPropertyVQTValue'), {
      ticket,
      body: { propName: 'online' },
    })
    expect(offline.body.value).toBe(false)
    const unbind = await server.call('DELETE', '/api/metadata/objects/Live_F/bindings/pressure', { ticket })
    expect(unbind.status).toBe(204)
    expect(server.app.live.store.property('Live_F', 'pressure')?.binding).toBeNull()
    expect(
      (await server.call('DELETE', '/api/metadata/objects/Live_F/bindings/pressure', { ticket })).status,
    ).toBe(404)
  })
})
