import { expect, it } from 'vitest'
import { decompressText, isCompressed } from '../../../engine/codec/compression.ts'
import {
  compressed,
  createApp,
  type Json,
  layoutContext,
  pageLayout,
  symbolDocument,
  upload,
  waitForJob,
} from '../compose/fixtures.ts'
import { forEachEngine, type TestServer } from '../harness.ts'

/** A picture's bytes as the upload rule checks them: the PNG signature, then some data to carry over. */
const LOGO = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

const BASE = '/api/app/manager'
const COMPOSE = '/api/compose/manage'

/** Builds an application with one of everything, references between pages included. */
async function buildApp(server: TestServer, ticket: string): Promise<number> {
  const appId = await createApp(server, ticket, 'Round trip')
  const post = async (path: string, body: Json) => {
    const result = await server.call('POST', `${COMPOSE}${path}`, { ticket, body })
    if (result.status !== 201) throw new Error(`${path}: ${JSON.stringify(result.body)}`)
    return result.body
  }
  const area = await post('/folders', { appId, name: 'Area' })
  const line = await post('/folders', { appId, parentId: area.id, name: 'Line' })
  const detail = await post('/pages', { appId, parentId: line.id, name: 'Detail' })
  const open = {
    noticeOnclick: [{ kind: 'openModal', pageId: detail.id, width: 1024, height: 768, title: 'Edit' }],
  }
  const overview = await post('/pages', {
    appId,
    parentId: area.id,
    name: 'Overview',
    layout: compressed(pageLayout(['ov1', 'ov2'], { extraField: { kept: true } })),
    layouts: [
      { id: 'ov1', name: 'Header', context: compressed(layoutContext('header', open)) },
      { id: 'ov2', name: 'Body', context: layoutContext('body') },
    ],
  })
  await post('/pages', {
    appId,
    name: 'Inner link',
    type: 2,
    url: JSON.stringify({ resourceType: 'app', resourceCode: detail.id }),
  })
  await post('/pages', {
    appId,
    name: 'External',
    type: 3,
    url: JSON.stringify({ resourceType: 'system', resourceCode: 'user-itemlist' }),
  })
  const app = await server.call('GET', `${BASE}/detail?appId=${appId}`, { ticket })
  await server.call('PUT', `${BASE}?appId=${appId}`, {
    ticket,
    body: { homePageId: overview.id, description: 'Everything', version: app.body.version },
  })
  const templates = await post('/templateFolders', { appId, name: 'Templates' })
  await post('/templates', { appId, parentId: templates.id, name: 'From overview', pageId: overview.id })
  const category = await post('/category', { appId, name: 'Pumps' })
  const symbolFolder = await post('/folders', { appId, parentId: category.id, name: 'Small', type: 'symbol' })
  const symbol = await post('/symbol', {
    appId,
    parentId: symbolFolder.id,
    name: 'Pump',
    content: symbolDocument('Pump'),
  })
  await server.call('PUT', `${COMPOSE}/symbol/${symbol.id}`, {
    ticket,
    body: {
      content: compressed(JSON.stringify({ ...JSON.parse(symbolDocument('Pump')), id: String(symbol.id) })),
      version: 1,
    },
  })
  await server.call('POST', '/api/app/resource/folder', { ticket, body: { appId, name: 'images' } })
  await upload(server, `/api/app/resource/file?appId=${appId}&path=images`, ticket, 'logo.png', LOGO)
  return appId
}

async function exportFile(server: TestServer, ticket: string, appId: number): Promise<Json> {
  const started = await server.call('POST', `${BASE}/export?appId=${appId}`, { ticket })
  expect(started.status).toBe(202)
  expect(started.headers.get('location')).toBe(`${BASE}/export/status?appId=${appId}`)
  const status = await waitForJob(server, `${BASE}/export/status?appId=${appId}`, ticket)
  expect(status).toMatchObject({ status: 'succeeded', message: 'Export succeeded', progress: 100 })
  expect(status.fileName).toMatch(/\.gapp$/)
  // The download works with a one-use token in the query, as a browser link sends it.
  const file = await fetch(await server.downloadUrl(ticket, status.downloadUrl))
  expect(file.status).toBe(200)
  expect(file.headers.get('content-disposition')).toContain('attachment')
  return { name: status.fileName, text: await file.text() }
}

/**
 * The application file with every id replaced by what it stands for (folder paths, page paths, block
 * positions), documents parsed: two files describe the same application exactly when these are equal.
 */
