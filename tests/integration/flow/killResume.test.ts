import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { bpmnFile } from './bpmn.ts'

/*
 * kill -9 mid-process: the real server (`server/main.ts`) runs an instance to a timer, is killed without
 * any chance to flush, and a new process on the same database carries the instance on — the completed
 * step is kept and the timer fires after the restart. SQLite, the embedded default (a PostgreSQL run of
 * main.ts would need its own database, which the shared test server does not give).
 */

const root = resolve(import.meta.dirname, '../../..')
const dataDir = mkdtempSync(join(tmpdir(), 'gantry-kill-'))
const PASSWORD = 'Kill#Resume1'
let child: ChildProcess | undefined

afterAll(() => {
  child?.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

function startServer(): Promise<string> {
  const { DATABASE_URL: _ignored, ...env } = process.env
  const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...env,
      GANTRY_DEMO: '0',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      GANTRY_ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child = started
  return new Promise((done, fail) => {
    let out = ''
    const timer = setTimeout(() => fail(new Error(`no listening line: ${out}`)), 150_000)
    started.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(out)
      if (match?.[1]) {
        clearTimeout(timer)
        done(match[1].replace(/\/$/, ''))
      }
    })
    started.once('exit', (code) => fail(new Error(`server exited (${code}): ${out}`)))
  })
}

async function call(url: string, method: string, path: string, ticket?: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(ticket ? { authorization: `Bearer ${ticket}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  // biome-ignore lint/suspicious/noExplicitAny: the test reads JSON answers field by field.
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any }
}

async function adminTicket(url: string): Promise<string> {
  const NEW = 'Kill#Resume2'
  let login = await call(url, 'POST', '/api/auth/users/login', undefined, {
    username: 'admin',
    password: NEW,
  })
  if (login.status !== 200) {
    const first = await call(url, 'POST', '/api/auth/users/login', undefined, {
      username: 'admin',
      password: PASSWORD,
    })
    await call(url, 'PUT', '/api/auth/users/updatePwd/admin', first.body.ticket, {
      oldPassword: PASSWORD,
      newPassword: NEW,
      confirmPassword: NEW,
    })
    login = await call(url, 'POST', '/api/auth/users/login', undefined, { username: 'admin', password: NEW })
  }
  return login.body.ticket
}

const PROCESS = bpmnFile(
  'KillResume',
  `<bpmn:startEvent id="s"/>
   <bpmn:sequenceFlow id="a" sourceRef="s" targetRef="First"/>
   <bpmn:userTask id="First" name="First" gantry:assignee="admin"/>
   <bpmn:sequenceFlow id="b" sourceRef="First" targetRef="Wait"/>
   <bpmn:intermediateCatchEvent id="Wait"><bpmn:timerEventDefinition><bpmn:timeDuration>PT2S</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
   <bpmn:sequenceFlow id="c" sourceRef="Wait" targetRef="Second"/>
   <bpmn:userTask id="Second" name="Second" gantry:assignee="admin"/>
   <bpmn:sequenceFlow id="d" sourceRef="Second" targetRef="e"/>
   <bpmn:endEvent id="e"/>`,
)

test('kill -9 after a submit: the step is kept and the timer fires after the restart', async () => {
  let url = await startServer()
  let ticket = await adminTicket(url)
  const app = await call(url, 'POST', '/api/compose/manage/apps', ticket, { name: 'Kill app' })
  const diagram = await call(url, 'POST', '/api/flow/diagram', ticket, {
    appId: app.body.appId,
    diagramName: 'Kill',
    xml: PROCESS,
  })
  expect((await call(url, 'POST', `/api/flow/diagram/${diagram.body.id}`, ticket, {})).status).toBe(201)
  const started = await call(url, 'POST', `/api/flow/diagram/${diagram.body.id}/start`, ticket, {
    data: { batch: 7 },
  })
  const first = started.body.tasks[0]
  const submitted = await call(url, 'POST', `/api/flow/task/${first.id}`, ticket, {
    audit: 'before the crash',
  })
  expect(submitted.status).toBe(201)
  // No goodbye: the process gets no chance to write anything more.
  const exited = new Promise((done) => child?.once('exit', done))
  child?.kill('SIGKILL')
  await exited

  url = await startServer()
  ticket = await adminTicket(url)
  const done = await call(url, 'GET', '/api/flow/task?done=true', ticket)
  expect(
    done.body.list.map((task: { taskName: string; audit: string }) => [task.taskName, task.audit]),
  ).toEqual([['First', 'before the crash']])
  await expect
    .poll(
      async () =>
        (await call(url, 'GET', '/api/flow/task?done=false', ticket)).body.list.map(
          (t: { taskName: string }) => t.taskName,
        ),
      {
        timeout: 10_000,
        interval: 250,
      },
    )
    .toEqual(['Second'])
  const second = (await call(url, 'GET', '/api/flow/task?done=false', ticket)).body.list[0]
  expect((await call(url, 'GET', `/api/flow/task/${second.id}`, ticket)).body.data).toMatchObject({
    batch: 7,
  })
  expect((await call(url, 'POST', `/api/flow/task/${second.id}`, ticket, {})).status).toBe(201)
  const instance = await call(url, 'GET', `/api/flow/process/${started.body.instanceId}`, ticket)
  expect(instance.body.status).toBe('completed')
  expect(instance.body.log.map((entry: { action: string }) => entry.action)).toEqual([
    'start',
    'submit',
    'timer',
    'submit',
    'complete',
  ])
}, 400_000)
