import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decodeLayoutContext } from '../../../engine/codec/layoutContextCodec.ts'
import { decodePage } from '../../../engine/codec/pageDocCodec.ts'
import { decodePageLayout } from '../../../engine/codec/pageLayoutCodec.ts'
import { decodeSymbol } from '../../../engine/codec/symbolCodec.ts'
import { evaluateAlarmLimit } from '../../../engine/rules/alarmLimits.ts'
import { readSimulation, waveValue } from '../../../server/connectors/simulator/waveforms.ts'
import { DEMO_INSTANCES, DEMO_TEMPLATES } from '../../../server/demo/plant.ts'
import { seedDemoPlant } from '../../../server/demo/seed.ts'
import { seedDemoOnStart } from '../../../server/demo/startup.ts'
import { demoLanguage, WORDED_TEXTS } from '../../../server/demo/words.ts'
import { LIBRARY_SYMBOLS, SYMBOL_LIBRARY } from '../../../server/symbolLibrary/catalogue.ts'
import { forEachEngine } from '../harness.ts'

const PLUGINS = [
  'chart.line',
  'chart.column',
  'chart.pie',
  'chart.gauge',
  'form.label',
  'form.input',
  'form.select',
  'form.button',
  'form.table',
  'shape.rect',
  'shape.circle',
  'shape.text',
  'shape.lineSegment',
  'shape.pipe',
  'control.realAlarm',
  'control.trendChart',
  'symbol.pump',
  'symbol.library',
]

