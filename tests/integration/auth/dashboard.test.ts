import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

forEachEngine('auth user dashboard config', (server) => {
  it('answers an empty dashboard at version 0, saves with 201 and refuses stale saves with 409', async () => {
    const user = await server.createUser('quinn')
    const empty = await server.call('GET', '/api/auth/user/config/dashboard?mkey=home', {
      ticket: user.ticket,
    })
    expect(empty.body).toMatchObject({ mkey: 'home', configInfo: '', fields: '[]', version: 0 })
    const configInfo = JSON.stringify({ version: 'v1.0', widgets: [] })
    const first = await server.call('PUT', '/api/auth/user/config/dashboard', {
      ticket: user.ticket,
      body: { mkey: 'home', configInfo, fields: '["a"]', version: 0 },
    })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ mkey: 'home', configInfo, fields: '["a"]', version: 1 })
    const again = await server.call('PUT', '/api/auth/user/config/dashboard', {
      ticket: user.ticket,
      body: { mkey: 'home', configInfo, version: 0 },
    })
    expect(again.status).toBe(409)
    const second = await server.call('PUT', '/api/auth/user/config/dashboard', {
      ticket: user.ticket,
      body: { mkey: 'home', configInfo: '{"version":"v1.0","widgets":[1]}', version: 1 },
    })
    expect(second.body.version).toBe(2)
    // Dashboards are per user.
    const other = await server.createUser('rita')
    const theirs = await server.call('GET', '/api/auth/user/config/dashboard?mkey=home', {
      ticket: other.ticket,
    })
    expect(theirs.body.version).toBe(0)
  })

  it('refuses configInfo that is not JSON, and calls without a session', async () => {
    const user = await server.createUser('sam')
    const bad = await server.call('PUT', '/api/auth/user/config/dashboard', {
      ticket: user.ticket,
      body: { mkey: 'home', configInfo: '{oops', version: 0 },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/configInfo must be a JSON string/)
    const after = await server.call('GET', '/api/auth/user/config/dashboard?mkey=home', {
      ticket: user.ticket,
    })
    expect(after.body.version).toBe(0)
    // JSON, but not a dashboard: a card without its size.
    const sizeless = await server.call('PUT', '/api/auth/user/config/dashboard', {
      ticket: user.ticket,
      body: {
        mkey: 'home',
        configInfo: JSON.stringify({
          version: 'v1.0',
          cards: [{ id: 'a', type: 'chart.gauge', x: 0, y: 0 }],
        }),
        version: 0,
      },
    })
    expect(sizeless.status).toBe(400)
    expect(sizeless.body.message).toMatch(/configInfo is not a dashboard: .*cards\[0\]\.w/)
    const twice = await server.call('PUT', '/api/auth/user/config/dashboard', {
      ticket: user.ticket,
      body: {
        mkey: 'home',
        configInfo: JSON.stringify({
          version: 'v1.0',
          cards: [
            { id: 'a', type: 'chart.gauge', x: 0, y: 0, w: 3, h: 3, props: {} },
            { id: 'a', type: 'chart.gauge', x: 3, y: 0, w: 3, h: 3, props: {} },
          ],
        }),
        version: 0,
      },
    })
    expect(twice.status).toBe(400)
    expect(
      (await server.call('GET', '/api/auth/user/config/dashboard?mkey=home', { ticket: user.ticket })).body
        .version,
    ).toBe(0)
    // A card as the welcome page saves it, with its binding, comes back as it went.
    const card = {
      id: 'card-1',
      type: 'chart.gauge',
      x: 0,
      y: 0,
      w: 3,
      h: 3,
      props: { title: 'Level', min: 0, max: 100 },
      bindings: { value: { objName: 'Boiler_1', propName: 'level' } },
    }
    const saved = await server.call('PUT', '/api/auth/user/config/dashboard', {
      ticket: user.ticket,
      body: {
        mkey: 'welcome',
        configInfo: JSON.stringify({
          version: 'v1.0',
          mkey: 'welcome',
          fields: ['Boiler_1.level'],
          cards: [card],
        }),
        fields: '["Boiler_1.level"]',
        version: 0,
      },
    })
    expect(saved.status).toBe(201)
    const read = await server.call('GET', '/api/auth/user/config/dashboard?mkey=welcome', {
      ticket: user.ticket,
    })
    expect(JSON.parse(read.body.configInfo).cards).toEqual([card])
    expect(read.body.fields).toBe('["Boiler_1.level"]')
    expect((await server.call('GET', '/api/auth/user/config/dashboard?mkey=home')).status).toBe(401)
    expect(
      (await server.call('GET', '/api/auth/user/config/dashboard', { ticket: user.ticket })).status,
    ).toBe(400)
  })
})