function canonical(text: string): Json {
  const file = JSON.parse(text)
  const folders = new Map<number, Json>(file.folders.map((folder: Json) => [folder.id, folder]))
  const pathOf = (id: number | null): string => {
    if (id === null) return ''
    const folder = folders.get(id)
    return `${pathOf(folder.parentId)}/${folder.type}:${folder.name}`
  }
  const pageKeys = new Map<string, string>(
    file.pages.map((page: Json) => [page.id, `${pathOf(page.parentId)}/${page.name}`]),
  )
  const blockKeys = new Map<string, string>()
  for (const page of file.pages) {
    for (const block of page.layouts) blockKeys.set(block.id, `${pageKeys.get(page.id)}#${block.sortOrder}`)
  }
  // Block ids are renamed in page layouts only: a template's blocks keep the ids it was saved with.
  const rename = (value: Json, blocks: Map<string, string>): Json => {
    if (Array.isArray(value)) return value.map((item) => rename(item, blocks))
    if (typeof value !== 'object' || value === null) return value
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        if (key === 'pageId' && typeof field === 'string') return [key, pageKeys.get(field) ?? field]
        if (key === 'i' && typeof field === 'string') return [key, blocks.get(field) ?? field]
        return [key, rename(field, blocks)]
      }),
    )
  }
  const document = (text: string, blocks = new Map<string, string>()) => ({
    compressed: isCompressed(text),
    value: rename(JSON.parse(decompressText(text)), blocks),
  })
  const url = (value: string | null) => {
    if (!value) return value
    const parsed = JSON.parse(value)
    return { ...parsed, resourceCode: pageKeys.get(parsed.resourceCode) ?? parsed.resourceCode }
  }
  const byKey = (a: Json, b: Json) => (a.key < b.key ? -1 : 1)
  return {
    app: { ...file.app, id: undefined, name: undefined, homePageId: pageKeys.get(file.app.homePageId) },
    folders: file.folders
      .map((folder: Json) => ({ key: pathOf(folder.id), kind: folder.kind, sortOrder: folder.sortOrder }))
      .sort(byKey),
    pages: file.pages
      .map((page: Json) => ({
        key: pageKeys.get(page.id),
        type: page.type,
        url: url(page.url),
        sortOrder: page.sortOrder,
        layout: document(page.layout, blockKeys),
        layouts: page.layouts.map((block: Json) => ({
          name: block.name,
          sortOrder: block.sortOrder,
          context: document(block.context),
        })),
      }))
      .sort(byKey),
    templates: file.templates
      .map((template: Json) => ({
        key: `${pathOf(template.parentId)}/${template.name}`,
        type: template.type,
        layout: document(template.layout),
        layouts: template.layouts.map((block: Json) => ({ ...block, context: document(block.context) })),
        sortOrder: template.sortOrder,
      }))
      .sort(byKey),
    symbols: file.symbols
      .map((symbol: Json) => {
        const { id, appId, parentId, ...content } = JSON.parse(decompressText(symbol.content))
        return {
          key: `${pathOf(symbol.parentId)}/${symbol.name}`,
          templateName: symbol.templateName,
          sortOrder: symbol.sortOrder,
          compressed: isCompressed(symbol.content),
          content,
          // A symbol that named itself names its new record.
          namesItself: id === String(symbol.id),
        }
      })
      .sort(byKey),
    resources: file.resources,
  }
}