forEachEngine(
  'demo plant',
  (server) => {
    it('is skipped with GANTRY_DEMO=0', async () => {
      await seedDemoOnStart(server.app, { GANTRY_DEMO: '0' })
      const ticket = await server.adminTicket()
      expect((await server.call('GET', '/api/metadata/objects', { ticket })).body.list).toEqual([])
    })

    it('seeds templates, a network of simulated units and an application with a bound page', async () => {
      const outcome = await seedDemoPlant(server.app)
      expect(outcome).toMatchObject({ seeded: true, objects: 15 })
      const ticket = await server.adminTicket()

      const templates = await server.call('GET', '/api/metadata/object_templates', { ticket })
      expect(templates.body.list.map((t: { name: string }) => t.name).sort()).toEqual([
        'Motor',
        'Pump',
        'Tank',
      ])
      const pump = await server.call('GET', '/api/metadata/object_templates/Pump', { ticket })
      expect(pump.body.properties.map((p: { name: string; unit: string }) => `${p.name}:${p.unit}`)).toEqual([
        'running:',
        'pressure:bar',
        'flow:m³/h',
        'temperature:°C',
        'speed:rpm',
      ])
      const limits = await server.call('GET', '/api/metadata/objects/Pump_A1/properties/pressure/alerts', {
        ticket,
      })
      expect(limits.body.limits.map((l: { name: string; priority: number }) => [l.name, l.priority])).toEqual(
        [
          ['High', 2],
          ['HighHigh', 1],
        ],
      )
      const objects = await server.call('GET', '/api/metadata/objects', { ticket })
      expect(objects.body.pagination.total).toBe(15)
      const network = await server.call('GET', '/api/metadata/networks/DemoPlant?recursion=true', { ticket })
      expect(network.status).toBe(200)
      const text = JSON.stringify(network.body)
      for (const name of ['Plant', 'AreaA', 'AreaB', 'Pump_A1', 'Motor_B2']) expect(text).toContain(name)
      const bindings = await server.call('GET', '/api/metadata/objects/Tank_B1/bindings', { ticket })
      expect(bindings.body.list.map((b: { propName: string }) => b.propName)).toEqual([
        'level',
        'temperature',
        'inletOpen',
      ])
      expect(bindings.body.list[0].binding).toMatchObject({
        connector: 'simulator',
        waveform: 'sine',
        period: 360,
      })

      // Values come from the simulator.
      const key = 'Pump_B2.pressure'
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(server.app.live.store.getKey(key)).toMatchObject({ quality: 'good' })
      const drivers = await server.call('POST', '/api/runtime/objects/Tank_A1/services/getPropertyVQTValue', {
        ticket,
        body: { propName: 'online' },
      })
      expect(drivers.body.value).toBe(true)

      // The application's home page: codec-valid documents whose bindings name existing properties.
      const apps = await server.call('GET', '/api/compose/manage/apps', { ticket })
      const demo = apps.body.list.find((a: { name: string }) => a.name === 'Demo plant')
      expect(demo.homePageId).toMatch(/^Page_/)
      const page = await server.call('GET', `/api/compose/manage/pages/${demo.homePageId}`, { ticket })
      expect(page.status).toBe(200)
      expect(page.body.type).toBe(1)
      const layout = decodePageLayout(page.body.layout)
      expect(layout.ok && layout.value.version).toBe('v1.1')
      expect(layout.ok && layout.value.layoutNodes).toHaveLength(2)
      expect(page.body.layouts).toHaveLength(2)
      const types = new Set<string>()
      for (const block of page.body.layouts) {
        const context = decodeLayoutContext(block.context)
        expect(context.ok).toBe(true)
        if (!context.ok) continue
        expect(context.value.version).toBe('v1.0')
        for (const widget of context.value.widgets) {
          types.add(widget.type)
          expect(PLUGINS).toContain(widget.type)
          for (const binding of Object.values(widget.bindings)) {
            expect(server.app.live.store.property(binding.objName, binding.propName)).toBeDefined()
          }
        }
      }
      for (const type of [
        'chart.gauge',
        'chart.line',
        'form.label',
        'shape.pipe',
        'symbol.library',
        'control.realAlarm',
      ])
        expect(types).toContain(type)

      // The equipment symbol library in the application's library: 17 categories (2–18 of the catalogue)
      // holding every library symbol, each a symbol document the codec reads; the page's symbols are theirs.
      const tree = await server.call('GET', `/api/compose/manage/symbol/tree/${demo.appId}`, { ticket })
      expect(tree.status).toBe(200)
      const categories = tree.body as {
        name: string
        nodeType: string
        children?: { id: number; name: string }[]
      }[]
      expect(categories.map((c) => c.name)).toEqual(SYMBOL_LIBRARY.map((c) => c.name[0]))
      const stored = categories.flatMap((c) => c.children ?? [])
      expect(stored.map((s) => s.name)).toEqual(LIBRARY_SYMBOLS.map((s) => s.name[0]))
      const pumpSymbol = stored.find((s) => s.name === 'Centrifugal pump')
      const record = await server.call('GET', `/api/compose/manage/symbol/${pumpSymbol?.id}`, { ticket })
      expect(record.body).toMatchObject({ templateName: 'Pump' })
      const decoded = decodeSymbol(record.body.content)
      expect(decoded.ok && decoded.value.parameters.map((p) => p.name)).toEqual(['running', 'fault'])
      const placedIds = page.body.layouts.flatMap((block: { context: string }) =>
        JSON.parse(block.context)
          .widgets.filter((w: { type: string }) => w.type === 'symbol.library')
          .map(
            (w: { props: { symbolId: string; instance: string } }) =>
              `${w.props.instance}:${w.props.symbolId}`,
          ),
      )
      expect(placedIds).toContain(`Pump_A1:${pumpSymbol?.id}`)
      expect(placedIds).toHaveLength(6)

      // The same plant on a phone: a mobile page whose blocks live in its two navigation tabs.
      const pages = await server.call('GET', `/api/compose/manage/pages?appId=${demo.appId}`, { ticket })
      const phone = pages.body.list.find((p: { name: string }) => p.name === 'Overview (phone)')
      expect(phone).toBeDefined()
      const phoneRecord = await server.call('GET', `/api/compose/manage/pages/${phone.id}`, { ticket })
      const phoneDoc = decodePage(phoneRecord.body)
      if (!phoneDoc.ok) throw new Error(phoneDoc.message)
      expect(phoneDoc.value.pageInfo.platformType).toBe('mobile')
      expect(
        Object.values(phoneDoc.value.mobileTabs)
          .map((tab) => tab.name)
          .sort(),
      ).toEqual(['Area A', 'Area B'])
      expect(Object.keys(phoneDoc.value.blocks)).toHaveLength(2)
    })

    it('seeds an operator who may operate and a viewer who may not, both seeing the demo pages', async () => {
      const ticket = await server.adminTicket()
      const roles = await server.call('GET', '/api/auth/roles?pageSize=100', { ticket })
      const byName = new Map(roles.body.list.map((r: { roleName: string }) => [r.roleName, r]))
      expect([...byName.keys()]).toEqual(expect.arrayContaining(['Demo operator', 'Demo viewer']))
      const codesOf = async (roleName: string) => {
        const role = byName.get(roleName) as { resourceIds: number[] }
        const rows = await server.db.kysely
          .selectFrom('resources')
          .select('resourceCode')
          .where('resourceId', 'in', role.resourceIds)
          .execute()
        return rows.map((row) => row.resourceCode)
      }
      const operator = await codesOf('Demo operator')
      const viewer = await codesOf('Demo viewer')
      expect(operator).toContain('runtime-operate')
      expect(viewer).not.toContain('runtime-operate')
      expect(viewer.filter((code) => code.startsWith('Page_'))).toHaveLength(2)
      for (const username of ['operator', 'viewer']) {
        const user = await server.call('GET', `/api/auth/users/${username}`, { ticket })
        expect(user.body.roleIds).toHaveLength(1)
      }
    })

    it('is not seeded twice, nor into a database that holds data', async () => {
      expect(await seedDemoPlant(server.app)).toEqual({
        seeded: false,
        reason: 'the demo plant was seeded before',
      })
      await server.db.kysely.deleteFrom('configRecords').where('key', '=', 'demo_plant').execute()
      expect(await seedDemoPlant(server.app)).toEqual({
        seeded: false,
        reason: 'the database already holds objectTemplates',
      })
      const ticket = await server.adminTicket()
      expect((await server.call('GET', '/api/metadata/objects', { ticket })).body.pagination.total).toBe(15)
    })
  },
  { config: { connectors: { simulator: { enabled: true, tickMs: 100 }, mqtt: [] } } },
)

