import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { readModbusBinding } from '../../../server/connectors/modbus/binding.ts'
import { encodeRegisters } from '../../../server/connectors/modbus/codec.ts'
import { bind, seedSensors, waitFor } from '../connectors/fixtures.ts'
import { forEachEngine } from '../harness.ts'
import { freePort, registers, startModbusServer } from './fieldServers.ts'

// The external collector (`npm run collector`) as separate processes against the real server: it asks for
// access, is agreed to, and two processes with the same key share its Modbus connector by lease — exactly
// one polls the device (a real Modbus TCP server on loopback); when it dies the other takes over.

const port = await freePort()
let device: { close(): Promise<void> } | null = await startModbusServer(port)
const children: ChildProcess[] = []
const outputs: { text: string }[] = []
const dataDir = mkdtempSync(join(tmpdir(), 'gantry-collector-'))

afterAll(async () => {
  if (process.env.GANTRY_TEST_VERBOSE) for (const output of outputs) console.log(output.text)
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await device?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** One collector process; its output is kept to tell what it did. */
function collector(url: string, ...args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/collector/agent/main.ts', '--server', url, '--data-dir', dataDir, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  children.push(child)
  const output = { text: '' }
  outputs.push(output)
  child.stdout?.on('data', (chunk) => {
    output.text += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output.text += String(chunk)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { child, output, exited }
}

const float = readModbusBinding({ connector: 'x', address: 30, dataType: 'float32' })
const setLevel = (value: number) => {
  if ('error' in float) throw new Error(float.error)
  ;[registers.holding[30], registers.holding[31]] = encodeRegisters(value, float) as [number, number]
}

forEachEngine('external collector process', (server) => {
  it('registers, is agreed to, polls by lease, is taken over when it dies, and turns bad when the device goes', async () => {
    const vqt = () => server.app.live.store.get('Tank_9', 'value')
    const uuid = `line9-pc-${server.engine}`
    const connector = `line9_${server.engine}`
    const ticket = await seedSensors(server, 'Tank_9')

    // Without a key the process asks for access and waits.
    const asking = collector(server.url, '--uuid', uuid, '--name', 'Line 9 PC')
    await waitFor(() => asking.output.text.includes('pendingReview'), 60_000, 'the access request')
    const pending = await server.call('GET', '/api/collector/pending', { ticket })
    const row = pending.body.list.find((c: { deviceUuid: string }) => c.deviceUuid === uuid)
    expect(row.registrationStatus).toBe('pendingReview')
    expect(row.deviceRegInfo.host).toBeTruthy()
    const agreed = await server.call('POST', '/api/collector/confirm', {
      ticket,
      body: { deviceUuid: uuid, action: 'agree' },
    })
    expect(agreed.status).toBe(201)
    const key = agreed.body.key as string
    asking.child.kill('SIGTERM')
    await asking.exited

    const made = await server.call('POST', `/api/collector/collectors/${uuid}/connectors`, {
      ticket,
      body: { name: connector, type: 'modbus', config: { host: '127.0.0.1', port, interval: 200 } },
    })
    expect(made.status).toBe(201)
    // The binding is checked against the stored connector's type although it runs elsewhere.
    const object = await server.call('GET', '/api/metadata/objects/Tank_9', { ticket })
    const refused = await server.call('PUT', '/api/metadata/objects/Tank_9/bindings/value', {
      ticket,
      body: { binding: { connector, area: 'holding', address: 70000 }, version: object.body.version },
    })
    expect(refused.status).toBe(400)
    await bind(server, ticket, 'Tank_9', 'value', {
      connector,
      area: 'holding',
      address: 30,
      dataType: 'float32',
    })
    await bind(server, ticket, 'Tank_9', 'on', { connector, area: 'coil', address: 9 })
    setLevel(41.5)
    registers.coils[9] = true

    // Two processes with the key: one polls, the other stands by.
    const first = collector(server.url, '--uuid', uuid, '--key', key)
    const second = collector(server.url, '--uuid', uuid, '--key', key)
    await waitFor(() => vqt()?.value === 41.5 && vqt()?.quality === 'good', 90_000, 'the first value')
    await waitFor(() => server.app.live.store.get('Tank_9', 'on')?.value === true, 5000, 'the coil')
    const polling = () => [first, second].filter((p) => p.output.text.includes(`polling ${connector}`))
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(polling()).toHaveLength(1)
    const [holder] = polling()
    const standby = holder === first ? second : first
    if (!holder) throw new Error('no holder')
    const manage = await server.call('GET', `/api/collector/collectors/${uuid}`, { ticket })
    expect(manage.body.status).toBe('online')
    expect(manage.body.drivers.map((d: { name: string }) => d.name)).toEqual([connector])
    // The binding editor lists it with its type, as the collector reports it.
    const sources = await server.call('GET', '/api/metadata/datasource', { ticket })
    expect(sources.body.list.find((c: { name: string }) => c.name === connector)).toMatchObject({
      type: 'modbus',
      online: true,
      boundCount: 2,
    })
    setLevel(42.25)
    await waitFor(() => vqt()?.value === 42.25, 5000, 'a change')

    // The holder dies without a word: within 5 s its values are bad, then the standby polls.
    // (The standby may take over before anyone looks: every quality change is recorded.)
    const qualities: { quality: string; at: number }[] = []
    const off = server.app.live.store.onChange((change) => {
      if (change.key === 'Tank_9.value') qualities.push({ quality: change.quality, at: Date.now() })
    })
    holder.child.kill('SIGKILL')
    const diedAt = Date.now()
    const bad = await waitFor(
      () => qualities.find((q) => q.quality === 'bad'),
      5000,
      'bad after the holder died',
    )
    off()
    const badAfter = (bad?.at ?? Number.NaN) - diedAt
    console.log(`collector process died → bad quality after ${badAfter} ms`)
    setLevel(43)
    await waitFor(() => vqt()?.value === 43 && vqt()?.quality === 'good', 10_000, 'the standby taking over')
    console.log(`collector process died → standby delivering after ${Date.now() - diedAt} ms`)
    expect(standby.output.text).toContain(`polling ${connector}`)

    // Values of a process without the lease are not taken.
    const stray = await fetch(`${server.url}/api/collector/values`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-collector-key': key },
      body: JSON.stringify({
        deviceUuid: uuid,
        instance: 'stray-1',
        values: [{ connector, objName: 'Tank_9', propName: 'value', value: 1 }],
      }),
    })
    expect(await stray.json()).toEqual({ accepted: 0, dropped: 1, lost: [connector] })
    expect(vqt()?.value).toBe(43)

    // The device stops answering: bad within 5 s; it comes back: good again.
    await device?.close()
    device = null
    const goneAt = Date.now()
    await waitFor(() => vqt()?.quality === 'bad', 5000, 'bad quality after the device went')
    console.log(`Modbus device gone (external collector) → bad quality after ${Date.now() - goneAt} ms`)
    device = await startModbusServer(port)
    setLevel(44)
    await waitFor(() => vqt()?.value === 44 && vqt()?.quality === 'good', 20_000, 'the device back')

    // A process stopped on purpose gives its lease up at once: no one polls, the values are bad.
    standby.child.kill('SIGTERM')
    await standby.exited
    expect(vqt()?.quality).toBe('bad')
    const lease = await server.db.kysely.selectFrom('connectorLeases').selectAll().execute()
    expect(lease).toEqual([])
  }, 300_000)
})
