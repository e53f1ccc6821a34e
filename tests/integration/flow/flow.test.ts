import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { forEachEngine } from '../harness.ts'
import { until } from '../notify/receivers.ts'
import { approvalProcess, bpmnFile, parallelTimerProcess } from './bpmn.ts'

const FIXTURES = '/work/shared/fixtures/bpmn'
const fixture = (name: string) => readFileSync(`${FIXTURES}/${name}`, 'utf8')

forEachEngine('workflow', (server) => {
  let admin = ''
  let appId = 0
  let alice: { userId: number; ticket: string }
  let bob: { userId: number; ticket: string }
  let carol: { userId: number; ticket: string }
  let roleId = 0
  let diagramId = 0

  async function newDiagram(name: string, xml: string): Promise<number> {
    const created = await server.call('POST', '/api/flow/diagram', {
      ticket: admin,
      body: { appId, diagramName: name, xml },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    return created.body.id
  }

  test('set-up: an application, three users, a role', async () => {
    admin = await server.adminTicket()
    const app = await server.call('POST', '/api/compose/manage/apps', {
      ticket: admin,
      body: { name: 'Flow app' },
    })
    expect(app.status, JSON.stringify(app.body)).toBe(201)
    appId = app.body.appId
    alice = await server.createUser('alice')
    bob = await server.createUser('bob')
    carol = await server.createUser('carol')
    const role = await server.call('POST', '/api/auth/roles', {
      ticket: admin,
      body: { roleName: 'Signers' },
    })
    expect(role.status).toBe(201)
    roleId = role.body.roleId
    await server.db.kysely.insertInto('userRoles').values({ userId: bob.userId, roleId }).execute()
  }, 60_000)

  test('a diagram is created, listed, updated with its version, and stale saves get 409', async () => {
    diagramId = await newDiagram('Purchase approval', approvalProcess('alice', roleId))
    const list = await server.call('GET', `/api/flow/diagram?appId=${appId}&page=0&size=20`, {
      ticket: admin,
    })
    expect(list.body.pagination).toEqual({ page: 0, size: 20, total: 1 })
    const got = await server.call('GET', `/api/flow/diagram/${diagramId}`, { ticket: admin })
    const saved = await server.call('PUT', `/api/flow/diagram/${diagramId}`, {
      ticket: admin,
      body: { description: 'Buying things', version: got.body.version },
    })
    expect(saved.status).toBe(201)
    const stale = await server.call('PUT', `/api/flow/diagram/${diagramId}`, {
      ticket: admin,
      body: { description: 'Lost update', version: got.body.version },
    })
    expect(stale.status).toBe(409)
    const taken = await server.call('POST', '/api/flow/diagram', {
      ticket: admin,
      body: { appId, diagramName: 'Purchase approval' },
    })
    expect(taken.status).toBe(409)
    // An operator without the designer's resource sees none of it.
    expect(
      (await server.call('GET', `/api/flow/diagram?appId=${appId}`, { ticket: alice.ticket })).status,
    ).toBe(403)
  })

  test('publishing refuses script tasks, JavaScript conditions and unknown users, naming the element', async () => {
    const script = await newDiagram(
      'Script',
      bpmnFile(
        'S',
        `<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="x" sourceRef="s" targetRef="Evil"/>
        <bpmn:scriptTask id="Evil" name="Evil" scriptFormat="javascript"><bpmn:script>process.exit(1)</bpmn:script></bpmn:scriptTask>`,
      ),
    )
    const refused = await server.call('POST', `/api/flow/diagram/${script}`, {
      ticket: admin,
      body: { isNew: true },
    })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toContain('Script tasks are not allowed')
    expect(refused.body.details[0].values.elementId).toBe('Evil')

    const js = await newDiagram(
      'Js condition',
      bpmnFile(
        'J',
        `<bpmn:startEvent id="s"/>
        <bpmn:sequenceFlow id="x" name="sneaky" sourceRef="s" targetRef="e"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript">this.constructor</bpmn:conditionExpression></bpmn:sequenceFlow>
        <bpmn:endEvent id="e"/>`,
      ),
    )
    const jsRefused = await server.call('POST', `/api/flow/diagram/${js}`, {
      ticket: admin,
      body: { isNew: true },
    })
    expect(jsRefused.status).toBe(422)
    expect(jsRefused.body.message).toContain('javascript')

    const vmEscape = await newDiagram(
      'Escape',
      bpmnFile(
        'E',
        `<bpmn:startEvent id="s"/>
        <bpmn:sequenceFlow id="x" sourceRef="s" targetRef="e"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${this.constructor.constructor('return process')()}</bpmn:conditionExpression></bpmn:sequenceFlow>
        <bpmn:endEvent id="e"/>`,
      ),
    )
    expect(
      (await server.call('POST', `/api/flow/diagram/${vmEscape}`, { ticket: admin, body: {} })).status,
    ).toBe(422)

    const ghost = await newDiagram('Ghost', approvalProcess('nobody-here', roleId))
    const ghostRefused = await server.call('POST', `/api/flow/diagram/${ghost}`, { ticket: admin, body: {} })
    expect(ghostRefused.status).toBe(422)
    expect(ghostRefused.body.message).toContain('nobody-here')
    const versions = await server.call('GET', `/api/flow/version/diagram?diagramId=${ghost}`, {
      ticket: admin,
    })
    expect(versions.body.pagination.total).toBe(0)
  })

  test("two-step approval: start, submit approve, delegate, the delegate completes in the delegator's name", async () => {
    const published = await server.call('POST', `/api/flow/diagram/${diagramId}`, {
      ticket: admin,
      body: { isNew: true },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(201)
    expect(published.body.currentVersion).toBe(1)

    const entry = await server.call('GET', `/api/flow/diagram/${diagramId}/entry`, { ticket: carol.ticket })
    expect(entry.body).toMatchObject({ diagramName: 'Purchase approval', startable: true })

    const started = await server.call('POST', `/api/flow/diagram/${diagramId}/start`, {
      ticket: carol.ticket,
      body: { data: { amount: 500, item: 'Pump' }, audit: '', branch: '' },
    })
    expect(started.status, JSON.stringify(started.body)).toBe(201)
    const instanceId = started.body.instanceId

    // Alice has the review; Bob and Carol have nothing to do yet.
    const aliceTodo = await server.call('GET', '/api/flow/task?done=false&page=0&size=20', {
      ticket: alice.ticket,
    })
    expect(aliceTodo.body.list).toHaveLength(1)
    const review = aliceTodo.body.list[0]
    expect(review).toMatchObject({
      taskName: 'Review',
      flowName: 'Purchase approval',
      startPerson: 'carol',
      version: 1,
      taskState: 'normal',
    })
    expect(
      (await server.call('GET', '/api/flow/task?done=false', { ticket: bob.ticket })).body.list,
    ).toHaveLength(0)
    expect((await server.call('GET', `/api/flow/task/${review.id}`, { ticket: bob.ticket })).status).toBe(404)

    const detail = await server.call('GET', `/api/flow/task/${review.id}`, { ticket: alice.ticket })
    expect(detail.body).toMatchObject({
      readonly: false,
      isDone: false,
      data: { amount: 500, item: 'Pump' },
      temp: { data: null },
    })
    expect(detail.body.branches.map((b: { name: string }) => b.name)).toEqual(['approve', 'reject'])

    // Temporary save and reset.
    expect(
      (
        await server.call('POST', `/api/flow/task/${review.id}/data`, {
          ticket: alice.ticket,
          body: { data: { note: 'half' } },
        })
      ).status,
    ).toBe(201)
    expect(
      (await server.call('GET', `/api/flow/task/${review.id}`, { ticket: alice.ticket })).body.temp.data,
    ).toEqual({ note: 'half' })
    expect(
      (await server.call('DELETE', `/api/flow/task/${review.id}/data`, { ticket: alice.ticket })).status,
    ).toBe(204)
    expect(
      (await server.call('GET', `/api/flow/task/${review.id}`, { ticket: alice.ticket })).body.temp.data,
    ).toBeNull()

    // A branch that is not a choice changes nothing.
    const badBranch = await server.call('POST', `/api/flow/task/${review.id}`, {
      ticket: alice.ticket,
      body: { branch: 'maybe' },
    })
    expect(badBranch.status).toBe(400)
    expect(
      (await server.call('GET', `/api/flow/task/${review.id}`, { ticket: alice.ticket })).body.isDone,
    ).toBe(false)

    const submitted = await server.call('POST', `/api/flow/task/${review.id}`, {
      ticket: alice.ticket,
      body: { audit: 'Looks right', data: { amount: 500 }, branch: 'approve' },
    })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201)
    expect(submitted.body.next.map((t: { name: string }) => t.name)).toEqual(['Sign'])
    const again = await server.call('POST', `/api/flow/task/${review.id}`, {
      ticket: alice.ticket,
      body: { branch: 'approve' },
    })
    expect(again.status).toBe(409)

    // Bob holds the role: he sees Sign, and delegates it to Carol.
    const bobTodo = await server.call('GET', '/api/flow/task?done=false', { ticket: bob.ticket })
    expect(bobTodo.body.list.map((t: { taskName: string }) => t.taskName)).toEqual(['Sign'])
    const sign = bobTodo.body.list[0]
    // A notification type for delegations: the delegate gets an in-site letter naming task, delegator and reason.
    const type = await server.call('POST', '/api/notification/types', {
      ticket: admin,
      body: {
        name: `Delegations ${server.engine}`,
        event: 'todo.delegated',
        config: { channels: ['site'], receivers: { userIds: [], roleIds: [], orgIds: [] } },
      },
    })
    expect(type.status, JSON.stringify(type.body)).toBe(201)
    const delegated = await server.call('POST', '/api/flow/task/delegation/delegate', {
      ticket: bob.ticket,
      body: { taskId: sign.id, userTo: 'carol', reason: 'On leave' },
    })
    expect(delegated.status).toBe(201)
    const letter = await until('the delegation letter', async () => {
      const page = await server.call('GET', '/api/notification/messages?keyword=Sign', {
        ticket: carol.ticket,
      })
      return page.body.list.find((row: { title: string }) => row.title === 'To-do delegated to you: Sign')
    })
    expect(letter.content).toContain('bob delegated Sign to you')
    expect(letter.content).toContain('Reason: On leave')
    expect(
      (await server.call('GET', '/api/flow/task?done=false', { ticket: bob.ticket })).body.list,
    ).toHaveLength(0)
    const carolTodo = await server.call('GET', '/api/flow/task?done=false', { ticket: carol.ticket })
    expect(carolTodo.body.list[0]).toMatchObject({
      taskName: 'Sign',
      delegatePerson: 'carol',
      delegateReason: 'On leave',
    })
    const mine = await server.call('GET', '/api/flow/task/delegation/query?page=0&size=20&status=active', {
      ticket: bob.ticket,
    })
    expect(mine.body.list[0]).toMatchObject({
      delegatePerson: 'carol',
      delegateReason: 'On leave',
      taskName: 'Sign',
    })

    const completed = await server.call('POST', `/api/flow/task/${sign.id}`, {
      ticket: carol.ticket,
      body: { audit: 'Signed for Bob' },
    })
    expect(completed.status, JSON.stringify(completed.body)).toBe(201)

    const requests = await server.call('GET', '/api/flow/process?done=true&page=0&size=20', {
      ticket: carol.ticket,
    })
    expect(requests.body.list[0]).toMatchObject({
      flowId: instanceId,
      status: 'completed',
      startPerson: 'carol',
    })
    const log = await server.call('GET', `/api/flow/task/${sign.id}/log`, { ticket: carol.ticket })
    const submits = log.body.list.filter((entry: { action: string }) => entry.action === 'submit')
    expect(
      submits.map((e: { userName: string; forUserName: string }) => [e.userName, e.forUserName]),
    ).toEqual([
      ['alice', ''],
      ['carol', 'bob'],
    ])
    expect(log.body.list.map((e: { action: string }) => e.action)).toEqual([
      'start',
      'submit',
      'delegate',
      'submit',
      'complete',
    ])
    const bobDone = await server.call('GET', '/api/flow/task?done=true', { ticket: bob.ticket })
    expect(bobDone.body.list[0]).toMatchObject({ taskName: 'Sign', doneByName: 'carol', doneForName: 'bob' })
    const diagram = await server.call('GET', `/api/flow/diagram/generateDiagram/${instanceId}?done=true`, {
      ticket: carol.ticket,
    })
    expect(diagram.body.activeKeys).toEqual([])
    expect(diagram.body.doneKeys.sort()).toEqual(['Review', 'Sign'])
    expect(diagram.body.xml).toContain('Purchase approval'.length > 0 ? 'Approval' : '')
  })

  test('reject branch, recall, and the running version stays while a new one is published', async () => {
    const started = await server.call('POST', `/api/flow/diagram/${diagramId}/start`, {
      ticket: carol.ticket,
      body: { data: { amount: 5000 } },
    })
    const instanceId = started.body.instanceId
    const review = (await server.call('GET', '/api/flow/task?done=false', { ticket: alice.ticket })).body
      .list[0]
    // Publish version 2 meanwhile: the running instance keeps version 1.
    const got = await server.call('GET', `/api/flow/diagram/${diagramId}`, { ticket: admin })
    await server.call('PUT', `/api/flow/diagram/${diagramId}`, {
      ticket: admin,
      body: { xml: approvalProcess('bob', roleId), version: got.body.version },
    })
    expect(
      (await server.call('POST', `/api/flow/diagram/${diagramId}`, { ticket: admin, body: { isNew: true } }))
        .body.currentVersion,
    ).toBe(2)

    const submitted = await server.call('POST', `/api/flow/task/${review.id}`, {
      ticket: alice.ticket,
      body: { branch: 'approve' },
    })
    expect(submitted.status).toBe(201)
    const detail = await server.call('GET', `/api/flow/task/${review.id}`, { ticket: alice.ticket })
    expect(detail.body).toMatchObject({ isDone: true, readonly: true, canRecall: true, version: 2 })
    const recalled = await server.call('POST', `/api/flow/task/${review.id}/rollback`, {
      ticket: alice.ticket,
    })
    expect(recalled.status, JSON.stringify(recalled.body)).toBe(201)
    expect(
      (await server.call('GET', '/api/flow/task?done=false', { ticket: bob.ticket })).body.list,
    ).toHaveLength(0)
    const back = await server.call('GET', `/api/flow/task/${review.id}`, { ticket: alice.ticket })
    expect(back.body).toMatchObject({ isDone: false, readonly: false })

    const rejected = await server.call('POST', `/api/flow/task/${review.id}`, {
      ticket: alice.ticket,
      body: { branch: 'reject', audit: 'Too dear' },
    })
    expect(rejected.status).toBe(201)
    const instance = await server.call('GET', `/api/flow/process/${instanceId}`, { ticket: carol.ticket })
    expect(instance.body).toMatchObject({ status: 'completed', versionNo: 1 })
    // The next start runs version 2, whose reviewer is Bob.
    await server.call('POST', `/api/flow/diagram/${diagramId}/start`, {
      ticket: carol.ticket,
      body: { data: { amount: 1 } },
    })
    const bobTodo = (await server.call('GET', '/api/flow/task?done=false', { ticket: bob.ticket })).body.list
    expect(bobTodo[0]).toMatchObject({ taskName: 'Review', version: 2 })
    const versions = await server.call(
      'GET',
      `/api/flow/version/diagram?appId=${appId}&diagramName=Purchase%20approval&page=0&size=15`,
      { ticket: admin },
    )
    expect(
      versions.body.list.map((v: { version: number; isDefault: boolean }) => [v.version, v.isDefault]),
    ).toEqual([
      [2, true],
      [1, false],
    ])
    const v1 = versions.body.list[1].id
    expect(
      (await server.call('POST', '/api/flow/version/diagram/delete', { ticket: admin, body: { id: v1 } }))
        .status,
    ).toBe(409)
    expect(
      (await server.call('POST', '/api/flow/version/diagram/setDefault', { ticket: admin, body: { id: v1 } }))
        .status,
    ).toBe(201)
    const fetched = await server.call('GET', `/api/flow/version/diagram/get?id=${v1}`, { ticket: admin })
    expect(fetched.body).toMatchObject({ versionNo: 1, isDefault: true })
    await server.call('POST', '/api/flow/version/diagram/setDefault', {
      ticket: admin,
      body: { id: versions.body.list[0].id },
    })
  })

  test('suspend hides the to-dos until resumed; terminate withdraws them for good', async () => {
    const started = await server.call('POST', `/api/flow/diagram/${diagramId}/start`, {
      ticket: carol.ticket,
      body: { data: {} },
    })
    const instanceId = started.body.instanceId
    const before = (await server.call('GET', '/api/flow/task?done=false', { ticket: bob.ticket })).body.list
      .length
    expect(
      (await server.call('POST', `/api/flow/process/${instanceId}/suspend`, { ticket: admin })).status,
    ).toBe(201)
    expect(
      (await server.call('GET', '/api/flow/task?done=false', { ticket: bob.ticket })).body.list.length,
    ).toBe(before - 1)
    const task = started.body.tasks[0]
    expect(
      (await server.call('POST', `/api/flow/task/${task.id}`, { ticket: bob.ticket, body: {} })).status,
    ).toBe(409)
    expect(
      (await server.call('POST', `/api/flow/process/${instanceId}/suspend`, { ticket: admin })).status,
    ).toBe(409)
    expect(
      (await server.call('POST', `/api/flow/process/${instanceId}/resume`, { ticket: admin })).status,
    ).toBe(201)
    expect(
      (await server.call('GET', '/api/flow/task?done=false', { ticket: bob.ticket })).body.list.length,
    ).toBe(before)
    expect(
      (await server.call('POST', `/api/flow/process/${instanceId}/terminate`, { ticket: admin })).status,
    ).toBe(201)
    expect(
      (await server.call('GET', '/api/flow/task?done=false', { ticket: bob.ticket })).body.list.length,
    ).toBe(before - 1)
    expect(
      (await server.call('POST', `/api/flow/process/${instanceId}/resume`, { ticket: admin })).status,
    ).toBe(409)
    // Managing instances needs the designer's resource.
    expect(
      (await server.call('POST', `/api/flow/process/${instanceId}/suspend`, { ticket: carol.ticket })).status,
    ).toBe(403)
    const all = await server.call('GET', '/api/flow/process?all=true&status=terminated', { ticket: admin })
    expect(all.body.list.map((p: { id: number }) => p.id)).toContain(instanceId)
  })

  test('parallel split and join, then a timer that fires on its own', async () => {
    const id = await newDiagram('Parallel', parallelTimerProcess())
    expect((await server.call('POST', `/api/flow/diagram/${id}`, { ticket: admin, body: {} })).status).toBe(
      201,
    )
    const started = await server.call('POST', `/api/flow/diagram/${id}/start`, {
      ticket: alice.ticket,
      body: {},
    })
    expect(started.body.tasks.map((t: { name: string }) => t.name).sort()).toEqual(['Left', 'Right'])
    const [left, right] = started.body.tasks
    await server.call('POST', `/api/flow/task/${left.id}`, { ticket: alice.ticket, body: {} })
    const generated = await server.call(
      'GET',
      `/api/flow/diagram/generateDiagram/${started.body.instanceId}`,
      { ticket: alice.ticket },
    )
    expect(generated.body.activeKeys.sort()).toEqual(['Join', 'Right'])
    await server.call('POST', `/api/flow/task/${right.id}`, { ticket: alice.ticket, body: {} })
    const waiting = await server.call('GET', `/api/flow/diagram/generateDiagram/${started.body.instanceId}`, {
      ticket: alice.ticket,
    })
    expect(waiting.body.activeKeys).toEqual(['Wait'])
    await expect
      .poll(
        async () =>
          (await server.call('GET', '/api/flow/task?done=false', { ticket: alice.ticket })).body.list.map(
            (t: { taskName: string }) => t.taskName,
          ),
        { timeout: 5000 },
      )
      .toContain('After the timer')
  })

  test('files from other modellers: supported ones run, unsupported elements are named', async () => {
    await server.createUser('demo')
    const invoice = await newDiagram('Invoice', fixture('invoice-approval.bpmn'))
    expect(
      (await server.call('POST', `/api/flow/diagram/${invoice}`, { ticket: admin, body: {} })).status,
    ).toBe(201)
    const started = await server.call('POST', `/api/flow/diagram/${invoice}/start`, {
      ticket: alice.ticket,
      body: {},
    })
    expect(started.body.tasks.map((t: { name: string }) => t.name)).toEqual(['Approve Invoice'])

    // Error boundary events are not executed: the refusal names the element and the kind.
    const nested = await newDiagram('Nested', fixture('nested-subprocesses.bpmn'))
    const nestedRefused = await server.call('POST', `/api/flow/diagram/${nested}`, {
      ticket: admin,
      body: {},
    })
    expect(nestedRefused.status).toBe(422)
    expect(nestedRefused.body.message).toContain('error boundaryEvent is not supported')

    const pizza = await newDiagram('Pizza', fixture('pizza-collaboration.bpmn'))
    const pizzaRefused = await server.call('POST', `/api/flow/diagram/${pizza}`, { ticket: admin, body: {} })
    expect(pizzaRefused.status).toBe(422)
    expect(pizzaRefused.body.message).toMatch(/process|not supported/)

    const loan = await newDiagram('Loan', fixture('loan-approval.bpmn'))
    const loanRefused = await server.call('POST', `/api/flow/diagram/${loan}`, { ticket: admin, body: {} })
    expect(loanRefused.status).toBe(422)
    expect(loanRefused.body.message).toContain('Calculate Interest')
  })

  test('templates: add fixes the type to 1; update and delete', async () => {
    const added = await server.call('POST', '/api/flow/template/add', {
      ticket: admin,
      body: { name: 'Approval', appId, type: 7, xml: '<x/>' },
    })
    expect(added.status).toBe(201)
    expect(added.body.type).toBe(1)
    const listed = await server.call('GET', `/api/flow/template/query?appId=${appId}&page=0&size=20`, {
      ticket: admin,
    })
    expect(listed.body.list).toHaveLength(1)
    expect(
      (
        await server.call('POST', '/api/flow/template/update', {
          ticket: admin,
          body: { id: added.body.id, name: 'Renamed' },
        })
      ).body.name,
    ).toBe('Renamed')
    expect(
      (await server.call('POST', '/api/flow/template/delete', { ticket: admin, body: { id: added.body.id } }))
        .status,
    ).toBe(204)
    expect(
      (await server.call('POST', '/api/flow/template/delete', { ticket: admin, body: { id: added.body.id } }))
        .status,
    ).toBe(404)
  })
})
