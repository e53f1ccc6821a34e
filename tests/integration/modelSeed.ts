import { expect } from 'vitest'
import type { TestServer } from './harness.ts'

/** A template with the given properties and one object of it per name, made through the API; the admin ticket. */
export async function seedModel(
  server: TestServer,
  template: { name: string; properties: { name: string; type: string }[] },
  objectNames: readonly string[],
): Promise<string> {
  const ticket = await server.adminTicket()
  const created = await server.call('POST', '/api/metadata/object_templates', { ticket, body: template })
  expect(created.status).toBe(201)
  for (const name of objectNames) {
    const object = await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name, templateName: template.name },
    })
    expect(object.status).toBe(201)
  }
  return ticket
}
