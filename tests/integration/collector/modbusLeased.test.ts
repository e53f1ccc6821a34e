import { afterAll, expect, it } from 'vitest'
import { readModbusBinding } from '../../../server/connectors/modbus/binding.ts'
import type { ModbusConnector } from '../../../server/connectors/modbus/connector.ts'
import { bind, seedSensors, waitFor } from '../connectors/fixtures.ts'
import { forEachEngine } from '../harness.ts'
import { freePort, registers, startModbusServer } from './fieldServers.ts'
import { adminScreen } from './screenClient.ts'

const port = await freePort()
const device = await startModbusServer(port)
afterAll(async () => {
  await device.close()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('refuses a slow interval that is not slower than the fast one', () => {
  expect(readModbusBinding({ connector: 'x', address: 1, interval: 1000, slowInterval: 500 })).toEqual({
    error: 'slowInterval must be longer than interval, at most 3600000 ms',
  })
  expect(readModbusBinding({ connector: 'x', address: 1, interval: 200, slowInterval: 5000 })).toMatchObject({
    interval: 200,
    slowInterval: 5000,
  })
})

forEachEngine('Modbus leased polling', (server) => {
  it('polls fast only while a value of the group is on a screen or in an active alarm', async () => {
    const ticket = await seedSensors(server, 'Press_L')
    const name = `mbl_${server.engine}`
    const made = await server.call('POST', '/api/collector/collectors/builtin/connectors', {
      ticket,
      body: { name, type: 'modbus', config: { host: '127.0.0.1', port, unitId: 1, interval: 1000 } },
    })
    expect(made.status).toBe(201)
    registers.holding[40] = 11
    await bind(server, ticket, 'Press_L', 'value', {
      connector: name,
      area: 'holding',
      address: 40,
      dataType: 'int16',
      interval: 200,
      slowInterval: 4000,
    })
    const vqt = () => server.app.live.store.get('Press_L', 'value')
    await waitFor(() => vqt()?.value === 11, 15_000, 'the first poll')
    const connector = server.app.live.connectors.get(name) as ModbusConnector
    const requestsIn = async (ms: number) => {
      const before = connector.requests
      await sleep(ms)
      return connector.requests - before
    }

    // Nobody looks: the slow interval.
    expect(connector.pollGroups()).toEqual([
      { interval: 200, slowInterval: 4000, current: 4000, keys: ['Press_L.value'] },
    ])
    const idle = await requestsIn(3000)
    expect(idle).toBeLessThanOrEqual(1)

    // A page subscribes to the value: the group speeds up at once.
    const hub = server.app.live.hub
    const client = await adminScreen(server, ticket)
    registers.holding[40] = 22
    const openedAt = Date.now()
    client.receive(JSON.stringify({ type: 'subscribe', keys: ['Press_L.value'] }))
    expect(connector.pollGroups()[0]?.current).toBe(200)
    await waitFor(() => vqt()?.value === 22, 3000, 'a fast poll')
    console.log(`page opened → new value after ${Date.now() - openedAt} ms`)
    const watched = await requestsIn(3000)
    // 15 at 200 ms on an idle machine; a shared one delays timers, but never down to the slow rate.
    expect(watched).toBeGreaterThanOrEqual(3)

    // The page closes: slow again.
    hub.detach(client)
    expect(connector.pollGroups()[0]?.current).toBe(4000)
    await sleep(500)
    const closed = await requestsIn(3000)
    expect(closed).toBeLessThanOrEqual(1)

    // An active alarm on the value keeps it fast with nobody looking.
    hub.interest.set('alarm', 'Press_L.value', true)
    expect(connector.pollGroups()[0]?.current).toBe(200)
    hub.interest.set('alarm', 'Press_L.value', false)
    expect(connector.pollGroups()[0]?.current).toBe(4000)
    console.log(`requests in 3 s: idle ${idle}, on a screen ${watched}, after closing ${closed}`)

    expect((await server.call('DELETE', `/api/collector/connectors/${name}`, { ticket })).status).toBe(204)
  }, 90_000)
})
