import { expect, it } from 'vitest'
import { defaultLayoutContext } from '../../../engine/document/defaults.ts'
import { bpmnFile } from '../flow/bpmn.ts'
import { forEachEngine } from '../harness.ts'
import { compressed, createApp, type Json } from './fixtures.ts'

const USAGE = '/api/compose/manage/business/usage'

/** A widget record as the designer saves it. */
const widget = (id: string, type: string, props: Json, events: Json = {}) => ({
  id,
  type,
  version: 1,
  x: 10,
  y: 10,
  w: 120,
  h: 40,
  rotation: 0,
  groupId: null,
  props,
  bindings: {},
  events,
})

const context = (...widgets: Json[]) => JSON.stringify({ ...defaultLayoutContext('free'), widgets })

forEachEngine('business designer where-used', (server) => {
  it('lists form pages, workflows and reports with the pages, workflows and tasks that use each', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Business usage')
    const page = async (name: string, body: Json = {}) => {
      const made = await server.call('POST', '/api/compose/manage/pages', {
        ticket,
        body: { appId, name, ...body },
      })
      expect(made.status, JSON.stringify(made.body)).toBe(201)
      return made.body as { id: string; layouts: { id: string }[] }
    }
    const save = async (p: { layouts: { id: string }[] }, text: string) => {
      const saved = await server.call('PUT', `/api/compose/manage/layouts/${p.layouts[0]?.id}`, {
        ticket,
        body: { context: text, version: 1 },
      })
      expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    }

    const empty = await server.call('GET', `${USAGE}?appId=${appId}`, { ticket })
    expect(empty.status).toBe(200)
    expect(empty.body.forms).toEqual([])
    expect(empty.body.workflows).toEqual([])

    // A form page (an input of form "request"), and a plain page that is no form.
    const form = await page('Maintenance request')
    await save(
      form,
      compressed(context(widget('in1', 'form.input', { formName: 'request', fieldName: 'what' }))),
    )
    const plain = await page('Plain')
    await save(plain, context(widget('l1', 'form.label', { text: 'hello' })))

    const diagram = await server.call('POST', '/api/flow/diagram', {
      ticket,
      body: {
        appId,
        diagramName: 'Approve request',
        xml: bpmnFile(
          'Approve',
          `<bpmn:startEvent id="S"/><bpmn:sequenceFlow id="f" sourceRef="S" targetRef="T"/>
           <bpmn:userTask id="T" name="Check" gantry:assignee="admin" gantry:formKey="${form.id}"/>`,
        ),
      },
    })
    expect(diagram.status, JSON.stringify(diagram.body)).toBe(201)
    const diagramId = diagram.body.id as number

    // A page linking the form (a button's open-page action) and starting the workflow; a page embedding
    // the form in a carousel and starting it from a start list; an inner link page to the form.
    const linker = await page('Front desk')
    await save(
      linker,
      context(
        widget(
          'b1',
          'form.button',
          { text: 'Open form' },
          { noticeOnclick: [{ kind: 'openPage', pageId: form.id, target: 'self' }] },
        ),
        widget('s1', 'workflow.startButton', { text: 'Start', diagramId }),
      ),
    )
    const embedder = await page('Carousel board')
    await save(
      embedder,
      context(
        widget('c1', 'control.carousel', { slides: [{ image: '', pageId: form.id, caption: '' }] }),
        widget('s2', 'workflow.startList', { flows: [{ diagramId, label: 'Go' }] }),
        widget('r1', 'control.report', { reportName: 'Daily output' }),
      ),
    )
    const link = await server.call('POST', '/api/compose/manage/pages', {
      ticket,
      body: {
        appId,
        name: 'Shortcut',
        type: 2,
        url: JSON.stringify({ resourceType: 'app', resourceCode: form.id }),
      },
    })
    expect(link.status, JSON.stringify(link.body)).toBe(201)

    // Reports are shared: one placed by a page and run by a scheduled task, one used nowhere.
    const at = new Date().toISOString()
    const db = server.db.kysely
    const daily = await db
      .insertInto('reports')
      .values({
        name: 'Daily output',
        datasourceId: null,
        sqlText: 'select 1 as a',
        createdAt: at,
        updatedAt: at,
      })
      .returning('reportId')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('reports')
      .values({
        name: 'Unused report',
        datasourceId: null,
        sqlText: 'select 1 as a',
        createdAt: at,
        updatedAt: at,
      })
      .execute()
    await db
      .insertInto('scheduledTasks')
      .values({
        name: 'Mail daily output',
        kind: 'reportStatistics-task',
        cron: null,
        intervalSeconds: 3600,
        config: JSON.stringify({ reportId: daily.reportId, params: {}, pageRange: '', userIds: [] }),
        nextRunAt: null,
        leaseOwner: null,
        leaseUntil: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute()

    const usage = await server.call('GET', `${USAGE}?appId=${appId}`, { ticket })
    expect(usage.status).toBe(200)
    expect(usage.body.forms).toHaveLength(1)
    expect(usage.body.forms[0]).toMatchObject({
      id: form.id,
      name: 'Maintenance request',
      formNames: ['request'],
    })
    expect(usage.body.forms[0].usedBy).toEqual([
      { kind: 'workflow', id: String(diagramId), name: 'Approve request', how: 'taskForm' },
      { kind: 'page', id: embedder.id, name: 'Carousel board', how: 'embed' },
      { kind: 'page', id: linker.id, name: 'Front desk', how: 'link' },
      { kind: 'page', id: link.body.id, name: 'Shortcut', how: 'link' },
    ])
    expect(usage.body.workflows).toEqual([
      {
        id: diagramId,
        usedBy: [
          { kind: 'page', id: embedder.id, name: 'Carousel board', how: 'start' },
          { kind: 'page', id: linker.id, name: 'Front desk', how: 'start' },
        ],
      },
    ])
    const reports = usage.body.reports.filter((r: Json) => ['Daily output', 'Unused report'].includes(r.name))
    expect(reports).toEqual([
      {
        reportId: daily.reportId,
        name: 'Daily output',
        usedBy: [
          { kind: 'page', id: embedder.id, name: 'Carousel board', how: 'control' },
          { kind: 'task', id: expect.any(String), name: 'Mail daily output', how: 'schedule' },
        ],
      },
      { reportId: expect.any(Number), name: 'Unused report', usedBy: [] },
    ])
  })

  it('refuses a missing application (404), a bad id (400) and callers without the designer (403)', async () => {
    const ticket = await server.adminTicket()
    expect((await server.call('GET', `${USAGE}?appId=999999`, { ticket })).status).toBe(404)
    expect((await server.call('GET', `${USAGE}?appId=abc`, { ticket })).status).toBe(400)
    expect((await server.call('GET', USAGE, { ticket })).status).toBe(400)
    const nobody = await server.createUser('business_nobody', { resources: [] })
    expect((await server.call('GET', `${USAGE}?appId=1`, { ticket: nobody.ticket })).status).toBe(403)
  })
})
