import { afterAll, expect, it } from 'vitest'
import { readModbusBinding } from '../../../server/connectors/modbus/binding.ts'
import { decodeRegisters, encodeRegisters } from '../../../server/connectors/modbus/codec.ts'
import { planReads } from '../../../server/connectors/modbus/plan.ts'
import { bind, seedSensors, waitFor } from '../connectors/fixtures.ts'
import { forEachEngine } from '../harness.ts'
import { freePort, registers, startModbusServer } from './fieldServers.ts'

const port = await freePort()
let device: { close(): Promise<void> } | null = await startModbusServer(port)
afterAll(async () => {
  await device?.close()
})

it('decodes and encodes each type in each byte and word order', () => {
  const b = (s: Record<string, unknown>) => {
    const read = readModbusBinding({ connector: 'x', address: 0, ...s })
    if ('error' in read) throw new Error(read.error)
    return read
  }
  const float = b({ dataType: 'float32' })
  expect(encodeRegisters(12.5, float)).toEqual([0x4148, 0x0000])
  expect(encodeRegisters(12.5, b({ dataType: 'float32', wordOrder: 'LE' }))).toEqual([0x0000, 0x4148])
  expect(encodeRegisters(12.5, b({ dataType: 'float32', byteOrder: 'LE' }))).toEqual([0x4841, 0x0000])
  for (const [dataType, value] of [
    ['int16', -1234],
    ['uint16', 65000],
    ['int32', -123456789],
    ['uint32', 4000000000],
    ['float64', Math.PI],
  ] as const) {
    for (const wordOrder of ['BE', 'LE'])
      for (const byteOrder of ['BE', 'LE']) {
        const binding = b({ dataType, wordOrder, byteOrder })
        expect(decodeRegisters(encodeRegisters(value, binding), binding)).toBe(value)
      }
  }
  const scaled = b({ dataType: 'int16', scale: 0.1, offset: -50 })
  expect(encodeRegisters(25, scaled)).toEqual([750])
  expect(decodeRegisters([750], scaled)).toBeCloseTo(25)
  expect(() => encodeRegisters(70000, b({ dataType: 'uint16' }))).toThrow('does not fit')
  expect(decodeRegisters([0b100], b({ dataType: 'bool', bit: 2 }))).toBe(true)
  expect(readModbusBinding({ connector: 'x', area: 'coil', address: 1, dataType: 'float32' })).toEqual({
    error: 'coils and discrete inputs are bool',
  })
})

it('merges contiguous addresses into one request per block', () => {
  const items = [0, 1, 2, 4, 10, 200, 201].map((address) => ({
    item: address,
    binding: readModbusBinding({ connector: 'x', address }) as never,
  }))
  items.push({
    item: 300,
    binding: readModbusBinding({ connector: 'x', address: 300, dataType: 'float32' }) as never,
  })
  const blocks = planReads(items)
  expect(blocks.map((b) => [b.start, b.length])).toEqual([
    [0, 11],
    [200, 2],
    [300, 2],
  ])
})

forEachEngine('Modbus TCP connector', (server) => {
  const vqt = (objName: string, propName: string) => server.app.live.store.get(objName, propName)

  it('polls registers and coils, writes, and turns bad while the device is gone', async () => {
    const ticket = await seedSensors(server, 'Press_1')
    const name = `mb_${server.engine}`
    const made = await server.call('POST', '/api/collector/collectors/builtin/connectors', {
      ticket,
      body: { name, type: 'modbus', config: { host: '127.0.0.1', port, unitId: 1, interval: 200 } },
    })
    expect(made.status).toBe(201)
    // Pressure: float32, low word first, at holding 10–11; a coil; a scaled input register.
    const pressure = readModbusBinding({ connector: name, address: 10, dataType: 'float32', wordOrder: 'LE' })
    if ('error' in pressure) throw new Error(pressure.error)
    ;[registers.holding[10], registers.holding[11]] = encodeRegisters(7.25, pressure) as [number, number]
    registers.coils[3] = true
    registers.input[5] = 1234
    // Settings the connector could not use are refused when saved, with its reason; nothing is stored.
    const object = await server.call('GET', '/api/metadata/objects/Press_1', { ticket })
    for (const bad of [
      { connector: name, area: 'holding', address: 70000 },
      { connector: name, area: 'coil', address: 3, dataType: 'float32' },
      { connector: name, area: 'registers', address: 1 },
    ]) {
      const refused = await server.call('PUT', '/api/metadata/objects/Press_1/bindings/value', {
        ticket,
        body: { binding: bad, version: object.body.version },
      })
      expect(refused.status, JSON.stringify(bad)).toBe(400)
      expect(refused.body.message).toContain(`The binding of value to ${name} cannot be used`)
    }
    expect((await server.call('GET', '/api/metadata/objects/Press_1', { ticket })).body.version).toBe(
      object.body.version,
    )
    await bind(server, ticket, 'Press_1', 'value', {
      connector: name,
      area: 'holding',
      address: 10,
      dataType: 'float32',
      wordOrder: 'LE',
    })
    await bind(server, ticket, 'Press_1', 'on', { connector: name, area: 'coil', address: 3 })
    await bind(server, ticket, 'Press_1', 'steps', {
      connector: name,
      area: 'holding',
      address: 20,
      dataType: 'int16',
      scale: 0.1,
    })
    await waitFor(() => vqt('Press_1', 'value')?.value === 7.25, 5000, 'the float')
    expect(vqt('Press_1', 'value')?.quality).toBe('good')
    await waitFor(() => vqt('Press_1', 'on')?.value === true, 5000, 'the coil')

    const set = await server.call('POST', '/api/runtime/objects/Press_1/services/setPropertyValue', {
      ticket,
      body: { propName: 'steps', propValue: 12 },
    })
    expect(set.status).toBe(201)
    expect(registers.holding[20]).toBe(120)
    const coil = await server.call('POST', '/api/runtime/objects/Press_1/services/setPropertyValue', {
      ticket,
      body: { propName: 'on', propValue: false },
    })
    expect(coil.status).toBe(201)
    expect(registers.coils[3]).toBe(false)

    await device?.close()
    device = null
    const lostAt = Date.now()
    await waitFor(() => vqt('Press_1', 'value')?.quality === 'bad', 5000, 'bad quality')
    console.log(`Modbus device gone → bad quality after ${Date.now() - lostAt} ms`)
    const refused = await server.call('POST', '/api/runtime/objects/Press_1/services/setPropertyValue', {
      ticket,
      body: { propName: 'steps', propValue: 3 },
    })
    expect(refused.status).toBe(502)
    ;[registers.holding[10], registers.holding[11]] = encodeRegisters(8.5, pressure) as [number, number]
    device = await startModbusServer(port)
    await waitFor(() => vqt('Press_1', 'value')?.value === 8.5, 15_000, 'recovery')
    expect(vqt('Press_1', 'value')?.quality).toBe('good')
    expect((await server.call('DELETE', `/api/collector/connectors/${name}`, { ticket })).status).toBe(204)
  }, 60_000)
})
