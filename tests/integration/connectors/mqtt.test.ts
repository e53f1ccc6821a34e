import type { MqttClient } from 'mqtt'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'
import {
  BROKER_URL,
  bind,
  brokerProxy,
  deviceClient,
  listen,
  seedSensors,
  topicPrefix,
  waitFor,
} from './fixtures.ts'

// A connector reaches the broker through this proxy, so a test can cut its connection. Shared by the
// suites of both engines: closed after all of them.
const proxy = await brokerProxy()
afterAll(() => proxy.close(), 20_000)

forEachEngine(
  'MQTT connector',
  (server) => {
    const prefix = topicPrefix('mqtt')
    let device: MqttClient
    beforeAll(async () => {
      device = await deviceClient()
    })
    afterAll(async () => {
      await device?.endAsync()
    })

    const vqt = (objName: string, propName: string) => server.app.live.store.get(objName, propName)
    const setValue = async (ticket: string, objName: string, propName: string, propValue: unknown) =>
      server.call('POST', `/api/runtime/objects/${objName}/services/setPropertyValue`, {
        ticket,
        body: { propName, propValue },
      })

    it('takes values published on bound topics: numbers, JSON paths and { value, quality }', async () => {
      const ticket = await seedSensors(server, 'Mqtt_1')
      await bind(server, ticket, 'Mqtt_1', 'value', { connector: 'mqtt', topic: `${prefix}/m1/value` })
      await bind(server, ticket, 'Mqtt_1', 'on', {
        connector: 'mqtt',
        topic: `${prefix}/m1/state`,
        path: 'data.on',
      })
      await bind(server, ticket, 'Mqtt_1', 'steps', {
        connector: 'mqtt',
        topic: `${prefix}/+/steps`,
        writeTopic: `${prefix}/m1/steps/set`,
      })
      const drivers = async () =>
        (
          await server.call('POST', '/api/runtime/objects/Mqtt_1/services/getPropertyVQTValue', {
            ticket,
            body: { propName: 'drivers' },
          })
        ).body.value
      await waitFor(async () => (await drivers())[0]?.online === true, 5000, 'the broker connection')
      expect((await drivers())[0]).toMatchObject({ name: 'mqtt', type: 'mqtt', online: true })
      expect((await drivers())[0].description).toContain(new URL(BROKER_URL).host)

      // The subscription may land a moment after the connection: publish until it is seen.
      await waitFor(
        async () => {
          await device.publishAsync(`${prefix}/m1/value`, '12.5', { qos: 1 })
          return vqt('Mqtt_1', 'value')?.value === 12.5
        },
        5000,
        'the first message',
      )
      expect(vqt('Mqtt_1', 'value')).toMatchObject({ value: 12.5, quality: 'good' })
      await device.publishAsync(`${prefix}/m1/state`, JSON.stringify({ data: { on: true } }), { qos: 1 })
      await waitFor(() => vqt('Mqtt_1', 'on')?.value === true, 3000, 'the JSON path value')
      await device.publishAsync(
        `${prefix}/m1/value`,
        JSON.stringify({ value: 101.25, quality: 'uncertain' }),
        { qos: 1 },
      )
      await waitFor(() => vqt('Mqtt_1', 'value')?.value === 101.25, 3000, 'the VQT message')
      await device.publishAsync(`${prefix}/anything/steps`, '7', { qos: 1 })
      await waitFor(() => vqt('Mqtt_1', 'steps')?.value === 7, 3000, 'the wildcard topic')
      // Unreadable payloads change nothing.
      await device.publishAsync(`${prefix}/m1/value`, 'not a number', { qos: 1 })
      await device.publishAsync(`${prefix}/m1/value`, '42', { qos: 1 })
      await waitFor(() => vqt('Mqtt_1', 'value')?.value === 42, 3000, 'the next number')
    })

    it("publishes a user's write to the write topic, and sees it come back", async () => {
      const ticket = await seedSensors(server, 'Mqtt_2')
      await bind(server, ticket, 'Mqtt_2', 'value', { connector: 'mqtt', topic: `${prefix}/m2/value` })
      await bind(server, ticket, 'Mqtt_2', 'mode', {
        connector: 'mqtt',
        topic: `${prefix}/m2/mode`,
        writeTopic: `${prefix}/m2/mode/set`,
        writeFormat: 'json',
      })
      const values = await listen(device, `${prefix}/m2/value`)
      const modes = await listen(device, `${prefix}/m2/mode/set`)
      await waitFor(() => server.app.live.drivers('Mqtt_2')[0]?.online, 5000, 'the broker connection')

      const set = await setValue(ticket, 'Mqtt_2', 'value', 7.5)
      expect(set.status).toBe(201)
      await waitFor(() => values.includes('7.5'), 3000, 'the published value')
      expect(vqt('Mqtt_2', 'value')).toMatchObject({ value: 7.5, quality: 'good' })

      expect((await setValue(ticket, 'Mqtt_2', 'mode', 'manual')).status).toBe(201)
      const message = JSON.parse((await waitFor(() => modes[0], 3000, 'the command message')) as string)
      expect(message).toMatchObject({ value: 'manual', user: 'admin' })
      expect(message.timestamp).toEqual(expect.any(String))
      // The value came back from the broker too (the default write topic is the topic itself).
      await server.app.history.flush()
      const history = await server.app.history.read({
        keys: ['Mqtt_2.value'],
        start: new Date(Date.now() - 60_000).toISOString(),
        end: new Date().toISOString(),
      })
      expect(history[0]?.points.some((p) => p.value === 7.5)).toBe(true)
    })

    it('marks its values bad while the broker is unreachable, reconnects and resubscribes', async () => {
      const ticket = await seedSensors(server, 'Mqtt_4')
      await bind(server, ticket, 'Mqtt_4', 'value', { connector: 'mqttProxied', topic: `${prefix}/m4/value` })
      const online = () => server.app.live.drivers('Mqtt_4')[0]?.online === true
      await waitFor(online, 5000, 'the broker connection')
      await waitFor(
        async () => {
          await device.publishAsync(`${prefix}/m4/value`, '5', { qos: 1 })
          return vqt('Mqtt_4', 'value')?.value === 5
        },
        5000,
        'the first message',
      )
      proxy.cut()
      await waitFor(() => vqt('Mqtt_4', 'value')?.quality === 'bad', 5000, 'quality bad')
      expect(vqt('Mqtt_4', 'value')?.value).toBe(5)
      expect(server.app.live.drivers('Mqtt_4')[0]?.description).toMatch(/disconnected|reconnecting|connected/)
      await waitFor(online, 8000, 'the reconnection')
      await waitFor(
        async () => {
          await device.publishAsync(`${prefix}/m4/value`, '6', { qos: 1 })
          return vqt('Mqtt_4', 'value')?.value === 6
        },
        5000,
        'a message after the reconnection',
      )
      expect(vqt('Mqtt_4', 'value')?.quality).toBe('good')
    })

    it('answers 502 when the broker of a bound property is unreachable, and reports it offline', async () => {
      const ticket = await seedSensors(server, 'Mqtt_3')
      await bind(server, ticket, 'Mqtt_3', 'value', { connector: 'mqttDown', topic: `${prefix}/m3/value` })
      const refused = await setValue(ticket, 'Mqtt_3', 'value', 1)
      expect(refused.status).toBe(502)
      expect(refused.body.message).toMatch(/not connected/)
      expect(vqt('Mqtt_3', 'value')?.value).toBe(0)
      expect(server.app.live.drivers('Mqtt_3')[0]).toMatchObject({ name: 'mqttDown', online: false })
    })
  },
  {
    config: {
      connectors: {
        simulator: { enabled: false, tickMs: 1000 },
        mqtt: [
          { name: 'mqtt', url: BROKER_URL },
          { name: 'mqttDown', url: 'mqtt://127.0.0.1:9', reconnectMs: 60_000 },
          { name: 'mqttProxied', url: proxy.url, reconnectMs: 200 },
        ],
      },
    },
  },
)
