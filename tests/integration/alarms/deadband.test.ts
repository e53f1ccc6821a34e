import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

const META = '/api/metadata'
const ALERT = '/api/runtime/objects/alert'

forEachEngine('alarm limit deadband', (server) => {
  const set = (ticket: string, objName: string, propValue: number) =>
    server.call('POST', `/api/runtime/objects/${objName}/services/setPropertyValue`, {
      ticket,
      body: { propName: 'level', propValue },
    })
  const active = async (ticket: string, objName: string) => {
    const current = await server.call('GET', `${ALERT}/current?objName=${objName}`, { ticket })
    return current.body.list.map(
      (alarm: { limitName: string; id: number }) => `${alarm.limitName}#${alarm.id}`,
    )
  }
  const version = async (ticket: string, path: string) =>
    (await server.call('GET', `${META}${path}`, { ticket })).body.version as number

  it('refuses a negative or non-numeric deadband, changing nothing', async () => {
    const ticket = await server.adminTicket()
    for (const deadband of [-1, '5', null]) {
      const created = await server.call('POST', `${META}/object_templates`, {
        ticket,
        body: {
          name: 'BadBand',
          properties: [{ name: 'level', type: 'float' }],
          alertLimits: { level: [{ name: 'High', alertType: 'gt', limitValue: 80, deadband }] },
        },
      })
      expect(created.status).toBe(422)
      expect(created.body.message).toBe('The deadband of High must be a number of at least 0')
    }
    expect((await server.call('GET', `${META}/object_templates/BadBand`, { ticket })).status).toBe(404)
  })

  it('is stored, inherited by instances, and edited like the other limit fields', async () => {
    const ticket = await server.adminTicket()
    const created = await server.call('POST', `${META}/object_templates`, {
      ticket,
      body: {
        name: 'Tank',
        properties: [{ name: 'level', type: 'float', defaultValue: 50 }],
        alertLimits: {
          level: [
            { name: 'High', alertType: 'gt', limitValue: 80, deadband: 5, priority: 2 },
            { name: 'Low', alertType: 'lt', limitValue: 20, deadband: 2, priority: 2 },
            { name: 'Plain', alertType: 'ge', limitValue: 95 },
          ],
        },
      },
    })
    expect(created.status).toBe(201)
    expect(
      (
        await server.call('POST', `${META}/objects`, {
          ticket,
          body: { name: 'Tank_1', templateName: 'Tank' },
        })
      ).status,
    ).toBe(201)
    const inherited = await server.call('GET', `${META}/objects/Tank_1/properties/level/alerts`, { ticket })
    expect(
      inherited.body.limits.map((l: { name: string; deadband: number; inherited: boolean }) => [
        l.name,
        l.deadband,
        l.inherited,
      ]),
    ).toEqual([
      ['High', 5, true],
      ['Low', 2, true],
      ['Plain', 0, true],
    ])

    const bad = await server.call('PUT', `${META}/object_templates/Tank/properties/level/alerts`, {
      ticket,
      body: {
        limits: [{ name: 'High', alertType: 'gt', limitValue: 80, deadband: -5 }],
        version: await version(ticket, '/object_templates/Tank'),
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/deadband of High/)
    const kept = await server.call('GET', `${META}/object_templates/Tank/properties/level/alerts`, { ticket })
    expect(kept.body.limits.map((l: { deadband: number }) => l.deadband)).toEqual([5, 2, 0])
  })

  it('clears an active alarm only once the value is back past the limit by the deadband', async () => {
    const ticket = await server.adminTicket()
    await set(ticket, 'Tank_1', 85)
    const [raised] = await active(ticket, 'Tank_1')
    expect(raised).toMatch(/^High#/)
    // 80 - 5 = 75: the alarm holds inside the band, and clears at 75.
    await set(ticket, 'Tank_1', 79)
    await set(ticket, 'Tank_1', 76)
    expect(await active(ticket, 'Tank_1')).toEqual([raised])
    await set(ticket, 'Tank_1', 75)
    expect(await active(ticket, 'Tank_1')).toEqual([])
    // Raising is not banded: 79 does not raise, 81 raises a new alarm.
    await set(ticket, 'Tank_1', 79)
    expect(await active(ticket, 'Tank_1')).toEqual([])
    await set(ticket, 'Tank_1', 81)
    const [again] = await active(ticket, 'Tank_1')
    expect(again).toMatch(/^High#/)
    expect(again).not.toBe(raised)
    await set(ticket, 'Tank_1', 50)

    // lt 20 with deadband 2: holds below 22, clears at 22.
    await set(ticket, 'Tank_1', 19)
    const [low] = await active(ticket, 'Tank_1')
    expect(low).toMatch(/^Low#/)
    await set(ticket, 'Tank_1', 21.9)
    expect(await active(ticket, 'Tank_1')).toEqual([low])
    await set(ticket, 'Tank_1', 22)
    expect(await active(ticket, 'Tank_1')).toEqual([])

    // Without a deadband the plain comparison: ge 95 clears just below 95.
    await set(ticket, 'Tank_1', 95)
    await set(ticket, 'Tank_1', 94.9)
    const names = (await active(ticket, 'Tank_1')).map((alarm: string) => alarm.split('#')[0])
    expect(names).toEqual(['High'])
    await set(ticket, 'Tank_1', 50)
  })

  it('follows a template edit, and an instance override replaces it', async () => {
    const ticket = await server.adminTicket()
    const edit = await server.call('PUT', `${META}/object_templates/Tank/properties/level/alerts`, {
      ticket,
      body: {
        limits: [{ name: 'High', alertType: 'gt', limitValue: 80, deadband: 10 }],
        version: await version(ticket, '/object_templates/Tank'),
      },
    })
    expect(edit.status).toBe(201)
    await set(ticket, 'Tank_1', 85)
    await set(ticket, 'Tank_1', 72)
    expect(await active(ticket, 'Tank_1')).toHaveLength(1)
    await set(ticket, 'Tank_1', 70)
    expect(await active(ticket, 'Tank_1')).toEqual([])

    const override = await server.call('PUT', `${META}/objects/Tank_1/properties/level/alerts`, {
      ticket,
      body: {
        limits: [{ name: 'High', alertType: 'gt', limitValue: 80, deadband: 0 }],
        version: await version(ticket, '/objects/Tank_1'),
      },
    })
    expect(override.status).toBe(201)
    expect(override.body.limits[0]).toMatchObject({ name: 'High', deadband: 0, overridden: true })
    await set(ticket, 'Tank_1', 85)
    await set(ticket, 'Tank_1', 80)
    expect(await active(ticket, 'Tank_1')).toEqual([])
  })
})
