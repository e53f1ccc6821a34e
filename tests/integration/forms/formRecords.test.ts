import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

forEachEngine('form records', (server) => {
  it('stores a submitted form with who sent it and when, and lists it per form name', async () => {
    const operator = await server.createUser('formOperator')
    const before = Date.now()
    const sent = await server.call('POST', '/api/forms', {
      ticket: operator.ticket,
      body: {
        formName: 'shiftReport',
        pageId: 'page-1',
        values: { operator: 'Li Wei', phone: '13812345678', shift: ['day', 'night'], count: 3, ok: true },
      },
    })
    expect(sent.status).toBe(201)
    expect(sent.headers.get('location')).toBe(`/api/forms/${sent.body.id}`)
    expect(sent.body).toMatchObject({ formName: 'shiftReport', username: 'formOperator', version: 1 })
    expect(Date.parse(sent.body.createdAt)).toBeGreaterThanOrEqual(before - 1000)

    const other = await server.call('POST', '/api/forms', {
      ticket: operator.ticket,
      body: { formName: 'incident', values: { note: 'leak at P-101' } },
    })
    expect(other.status).toBe(201)
    const second = await server.call('POST', '/api/forms', {
      ticket: await server.adminTicket(),
      body: { formName: 'shiftReport', values: { operator: 'Admin', phone: null } },
    })
    expect(second.status).toBe(201)

    const listed = await server.call('GET', '/api/forms?formName=shiftReport&pageIndex=1&pageSize=10', {
      ticket: operator.ticket,
    })
    expect(listed.status).toBe(200)
    expect(listed.body.pagination).toEqual({ page: 1, size: 10, total: 2 })
    // Newest first; values come back as sent (lists and numbers kept).
    expect(listed.body.list.map((r: { username: string }) => r.username)).toEqual(['admin', 'formOperator'])
    expect(listed.body.list[1].values).toEqual({
      operator: 'Li Wei',
      phone: '13812345678',
      shift: ['day', 'night'],
      count: 3,
      ok: true,
    })
    const paged = await server.call('GET', '/api/forms?formName=shiftReport&pageIndex=2&pageSize=1', {
      ticket: operator.ticket,
    })
    expect(paged.body.list.map((r: { username: string }) => r.username)).toEqual(['formOperator'])
    expect(paged.body.pagination.total).toBe(2)
  })

  it('refuses bad input with nothing stored', async () => {
    const ticket = await server.adminTicket()
    const count = async () =>
      Number(
        (
          await server.db.kysely
            .selectFrom('formRecords')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const start = await count()
    const bad = [
      { formName: '1abc', values: { a: 'x' } },
      { formName: 'ok', values: {} },
      { formName: 'ok', values: { '9field': 'x' } },
      { formName: 'ok', values: { a: { nested: true } } },
      { formName: 'ok' },
    ]
    for (const body of bad) {
      const answer = await server.call('POST', '/api/forms', { ticket, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    const tooLong = await server.call('POST', '/api/forms', {
      ticket,
      body: { formName: 'ok', values: { note: 'x'.repeat(501) } },
    })
    expect(tooLong.status).toBe(422)
    expect(JSON.stringify(tooLong.body)).toContain('note')
    expect(await count()).toBe(start)
    const unsigned = await server.call('POST', '/api/forms', { body: { formName: 'ok', values: { a: 'x' } } })
    expect(unsigned.status).toBe(401)
  })

  it('edits a record in place with its version; a stale version is a 409 and changes nothing', async () => {
    const ticket = await server.adminTicket()
    const sent = await server.call('POST', '/api/forms', {
      ticket,
      body: { formName: 'edits', values: { level: '1.5' } },
    })
    const id = sent.body.id
    const edited = await server.call('PUT', `/api/forms/${id}`, {
      ticket,
      body: { values: { level: '2.5' }, version: 1 },
    })
    expect(edited.status).toBe(201)
    expect(edited.body).toMatchObject({ values: { level: '2.5' }, version: 2 })
    const stale = await server.call('PUT', `/api/forms/${id}`, {
      ticket,
      body: { values: { level: '9' }, version: 1 },
    })
    expect(stale.status).toBe(409)
    const missing = await server.call('PUT', '/api/forms/999999', {
      ticket,
      body: { values: { level: '9' }, version: 1 },
    })
    expect(missing.status).toBe(404)
    const listed = await server.call('GET', '/api/forms?formName=edits', { ticket })
    expect(listed.body.list[0].values).toEqual({ level: '2.5' })
  })
})
