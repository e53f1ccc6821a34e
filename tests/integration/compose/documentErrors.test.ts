import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'
import { createApp, type Json, layoutContext, pageLayout, upload } from './fixtures.ts'

// A refused document answers 422 with the codec's English reason as `message` and a descriptor for the
// user's language in `details`, the reason kept verbatim as its `detail` value.

const BASE = '/api/compose/manage'

forEachEngine('compose document errors in the user language', (server) => {
  it('words every refused page document with its own descriptor', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Document errors')
    const refused = async (body: Json) => {
      const result = await server.call('POST', `${BASE}/pages`, {
        ticket,
        body: { appId, name: 'Bad', ...body },
      })
      expect(result.status, JSON.stringify(body)).toBe(422)
      return result.body
    }

    const badBlock = await refused({ layout: pageLayout(['x1']), layouts: [{ id: 'x1', context: '[1,2' }] })
    expect(badBlock.message).toMatch(/^layout x1: layout context: not valid JSON/)
    expect(badBlock.details).toEqual([
      {
        id: 'server.compose.layoutInvalid',
        message: 'The layout block {layoutId} is not valid: {detail}',
        values: { layoutId: 'x1', detail: badBlock.message.replace('layout x1: ', '') },
      },
    ])

    const badLayout = await refused({ layout: '{not json', layouts: [] })
    expect(badLayout.details).toEqual([
      expect.objectContaining({ id: 'server.compose.pageInvalid', values: { detail: badLayout.message } }),
    ])

    const ids = (body: Json) => body.details.map((detail: Json) => detail.id)
    // The spec's own messages come first where it has them (S0 §8).
    expect(ids(await refused({ layout: pageLayout([]), layouts: [] }))).toEqual([
      'rules.message.createPageError',
      'server.compose.pageNeedsBlock',
    ])
    const ghost = await refused({
      layout: pageLayout(['x1', 'ghost']),
      layouts: [{ id: 'x1', context: layoutContext('x') }],
    })
    expect(ghost.message).toMatch(/ghost/)
    expect(ghost.details).toEqual([
      expect.objectContaining({ id: 'rules.message.dataRequestFailed' }),
      expect.objectContaining({ id: 'server.compose.shownLayoutMissing', values: { layoutId: 'ghost' } }),
    ])
    expect(ids(await refused({ type: 3 }))).toEqual(['server.compose.linkPageNeedsUrl'])
    expect(ids(await refused({ type: 3, url: '{"resourceType":"moon"}' }))).toEqual([
      'server.compose.urlNotLink',
    ])
    const link = JSON.stringify({ resourceType: 'system', resourceCode: 'user-itemlist' })
    expect(ids(await refused({ type: 1, url: link }))).toEqual(['server.compose.normalPageHasNoUrl'])

    const symbol = await server.call('POST', `${BASE}/symbol`, {
      ticket,
      body: { appId, name: 'Bad', content: JSON.stringify({ version: 'v1.0', children: 5 }) },
    })
    expect(symbol.status).toBe(422)
    expect(symbol.body.details).toEqual([
      expect.objectContaining({
        id: 'server.compose.symbolInvalid',
        values: { detail: symbol.body.message },
      }),
    ])
  })

  it('names a missing layout block and a page package item that failed', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Document errors 2')
    const missing = await server.call('GET', `${BASE}/layouts/Layout_nowhere`, { ticket })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('The layout Layout_nowhere does not exist')
    expect(missing.body.details).toEqual([
      expect.objectContaining({ id: 'rules.message.dataRequestFailed' }),
      expect.objectContaining({ id: 'server.compose.layoutMissing', values: { id: 'Layout_nowhere' } }),
    ])

    const entry = {
      id: 'Page_b',
      parentId: null,
      name: 'Broken',
      type: 1,
      layout: pageLayout(['g1']),
      url: null,
      sortOrder: 0,
      layouts: [{ id: 'g1', name: '', context: '{', sortOrder: 0 }],
    }
    const file = JSON.stringify({ format: 'gantry-pages', formatVersion: 1, exportedAt: '', pages: [entry] })
    // Every page failed: the answer is the first item's failure, with its descriptors.
    const refused = await upload(server, `${BASE}/pages/import?appId=${appId}`, ticket, 'broken.gpages', file)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/^Broken import failed: layout \w+: layout context: not valid JSON/)
    expect(refused.body.details.map((detail: Json) => detail.id)).toEqual([
      'rules.message.namedImportFailed',
      'server.compose.layoutInvalid',
    ])
  })
  it('refuses a page whose widget is of an unknown plugin or has props its manifest refuses', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Widget errors')
    const save = (widget: Json) =>
      server.call('POST', `${BASE}/pages`, {
        ticket,
        body: {
          appId,
          name: 'Widgets',
          layout: pageLayout(['x1']),
          layouts: [{ id: 'x1', context: contextWith(widget) }],
        },
      })
    const gauge = { id: 'w-gauge', type: 'chart.gauge', props: { min: 0, max: 100 } }

    const unknown = await save({ id: 'w-1', type: 'chart.sparkline', props: {} })
    expect(unknown.status).toBe(422)
    expect(unknown.body.message).toBe(
      'The widget w-1 in layout block x1 is of type chart.sparkline, which is not an installed plugin',
    )
    expect(unknown.body.details).toEqual([
      expect.objectContaining({
        id: 'server.compose.widgetUnknownPlugin',
        values: { layoutId: 'x1', widgetId: 'w-1', type: 'chart.sparkline' },
      }),
    ])

    const badField = await save({ ...gauge, props: { min: 0, max: 100, decimals: 'many' } })
    expect(badField.status).toBe(422)
    expect(badField.body.message).toMatch(
      /^The widget w-gauge \(chart.gauge\) in layout block x1: decimals: /,
    )

    const badRule = await save({ ...gauge, props: { min: 100, max: 10 } })
    expect(badRule.status).toBe(422)
    expect(badRule.body.details).toEqual([
      expect.objectContaining({
        id: 'server.compose.widgetInvalidProp',
        values: expect.objectContaining({ widgetId: 'w-gauge', prop: 'min' }),
      }),
    ])
    // Nothing was stored; a valid widget saves.
    expect((await save(gauge)).status).toBe(201)
  })
})

/** A layout context holding one widget with the given id, type and props. */
function contextWith(widget: Json): string {
  const context = JSON.parse(layoutContext('x'))
  context.widgets = [{ ...context.widgets[0], ...widget }]
  return JSON.stringify(context)
}
