import { expect, test } from 'vitest'
import { forEachEngine } from '../harness.ts'
import { bpmnFile } from './bpmn.ts'

/** Waits until `check` answers a value (polls every 100 ms), or fails after `ms`. */
async function eventually<T>(check: () => Promise<T | undefined | null | false>, ms = 8000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

forEachEngine('workflow server loop', (server) => {
  let admin = ''
  let appId = 0
  let dora: { userId: number; ticket: string }
  let eve: { userId: number; ticket: string }
  let frank: { userId: number; ticket: string }
  let plantOrg = 0
  let shiftOrg = 0

  async function publish(name: string, xml: string): Promise<number> {
    const created = await server.call('POST', '/api/flow/diagram', {
      ticket: admin,
      body: { appId, diagramName: name, xml },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const published = await server.call('POST', `/api/flow/diagram/${created.body.id}`, {
      ticket: admin,
      body: { isNew: true },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(201)
    return created.body.id
  }

  const todos = async (ticket: string) =>
    (await server.call('GET', '/api/flow/task?done=false&page=0&size=20', { ticket })).body.list as {
      id: number
      taskName: string
      flowId: number
      taskState: string
    }[]

  test('set-up: an application, users, a plant organisation with a shift below it, a to-do notification type', async () => {
    admin = await server.adminTicket()
    const app = await server.call('POST', '/api/compose/manage/apps', {
      ticket: admin,
      body: { name: 'Loop app' },
    })
    expect(app.status, JSON.stringify(app.body)).toBe(201)
    appId = app.body.appId
    dora = await server.createUser('dora')
    // Eve watches the plant (the designer's resource), so she may read the pump she acknowledges.
    eve = await server.createUser('eve', { resources: ['application-mgr'] })
    frank = await server.createUser('frank')
    const db = server.db.kysely
    const stamp = new Date().toISOString()
    const org = (name: string, parentId: number | null) =>
      db
        .insertInto('organizations')
        .values({ name, parentId, createdAt: stamp, updatedAt: stamp })
        .returning('orgId')
        .executeTakeFirstOrThrow()
    plantOrg = (await org('Plant', null)).orgId
    shiftOrg = (await org('Night shift', plantOrg)).orgId
    // Eve works on the night shift (below Plant); Frank is in no organisation.
    const staff = await db
      .insertInto('staff')
      .values({ name: 'Eve E.', userId: eve.userId, createdAt: stamp, updatedAt: stamp })
      .returning('staffId')
      .executeTakeFirstOrThrow()
    await db.insertInto('staffOrganizations').values({ staffId: staff.staffId, orgId: shiftOrg }).execute()
    const type = await server.call('POST', '/api/notification/types', {
      ticket: admin,
      body: {
        name: `To-dos ${server.engine}`,
        event: 'todo.assigned',
        config: { channels: ['site'], receivers: { userIds: [], roleIds: [], orgIds: [] } },
      },
    })
    expect(type.status, JSON.stringify(type.body)).toBe(201)
  }, 60_000)

  test('organisation candidates: members of the organisation and its sub-organisations act, others do not', async () => {
    const unknown = await server.call('POST', '/api/flow/diagram', {
      ticket: admin,
      body: {
        appId,
        diagramName: 'Ghost org',
        xml: bpmnFile(
          'G',
          `<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="T"/>
          <bpmn:userTask id="T" name="Check" gantry:candidateOrgs="99999"/>
          <bpmn:sequenceFlow id="b" sourceRef="T" targetRef="e"/><bpmn:endEvent id="e"/>`,
        ),
      },
    })
    const refused = await server.call('POST', `/api/flow/diagram/${unknown.body.id}`, {
      ticket: admin,
      body: { isNew: true },
    })
    expect(refused.status).toBe(422)
    expect(JSON.stringify(refused.body)).toContain('99999')

    const diagramId = await publish(
      'Shift check',
      bpmnFile(
        'ShiftCheck',
        `<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="T"/>
        <bpmn:userTask id="T" name="Walk the plant" gantry:candidateOrgs="${plantOrg}" gantry:dueIn="PT1S"/>
        <bpmn:sequenceFlow id="b" sourceRef="T" targetRef="e"/><bpmn:endEvent id="e"/>`,
      ),
    )
    const started = await server.call('POST', `/api/flow/diagram/${diagramId}/start`, {
      ticket: dora.ticket,
      body: { data: {} },
    })
    expect(started.status, JSON.stringify(started.body)).toBe(201)
    const eveList = await todos(eve.ticket)
    expect(eveList.map((task) => task.taskName)).toEqual(['Walk the plant'])
    const task = eveList[0]
    if (!task) throw new Error('no task')
    // Neither the starter nor someone outside the organisation sees or acts on it.
    expect(await todos(frank.ticket)).toEqual([])
    expect(await todos(dora.ticket)).toEqual([])
    expect((await server.call('GET', `/api/flow/task/${task.id}`, { ticket: frank.ticket })).status).toBe(404)
    const foreign = await server.call('POST', `/api/flow/task/${task.id}`, {
      ticket: frank.ticket,
      body: { audit: 'not mine' },
    })
    expect(foreign.status).toBe(404)

    // The assignment reached Eve's notifications.
    await eventually(async () => {
      const page = await server.call('GET', '/api/notification/messages', { ticket: eve.ticket })
      return (page.body.list as { title: string }[]).some((m) => m.title.includes('Walk the plant'))
    })

    // Due in 1 s: overdue in the list, marked once, logged.
    await eventually(async () => (await todos(eve.ticket))[0]?.taskState === 'overdue')
    await eventually(async () => {
      const row = await server.db.kysely
        .selectFrom('flowTasks')
        .select('overdueNotified')
        .where('id', '=', task.id)
        .executeTakeFirst()
      return row?.overdueNotified === 1
    })
    const done = await server.call('POST', `/api/flow/task/${task.id}`, {
      ticket: eve.ticket,
      body: { audit: 'walked' },
    })
    expect(done.status, JSON.stringify(done.body)).toBe(201)
  }, 30_000)

  test('a timer start event starts instances on its own, kept in the database', async () => {
    const diagramId = await publish(
      'Hourly round',
      bpmnFile(
        'Round',
        `<bpmn:startEvent id="Tick" name="Every second, twice">
          <bpmn:timerEventDefinition><bpmn:timeCycle>R2/PT1S</bpmn:timeCycle></bpmn:timerEventDefinition>
        </bpmn:startEvent>
        <bpmn:sequenceFlow id="a" sourceRef="Tick" targetRef="T"/>
        <bpmn:userTask id="T" name="Round" gantry:candidateUsers="dora"/>
        <bpmn:sequenceFlow id="b" sourceRef="T" targetRef="e"/><bpmn:endEvent id="e"/>`,
      ),
    )
    const timers = await server.db.kysely
      .selectFrom('flowStartTimers')
      .selectAll()
      .where('diagramId', '=', diagramId)
      .execute()
    expect(timers).toHaveLength(1)
    expect(timers[0]).toMatchObject({ elementId: 'Tick', fired: 0 })
    const instances = () =>
      server.db.kysely.selectFrom('flowInstances').select('id').where('diagramId', '=', diagramId).execute()
    await eventually(async () => (await instances()).length === 2, 10_000)
    const after = await server.db.kysely
      .selectFrom('flowStartTimers')
      .selectAll()
      .where('diagramId', '=', diagramId)
      .executeTakeFirstOrThrow()
    expect(after).toMatchObject({ fired: 2, nextAt: null })
    // R2: no third start.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await instances()).toHaveLength(2)
    expect((await todos(dora.ticket)).filter((task) => task.taskName === 'Round')).toHaveLength(2)
    // Deleting the diagram needs its instances gone; the start timer goes with it.
    for (const { id } of await instances())
      await server.call('POST', `/api/flow/process/${id}/terminate`, { ticket: admin })
  }, 30_000)

  test('a timer boundary event takes a to-do away from its holder when it is not done in time', async () => {
    const diagramId = await publish(
      'Escalate',
      bpmnFile(
        'Escalate',
        `<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="First"/>
        <bpmn:userTask id="First" name="First look" gantry:candidateUsers="frank"/>
        <bpmn:boundaryEvent id="Late" attachedToRef="First">
          <bpmn:timerEventDefinition><bpmn:timeDuration>PT1S</bpmn:timeDuration></bpmn:timerEventDefinition>
        </bpmn:boundaryEvent>
        <bpmn:sequenceFlow id="b" sourceRef="Late" targetRef="Second"/>
        <bpmn:userTask id="Second" name="Escalated look" gantry:candidateUsers="dora"/>
        <bpmn:sequenceFlow id="c" sourceRef="First" targetRef="e"/>
        <bpmn:sequenceFlow id="d" sourceRef="Second" targetRef="e"/><bpmn:endEvent id="e"/>`,
      ),
    )
    const started = await server.call('POST', `/api/flow/diagram/${diagramId}/start`, {
      ticket: admin,
      body: { data: {} },
    })
    expect(started.status, JSON.stringify(started.body)).toBe(201)
    const first = (await todos(frank.ticket)).find((task) => task.taskName === 'First look')
    if (!first) throw new Error('no first task')
    const escalated = await eventually(async () =>
      (await todos(dora.ticket)).find((task) => task.taskName === 'Escalated look'),
    )
    expect(escalated.flowId).toBe(started.body.instanceId)
    expect((await todos(frank.ticket)).some((task) => task.taskName === 'First look')).toBe(false)
    const late = await server.call('POST', `/api/flow/task/${first.id}`, { ticket: frank.ticket, body: {} })
    expect([404, 409]).toContain(late.status)
  }, 30_000)

  test('alarm → to-do: a limit names a process; the alarm starts it, is acknowledged from the to-do, the journal closes the loop', async () => {
    await publish(
      'Pump alarm response',
      bpmnFile(
        'PumpAlarm',
        `<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="T"/>
        <bpmn:userTask id="T" name="Check the pump" gantry:candidateUsers="eve"/>
        <bpmn:sequenceFlow id="b" sourceRef="T" targetRef="e"/><bpmn:endEvent id="e"/>`,
      ),
    )
    // The limits dialog offers the published processes of every application.
    const published = await server.call('GET', '/api/flow/published', { ticket: admin })
    expect(published.status).toBe(200)
    expect(published.body.list.map((row: { diagramName: string }) => row.diagramName)).toContain(
      'Pump alarm response',
    )
    // A limit naming no published process is refused, the template is not created.
    const bad = await server.call('POST', '/api/metadata/object_templates', {
      ticket: admin,
      body: {
        name: 'PumpBad',
        properties: [{ name: 'pressure', type: 'float', defaultValue: 1 }],
        alertLimits: {
          pressure: [{ name: 'High', alertType: 'gt', limitValue: 5, processName: 'No such process' }],
        },
      },
    })
    expect(bad.status).toBe(422)
    expect(JSON.stringify(bad.body)).toContain('No such process')
    expect(
      (await server.call('GET', '/api/metadata/object_templates/PumpBad', { ticket: admin })).status,
    ).toBe(404)
    const template = await server.call('POST', '/api/metadata/object_templates', {
      ticket: admin,
      body: {
        name: 'Pump',
        properties: [{ name: 'pressure', type: 'float', defaultValue: 1 }],
        alertLimits: {
          pressure: [
            { name: 'High', alertType: 'gt', limitValue: 5, priority: 1, processName: 'Pump alarm response' },
          ],
        },
      },
    })
    expect(template.status, JSON.stringify(template.body)).toBe(201)
    const limits = await server.call(
      'GET',
      '/api/metadata/object_templates/Pump/properties/pressure/alerts',
      {
        ticket: admin,
      },
    )
    expect(limits.body.limits[0]).toMatchObject({ name: 'High', processName: 'Pump alarm response' })
    // The limit API refuses an unknown process on edit too (400), and changes nothing.
    const edit = await server.call('PUT', '/api/metadata/object_templates/Pump/properties/pressure/alerts', {
      ticket: admin,
      body: {
        version: limits.body.version,
        limits: [{ name: 'High', alertType: 'gt', limitValue: 5, processName: 'Nope' }],
      },
    })
    expect(edit.status).toBe(400)
    const created = await server.call('POST', '/api/metadata/objects', {
      ticket: admin,
      body: { name: 'Pump_1', templateName: 'Pump' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)

    const set = await server.call('POST', '/api/runtime/objects/Pump_1/services/setPropertyValue', {
      ticket: admin,
      body: { propName: 'pressure', propValue: 7.5 },
    })
    expect(set.status).toBe(201)
    const instance = await eventually(() =>
      server.db.kysely
        .selectFrom('flowInstances')
        .select(['id', 'alarmId', 'state'])
        .where('diagramName', '=', 'Pump alarm response')
        .executeTakeFirst(),
    )
    expect(instance.alarmId).toBeGreaterThan(0)
    const variables = JSON.parse(instance.state).variables
    expect(variables).toMatchObject({
      objName: 'Pump_1',
      propName: 'pressure',
      alarm: { limitName: 'High', value: 7.5, limitValue: 5 },
    })
    const task = (await todos(eve.ticket)).find((t) => t.flowId === instance.id)
    if (!task) throw new Error('no alarm to-do')
    const detail = await server.call('GET', `/api/flow/task/${task.id}`, { ticket: eve.ticket })
    expect(detail.body.alarmId).toBe(instance.alarmId)
    const alarmView = await server.call('GET', `/api/flow/task/${task.id}/alarm`, { ticket: eve.ticket })
    expect(alarmView.status).toBe(200)
    expect(alarmView.body.alarm).toMatchObject({ id: instance.alarmId, objName: 'Pump_1', isConfirm: false })

    // Frank cannot acknowledge through Eve's to-do; Eve can, once.
    expect(
      (await server.call('POST', `/api/flow/task/${task.id}/alarm/ack`, { ticket: frank.ticket, body: {} }))
        .status,
    ).toBe(404)
    const ack = await server.call('POST', `/api/flow/task/${task.id}/alarm/ack`, {
      ticket: eve.ticket,
      body: { comment: 'Valve closed' },
    })
    expect(ack.status, JSON.stringify(ack.body)).toBe(201)
    expect(ack.body).toMatchObject({
      alreadyConfirmed: false,
      alarm: { isConfirm: true, confirmPerson: 'eve' },
    })
    const again = await server.call('POST', `/api/flow/task/${task.id}/alarm/ack`, { ticket: eve.ticket })
    expect(again.body.alreadyConfirmed).toBe(true)
    const current = await server.call('GET', '/api/runtime/objects/alert/current?objName=Pump_1', {
      ticket: admin,
    })
    expect(current.body.list[0]).toMatchObject({ isConfirm: true, confirmPerson: 'eve' })

    const submit = await server.call('POST', `/api/flow/task/${task.id}`, {
      ticket: eve.ticket,
      body: { audit: 'Seal replaced' },
    })
    expect(submit.status, JSON.stringify(submit.body)).toBe(201)
    const journal = await server.call('GET', `/api/runtime/objects/alert/${instance.alarmId}/journal`, {
      ticket: admin,
    })
    expect(journal.status).toBe(200)
    expect(
      journal.body.list.map((entry: { kind: string; text: string; userName: string }) => [
        entry.kind,
        entry.text,
        entry.userName,
      ]),
    ).toEqual([
      ['started', 'Pump alarm response', ''],
      ['acknowledged', 'Check the pump: Valve closed', 'eve'],
      ['comment', 'Check the pump: Seal replaced', 'eve'],
      ['closed', 'Pump alarm response completed', ''],
    ])
    const log = await server.call('GET', `/api/flow/task/${task.id}/log`, { ticket: admin })
    expect(JSON.stringify(log.body)).toContain('ackAlarm')

    // The same alarm raised again in the same episode starts nothing more.
    await server.call('POST', '/api/runtime/objects/Pump_1/services/setPropertyValue', {
      ticket: admin,
      body: { propName: 'pressure', propValue: 8 },
    })
    await server.app.flow.settled()
    const count = await server.db.kysely
      .selectFrom('flowInstances')
      .select('id')
      .where('diagramName', '=', 'Pump alarm response')
      .execute()
    expect(count).toHaveLength(1)
  }, 30_000)
})
