import type { FastifyInstance } from 'fastify'
import { type MessageDescriptor, withValues } from '../../../../engine/messages.ts'
import { notFound } from '../../../http/httpError.ts'
import { created, deleted } from '../../../http/replies.ts'
import type { canWrite } from './access.ts'
import { type CloneBody, cloneBody, deleteNamesBody, nameParams } from './schema.ts'

/** What a named model (datastruct, feature, template) brings to its delete and clone routes. */
export interface ModelRoutesSpec<R extends { name: string }, V extends { name: string }> {
  /** The collection's path, e.g. '/datastructs'. */
  path: string
  /** The operation-log action prefix, e.g. 'metadata.datastructs' ('.delete' and '.clone' follow). */
  action: string
  /** The route config that grants writing (`canWrite(RESOURCE…)`). */
  config: ReturnType<typeof canWrite>
  /** Where a stored model is fetched (the Location of a clone). */
  location(name: string): string
  /** The stored model of a name (as any of the model's queries finds it), or undefined. */
  find(name: string): Promise<R | undefined>
  /** Why a name cannot be deleted because it does not exist (404; `{name}` is filled in). */
  notFound: MessageDescriptor
  /** Deletes the found models, all or none (409 with the model's message when one is still in use). */
  remove(rows: R[]): Promise<void>
  /** Stores a copy of the named model under `body.name`; the source's stored name and the copy. */
  clone(name: string, body: CloneBody): Promise<{ from: string; copy: V }>
}

/**
 * Registers the three routes every named metadata model has alike (spec S1: delete one, delete
 * several, clone): `DELETE {path}/:name` and `POST {path}/delete` (204), `POST {path}/:name/cloneTo`
 * (201 with Location). What differs between models (rules, what is copied) is in `spec`.
 */
export function modelRoutes<R extends { name: string }, V extends { name: string }>(
  app: FastifyInstance,
  spec: ModelRoutesSpec<R, V>,
): void {
  /** 404 unless every name exists; then the model's own rules and delete. Returns the stored names. */
  const remove = async (names: string[]) => {
    const rows: R[] = []
    for (const name of names) {
      const row = await spec.find(name)
      if (!row) throw notFound(withValues(spec.notFound, { name }))
      rows.push(row)
    }
    await spec.remove(rows)
    return rows.map((row) => row.name)
  }

  app.delete<{ Params: { name: string } }>(
    `${spec.path}/:name`,
    { schema: { params: nameParams('name') }, config: spec.config },
    async (request, reply) => {
      const names = await remove([request.params.name])
      request.operation = { action: `${spec.action}.delete`, target: names.join(',') }
      return deleted(reply)
    },
  )

  app.post<{ Body: { names: string[] } }>(
    `${spec.path}/delete`,
    { schema: { body: deleteNamesBody }, config: spec.config },
    async (request, reply) => {
      const names = await remove(request.body.names)
      request.operation = { action: `${spec.action}.delete`, target: names.join(',') }
      return deleted(reply)
    },
  )

  app.post<{ Params: { name: string }; Body: CloneBody }>(
    `${spec.path}/:name/cloneTo`,
    { schema: { params: nameParams('name'), body: cloneBody }, config: spec.config },
    async (request, reply) => {
      const { from, copy } = await spec.clone(request.params.name, request.body)
      request.operation = { action: `${spec.action}.clone`, target: `${from} → ${request.body.name}` }
      return created(reply, spec.location(copy.name), copy)
    },
  )
}
