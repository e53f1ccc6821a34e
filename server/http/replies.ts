import type { FastifyReply } from 'fastify'

/*
 * The spec's success codes (S0 §9, S1 §8): 200 fetch, 201 created or modified (with `Location` on create
 * and copy: the app only proceeds when it sees one), 204 deleted.
 */

/** 201 with the new record's address. */
export function created<T>(reply: FastifyReply, location: string, body: T): FastifyReply {
  return reply.code(201).header('Location', location).send(body)
}

/** 201 for an edit: the spec's clients continue only on 201. */
export function modified<T>(reply: FastifyReply, body: T): FastifyReply {
  return reply.code(201).send(body)
}

/** 204 with no body. */
export function deleted(reply: FastifyReply): FastifyReply {
  return reply.code(204).send()
}
