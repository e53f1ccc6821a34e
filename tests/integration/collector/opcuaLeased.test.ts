import type { MonitoredItem, OPCUAServer } from 'node-opcua'
import { expect, it } from 'vitest'
import { readOpcuaBinding } from '../../../server/connectors/opcua/binding.ts'
import type { OpcuaConnector } from '../../../server/connectors/opcua/connector.ts'
import { bind, seedSensors, waitFor } from '../connectors/fixtures.ts'
import { forEachEngine } from '../harness.ts'
import { freePort, plant, startOpcuaServer } from './fieldServers.ts'
import { adminScreen } from './screenClient.ts'

/**
 * The test server's own monitored items of a node, across its sessions: what the server really samples
 * at (`samplingInterval` is its revision of what the client asked).
 */
function serverItems(plc: OPCUAServer, nodeId: string): MonitoredItem[] {
  const items: MonitoredItem[] = []
  for (const session of plc.engine.getSessions())
    for (const subscription of session.publishEngine.subscriptions) {
      for (const id of subscription.getMonitoredItems().serverHandles) {
        const item = subscription.getMonitoredItem(id)
        if (item?.itemToMonitor.nodeId?.toString() === nodeId) items.push(item)
      }
    }
  return items
}

it('refuses a slow sampling interval the connector could not use', () => {
  const error = { error: 'slowSamplingInterval must be longer than samplingInterval, at most 3600000 ms' }
  const node = { connector: 'x', nodeId: 'ns=1;s=Tank1.level' }
  expect(readOpcuaBinding({ ...node, samplingInterval: 1000, slowSamplingInterval: 500 })).toEqual(error)
  expect(readOpcuaBinding({ ...node, slowSamplingInterval: 1000 })).toEqual(error)
  expect(readOpcuaBinding({ ...node, slowSamplingInterval: 'soon' })).toEqual(error)
  expect(readOpcuaBinding({ ...node, slowSamplingInterval: 3_600_001 })).toEqual(error)
  expect(readOpcuaBinding({ ...node, samplingInterval: 100, slowSamplingInterval: 5000 })).toEqual({
    nodeId: 'ns=1;s=Tank1.level',
    samplingInterval: 100,
    slowSamplingInterval: 5000,
    deadband: 0,
  })
  expect(readOpcuaBinding(node)).not.toHaveProperty('slowSamplingInterval')
})

forEachEngine('OPC UA leased sampling', (server) => {
  it('samples fast only while a value of the node is on a screen or in an active alarm', async () => {
    // A PLC of this test's own, so the server's monitored items are this connector's only.
    const port = await freePort()
    const plc = await startOpcuaServer(port)
    const ticket = await seedSensors(server, 'Tank_L')
    const name = `ual_${server.engine}`
    try {
      const made = await server.call('POST', '/api/collector/collectors/builtin/connectors', {
        ticket,
        body: { name, type: 'opcua', config: { endpoint: `opc.tcp://127.0.0.1:${port}/UA/Test` } },
      })
      expect(made.status).toBe(201)
      const nodeId = 'ns=1;s=Tank1.level'

      // The server refuses a slow interval that is not slower, and keeps the property unbound.
      const object = await server.call('GET', '/api/metadata/objects/Tank_L', { ticket })
      const refused = await server.call('PUT', '/api/metadata/objects/Tank_L/bindings/value', {
        ticket,
        body: {
          binding: { connector: name, nodeId, samplingInterval: 500, slowSamplingInterval: 200 },
          version: object.body.version,
        },
      })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toContain('slowSamplingInterval must be longer than samplingInterval')
      const after = await server.call('GET', '/api/metadata/objects/Tank_L', { ticket })
      expect(after.body.version).toBe(object.body.version)

      plant.level = 21
      await bind(server, ticket, 'Tank_L', 'value', {
        connector: name,
        nodeId,
        samplingInterval: 100,
        slowSamplingInterval: 5000,
      })
      const vqt = () => server.app.live.store.get('Tank_L', 'value')
      await waitFor(() => vqt()?.value === 21, 15_000, 'the first value')
      const connector = server.app.live.connectors.get(name) as OpcuaConnector
      const sampledAt = () => serverItems(plc, nodeId).map((item) => item.samplingInterval)

      // Nobody looks: the server samples the node at the slow interval.
      await expect.poll(sampledAt, { timeout: 10_000 }).toEqual([5000])
      await expect
        .poll(() => connector.leasedItems(), { timeout: 10_000 })
        .toEqual([
          {
            nodeId,
            keys: ['Tank_L.value'],
            samplingInterval: 100,
            slowSamplingInterval: 5000,
            requested: 5000,
            revised: 5000,
          },
        ])

      // A page subscribes to the value: the item is modified to the fast interval at once.
      const hub = server.app.live.hub
      const client = await adminScreen(server, ticket)
      const openedAt = Date.now()
      client.receive(JSON.stringify({ type: 'subscribe', keys: ['Tank_L.value'] }))
      await expect.poll(sampledAt, { timeout: 10_000, interval: 20 }).toEqual([100])
      console.log(`page opened → server samples at 100 ms after ${Date.now() - openedAt} ms`)
      plant.level = 22.5
      await waitFor(() => vqt()?.value === 22.5, 10_000, 'a fast change')

      // The page closes: still fast during the grace, then slow again.
      hub.detach(client)
      expect(connector.leasedItems()[0]?.requested).toBe(100)
      await expect.poll(sampledAt, { timeout: 10_000 }).toEqual([5000])
      // The server applies the modification before its answer reaches the connector.
      await expect
        .poll(() => connector.leasedItems()[0], { timeout: 10_000 })
        .toMatchObject({ requested: 5000, revised: 5000 })

      // An active alarm on the value keeps it fast with nobody looking.
      hub.interest.set('alarm', 'Tank_L.value', true)
      await expect.poll(sampledAt, { timeout: 10_000 }).toEqual([100])
      hub.interest.set('alarm', 'Tank_L.value', false)
      await expect.poll(sampledAt, { timeout: 10_000 }).toEqual([5000])

      // A binding without a slow interval is not leased: sampled at its interval whoever looks.
      await bind(server, ticket, 'Tank_L', 'value', { connector: name, nodeId, samplingInterval: 100 })
      await expect.poll(sampledAt, { timeout: 10_000 }).toEqual([100])
      expect(connector.leasedItems()).toEqual([])
    } finally {
      await server.call('DELETE', `/api/collector/connectors/${name}`, { ticket })
      await plc.shutdown(0)
    }
  }, 120_000)
})
