import { randomBytes } from 'node:crypto'
import { connectAsync, type MqttClient } from 'mqtt'
import { expect } from 'vitest'
import type { TestServer } from '../harness.ts'

export const BROKER_URL = process.env.GANTRY_TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883'

/** A topic prefix of its own per run, so parallel runs on one broker do not see each other's messages. */
export const topicPrefix = (name: string) => `gantry-test/${name}/${randomBytes(6).toString('hex')}`

/** A template Sensor (value float, on bool, mode string, steps int) and instances of it. */
export async function seedSensors(server: TestServer, ...names: string[]): Promise<string> {
  const ticket = await server.adminTicket()
  if ((await server.call('GET', '/api/metadata/object_templates/Sensor', { ticket })).status === 404) {
    const created = await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: {
        name: 'Sensor',
        properties: [
          { name: 'value', type: 'float' },
          { name: 'on', type: 'bool' },
          { name: 'mode', type: 'string', defaultValue: 'auto' },
          { name: 'steps', type: 'int' },
        ],
        alertLimits: { value: [{ name: 'High', alertType: 'gt', limitValue: 100, priority: 1 }] },
      },
    })
    expect(created.status).toBe(201)
  }
  for (const name of names) {
    const created = await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name, templateName: 'Sensor' },
    })
    expect(created.status).toBe(201)
  }
  return ticket
}

/** Binds one instance property to a connector. */
export async function bind(
  server: TestServer,
  ticket: string,
  objName: string,
  propName: string,
  binding: Record<string, unknown>,
): Promise<void> {
  const object = await server.call('GET', `/api/metadata/objects/${objName}`, { ticket })
  const put = await server.call('PUT', `/api/metadata/objects/${objName}/bindings/${propName}`, {
    ticket,
    body: { binding, version: object.body.version },
  })
  expect(put.status).toBe(201)
}

/** Polls `check` until it answers something truthy. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 5000,
  what = 'condition',
): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const result = await check()
    if (result) return result
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** A plain MQTT client of the test (the "device" side). */
export async function deviceClient(): Promise<MqttClient> {
  return connectAsync(BROKER_URL, { clientId: `gantry-test-${randomBytes(6).toString('hex')}` })
}

/** Collects the messages of one topic. */
export async function listen(client: MqttClient, topic: string): Promise<string[]> {
  const received: string[] = []
  client.on('message', (t, payload) => {
    if (t === topic) received.push(payload.toString())
  })
  await client.subscribeAsync(topic, { qos: 1 })
  return received
}

/** A TCP proxy in front of the broker whose connections a test can cut, to see the connector reconnect. */
export async function brokerProxy(): Promise<{ url: string; cut(): void; close(): Promise<void> }> {
  const { createServer, connect } = await import('node:net')
  const broker = new URL(BROKER_URL)
  const sockets = new Set<import('node:net').Socket>()
  const server = createServer((client) => {
    const upstream = connect(Number(broker.port || 1883), broker.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => {})
      socket.on('close', () => {
        sockets.delete(socket)
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as import('node:net').AddressInfo
  return {
    url: `mqtt://127.0.0.1:${address.port}`,
    cut: () => {
      for (const socket of sockets) socket.destroy()
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
