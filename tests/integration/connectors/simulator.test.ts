import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'
import { bind, seedSensors, waitFor } from './fixtures.ts'

forEachEngine(
  'simulator connector',
  (server) => {
    const vqt = async (ticket: string, objName: string, propName: string) =>
      (
        await server.call('POST', `/api/runtime/objects/${objName}/services/getPropertyVQTValue`, {
          ticket,
          body: { propName },
        })
      ).body

    it('feeds changing values of every waveform with quality good', async () => {
      const ticket = await seedSensors(server, 'Sim_1')
      await bind(server, ticket, 'Sim_1', 'value', {
        connector: 'simulator',
        waveform: 'sine',
        amplitude: 10,
        offset: 50,
        period: 1,
      })
      await bind(server, ticket, 'Sim_1', 'on', { connector: 'simulator', period: 0.2 })
      await bind(server, ticket, 'Sim_1', 'steps', {
        connector: 'simulator',
        waveform: 'ramp',
        amplitude: 5,
        period: 1,
      })
      const seen = { value: new Set<unknown>(), on: new Set<unknown>(), steps: new Set<unknown>() }
      const off = server.app.live.store.onChange((change) => {
        if (change.objName !== 'Sim_1') return
        expect(change.quality).toBe('good')
        expect(change.origin).toEqual({ kind: 'connector', connector: 'simulator' })
        seen[change.propName as keyof typeof seen]?.add(change.value)
      })
      await waitFor(() => seen.value.size >= 4 && seen.on.size === 2 && seen.steps.size >= 3, 5000, 'changes')
      off()
      for (const value of seen.value) {
        expect(value as number).toBeGreaterThanOrEqual(40)
        expect(value as number).toBeLessThanOrEqual(60)
      }
      for (const value of seen.steps) expect(Number.isInteger(value)).toBe(true)
      const drivers = await vqt(ticket, 'Sim_1', 'drivers')
      expect(drivers.value).toEqual([
        expect.objectContaining({ name: 'simulator', type: 'simulator', online: true }),
      ])
      expect((await vqt(ticket, 'Sim_1', 'online')).value).toBe(true)
      // The values are recorded in the history as they change.
      await server.app.history.flush()
      const history = await server.app.history.read({
        keys: ['Sim_1.value'],
        start: new Date(Date.now() - 60_000).toISOString(),
        end: new Date().toISOString(),
      })
      expect(history[0]?.count).toBeGreaterThanOrEqual(4)
    })

    it("holds a user's write for holdSeconds, then resumes the waveform", async () => {
      const ticket = await seedSensors(server, 'Sim_2')
      await bind(server, ticket, 'Sim_2', 'value', {
        connector: 'simulator',
        waveform: 'ramp',
        amplitude: 10,
        offset: 0,
        period: 1,
        holdSeconds: 0.6,
      })
      await waitFor(async () => (await vqt(ticket, 'Sim_2', 'value')).quality === 'good', 3000, 'first tick')
      const set = await server.call('POST', '/api/runtime/objects/Sim_2/services/setPropertyValue', {
        ticket,
        body: { propName: 'value', propValue: 123.5 },
      })
      expect(set.status).toBe(201)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect((await vqt(ticket, 'Sim_2', 'value')).value).toBe(123.5)
      await waitFor(
        async () => (await vqt(ticket, 'Sim_2', 'value')).value !== 123.5,
        3000,
        'waveform resumed',
      )
      expect((await vqt(ticket, 'Sim_2', 'value')).value).toBeLessThanOrEqual(10)
    })

    it('shows idle while the property it runs with is off, and follows it on the same tick', async () => {
      const ticket = await seedSensors(server, 'Sim_4')
      await bind(server, ticket, 'Sim_4', 'on', { connector: 'simulator', period: 0.4 })
      await bind(server, ticket, 'Sim_4', 'value', {
        connector: 'simulator',
        amplitude: 10,
        offset: 50,
        period: 1,
        runsWith: 'on',
        idle: -1,
      })
      const on = new Map<string, unknown>()
      const value = new Map<string, unknown>()
      const off = server.app.live.store.onChange((change) => {
        if (change.objName !== 'Sim_4') return
        if (change.propName === 'on') on.set(change.timestamp, change.value)
        if (change.propName === 'value') value.set(change.timestamp, change.value)
      })
      await waitFor(() => [...on.values()].filter((v) => v === false).length >= 2, 5000, 'the gate off twice')
      off()
      let idled = 0
      let ran = 0
      // The store records changes only: at each tick the gate changed, the value changed with it.
      for (const [timestamp, gate] of on) {
        const shown = value.get(timestamp)
        if (gate === false) {
          expect(shown, timestamp).toBe(-1)
          idled += 1
        } else if (shown !== undefined) {
          expect(shown as number).toBeGreaterThanOrEqual(40)
          ran += 1
        }
      }
      expect(idled).toBeGreaterThanOrEqual(2)
      expect(ran).toBeGreaterThanOrEqual(1)
      for (const shown of value.values()) expect(shown === -1 || (shown as number) >= 40).toBe(true)
    })

    it("follows a user's write to the property it runs with, and the waveform once the hold ends", async () => {
      const ticket = await seedSensors(server, 'Sim_6')
      await bind(server, ticket, 'Sim_6', 'on', { connector: 'simulator', duty: 1, holdSeconds: 0.6 })
      await bind(server, ticket, 'Sim_6', 'value', {
        connector: 'simulator',
        offset: 50,
        runsWith: 'on',
        idle: -1,
      })
      const value = async () => (await vqt(ticket, 'Sim_6', 'value')).value
      await waitFor(async () => ((await value()) as number) >= 49, 3000, 'running')
      const set = await server.call('POST', '/api/runtime/objects/Sim_6/services/setPropertyValue', {
        ticket,
        body: { propName: 'on', propValue: false },
      })
      expect(set.status).toBe(201)
      await waitFor(async () => (await value()) === -1, 1000, 'idle while the write holds')
      await waitFor(async () => ((await value()) as number) >= 49, 3000, 'running again')

      // A write that is not held stands until the property's next update (every 30 s here): the property
      // running with it follows it meanwhile, as the stored values say it is off.
      await bind(server, ticket, 'Sim_6', 'on', {
        connector: 'simulator',
        duty: 1,
        holdSeconds: 0,
        every: 30,
      })
      const unheld = await server.call('POST', '/api/runtime/objects/Sim_6/services/setPropertyValue', {
        ticket,
        body: { propName: 'on', propValue: false },
      })
      expect(unheld.status).toBe(201)
      await waitFor(async () => (await value()) === -1, 1000, 'idle after an unheld write')
      expect((await vqt(ticket, 'Sim_6', 'on')).value).toBe(false)
    })

    it('ignores a property running with one that is not simulated, and says why', async () => {
      const ticket = await seedSensors(server, 'Sim_5')
      const changes: unknown[] = []
      const off = server.app.live.store.onChange((change) => {
        if (change.objName === 'Sim_5') changes.push(change.value)
      })
      await bind(server, ticket, 'Sim_5', 'value', { connector: 'simulator', runsWith: 'mode' })
      await new Promise((resolve) => setTimeout(resolve, 250))
      off()
      expect(changes).toEqual([])
      const drivers = await vqt(ticket, 'Sim_5', 'drivers')
      expect(drivers.value[0].description).toMatch(/ignored/)
    })

    it('ignores bindings it cannot simulate and says so in the driver description', async () => {
      const ticket = await seedSensors(server, 'Sim_3')
      await bind(server, ticket, 'Sim_3', 'mode', { connector: 'simulator' })
      await new Promise((resolve) => setTimeout(resolve, 250))
      expect((await vqt(ticket, 'Sim_3', 'mode')).value).toBe('auto')
      const drivers = await vqt(ticket, 'Sim_3', 'drivers')
      expect(drivers.value[0].description).toMatch(/ignored/)
    })
  },
  { config: { connectors: { simulator: { enabled: true, tickMs: 50 }, mqtt: [] } } },
)
