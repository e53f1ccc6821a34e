import { compressText } from '../../../engine/codec/compression.ts'
import {
  defaultLayoutContext,
  defaultLayoutNode,
  defaultPageLayout,
} from '../../../engine/document/defaults.ts'
import type { TestServer } from '../harness.ts'

/** Documents and calls shared by the compose and application suites. */

export const pageLayout = (blockIds: string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    ...defaultPageLayout(
      '',
      blockIds.map((id, index) => defaultLayoutNode(id, { y: index * 12 })),
    ),
    ...extra,
  })

/** A block context with one widget; `label` makes contexts tell apart. */
export const layoutContext = (label: string, events: Record<string, unknown> = {}) =>
  JSON.stringify({
    ...defaultLayoutContext('free'),
    widgets: [
      {
        id: `w-${label}`,
        type: 'form.label',
        version: 1,
        x: 10,
        y: 20,
        w: 100,
        h: 30,
        rotation: 0,
        groupId: null,
        props: { text: label },
        bindings: {},
        events,
      },
    ],
  })

export const compressed = (text: string) => compressText(text)

export const symbolDocument = (name: string) =>
  JSON.stringify({
    version: 'v1.0',
    id: '',
    name,
    templateName: 'pump',
    appId: '',
    parentId: '',
    width: 80,
    height: 60,
    children: [{ id: 'body', kind: 'shape', partName: 'impeller', props: { fill: '#888' } }],
  })

export async function createApp(server: TestServer, ticket: string, name: string): Promise<number> {
  const result = await server.call('POST', '/api/app/manager', { ticket, body: { name } })
  if (result.status !== 201) throw new Error(`create app: ${JSON.stringify(result.body)}`)
  return result.body.appId
}

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers field by field.
export type Json = any

/** A multipart upload of one file (field `file`). */
export async function upload(
  server: TestServer,
  path: string,
  ticket: string,
  fileName: string,
  content: string | Uint8Array<ArrayBuffer>,
): Promise<{ status: number; body: Json; headers: Headers }> {
  const form = new FormData()
  form.append('file', new Blob([content]), fileName)
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ticket}` },
    body: form,
  })
  const text = await response.text()
  const isJson = response.headers.get('content-type')?.includes('application/json')
  return {
    status: response.status,
    body: isJson && text ? JSON.parse(text) : text,
    headers: response.headers,
  }
}

/** Polls a job status until it is no longer running. */
export async function waitForJob(server: TestServer, path: string, ticket: string): Promise<Json> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const result = await server.call('GET', path, { ticket })
    if (result.status !== 200) throw new Error(`${path}: ${result.status} ${JSON.stringify(result.body)}`)
    if (result.body.status !== 'running') return result.body
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`${path} still running`)
}

/**
 * Starts application `appId` (so it is published in the runtime menu) and grants its published resource,
 * which covers all its folders and pages, to each of `userIds` as the users screen would (as admin).
 */
export async function grantRunningApp(
  server: TestServer,
  appId: number,
  ...userIds: number[]
): Promise<void> {
  const ticket = await server.adminTicket()
  const started = await server.call('PUT', '/api/app/manager/containerActivity', {
    ticket,
    body: { appId, action: 'start' },
  })
  if (started.status !== 201) throw new Error(`start app: ${JSON.stringify(started.body)}`)
  const resource = await server.db.kysely
    .selectFrom('resources')
    .select('resourceId')
    .where('resourceCode', '=', `App_${appId}`)
    .executeTakeFirstOrThrow()
  for (const userId of userIds) {
    const granted = await server.call('PUT', '/api/auth/resourcesTreeByUserId', {
      ticket,
      body: { userId, resourceType: 'app', resourceIds: [resource.resourceId] },
    })
    if (granted.status !== 201) throw new Error(`grant app: ${JSON.stringify(granted.body)}`)
  }
}