forEachEngine('demo plant in Chinese (issue 19, defect 10)', (server) => {
  it('words every text a user reads in the installation’s language; identifiers stay', async () => {
    expect(await seedDemoPlant(server.app, 'zh-cn')).toMatchObject({ seeded: true, objects: 15 })
    const ticket = await server.adminTicket()
    const pump = await server.call('GET', '/api/metadata/object_templates/Pump', { ticket })
    expect(pump.body).toMatchObject({ name: 'Pump', showName: '泵', description: '离心泵（演示）' })
    expect(pump.body.properties.map((p: { showName: string }) => p.showName)).toEqual([
      '运行',
      '出口压力',
      '流量',
      '轴承温度',
      '转速',
    ])
    const limits = await server.call('GET', '/api/metadata/objects/Pump_A1/properties/pressure/alerts', {
      ticket,
    })
    expect(limits.body.limits.map((l: { name: string; showName: string }) => [l.name, l.showName])).toEqual([
      ['High', '出口压力高'],
      ['HighHigh', '出口压力过高'],
    ])
    const apps = await server.call('GET', '/api/compose/manage/apps', { ticket })
    const demo = apps.body.list.find((a: { name: string }) => a.name === '演示工厂')
    expect(demo).toBeDefined()
    const pages = await server.call('GET', `/api/compose/manage/pages?appId=${demo.appId}`, { ticket })
    expect(pages.body.list.map((p: { name: string }) => p.name).sort()).toEqual(['总览', '总览（手机）'])
    // The symbol library is named in Chinese too.
    const tree = await server.call('GET', `/api/compose/manage/symbol/tree/${demo.appId}`, { ticket })
    expect(tree.body.map((c: { name: string }) => c.name)).toEqual(SYMBOL_LIBRARY.map((c) => c.name[1]))
    expect(tree.body[0].children.map((s: { name: string }) => s.name)).toContain('离心泵')
    // No text of either page is left in English.
    for (const { id } of pages.body.list) {
      const record = await server.call('GET', `/api/compose/manage/pages/${id}`, { ticket })
      const doc = decodePage(record.body)
      if (!doc.ok) throw new Error(doc.message)
      // A placed symbol's template name (Pump, Tank, Motor) is an identifier, not a text.
      const texts = JSON.stringify(doc.value, (key, value) => (key === 'templateName' ? undefined : value))
      const english = WORDED_TEXTS.filter((text) => texts.includes(`"${text}"`))
      expect(english).toEqual([])
    }
  })
})

