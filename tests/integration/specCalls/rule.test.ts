import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

forEachEngine('validation rules (/api/rule)', (server) => {
  it('saves, replaces, lists and deletes a named rule through the one POST call', async () => {
    const admin = await server.adminTicket()
    const saved = await server.call('POST', '/api/rule', {
      ticket: admin,
      body: { method: 'post', name: 'tagNumber', pattern: '[A-Z]{1,3}-\\d{3}', message: 'Like P-101' },
    })
    expect(saved.status).toBe(201)
    expect(saved.headers.get('location')).toBe('/api/rule?name=tagNumber')
    expect(saved.body).toMatchObject({
      name: 'tagNumber',
      pattern: '[A-Z]{1,3}-\\d{3}',
      message: 'Like P-101',
    })

    const replaced = await server.call('POST', '/api/rule', {
      ticket: admin,
      body: { method: 'post', name: 'tagNumber', pattern: '[A-Z]{1,4}-\\d{3}', message: 'Like FIC-101' },
    })
    expect(replaced.status).toBe(201)
    expect(replaced.body.id).toBe(saved.body.id)
    await server.call('POST', '/api/rule', {
      ticket: admin,
      body: {
        method: 'post',
        name: 'batchNo',
        pattern: '\\d{8}',
        message: 'Eight digits',
        description: 'MES',
      },
    })

    // Any signed-in user reads them: forms check values with them at runtime.
    const viewer = await server.createUser('ruleReader')
    const listed = await server.call('GET', '/api/rule', { ticket: viewer.ticket })
    expect(listed.status).toBe(200)
    expect(listed.body.list.map((r: { name: string }) => r.name)).toEqual(['batchNo', 'tagNumber'])
    const one = await server.call('GET', '/api/rule?name=tagNumber', { ticket: viewer.ticket })
    expect(one.body.list).toEqual([
      expect.objectContaining({ pattern: '[A-Z]{1,4}-\\d{3}', message: 'Like FIC-101' }),
    ])

    // Only designers change them.
    const refused = await server.call('POST', '/api/rule', {
      ticket: viewer.ticket,
      body: { method: 'delete', name: 'batchNo' },
    })
    expect(refused.status).toBe(403)

    const gone = await server.call('POST', '/api/rule', {
      ticket: admin,
      body: { method: 'delete', name: 'batchNo' },
    })
    expect(gone.status).toBe(204)
    const again = await server.call('POST', '/api/rule', {
      ticket: admin,
      body: { method: 'delete', name: 'batchNo' },
    })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Validation rule batchNo does not exist')
    const after = await server.call('GET', '/api/rule', { ticket: admin })
    expect(after.body.list.map((r: { name: string }) => r.name)).toEqual(['tagNumber'])
  })

  it('refuses bad input with nothing stored', async () => {
    const admin = await server.adminTicket()
    const bad = [
      { method: 'put', name: 'x', pattern: 'a', message: 'm' },
      { method: 'post', name: '1abc', pattern: 'a', message: 'm' },
      { method: 'post', name: 'ok', pattern: 'a', message: '   ' },
      { method: 'post', name: 'ok', pattern: 'a', message: 'x'.repeat(201) },
      { method: 'post', name: 'ok', message: 'm' },
      { method: 'post', name: 'ok', pattern: 'a' },
    ]
    for (const body of bad) {
      const answer = await server.call('POST', '/api/rule', { ticket: admin, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    const broken = await server.call('POST', '/api/rule', {
      ticket: admin,
      body: { method: 'post', name: 'broken', pattern: '([a-z]', message: 'm' },
    })
    expect(broken.status).toBe(422)
    expect(broken.body.message).toMatch(/^The pattern is not a valid regular expression: /)
    const listed = await server.call('GET', '/api/rule?name=broken', { ticket: admin })
    expect(listed.body.list).toEqual([])
    const ok = await server.call('GET', '/api/rule?name=ok', { ticket: admin })
    expect(ok.body.list).toEqual([])
  })
})
