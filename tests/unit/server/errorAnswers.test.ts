import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerErrorHandler } from '../../../server/http/errors.ts'

/** The last net behind validation (issue 17 point 4): values a database refuses answer 400, not 500. */
describe('error answers for values the database refuses', () => {
  const app = Fastify({ logger: false })
  registerErrorHandler(app)
  app.get('/fail/:code', async (request) => {
    const error = new Error('database said no') as Error & { code: string }
    error.code = (request.params as { code: string }).code
    throw error
  })

  for (const code of ['22021', '22P05', '22003', '22P02', '22008', 'SQLITE_TOOBIG', 'SQLITE_MISMATCH']) {
    it(`answers ${code} with 400 and a message`, async () => {
      const answer = await app.inject({ method: 'GET', url: `/fail/${code}` })
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toMatchObject({
        code: 400,
        message: 'A value is out of range or holds characters that cannot be stored; nothing changed',
        details: [{ id: 'server.http.unstorableValue' }],
      })
    })
  }

  it('still answers an unforeseen error with 500 and no internals', async () => {
    const answer = await app.inject({ method: 'GET', url: '/fail/XX000' })
    expect(answer.statusCode).toBe(500)
    expect(answer.body).not.toContain('database said no')
  })
})
