import type { FastifyInstance } from 'fastify'

/**
 * JSON bodies, where an empty body is no body: the spec's shared request behaviour sends
 * `Content-Type: application/json` on every POST, PUT and DELETE, with or without a body, so a DELETE or a
 * call whose body is optional must not answer "not valid JSON" for sending nothing. A route that needs a
 * body still refuses the missing one through its schema. Anything else is parsed by Fastify's own parser
 * (with its prototype-poisoning checks).
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') {
      done(null, undefined)
      return
    }
    parseJson(request, text, done)
  })
}
