import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

// The plugin folders on disk: the calls must list exactly these, with no hand-kept list in between.
const pluginsDir = resolve(import.meta.dirname, '../../../plugins')
const folders = readdirSync(pluginsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'shared')
  .flatMap((d) =>
    readdirSync(join(pluginsDir, d.name)).map((n) => join(pluginsDir, d.name, n, 'manifest.ts')),
  )
  .filter((file) => existsSync(file))

forEachEngine('widget metadata calls', (server) => {
  it('lists every plugin of the registry, in palette order within a category', async () => {
    const ticket = (await server.createUser('widgetReader')).ticket
    const all = await server.call('GET', '/api/widget', { ticket })
    expect(all.status).toBe(200)
    expect(all.body.list).toHaveLength(folders.length)
    const line = all.body.list.find((w: { id: string }) => w.id === 'chart.line')
    expect(line).toMatchObject({
      category: 'chart',
      version: expect.any(Number),
      defaultSize: expect.any(Object),
    })
    expect(line.title).toMatchObject({ id: expect.any(String), message: expect.any(String) })

    const charts = await server.call('GET', '/api/widget?category=chart', { ticket })
    expect(charts.body.list.length).toBeGreaterThan(5)
    expect(charts.body.list.every((w: { category: string }) => w.category === 'chart')).toBe(true)
    const orders = charts.body.list.map((w: { order: number }) => w.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('answers the inspector fields and the halo of one widget', async () => {
    const ticket = await server.adminTicket()
    const inspector = await server.call('GET', '/api/widgetInspector?id=chart.annular', { ticket })
    expect(inspector.status).toBe(200)
    const [annular] = inspector.body.list
    const inner = annular.fields.find((f: { key: string }) => f.key === 'innerRadius')
    expect(inner).toMatchObject({ kind: 'number', group: 'style', default: 0.62, min: 0.3, max: 0.9 })
    expect(annular.fields.find((f: { key: string }) => f.key === 'centerLabel')).toMatchObject({
      kind: 'string',
      group: 'basic',
      maxLength: 50,
    })

    const halo = await server.call('GET', '/api/widgetHalo?id=chart.annular', { ticket })
    expect(halo.body.list).toEqual([
      expect.objectContaining({ id: 'chart.annular', defaultSize: { w: 300, h: 250 }, hit: 'box' }),
    ])

    const unknown = await server.call('GET', '/api/widgetInspector?id=chart.nothing', { ticket })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('No widget plugin has the id chart.nothing')
    const malformed = await server.call('GET', '/api/widgetHalo?id=no-dot', { ticket })
    expect(malformed.status).toBe(400)
  })

  it('answers the props of the widgets a page holds, and which of them fetch live values', async () => {
    const ticket = await server.adminTicket()
    const props = await server.call('POST', '/api/getPropertiesByWidgets', {
      ticket,
      body: { widgets: ['chart.annular', 'chart.gauge'] },
    })
    expect(props.status).toBe(200)
    expect(props.body.list.map((w: { id: string }) => w.id)).toEqual(['chart.annular', 'chart.gauge'])
    expect(props.body.list[0].defaults).toMatchObject({ innerRadius: 0.62, unit: 'h', showLegend: true })
    expect(props.body.list[0].schema.innerRadius).toMatchObject({ kind: 'number', min: 0.3 })

    const fetching = await server.call('POST', '/api/getFetchWidget', {
      ticket,
      body: { widgets: ['chart.gauge', 'shape.rect'] },
    })
    expect(fetching.status).toBe(200)
    // The gauge fetches its value: each bindable prop comes with the property types it accepts.
    const gauge = fetching.body.list.find((w: { id: string }) => w.id === 'chart.gauge')
    expect(gauge.props.length).toBeGreaterThan(0)
    expect(gauge.props.every((p: { bindTypes: string[] }) => Array.isArray(p.bindTypes))).toBe(true)

    for (const body of [{ widgets: [] }, { widgets: ['chart.line', 'chart.line'] }, {}]) {
      const bad = await server.call('POST', '/api/getFetchWidget', { ticket, body })
      expect(bad.status, JSON.stringify(body)).toBe(400)
    }
    const unknown = await server.call('POST', '/api/getPropertiesByWidgets', {
      ticket,
      body: { widgets: ['chart.line', 'chart.nothing'] },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('No widget plugin has the id chart.nothing')
  })

  it('refuses callers who are not signed in', async () => {
    expect((await server.call('GET', '/api/widget')).status).toBe(401)
    expect(
      (await server.call('POST', '/api/getFetchWidget', { body: { widgets: ['chart.line'] } })).status,
    ).toBe(401)
  })
})
