import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

forEachEngine('demo calls', (server) => {
  it('answers chart series from the simulator waveforms, sampled on the step', async () => {
    const ticket = (await server.createUser('demoViewer')).ticket
    const chart = await server.call('GET', '/api/fake_chart_data?points=12&stepSeconds=60', { ticket })
    expect(chart.status).toBe(200)
    expect(chart.body.series.map((s: { name: string }) => s.name)).toEqual([
      'sine',
      'ramp',
      'triangle',
      'random',
      'square',
    ])
    for (const series of chart.body.series) {
      expect(series.points).toHaveLength(12)
      const times = series.points.map((p: { time: string }) => Date.parse(p.time))
      expect(times[1] - times[0]).toBe(60_000)
      expect(times[11] % 60_000).toBe(0)
      for (const { value } of series.points) expect(value).toBeGreaterThanOrEqual(30)
      for (const { value } of series.points) expect(value).toBeLessThanOrEqual(70)
    }
    const square = chart.body.series[4].points.map((p: { value: number }) => p.value)
    expect(new Set(square)).toEqual(new Set([70, 30]))
    const random = chart.body.series[3].points.map((p: { value: number }) => p.value)
    expect(new Set(random).size).toBeGreaterThan(6)
    const bad = await server.call('GET', '/api/fake_chart_data?points=1', { ticket })
    expect(bad.status).toBe(400)
  })

  it('lists the plant objects and tags the templates by how many objects use them', async () => {
    const admin = await server.adminTicket()
    const at = new Date().toISOString()
    const { templateId } = await server.db.kysely
      .insertInto('objectTemplates')
      .values({ name: 'DemoPump', createdAt: at, updatedAt: at })
      .returning('templateId')
      .executeTakeFirstOrThrow()
    await server.db.kysely
      .insertInto('objectTemplates')
      .values({ name: 'DemoValve', createdAt: at, updatedAt: at })
      .execute()
    for (const name of ['P101', 'P102'])
      await server.db.kysely
        .insertInto('objects')
        .values({ name, templateId, createdAt: at, updatedAt: at })
        .execute()
    const tags = await server.call('GET', '/api/tags', { ticket: admin })
    expect(tags.status).toBe(200)
    expect(tags.body.list).toContainEqual({ name: 'DemoPump', value: 2 })
    expect(tags.body.list).toContainEqual({ name: 'DemoValve', value: 0 })
    const list = await server.call('GET', '/api/fake_list?count=5', { ticket: admin })
    expect(list.status).toBe(200)
    expect(list.body.list).toContainEqual(expect.objectContaining({ name: 'P101', template: 'DemoPump' }))
    const one = await server.call('GET', '/api/fake_list?count=1', { ticket: admin })
    expect(one.body.list).toHaveLength(1)
    expect((await server.call('GET', '/api/fake_list?count=0', { ticket: admin })).status).toBe(400)
  })

  it("answers the caller's own profile, with their latest operations in the advanced one", async () => {
    const admin = await server.adminTicket()
    await server.call('POST', '/api/rule', {
      ticket: admin,
      body: { method: 'post', name: 'profileProbe', pattern: 'x', message: 'm' },
    })
    const basic = await server.call('GET', '/api/profile/basic', { ticket: admin })
    expect(basic.status).toBe(200)
    expect(basic.body.user).toMatchObject({ userId: 1, username: 'admin' })
    expect(basic.body.user.passwordHash).toBeUndefined()
    const advanced = await server.call('GET', '/api/profile/advanced', { ticket: admin })
    expect(advanced.body.operations[0]).toMatchObject({ action: 'rule.save', target: 'profileProbe' })
    expect((await server.call('GET', '/api/profile/secret', { ticket: admin })).status).toBe(400)
  })

  it('triggers each error page for a signed-in user, and refuses anonymous callers', async () => {
    const ticket = (await server.createUser('demoErrors')).ticket
    for (const status of [401, 403, 404, 500]) {
      const answer = await server.call('GET', `/api/${status}`, { ticket })
      expect(answer.status).toBe(status)
      if (status !== 500)
        expect(answer.body.message).toMatch(new RegExp(`^Demo: the server answered ${status}`))
      const anonymous = await server.call('GET', `/api/${status}`)
      expect(anonymous.status).toBe(401)
      expect(anonymous.body.message).not.toMatch(/^Demo/)
    }
    // The trigger does not end the session.
    expect((await server.call('GET', '/api/tags', { ticket })).status).toBe(200)
  })
})
