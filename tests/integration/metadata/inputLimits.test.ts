import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

/**
 * Issue 17 point 10: a blank-only connector name and a 1 MB default value were accepted. Both are refused
 * with a message that says what to change, and nothing is stored.
 */
forEachEngine('metadata input limits', (server) => {
  const megabyte = 'x'.repeat(1024 * 1024)

  it('refuses default values beyond their limit: 10,000 characters of text, 64 KiB of JSON', async () => {
    const ticket = await server.adminTicket()
    const huge = await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: { name: 'Huge', properties: [{ name: 'label', type: 'string', defaultValue: megabyte }] },
    })
    expect(huge.status).toBe(422)
    expect(huge.body.message).toBe('The default value of label is too long: at most 10000 characters')
    expect(huge.body.details[0].id).toBe('server.metadata.defaultTooLong')
    expect((await server.call('GET', '/api/metadata/object_templates/Huge', { ticket })).status).toBe(404)

    const fits = await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: {
        name: 'Fits',
        properties: [
          { name: 'label', type: 'string', defaultValue: 'x'.repeat(10_000) },
          { name: 'table', type: 'json', defaultValue: { rows: 'x'.repeat(60_000) } },
        ],
      },
    })
    expect(fits.status).toBe(201)

    const edit = await server.call('PUT', '/api/metadata/object_templates/Fits/properties/table', {
      ticket,
      body: { defaultValue: { rows: 'x'.repeat(70_000) }, version: fits.body.version },
    })
    expect(edit.status).toBe(400)
    expect(edit.body.message).toBe('The default value of table is too long: at most 65536 characters')

    const object = await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name: 'Fits_01', templateName: 'Fits', values: { label: megabyte } },
    })
    expect(object.status).toBe(422)
    expect(object.body.details[0].id).toBe('server.metadata.defaultTooLong')
    expect((await server.call('GET', '/api/metadata/objects/Fits_01', { ticket })).status).toBe(404)
  })

  it('refuses a blank-only connector name and oversized binding settings', async () => {
    const ticket = await server.adminTicket()
    await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: { name: 'Bound', properties: [{ name: 'level', type: 'float' }] },
    })
    const object = await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name: 'Bound_01', templateName: 'Bound' },
    })
    const path = '/api/metadata/objects/Bound_01/bindings/level'
    for (const connector of ['   ', '\t\n']) {
      const blank = await server.call('PUT', path, {
        ticket,
        body: { binding: { connector }, version: object.body.version },
      })
      expect(blank.status).toBe(400)
      expect(blank.body.message).toBe('The binding of level needs a connector name that is not blank')
    }
    const long = await server.call('PUT', path, {
      ticket,
      body: { binding: { connector: 'mqtt', topic: megabyte }, version: object.body.version },
    })
    expect(long.status).toBe(400)
    expect(long.body.details[0].id).toBe('server.metadata.bindingTooLong')
    const bindings = await server.call('GET', '/api/metadata/objects/Bound_01/bindings', { ticket })
    expect(bindings.body).toEqual({ list: [], version: object.body.version })
  })
})