describe('the demo’s language', () => {
  it('is GANTRY_DEMO_LANGUAGE, else the system locale, else en-us', () => {
    expect(demoLanguage({ GANTRY_DEMO_LANGUAGE: 'zh-CN', LANG: 'en_US.UTF-8' }).language).toBe('zh-cn')
    expect(demoLanguage({ LANG: 'zh_CN.UTF-8' }).language).toBe('zh-cn')
    expect(demoLanguage({ LC_ALL: 'en_GB.UTF-8', LANG: 'zh_CN.UTF-8' }).language).toBe('en-us')
    expect(demoLanguage({})).toEqual({ language: 'en-us', problem: null })
    const wrong = demoLanguage({ GANTRY_DEMO_LANGUAGE: 'fr' })
    expect(wrong.language).toBe('en-us')
    expect(wrong.problem).toContain('GANTRY_DEMO_LANGUAGE=fr')
  })
})

describe('demo plant signals', () => {
  it('trip every alarm limit within a few minutes and return from it', () => {
    for (const template of DEMO_TEMPLATES) {
      for (const [propName, limits] of Object.entries(template.alertLimits)) {
        const binding = template.simulation[propName]
        expect(binding, `${template.name}.${propName} is simulated`).toBeDefined()
        const simulation = readSimulation({ connector: 'simulator', ...binding }, 'float')
        if ('error' in simulation) throw new Error(simulation.error)
        expect(simulation.period).toBeLessThanOrEqual(600)
        for (const limit of limits) {
          let tripped = 0
          const steps = 1000
          for (let i = 0; i < steps; i++) {
            const value = waveValue(simulation, (i / steps) * simulation.period * 1000, i)
            if (evaluateAlarmLimit(value, { alertType: limit.alertType, limitValue: limit.limitValue }))
              tripped += 1
          }
          const share = tripped / steps
          expect(share, `${template.name}.${propName} ${limit.name}`).toBeGreaterThan(0.02)
          expect(share, `${template.name}.${propName} ${limit.name}`).toBeLessThan(0.5)
        }
      }
    }
    expect(DEMO_INSTANCES).toHaveLength(12)
  })
})

/** `npm start` end to end: the demo plant on the first start of an empty SQLite database, not on the second. */
describe('server start', () => {
  const root = resolve(import.meta.dirname, '../../..')
  const start = (dataDir: string) =>
    new Promise<string>((done, fail) => {
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          PORT: '0',
          GANTRY_ADMIN_PASSWORD: 'Demo#Start1',
          GANTRY_MQTT_URL: 'mqtt://127.0.0.1:1883',
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      const timer = setTimeout(() => {
        child.kill('SIGTERM')
        fail(new Error(`no start within 60 s:\n${output}`))
      }, 60_000)
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        if (/Gantry listening on/.test(output)) {
          clearTimeout(timer)
          child.once('exit', () => done(output))
          child.kill('SIGTERM')
        }
      }
      child.stdout?.on('data', read)
      child.stderr?.on('data', read)
      child.once('error', fail)
    })

  it('seeds the demo plant on the first start only', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gantry-demo-'))
    try {
      expect(await start(dataDir)).toMatch(/Seeded the demo plant: 15 objects/)
      expect(await start(dataDir)).not.toMatch(/Seeded the demo plant/)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
