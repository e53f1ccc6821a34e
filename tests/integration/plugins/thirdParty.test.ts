import { createHash } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { createApp, type Json, pageLayout } from '../compose/fixtures.ts'
import { forEachEngine } from '../harness.ts'
import { buildSampleRing, oneWidgetContext, SAMPLE_RING } from './sampleRing.ts'

let manifest: Json
let module: string

beforeAll(async () => {
  ;({ manifest, module } = await buildSampleRing())
})

const ringContext = (props: Record<string, unknown>, version = 1) =>
  oneWidgetContext(SAMPLE_RING, props, { version })

forEachEngine('third-party plugins (/api/plugins)', (server) => {
  it('installs, lists, serves, upgrades, disables and removes a plugin built with the kit', async () => {
    const admin = await server.adminTicket()
    const installed = await server.call('POST', '/api/plugins', { ticket: admin, body: { manifest, module } })
    expect(installed.status).toBe(201)
    expect(installed.headers.get('location')).toBe('/api/plugins/meter.progressRing')
    const checksum = createHash('sha256').update(module).digest('hex')
    expect(installed.body).toMatchObject({
      id: 'meter.progressRing',
      version: 1,
      category: 'meter',
      render: 'dom',
      enabled: true,
      checksum,
      size: Buffer.byteLength(module),
      installedBy: 'admin',
    })

    // Every signed-in user's browser asks what to register; the module answers at its checksum address only.
    const reader = await server.createUser('pluginReader')
    const enabled = await server.call('GET', '/api/plugins/enabled', { ticket: reader.ticket })
    expect(enabled.status).toBe(200)
    expect(enabled.body.list).toEqual([
      expect.objectContaining({
        id: 'meter.progressRing',
        version: 1,
        module: `/api/plugins/meter.progressRing/module.js?v=${checksum}`,
      }),
    ])
    expect(enabled.body.list[0].manifest.messages['zh-cn']['meter.progressRing.title']).toEqual(['进度环'])
    const served = await fetch(`${server.url}${enabled.body.list[0].module}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await served.text()).toBe(module)
    const guessed = await fetch(`${server.url}/api/plugins/meter.progressRing/module.js?v=${'0'.repeat(64)}`)
    expect(guessed.status).toBe(404)
    // Only the system administrator manages them.
    expect((await server.call('GET', '/api/plugins', { ticket: reader.ticket })).status).toBe(403)

    // The widget calls describe it from the same manifest, and pages may hold its widgets.
    const described = await server.call('GET', '/api/widget?id=meter.progressRing', { ticket: reader.ticket })
    expect(described.body.list[0]).toMatchObject({ id: 'meter.progressRing', category: 'meter' })
    const appId = await createApp(server, admin, 'Plugin pages')
    const page = await server.call('POST', '/api/compose/manage/pages', {
      ticket: admin,
      body: {
        appId,
        name: 'Ring',
        layout: pageLayout(['r1']),
        layouts: [{ id: 'r1', context: ringContext({ value: 70 }) }],
      },
    })
    expect(page.status).toBe(201)
    const badProps = await server.call('POST', '/api/compose/manage/pages', {
      ticket: admin,
      body: {
        appId,
        name: 'Bad ring',
        layout: pageLayout(['r2']),
        layouts: [{ id: 'r2', context: ringContext({ value: 'high' }) }],
      },
    })
    expect(badProps.status).toBe(422)
    expect(badProps.body.message).toMatch(/value/)

    // The same version again, or an older one, is refused; a higher one upgrades in place.
    const again = await server.call('POST', '/api/plugins', { ticket: admin, body: { manifest, module } })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(
      'Plugin meter.progressRing is already installed at version 1; upload a higher version to upgrade it',
    )
    const v2 = {
      ...manifest,
      version: 2,
      migrations: [{ id: 'same', toVersion: 2 }],
    }
    const upgraded = await server.call('POST', '/api/plugins', {
      ticket: admin,
      body: { manifest: v2, module: `${module}\n// v2` },
    })
    expect(upgraded.status).toBe(201)
    expect(upgraded.body.version).toBe(2)
    expect(upgraded.body.checksum).not.toBe(checksum)
    // A widget stored by version 1 passes: the module's migrations run in browsers only.
    const older = await server.call('POST', '/api/compose/manage/pages', {
      ticket: admin,
      body: {
        appId,
        name: 'Old ring',
        layout: pageLayout(['r3']),
        layouts: [{ id: 'r3', context: ringContext({ value: 5 }) }],
      },
    })
    expect(older.status).toBe(201)

    const disabled = await server.call('PUT', '/api/plugins/meter.progressRing', {
      ticket: admin,
      body: { enabled: false },
    })
    expect(disabled.status).toBe(201)
    expect(disabled.body.enabled).toBe(false)
    expect((await server.call('GET', '/api/plugins/enabled', { ticket: reader.ticket })).body.list).toEqual(
      [],
    )
    expect(
      (await fetch(`${server.url}/api/plugins/meter.progressRing/module.js?v=${upgraded.body.checksum}`))
        .status,
    ).toBe(404)

    const listed = await server.call('GET', '/api/plugins', { ticket: admin })
    expect(listed.body.list.map((p: Json) => [p.id, p.version, p.enabled])).toEqual([
      ['meter.progressRing', 2, false],
    ])

    expect((await server.call('DELETE', '/api/plugins/meter.progressRing', { ticket: admin })).status).toBe(
      204,
    )
    expect((await server.call('DELETE', '/api/plugins/meter.progressRing', { ticket: admin })).status).toBe(
      404,
    )
    // Once removed, its widgets are unknown to the server again.
    const orphan = await server.call('POST', '/api/compose/manage/pages', {
      ticket: admin,
      body: {
        appId,
        name: 'Orphan',
        layout: pageLayout(['r4']),
        layouts: [{ id: 'r4', context: ringContext({}) }],
      },
    })
    expect(orphan.status).toBe(422)

    // A page that already held its widget can still be edited: the widget is kept as stored (moved, even),
    // while a new one of the removed plugin is refused.
    const stored = await server.call('GET', `/api/compose/manage/pages/${page.body.id}`, {
      ticket: admin,
    })
    expect(stored.status).toBe(200)
    const moved = JSON.parse(ringContext({ value: 70 }))
    moved.widgets[0].x = 200
    const save = (context: string, version: number, blockVersion: number) =>
      server.call('PUT', `/api/compose/manage/pages/${page.body.id}`, {
        ticket: admin,
        body: { version, name: 'Ring kept', layouts: [{ id: 'r1', context, version: blockVersion }] },
      })
    const block = (answer: Json) => answer.body.layouts.find((b: Json) => b.id === 'r1')
    const kept = await save(JSON.stringify(moved), stored.body.version, block(stored).version)
    expect(kept.status, JSON.stringify(kept.body)).toBe(201)
    const another = JSON.parse(ringContext({ value: 70 }))
    another.widgets.push({ ...moved.widgets[0], id: 'ring-2' })
    const added = await save(JSON.stringify(another), kept.body.version, block(kept).version)
    expect(added.status).toBe(422)
    expect(added.body.message).toMatch(/ring-2/)
    const reread = await server.call('GET', `/api/compose/manage/pages/${page.body.id}`, {
      ticket: admin,
    })
    expect(reread.body.name).toBe('Ring kept')
    expect(JSON.parse(block(reread).context).widgets.map((w: Json) => [w.id, w.x])).toEqual([['ring-1', 200]])
    // The block's own call keeps it too.
    const layout = await server.call('GET', '/api/compose/manage/layouts/r1', { ticket: admin })
    const viaBlock = await server.call('PUT', '/api/compose/manage/layouts/r1', {
      ticket: admin,
      body: { version: layout.body.version, context: ringContext({ value: 70 }) },
    })
    expect(viaBlock.status).toBe(201)
  })

  it('refuses an invalid manifest, a built-in id and a module that is no text, storing nothing', async () => {
    const admin = await server.adminTicket()
    const refused = async (body: Json, status: number) => {
      const answer = await server.call('POST', '/api/plugins', { ticket: admin, body })
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(status)
      expect(answer.body.message).toBeTruthy()
      return answer.body
    }
    await refused({ manifest, module: '' }, 400)
    await refused({ manifest: { ...manifest, id: 'Not An Id' }, module }, 400)
    await refused({ manifest: { ...manifest, render: 'svg' }, module }, 400)
    const noFormat = await refused({ manifest: { ...manifest, format: undefined }, module }, 422)
    expect(noFormat.message).toMatch(/^The plugin manifest is invalid: format must be 1/)
    const badDefault = await refused(
      {
        manifest: { ...manifest, props: { ...manifest.props, min: { ...manifest.props.min, default: 'x' } } },
        module,
      },
      422,
    )
    expect(badDefault.message).toMatch(/default of 'min'/)
    const noMigrations = await refused({ manifest: { ...manifest, version: 3 }, module }, 422)
    expect(noMigrations.message).toMatch(/version 3 needs 2 migrations/)
    await refused({ manifest: { ...manifest, messages: { fr: {} } }, module }, 422)
    // Text a database cannot hold is refused by the JSON body check before any route runs.
    await refused({ manifest, module: 'a\u0000b' }, 400)
    const builtIn = await refused(
      { manifest: { ...manifest, id: 'form.label', category: 'form' }, module },
      409,
    )
    expect(builtIn.message).toBe('The plugin id form.label is taken by a built-in plugin')
    expect((await server.call('GET', '/api/plugins', { ticket: admin })).body.list).toEqual([])
    expect(
      (await server.call('PUT', '/api/plugins/meter.nothing', { ticket: admin, body: { enabled: true } }))
        .status,
    ).toBe(404)
  })
})
