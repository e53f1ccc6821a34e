import type { OPCUAServer } from 'node-opcua'
import { afterAll, expect, it } from 'vitest'
import { bind, seedSensors, waitFor } from '../connectors/fixtures.ts'
import { forEachEngine } from '../harness.ts'
import { freePort, plant, startOpcuaServer } from './fieldServers.ts'

// One test PLC for both engines' suites; restarted in the middle of a test to cut the link.
const port = await freePort()
let plc: OPCUAServer | null = await startOpcuaServer(port)
afterAll(async () => {
  await plc?.shutdown(0)
}, 20_000)

forEachEngine('OPC UA connector', (server) => {
  const vqt = (objName: string, propName: string) => server.app.live.store.get(objName, propName)

  it('browses, monitors, writes, and turns bad while the server is down', async () => {
    const ticket = await seedSensors(server, 'Tank_1')
    const name = `ua_${server.engine}`
    const made = await server.call('POST', '/api/collector/collectors/builtin/connectors', {
      ticket,
      body: { name, type: 'opcua', config: { endpoint: `opc.tcp://127.0.0.1:${port}/UA/Test` } },
    })
    expect(made.status).toBe(201)
    await waitFor(
      async () => (await server.call('GET', `/api/collector/connectors/${name}`, { ticket })).body.online,
      15_000,
      'the OPC UA session',
    )
    // The binding editor's picker: Objects → Tank1 → its variables.
    const top = await server.call('GET', `/api/collector/connectors/${name}/browse`, { ticket })
    const tank = top.body.list.find((n: { displayName: string }) => n.displayName === 'Tank1')
    expect(tank).toMatchObject({ nodeClass: 'Object' })
    const inside = await server.call(
      'GET',
      `/api/collector/connectors/${name}/browse?nodeId=${encodeURIComponent(tank.nodeId)}`,
      { ticket },
    )
    const level = inside.body.list.find((n: { displayName: string }) => n.displayName === 'Level')
    expect(level).toMatchObject({ nodeClass: 'Variable', nodeId: 'ns=1;s=Tank1.level' })

    await bind(server, ticket, 'Tank_1', 'value', {
      connector: name,
      nodeId: level.nodeId,
      samplingInterval: 100,
    })
    await bind(server, ticket, 'Tank_1', 'on', { connector: name, nodeId: 'ns=1;s=Tank1.running' })
    await bind(server, ticket, 'Tank_1', 'steps', { connector: name, nodeId: 'ns=1;s=Tank1.setpoint' })
    plant.level = 12.5
    await waitFor(() => vqt('Tank_1', 'value')?.value === 12.5, 10_000, 'the first value')
    expect(vqt('Tank_1', 'value')?.quality).toBe('good')
    await waitFor(() => vqt('Tank_1', 'on')?.value === true, 5000, 'the bool')
    plant.level = 55.25
    await waitFor(() => vqt('Tank_1', 'value')?.value === 55.25, 5000, 'a change')

    // A user's write reaches the node with the node's own data type (Double), and comes back.
    const set = await server.call('POST', '/api/runtime/objects/Tank_1/services/setPropertyValue', {
      ticket,
      body: { propName: 'steps', propValue: 47 },
    })
    expect(set.status).toBe(201)
    expect(plant.setpoint).toBe(47)

    const manage = await server.call('GET', '/api/collector/collectors/builtin', { ticket })
    expect(manage.body.connectors.find((c: { name: string }) => c.name === name)).toMatchObject({
      online: true,
      boundCount: 3,
    })

    // The PLC goes away: bad quality within 5 s; it comes back: good values again.
    await plc?.shutdown(0)
    plc = null
    const lostAt = Date.now()
    await waitFor(() => vqt('Tank_1', 'value')?.quality === 'bad', 5000, 'bad quality')
    console.log(`OPC UA server down → bad quality after ${Date.now() - lostAt} ms`)
    expect(vqt('Tank_1', 'value')?.value).toBe(55.25)
    const down = await server.call('GET', '/api/collector/collectors/builtin', { ticket })
    expect(down.body.status).toBe('abnormal')
    plant.level = 60
    plc = await startOpcuaServer(port)
    const backAt = Date.now()
    await waitFor(
      () => vqt('Tank_1', 'value')?.quality === 'good' && vqt('Tank_1', 'value')?.value === 60,
      30_000,
      'recovery',
    )
    console.log(`OPC UA server back → good values after ${Date.now() - backAt} ms`)

    expect((await server.call('DELETE', `/api/collector/connectors/${name}`, { ticket })).status).toBe(204)
    expect(server.app.live.connectors.get(name)).toBeUndefined()
  }, 90_000)
})