forEachEngine('application export, import and upgrade', (server) => {
  it('exports an application and imports it back exactly, under new ids', async () => {
    const ticket = await server.adminTicket()
    const appId = await buildApp(server, ticket)
    const exported = await exportFile(server, ticket, appId)

    const imported = await upload(server, `${BASE}/import`, ticket, exported.name, exported.text)
    expect(imported.status).toBe(202)
    const newAppId = imported.body.appId
    expect(newAppId).not.toBe(appId)
    expect(imported.headers.get('location')).toBe(`${BASE}/import/status?appId=${newAppId}`)
    const status = await waitForJob(server, `${BASE}/import/status?appId=${newAppId}`, ticket)
    expect(status.status).toBe('succeeded')
    // The original still has the file's name: the copy's summary names the copy as it was created.
    expect(status.message).toBe('Round trip (2) import succeeded')
    expect(status.items.every((item: Json) => item.ok)).toBe(true)
    expect(status.items.filter((item: Json) => item.kind === 'page')).toHaveLength(4)

    const copy = await server.call('GET', `${BASE}/detail?appId=${newAppId}`, { ticket })
    expect(copy.body).toMatchObject({ name: 'Round trip (2)', description: 'Everything' })
    expect(copy.body.counts).toEqual({ folders: 5, pages: 4, templates: 1, symbols: 1 })

    const again = await exportFile(server, ticket, newAppId)
    const before = JSON.parse(exported.text)
    const after = JSON.parse(again.text)
    expect(
      after.pages
        .map((page: Json) => page.id)
        .some((id: string) => before.pages.some((p: Json) => p.id === id)),
    ).toBe(false)
    expect(canonical(again.text)).toEqual(canonical(exported.text))
    // Documents naming no ids come back byte for byte.
    const body = (file: Json) => file.pages.find((page: Json) => page.name === 'Overview').layouts[1].context
    expect(body(after)).toBe(body(before))
    const logo = await fetch(
      await server.downloadUrl(ticket, `/api/app/resource/file?appId=${newAppId}&path=images/logo.png`),
    )
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(LOGO)
  })

  it('refuses an import whose file type does not match', async () => {
    const ticket = await server.adminTicket()
    const before = await server.call('GET', `${BASE}?pageSize=1000`, { ticket })
    const pages = JSON.stringify({ format: 'gantry-pages', formatVersion: 1, pages: [] })
    for (const [name, content] of [
      ['pages.gpages', pages],
      ['app.gapp', pages],
      ['app.gapp', 'not json'],
      ['report.xlsx', '{}'],
    ]) {
      const refused = await upload(server, `${BASE}/import`, ticket, name as string, content as string)
      expect(refused.status, name).toBe(422)
      expect(refused.body.message).toBe('File type does not match')
    }
    const after = await server.call('GET', `${BASE}?pageSize=1000`, { ticket })
    expect(after.body.pagination.total).toBe(before.body.pagination.total)
  })

  it('reports a partial import per item', async () => {
    const ticket = await server.adminTicket()
    const file = {
      format: 'gantry-app',
      formatVersion: 1,
      exportedAt: '',
      app: { id: 1, name: 'Partial', description: '', appVersion: '1.0.0', icon: '', homePageId: null },
      folders: [],
      pages: [
        {
          id: 'Page_ok',
          parentId: null,
          name: 'Fine',
          type: 1,
          layout: pageLayout(['a']),
          url: null,
          sortOrder: 0,
          layouts: [{ id: 'a', name: '', context: layoutContext('a'), sortOrder: 0 }],
        },
        {
          id: 'Page_bad',
          parentId: null,
          name: 'Empty',
          type: 1,
          layout: pageLayout([]),
          url: null,
          sortOrder: 1,
          layouts: [],
        },
      ],
      templates: [],
      symbols: [
        { id: 3, parentId: 77, name: 'Lost', templateName: '', content: symbolDocument('x'), sortOrder: 0 },
      ],
      resources: [{ path: '../escape.txt', type: 'file', data: '' }],
    }
    const started = await upload(server, `${BASE}/import`, ticket, 'partial.gapp', JSON.stringify(file))
    expect(started.status).toBe(202)
    const status = await waitForJob(server, `${BASE}/import/status?appId=${started.body.appId}`, ticket)
    expect(status.status).toBe('partial')
    expect(status.items.map((item: Json) => [item.name, item.ok])).toEqual([
      ['Fine', true],
      ['Empty', false],
      ['Lost', false],
      ['../escape.txt', false],
    ])
    expect(status.items[1].message).toMatch(
      /^Empty import failed: page: a normal page needs at least one layout block/,
    )
  })

  it('upgrades old documents to the current versions and reports the status', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Old documents')
    await server.call('PUT', `${BASE}/containerActivity`, { ticket, body: { appId, action: 'start' } })
    const oldLayout = JSON.stringify({
      version: 'v1.0',
      layoutNodes: [{ i: 'old1', x: 0, y: 0, w: 24, h: 12 }],
    })
    const oldContext = compressed(JSON.stringify({ type: 'waterfall', widgets: [], groups: [] }))
    const page = await server.call('POST', `${COMPOSE}/pages`, {
      ticket,
      body: { appId, name: 'Legacy', layout: oldLayout, layouts: [{ id: 'old1', context: oldContext }] },
    })
    expect(page.status).toBe(201)
    const current = await server.call('POST', `${COMPOSE}/pages`, {
      ticket,
      body: { appId, name: 'Current' },
    })

    const none = await server.call('GET', `/api/metadata/app/${appId}/upgrade/status?type=app`, { ticket })
    expect(none.status).toBe(200)
    expect(none.body).toMatchObject({ status: 'none', upgradeStatus: 'none', appStatus: 'running' })
    const started = await server.call('POST', `${BASE}/upgrade?appId=${appId}`, { ticket })
    expect(started.status).toBe(202)
    expect(started.body.appStatus).toBe('upgrading')
    const status = await waitForJob(server, `${BASE}/upgrade/status?appId=${appId}`, ticket)
    expect(status).toMatchObject({ status: 'succeeded', upgradeStatus: 'succeeded', appStatus: 'running' })
    expect(status.items.map((item: Json) => item.message)).toEqual([
      'Legacy upgraded from v1.0',
      'Legacy / old1 upgraded from v0',
    ])

    const upgraded = await server.call('GET', `${COMPOSE}/pages/${page.body.id}`, { ticket })
    expect(JSON.parse(upgraded.body.layout).version).toBe('v1.1')
    expect(upgraded.body.version).toBe(2)
    expect(isCompressed(upgraded.body.layouts[0].context)).toBe(true)
    expect(JSON.parse(decompressText(upgraded.body.layouts[0].context))).toMatchObject({
      version: 'v1.0',
      layoutType: 'flow',
    })
    const untouched = await server.call('GET', `${COMPOSE}/pages/${current.body.id}`, { ticket })
    expect(untouched.body).toEqual(current.body)
    const viaMetadata = await server.call('GET', `/api/metadata/app/${appId}/upgrade/status?type=app`, {
      ticket,
    })
    expect(viaMetadata.body).toMatchObject({ status: 'succeeded', upgradeStatus: 'succeeded' })
  })
})
