import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'
import { until } from './receivers.ts'

forEachEngine(
  'notification types by area of the plant',
  (server) => {
    it('notifies the alarms of a network node and everything below it, read at each alarm', async () => {
      const admin = await server.adminTicket()
      const op = await server.createUser(`area_op_${server.engine}`, { resources: ['msg-manage'] })
      const template = await server.call('POST', '/api/metadata/object_templates', {
        ticket: admin,
        body: {
          name: 'AreaTank',
          properties: [{ name: 'level', type: 'float', defaultValue: 50 }],
          alertLimits: {
            level: [{ name: 'High', showName: 'Level high', alertType: 'gt', limitValue: 80, priority: 2 }],
          },
        },
      })
      expect(template.status).toBe(201)
      for (const name of ['Plant', 'AreaA', 'AreaB']) {
        await server.call('POST', '/api/metadata/objects', { ticket: admin, body: { name } })
      }
      for (const name of ['TankA1', 'TankA2', 'TankB1']) {
        const made = await server.call('POST', '/api/metadata/objects', {
          ticket: admin,
          body: { name, templateName: 'AreaTank' },
        })
        expect(made.status).toBe(201)
      }
      expect(
        (
          await server.call('POST', '/api/metadata/networks', {
            ticket: admin,
            body: { networkName: 'site', showName: 'Site' },
          })
        ).status,
      ).toBe(201)
      const organize = async (objName: string, parentObjName?: string) =>
        expect(
          (
            await server.call('POST', '/api/metadata/networks/site/organize', {
              ticket: admin,
              body: { objName, parentObjName },
            })
          ).status,
        ).toBe(201)
      await organize('Plant')
      await organize('AreaA', 'Plant')
      await organize('AreaB', 'Plant')
      await organize('TankA1', 'AreaA')
      await organize('TankB1', 'AreaB')

      const typeBody = (areas: { network: string; objName: string }[]) => ({
        name: `Area A alarms ${server.engine}`,
        event: 'alarm.raised',
        config: { channels: ['site'], receivers: { userIds: [op.userId], roleIds: [], orgIds: [] }, areas },
      })
      // An area that does not exist is refused, naming it, and nothing is stored.
      const bad = await server.call('POST', '/api/notification/types', {
        ticket: admin,
        body: typeBody([
          { network: 'site', objName: 'AreaA' },
          { network: 'site', objName: 'Nowhere' },
          { network: 'moon', objName: 'AreaA' },
        ]),
      })
      expect(bad.status).toBe(422)
      expect(bad.body.details).toEqual([
        expect.objectContaining({
          id: 'server.notify.unknownAreas',
          values: { areas: 'site/Nowhere, moon/AreaA' },
        }),
      ])
      expect(
        (await server.call('GET', '/api/notification/types', { ticket: admin })).body.pagination.total,
      ).toBe(0)
      const created = await server.call('POST', '/api/notification/types', {
        ticket: admin,
        body: typeBody([{ network: 'site', objName: 'AreaA' }]),
      })
      expect(created.status).toBe(201)
      const read = await server.call('GET', `/api/notification/types/${created.body.typeId}`, {
        ticket: admin,
      })
      expect(read.body.config.areas).toEqual([{ network: 'site', objName: 'AreaA' }])

      const trip = (objName: string) =>
        server.call('POST', `/api/runtime/objects/${objName}/services/setPropertyValue`, {
          ticket: admin,
          body: { propName: 'level', propValue: 95 },
        })
      const titles = async () => {
        await server.app.notify.settled()
        const page = await server.call('GET', '/api/notification/messages?pageSize=50', { ticket: op.ticket })
        return (page.body.list as { title: string }[]).map((m) => m.title).sort()
      }
      // TankB1 is in another area, TankA2 in no area yet: neither notifies; TankA1 (below AreaA) does.
      expect((await trip('TankB1')).status).toBe(201)
      expect((await trip('TankA2')).status).toBe(201)
      expect((await trip('TankA1')).status).toBe(201)
      await until('the letter of TankA1', async () => (await titles()).length > 0)
      expect(await titles()).toEqual(['Alarm: TankA1.level Level high'])
      // Placed in the area later, TankA2's next alarm notifies: the area is read at each alarm.
      await organize('TankA2', 'AreaA')
      const reset = await server.call('POST', '/api/runtime/objects/TankA2/services/setPropertyValue', {
        ticket: admin,
        body: { propName: 'level', propValue: 20 },
      })
      expect(reset.status).toBe(201)
      await server.app.notify.settled()
      expect((await trip('TankA2')).status).toBe(201)
      await until('the letter of TankA2', async () => (await titles()).length > 1)
      expect(await titles()).toEqual(['Alarm: TankA1.level Level high', 'Alarm: TankA2.level Level high'])
    })
  },
  { config: { notify: { minuteMs: 800, pollMs: 100, backoffMs: 200, batchMs: 20 } } },
)
